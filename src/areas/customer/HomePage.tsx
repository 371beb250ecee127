import { Link } from 'react-router-dom';
import { formatReais } from '@/domain/money';
import type { Restaurant } from '@/domain/restaurant';
import { PATHS } from '@/domain/routes';
import { subscribeToRestaurants } from '@/services/restaurants';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { useSubscription } from '@/ui/use-subscription';
import './home.css';

function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <li>
      <Link to={PATHS.menu(restaurant.id)} className="restaurant-card">
        <span className="restaurant-card__logo">
          {restaurant.logo ? (
            <img src={restaurant.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
          ) : (
            <span aria-hidden="true">{restaurant.nome.charAt(0)}</span>
          )}
        </span>
        <span className="restaurant-card__body">
          <span className="restaurant-card__name">{restaurant.nome}</span>
          <span className="restaurant-card__meta">
            {restaurant.taxaEntrega > 0 ? `Entrega ${formatReais(restaurant.taxaEntrega)}` : 'Entrega grátis'}
            {' · '}
            {restaurant.pedidoMinimo > 0 ? `Mínimo ${formatReais(restaurant.pedidoMinimo)}` : 'Sem pedido mínimo'}
          </span>
          {restaurant.endereco ? <span className="restaurant-card__address">{restaurant.endereco}</span> : null}
        </span>
      </Link>
    </li>
  );
}

function RestaurantListSkeleton() {
  return (
    <ul className="restaurant-list" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="restaurant-card restaurant-card--skeleton">
          <span className="restaurant-card__logo" />
          <span className="restaurant-card__body">
            <span className="skeleton-line" style={{ width: '60%' }} />
            <span className="skeleton-line" style={{ width: '85%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /inicio: the customer's home (SPEC.md section 2, Home). */
export function HomePage() {
  const restaurants = useSubscription('restaurants', subscribeToRestaurants);

  return (
    <main className="page home">
      <section className="home__hero">
        <p className="home__eyebrow">Delivery do bairro</p>
        <h1>Bateu a fome? O sabor chega rapidinho.</h1>
        <p className="home__lead">Peça dos restaurantes parceiros e pague na entrega.</p>
      </section>

      <section aria-labelledby="partners-title" className="stack">
        <h2 id="partners-title" className="home__section-title">
          Nossos Restaurantes Parceiros
        </h2>
        {restaurants.status === 'loading' ? (
          <>
            <p className="visually-hidden" role="status">
              Carregando restaurantes...
            </p>
            <RestaurantListSkeleton />
          </>
        ) : restaurants.status === 'error' ? (
          <Notice
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
                Tentar novamente
              </Button>
            }
          >
            Erro ao carregar os restaurantes. Tente novamente.
          </Notice>
        ) : restaurants.data.length === 0 ? (
          <Notice>Nenhum restaurante disponível no momento.</Notice>
        ) : (
          <ul className="restaurant-list">
            {restaurants.data.map((restaurant) => (
              <RestaurantCard key={restaurant.id} restaurant={restaurant} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

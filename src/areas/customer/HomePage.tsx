import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeliveryPlace } from '@/app/delivery-place';
import { deliveryQuote, quoteText, type DeliveryQuote } from '@/domain/delivery-areas';
import { deliveryTimeRange, formatDeliveryTimeRange } from '@/domain/delivery-time';
import { formatCentavos, formatReais, toCentavos } from '@/domain/money';
import { OPEN_STATE_REFRESH_MS } from '@/domain/opening-hours';
import { orderingBadge, orderingState, type OrderingState } from '@/domain/ordering-state';
import { HOME_CATEGORIES, type Restaurant } from '@/domain/restaurant';
import { PATHS } from '@/domain/routes';
import { SEARCH_DEBOUNCE_MS } from '@/domain/search';
import { Badge } from '@/ui/Badge';
import { ChipBar } from '@/ui/ChipBar';
import { FoodImage } from '@/ui/FoodImage';
import { Icon } from '@/ui/Icon';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { useDebounced } from '@/ui/use-debounced';
import { useNow } from '@/ui/use-now';
import { afterFirstPaint } from '@/ui/after-first-paint';
import { deferredSubscription, useSubscription } from '@/ui/use-subscription';
import { BannerCarousel } from './home/BannerCarousel';
import { DeliveryPlaceChip } from './home/DeliveryPlaceChip';
import { FloatingBagButton } from './FloatingBagButton';
import { SearchResults, SearchResultsSkeleton } from './home/SearchResults';
import { formatRating } from '@/domain/review';
import './home.css';

/** The card's delivery facts: for the chosen place when there is one, else the restaurant-wide fee and minimum. */
function DeliveryFacts({ restaurant, quote }: { restaurant: Restaurant; quote: DeliveryQuote | null }) {
  if (quote && !quote.ok) return <span className="restaurant-card__unserved">{quote.short}</span>;
  const fee = quote ? quoteText(quote) : restaurant.taxaEntrega > 0 ? `Entrega ${formatReais(restaurant.taxaEntrega)}` : 'Entrega grátis';
  const minimum = quote ? quote.minimum : toCentavos(restaurant.pedidoMinimo);
  return (
    <>
      <span>{fee}</span>
      {' · '}
      <span>{minimum > 0 ? `Mínimo ${formatCentavos(minimum)}` : 'Sem pedido mínimo'}</span>
    </>
  );
}

function RestaurantCard({ restaurant, state, quote }: { restaurant: Restaurant; state: OrderingState; quote: DeliveryQuote | null }) {
  // Not delivering to the chosen place: still listed (the customer may change the place), greyed.
  const unserved = quote !== null && !quote.ok;
  return (
    <li>
      <Link to={PATHS.menu(restaurant.id)} className={unserved ? 'restaurant-card restaurant-card--unserved' : 'restaurant-card'}>
        <span className="restaurant-card__logo">
          <FoodImage src={restaurant.logo} ratio="1 / 1" />
        </span>
        <span className="restaurant-card__body">
          <span className="restaurant-card__title">
            <span className="restaurant-card__name">{restaurant.nome}</span>
            <Badge tone={state.open ? 'success' : 'neutral'}>{orderingBadge(state)}</Badge>
          </span>
          <span className="hint restaurant-card__facts">
            {restaurant.avaliacao.average === null ? (
              <span className="restaurant-card__rating">Novo</span>
            ) : (
              <span className="restaurant-card__rating">
                <span aria-hidden="true">★ {formatRating(restaurant.avaliacao.average)} ({restaurant.avaliacao.count})</span>
                <span className="visually-hidden">
                  Nota {formatRating(restaurant.avaliacao.average)} de 5, {restaurant.avaliacao.count} {restaurant.avaliacao.count === 1 ? 'avaliação' : 'avaliações'}
                </span>
              </span>
            )}
            {' · '}
            <span className="restaurant-card__time">{formatDeliveryTimeRange(deliveryTimeRange(restaurant))}</span>
            {/* Rating and time on one line, fee and minimum on the next: no line ends on a dangling '·'. */}
            <span className="restaurant-card__delivery">
              <DeliveryFacts restaurant={restaurant} quote={quote} />
            </span>
          </span>
          {restaurant.endereco ? <span className="restaurant-card__address">{restaurant.endereco}</span> : null}
        </span>
      </Link>
    </li>
  );
}

/** The partner list while it loads: cards of the same size in the same grid. */
function RestaurantListSkeleton() {
  return (
    <SkeletonList label="Carregando restaurantes..." count={4} className="card-grid card-grid--wide" itemClassName="restaurant-card">
      <SkeletonBlock className="restaurant-card__logo" />
      <span className="restaurant-card__body">
        <SkeletonLine width="60%" className="restaurant-card__name" />
        <SkeletonLine width="85%" className="hint" />
        <SkeletonLine width="70%" className="restaurant-card__address" />
      </span>
    </SkeletonList>
  );
}

// The home page paints its hero and skeleton before Firebase has downloaded (RouteGate shows it
// while the session loads): it loads its services once that first frame is on screen, instead of
// importing them (a passive effect can run before the browser paints).
const subscribeToRestaurants = deferredSubscription(
  () => afterFirstPaint().then(() => import('@/services/restaurants')),
  (services, onNext: (restaurants: Restaurant[]) => void, onError) => services.subscribeToRestaurants(onNext, onError),
);

const NO_RESTAURANTS: Restaurant[] = [];

/** /inicio: the customer's home (SPEC.md section 2, Home). */
export function HomePage() {
  const restaurants = useSubscription('restaurants', subscribeToRestaurants);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<(typeof HOME_CATEGORIES)[number] | null>(null);
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const place = useDeliveryPlace();

  const shown = useMemo(() => {
    if (restaurants.status !== 'success') return [];
    const list = category ? restaurants.data.filter((restaurant) => restaurant.categoriasPrincipais.includes(category)) : restaurants.data;
    const quoted = list.map((restaurant) => ({ restaurant, state: orderingState(restaurant, now), quote: place ? deliveryQuote(restaurant, place) : null }));
    // Those that deliver to the chosen place first, then open ones, each group in name order (the list arrives sorted by name).
    const rank = ({ state, quote }: (typeof quoted)[number]) => (quote && !quote.ok ? 2 : 0) + (state.open ? 0 : 1);
    return quoted.sort((a, b) => rank(a) - rank(b));
  }, [restaurants, category, now, place]);

  return (
    <main className="page home">
      <DeliveryPlaceChip restaurants={restaurants.status === 'success' ? restaurants.data : NO_RESTAURANTS} />
      <section className="home__hero">
        <p className="home__eyebrow">Delivery do bairro</p>
        <h1>Bateu a fome? O sabor chega rapidinho.</h1>
        <form className="home__search" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="home-search" className="visually-hidden">
            Buscar restaurantes e pratos
          </label>
          <Icon name="search" />
          <input
            id="home-search"
            type="search"
            // Short enough for a 360 px phone ('Buscar restaurantes e pratos' was cut); the label
            // above keeps the full name for screen readers.
            placeholder="Restaurantes e pratos"
            value={search}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
      </section>

      {search.trim() ? (
        query === search.trim() ? (
          <SearchResults query={query} now={now} />
        ) : (
          <SearchResultsSkeleton />
        )
      ) : (
        <>
          <ChipBar
            label="Categorias"
            options={HOME_CATEGORIES.map((name) => ({ value: name, label: name }))}
            selected={category}
            onSelect={(name) => setCategory((current) => (current === name ? null : name))}
          />

          <BannerCarousel restaurants={restaurants.status === 'success' ? restaurants.data : null} now={now} />

          <section aria-labelledby="partners-title" className="stack">
            <h2 id="partners-title" className="home__section-title">
              Nossos Restaurantes Parceiros
            </h2>
            {restaurants.status === 'loading' ? (
              <RestaurantListSkeleton />
            ) : restaurants.status === 'error' ? (
              <RetryNotice onRetry={() => window.location.reload()}>
                Erro ao carregar os restaurantes. Tente novamente.
              </RetryNotice>
            ) : restaurants.data.length === 0 ? (
              <Notice>Nenhum restaurante disponível no momento.</Notice>
            ) : shown.length === 0 ? (
              <Notice>Nenhum restaurante de {category} por enquanto.</Notice>
            ) : (
              <ul className="card-grid card-grid--wide">
                {shown.map(({ restaurant, state, quote }) => (
                  <RestaurantCard key={restaurant.id} restaurant={restaurant} state={state} quote={quote} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <aside className="home__join" aria-label="Seja parceiro da Sabor">
        <p>
          Tem um restaurante? <Link to={PATHS.restaurantApplication}>Cadastre seu restaurante</Link>
        </p>
        <p>
          Quer fazer entregas? <Link to={PATHS.riderApplication}>Seja um entregador</Link>
        </p>
      </aside>
      <FloatingBagButton />
    </main>
  );
}

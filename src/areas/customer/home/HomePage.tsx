import { Fragment, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeliveryPlace } from '@/state/delivery-place';
import { CHOOSE_BAIRRO_FOR_FEE, quoteText, type DeliveryQuote } from '@/domain/delivery/delivery-areas';
import { deliveryTimeRange, formatDeliveryTimeRange } from '@/domain/delivery/delivery-time';
import { formatCentavos } from '@/domain/shared/money';
import { OPEN_STATE_REFRESH_MS } from '@/domain/restaurants/opening-hours';
import { homeCards } from '@/domain/discovery/home-listing';
import { orderingBadge, type OrderingState } from '@/domain/restaurants/ordering-state';
import { HOME_CATEGORIES } from '@/domain/restaurants/restaurant';
import type { StoreCard } from '@/domain/discovery/storefront';
import { SEARCH_DEBOUNCE_MS } from '@/domain/discovery/search';
import { PATHS } from '@/domain/shared/routes';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ChipBar } from '@/ui/ChipBar';
import { FoodImage } from '@/ui/FoodImage';
import { Icon } from '@/ui/Icon';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';
import { useDebounced } from '@/ui/use-debounced';
import { useNow } from '@/ui/use-now';
import { BannerCarousel } from './BannerCarousel';
import { DeliveryPlaceChip } from './DeliveryPlaceChip';
import { useHomeListing, type HomeListing } from './use-home-listing';
import { FloatingBagButton } from '../shared/FloatingBagButton';
import { StorePromotionBadges } from '../shared/StorePromotionBadges';
import { SearchResultsSkeleton } from './SearchResultsSkeleton';
import { formatRating } from '@/domain/restaurants/review';
import './home.css';

// Loaded when first wanted (the place chooser when opened, the results on the first search), so
// that a visitor's first load of the home carries only the list (issue #27: 150 kB).
const DeliveryPlaceDialog = lazy(() => import('./DeliveryPlaceDialog').then((module) => ({ default: module.DeliveryPlaceDialog })));
const SearchResults = lazy(() => import('./SearchResults').then((module) => ({ default: module.SearchResults })));

/**
 * The card's delivery facts for the chosen place, as the menu, the bag and placeOrder quote them;
 * with no place chosen, no fee or minimum at all (issue #36: a fee shown is the fee charged).
 */
function DeliveryFacts({ quote }: { quote: DeliveryQuote | null }) {
  if (!quote) return <span className="restaurant-card__no-place">{CHOOSE_BAIRRO_FOR_FEE}</span>;
  if (!quote.ok) return <span className="restaurant-card__unserved">{quote.short}</span>;
  const minimum = quote.minimum;
  // Each fact unbroken, the line breaking only between them.
  const facts = [quoteText(quote), minimum > 0 ? `Mínimo ${formatCentavos(minimum)}` : 'Sem pedido mínimo'];
  return facts.map((fact, index) => (
    <Fragment key={fact}>
      {index > 0 ? ' · ' : null}
      <span>{fact}</span>
    </Fragment>
  ));
}

function RestaurantCard({ restaurant, state, quote, now }: { restaurant: StoreCard; state: OrderingState; quote: DeliveryQuote | null; now: Date }) {
  // Not delivering to the chosen place: still listed (the customer may change the place), greyed.
  const unserved = quote !== null && !quote.ok;
  return (
    <li>
      <Link to={PATHS.menu(restaurant.id)} className={unserved ? 'restaurant-card restaurant-card--unserved' : 'restaurant-card'}>
        <span className="restaurant-card__logo">
          <FoodImage thumbnail src={restaurant.logo} ratio="1 / 1" />
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
            <span className="restaurant-card__time">{formatDeliveryTimeRange(deliveryTimeRange(restaurant, quote))}</span>
            {/* Rating and time on one line, fee and minimum on the next: no line ends on a dangling '·'. */}
            <span className="restaurant-card__delivery">
              <DeliveryFacts quote={quote} />
            </span>
          </span>
          {restaurant.endereco ? <span className="restaurant-card__address">{restaurant.endereco}</span> : null}
          <StorePromotionBadges store={restaurant} now={now} freeHere={quote?.ok === true && quote.fee === 0} />
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

/**
 * The end of the list: the next page when it comes near the screen (600 px ahead), and a button
 * for keyboards and browsers without IntersectionObserver.
 */
function LoadMore({ listing }: { listing: HomeListing }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, moreFailed, loadMore } = listing;
  const waiting = hasMore && !loadingMore && !moreFailed;
  useEffect(() => {
    const target = sentinel.current;
    if (!waiting || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: '600px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
    // loadMore is a new closure each render; it reads the list's latest state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);

  if (moreFailed) {
    return <RetryNotice onRetry={listing.retry}>Erro ao carregar mais restaurantes. Tente novamente.</RetryNotice>;
  }
  if (loadingMore) {
    return (
      <p className="home__more hint" role="status">
        Carregando mais restaurantes...
      </p>
    );
  }
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="home__more">
      <Button variant="secondary" onClick={loadMore}>
        Carregar mais restaurantes
      </Button>
    </div>
  );
}

/** /inicio: the customer's home (SPEC.md section 2, Home). */
export function HomePage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [category, setCategory] = useState<(typeof HOME_CATEGORIES)[number] | null>(null);
  const [choosingPlace, setChoosingPlace] = useState(false);
  const now = useNow(OPEN_STATE_REFRESH_MS);
  const place = useDeliveryPlace();
  const listing = useHomeListing(place, category);
  const loaded = listing.status === 'success' ? listing.restaurants : null;
  const shown = useMemo(() => homeCards(loaded ?? [], now, place), [loaded, now, place]);

  function emptyList() {
    if (category) return <Notice>Nenhum restaurante de {category} por enquanto.</Notice>;
    if (!place) return <Notice>Nenhum restaurante disponível no momento.</Notice>;
    return (
      <Notice
        action={
          <Button size="sm" variant="secondary" onClick={() => setChoosingPlace(true)}>
            Trocar o bairro
          </Button>
        }
      >
        Nenhum restaurante entrega em {place.bairro} ainda.
      </Notice>
    );
  }

  return (
    <main className="page home">
      <DeliveryPlaceChip onOpen={() => setChoosingPlace(true)} />
      {choosingPlace ? (
        <Suspense fallback={null}>
          <DeliveryPlaceDialog onClose={() => setChoosingPlace(false)} />
        </Suspense>
      ) : null}
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
          <Suspense fallback={<SearchResultsSkeleton />}>
            <SearchResults query={query} now={now} />
          </Suspense>
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

          <BannerCarousel restaurants={loaded} place={place} now={now} />

          <section aria-labelledby="partners-title" className="stack">
            <h2 id="partners-title" className="home__section-title">
              Nossos Restaurantes Parceiros
            </h2>
            {listing.status === 'loading' ? (
              <RestaurantListSkeleton />
            ) : listing.status === 'error' ? (
              <RetryNotice onRetry={listing.retry}>Erro ao carregar os restaurantes. Tente novamente.</RetryNotice>
            ) : shown.length === 0 ? (
              emptyList()
            ) : (
              <>
                <ul className="card-grid card-grid--wide">
                  {shown.map(({ restaurant, state, quote }) => (
                    <RestaurantCard key={restaurant.id} restaurant={restaurant} state={state} quote={quote} now={now} />
                  ))}
                </ul>
                <LoadMore listing={listing} />
              </>
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

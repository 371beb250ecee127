import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useDeliveryPlace } from '@/state/delivery-place';
import { menuPrice } from '@/domain/catalog/dish-promotion';
import { PATHS } from '@/domain/shared/routes';
import { rankSearchResults } from '@/domain/discovery/search';
import { Badge } from '@/ui/Badge';
import { FoodImage } from '@/ui/FoodImage';
import { Notice, RetryNotice } from '@/ui/Notice';
import { PromotionPrice } from '@/ui/PromotionPrice';
import { StorePromotionBadges } from '../shared/StorePromotionBadges';
import { SearchResultsSkeleton } from './SearchResultsSkeleton';
import { useSearch } from './use-search';

/**
 * Search results for `query` in the chosen place's city: restaurants first, then dishes (SPEC.md
 * section 2, Home). Each search reads its own results (services/search.ts); `now` labels what
 * cannot be ordered now.
 */
export function SearchResults({ query, now }: { query: string; now: Date }) {
  const place = useDeliveryPlace();
  const { searchable, current, retry } = useSearch(query, place);
  const results = useMemo(() => (current?.status === 'ready' ? rankSearchResults(current.results, now) : null), [current, now]);

  if (!searchable) return <Notice>Digite ao menos 2 letras.</Notice>;
  if (!current) return <SearchResultsSkeleton />;
  if (current.status === 'error') {
    return <RetryNotice onRetry={retry}>{current.message}</RetryNotice>;
  }
  if (!results || (results.restaurants.length === 0 && results.dishes.length === 0)) {
    return <Notice>Nenhum resultado encontrado.</Notice>;
  }

  return (
    <div className="search-results" aria-live="polite">
      {results.restaurants.length > 0 ? (
        <section className="stack" aria-labelledby="results-restaurants">
          <h2 id="results-restaurants" className="home__section-title">
            Restaurantes
          </h2>
          <ul className="search-results__list">
            {results.restaurants.map(({ item: restaurant, unavailable }) => (
              <li key={restaurant.id}>
                <Link className={unavailable ? 'search-result search-result--unavailable' : 'search-result'} to={PATHS.menu(restaurant.id)}>
                  <span className="search-result__thumb search-result__thumb--round">
                    <FoodImage thumbnail src={restaurant.logo} ratio="1 / 1" />
                  </span>
                  <span className="search-result__body">
                    <strong>{restaurant.nome}</strong>
                    <span>{restaurant.endereco ?? 'Restaurante parceiro'}</span>
                    {unavailable ? <Badge tone="neutral">{unavailable}</Badge> : null}
                    <StorePromotionBadges store={restaurant} now={now} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.dishes.length > 0 ? (
        <section className="stack" aria-labelledby="results-products">
          <h2 id="results-products" className="home__section-title">
            Pratos
          </h2>
          <ul className="search-results__list">
            {results.dishes.map(({ item: { product, restaurant }, unavailable }) => (
              <li key={`${product.restaurantId}/${product.id}`}>
                <Link className={unavailable ? 'search-result search-result--unavailable' : 'search-result'} to={`${PATHS.menu(product.restaurantId)}?produto=${encodeURIComponent(product.id)}`}>
                  <span className="search-result__thumb">
                    <FoodImage thumbnail src={product.imageUrl} ratio="1 / 1" />
                  </span>
                  <span className="search-result__body">
                    <strong>{product.nome}</strong>
                    <span>{restaurant.nome}</span>
                    <span className="search-result__price">
                      {product.type === 'pizza' ? 'a partir de ' : ''}
                      <PromotionPrice {...menuPrice(product, now)} />
                    </span>
                    {unavailable ? <Badge tone="neutral">{unavailable}</Badge> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

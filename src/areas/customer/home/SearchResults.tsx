import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeliveryPlace } from '@/state/delivery-place';
import { startingPrice } from '@/domain/catalog/catalog';
import { searchTokenOf } from '@/domain/discovery/discovery-index';
import { formatCentavos } from '@/domain/money/money';
import { PATHS } from '@/domain/shared/routes';
import { rankSearchResults, type SearchResults as Found } from '@/domain/discovery/search';
import { firebaseErrorCode } from '@/services/errors';
import { Badge } from '@/ui/Badge';
import { FoodImage } from '@/ui/FoodImage';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SearchResultsSkeleton } from './SearchResultsSkeleton';

/** The answer to one request (`key`): while a newer one runs, the screen shows the skeleton. */
type SearchState = { key: string } & ({ status: 'ready'; results: Found } | { status: 'error'; message: string });

/**
 * Search results for `query` in the chosen place's city: restaurants first, then dishes (SPEC.md
 * section 2, Home). Each search reads its own results (services/search.ts); `now` labels what
 * cannot be ordered now.
 */
export function SearchResults({ query, now }: { query: string; now: Date }) {
  const place = useDeliveryPlace();
  const [state, setState] = useState<SearchState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const searchable = searchTokenOf(query) !== null;
  const key = JSON.stringify([query, place?.cidade ?? null, attempt]);

  useEffect(() => {
    if (!searchable) return;
    let active = true;
    // Loaded on first search: the home page does not import Firebase (see HomePage).
    import('@/services/search').then((search) => search.searchCatalog({ text: query, place })).then(
      (results) => active && setState({ key, status: 'ready', results }),
      (error: unknown) => {
        console.error('Erro na busca', error);
        if (!active) return;
        // A query the index does not cover fails with failed-precondition and a link to create it.
        const message = firebaseErrorCode(error) === 'failed-precondition' ? 'A busca precisa de um índice do Firestore que ainda não foi criado.' : 'Erro ao buscar dados.';
        setState({ key, status: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, [key, query, place, searchable]);

  const current = state?.key === key ? state : null;
  const results = useMemo(() => (current?.status === 'ready' ? rankSearchResults(current.results, now) : null), [current, now]);

  if (!searchable) return <Notice>Digite ao menos 2 letras.</Notice>;
  if (!current) return <SearchResultsSkeleton />;
  if (current.status === 'error') {
    return <RetryNotice onRetry={() => setAttempt((value) => value + 1)}>{current.message}</RetryNotice>;
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
                    <FoodImage src={restaurant.logo} ratio="1 / 1" />
                  </span>
                  <span className="search-result__body">
                    <strong>{restaurant.nome}</strong>
                    <span>{restaurant.endereco ?? 'Restaurante parceiro'}</span>
                    {unavailable ? <Badge tone="neutral">{unavailable}</Badge> : null}
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
                    <FoodImage src={product.imageUrl} ratio="1 / 1" />
                  </span>
                  <span className="search-result__body">
                    <strong>{product.nome}</strong>
                    <span>{restaurant.nome}</span>
                    <span className="search-result__price">
                      {product.type === 'pizza' ? 'a partir de ' : ''}
                      {formatCentavos(startingPrice(product))}
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

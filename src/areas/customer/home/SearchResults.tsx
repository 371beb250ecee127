import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { startingPrice, type Product } from '@/domain/catalog';
import { formatCentavos } from '@/domain/money';
import type { Restaurant } from '@/domain/restaurant';
import { PATHS } from '@/domain/routes';
import { searchCatalog } from '@/domain/search';
import { firebaseErrorCode } from '@/services/errors';
import { Badge } from '@/ui/Badge';
import { FoodImage } from '@/ui/FoodImage';
import { Notice, RetryNotice } from '@/ui/Notice';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';

/** Result rows while a search runs: same list, same row size, 'Buscando...' for screen readers. */
export function SearchResultsSkeleton() {
  return (
    <SkeletonList label="Buscando..." count={4} className="search-results__list">
      <span className="search-result">
        <SkeletonBlock className="search-result__thumb" style={{ aspectRatio: '1 / 1' }} />
        <span className="search-result__body">
          <SkeletonLine width="55%" />
          <SkeletonLine width="75%" />
        </span>
      </span>
    </SkeletonList>
  );
}

type ProductsState = { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'error'; message: string };

/** Search results for `query`: restaurants first, then products (SPEC.md section 2, Home). */
export function SearchResults({ query, restaurants, now }: { query: string; restaurants: Restaurant[]; now: Date }) {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // Loaded on first search: the home page does not import Firebase (see HomePage).
    import('@/services/catalog').then((catalog) => catalog.getSearchableProducts()).then(
      (products) => active && setState({ status: 'ready', products }),
      (error: unknown) => {
        console.error('Erro na busca', error);
        if (!active) return;
        // A query the index does not cover fails with failed-precondition and a link to create it.
        const message = firebaseErrorCode(error) === 'failed-precondition' ? 'A busca precisa de um índice do Firestore que ainda não foi criado.' : 'Erro ao buscar dados.';
        setState({ status: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const restaurantNames = useMemo(() => new Map(restaurants.map((restaurant) => [restaurant.id, restaurant.nome])), [restaurants]);
  const results = useMemo(
    () => (state.status === 'ready' ? searchCatalog(query, restaurants, state.products, now) : null),
    [state, query, restaurants, now],
  );

  if (state.status === 'loading') return <SearchResultsSkeleton />;
  if (state.status === 'error') {
    return (
      <RetryNotice
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((value) => value + 1);
        }}
      >
        {state.message}
      </RetryNotice>
    );
  }
  if (!results || (results.restaurants.length === 0 && results.products.length === 0)) {
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
      {results.products.length > 0 ? (
        <section className="stack" aria-labelledby="results-products">
          <h2 id="results-products" className="home__section-title">
            Pratos
          </h2>
          <ul className="search-results__list">
            {results.products.map(({ item: product, unavailable }) => (
              <li key={`${product.restaurantId}/${product.id}`}>
                <Link className={unavailable ? 'search-result search-result--unavailable' : 'search-result'} to={`${PATHS.menu(product.restaurantId)}?produto=${encodeURIComponent(product.id)}`}>
                  <span className="search-result__thumb">
                    <FoodImage src={product.imageUrl} ratio="1 / 1" />
                  </span>
                  <span className="search-result__body">
                    <strong>{product.nome}</strong>
                    <span>{restaurantNames.get(product.restaurantId) ?? 'Restaurante parceiro'}</span>
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

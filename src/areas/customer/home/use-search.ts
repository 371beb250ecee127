import { useEffect, useState } from 'react';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import { searchTokenOf } from '@/domain/discovery/discovery-index';
import type { SearchResults } from '@/domain/discovery/search';
import { firebaseErrorCode } from '@/domain/shared/errors';

/** The answer to one request (`key`): while a newer one runs, the screen shows the skeleton. */
type SearchState = { key: string } & ({ status: 'ready'; results: SearchResults } | { status: 'error'; message: string });

/**
 * The search for `query` in `place`'s city (services/search.ts), read again on retry: `current`
 * is null while the latest request runs; `searchable` false when the query is too short to search.
 */
export function useSearch(query: string, place: DeliveryPlace | null) {
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

  return { searchable, current: state?.key === key ? state : null, retry: () => setAttempt((value) => value + 1) };
}

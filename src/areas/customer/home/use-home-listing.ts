import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import {
  HOME_REFRESH_MS,
  HOME_REFRESH_ON_FOCUS_AFTER_MS,
  homeListReducer,
  initialHomeList,
  refreshSize,
  type HomeListAction,
  type HomeListState,
} from '@/domain/discovery/home-listing';
import type { StoreCard } from '@/domain/discovery/storefront';
import type { PageCursor } from '@/services/paging';
import { homeFirstPage, homeListingKey, homeServices } from './home-reads';

export interface HomeListing {
  /** 'loading': the first page is on its way; 'error': it failed and nothing is shown. */
  status: 'loading' | 'success' | 'error';
  restaurants: StoreCard[];
  /** Another page is on its way. */
  loadingMore: boolean;
  /** A later page or a refresh failed: what is shown stays, with a retry. */
  moreFailed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The home's restaurants for a place and a category, a page at a time (services/home-listing.ts):
 * the first page after the first paint (or the one started when the route matched), the next on
 * loadMore, and what is shown read again when the tab comes back after a while and on a timer (no
 * live listener). A new place or category starts over.
 */
export function useHomeListing(place: DeliveryPlace | null, category: string | null): HomeListing {
  const key = homeListingKey(place, category);
  const [state, dispatch] = useReducer(homeListReducer<PageCursor>, key, initialHomeList<PageCursor>);
  const request = useRef(0);
  // The latest state and query for the callbacks below, which the effects keep stable.
  const latest = useRef({ state, place, category });
  useEffect(() => {
    latest.current = { state, place, category };
  });

  const read = useCallback((action: HomeListAction<PageCursor> & { type: 'first' | 'more' | 'refresh' }, current: HomeListState<PageCursor>) => {
    const { place: where, category: which } = latest.current;
    dispatch(action);
    const after = action.type === 'more' ? current.next : null;
    const pageSize = action.type === 'refresh' ? refreshSize(current) : undefined;
    // The first page may have been started when /inicio matched (app/AppRoutes.tsx): it is taken.
    (action.type === 'first' ? homeFirstPage(where, which) : homeServices().then((service) => service.getRestaurantsPage({ place: where, category: which, after, pageSize })))
      .then(
        // A transition: React renders the new cards in slices that let the phone answer a tap
        // in between, instead of one long task.
        (page) => startTransition(() => dispatch({ type: 'page', request: action.request, restaurants: page.restaurants, next: page.next, at: Date.now() })),
        (error: unknown) => {
          console.error('Erro ao carregar os restaurantes', error);
          dispatch({ type: 'failed', request: action.request });
        },
      );
  }, []);

  const ask = useCallback(
    (type: 'more' | 'refresh') => {
      const current = latest.current.state;
      if (current.status !== 'idle' && current.status !== 'error') return;
      if (type === 'more' && current.next === null) return;
      request.current += 1;
      read({ type, request: request.current }, current);
    },
    [read],
  );

  useEffect(() => {
    request.current += 1;
    read({ type: 'first', key, request: request.current }, initialHomeList(key));
  }, [key, read]);

  useEffect(() => {
    const refreshIfStale = () => {
      if (document.visibilityState === 'visible' && Date.now() - latest.current.state.readAt >= HOME_REFRESH_ON_FOCUS_AFTER_MS) ask('refresh');
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') ask('refresh');
    }, HOME_REFRESH_MS);
    document.addEventListener('visibilitychange', refreshIfStale);
    window.addEventListener('focus', refreshIfStale);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refreshIfStale);
      window.removeEventListener('focus', refreshIfStale);
    };
  }, [ask]);

  // Until the effect above has started the new key's first page, the old list is not shown.
  const current = state.key === key ? state : initialHomeList<PageCursor>(key);
  const nothingShown = current.restaurants.length === 0 && (current.status === 'first' || current.failed === 'first');
  return {
    status: current.status === 'first' ? 'loading' : nothingShown && current.status === 'error' ? 'error' : 'success',
    restaurants: current.restaurants,
    loadingMore: current.status === 'more',
    moreFailed: current.status === 'error' && !nothingShown,
    hasMore: current.next !== null,
    loadMore: () => ask('more'),
    retry: () => {
      if (current.failed === 'first') {
        request.current += 1;
        read({ type: 'first', key, request: request.current }, initialHomeList(key));
      } else if (current.failed) ask(current.failed);
    },
  };
}

import { deliveryQuote, type DeliveryPlace, type DeliveryQuote } from '../delivery/delivery-areas';
import { orderingState, type OrderingState } from '../restaurants/ordering-state';
import type { StoreCard } from './storefront';

/**
 * The home's list of restaurants (issue #27): read a page at a time in name order
 * (services/home-listing.ts), shown open ones first within what is loaded, refreshed in place on
 * focus and on a timer instead of a live listener.
 */

/** Restaurants per page: a phone's first screens and a little more, about 20 documents read. */
export const HOME_PAGE_SIZE = 20;
/** What is shown is read again on this timer while the tab is visible: open badges and new partners arrive without a listener. */
export const HOME_REFRESH_MS = 5 * 60_000;
/** Coming back to the tab re-reads what is shown when the last read is at least this old. */
export const HOME_REFRESH_ON_FOCUS_AFTER_MS = 60_000;

export interface HomeCard {
  restaurant: StoreCard;
  state: OrderingState;
  /** For the chosen place; null when none is chosen. */
  quote: DeliveryQuote | null;
}

/**
 * The cards in the order shown: those that deliver to the chosen place first, then open ones,
 * each group in the order loaded (by name).
 */
export function homeCards(restaurants: ReadonlyArray<StoreCard>, now: Date, place: DeliveryPlace | null): HomeCard[] {
  const cards = restaurants.map((restaurant) => ({ restaurant, state: orderingState(restaurant, now), quote: place ? deliveryQuote(restaurant, place) : null }));
  const rank = ({ state, quote }: HomeCard) => (quote && !quote.ok ? 2 : 0) + (state.open ? 0 : 1);
  return cards.sort((a, b) => rank(a) - rank(b));
}

/** What the home's list holds: the pages loaded for one query (`key`), and the request under way. */
export interface HomeListState<C> {
  key: string;
  restaurants: StoreCard[];
  next: C | null;
  /**
   * The request under way: 'first' (nothing shown yet), 'more' (the next page), 'refresh' (what is
   * shown, read again quietly); 'idle'; 'error': `failed` did not arrive, what was shown stays.
   */
  status: 'first' | 'more' | 'refresh' | 'idle' | 'error';
  failed: 'first' | 'more' | 'refresh' | null;
  /** Which request the list waits for: an answer to an older one (another key, an overtaken page) is dropped. */
  request: number;
  /** When the list was last read from its start (the first page or a refresh), for the refresh on focus. */
  readAt: number;
}

export type HomeListAction<C> =
  | { type: 'first'; key: string; request: number }
  | { type: 'more' | 'refresh'; request: number }
  | { type: 'page'; request: number; restaurants: StoreCard[]; next: C | null; at: number }
  | { type: 'failed'; request: number };

export function initialHomeList<C>(key: string): HomeListState<C> {
  return { key, restaurants: [], next: null, status: 'first', failed: null, request: 0, readAt: 0 };
}

/**
 * The list's transitions. The first page (a new key: place or category) starts over with nothing
 * shown; the next page appends after what is shown; a refresh replaces what is shown with the same
 * number of cards read again (the same cards, so the scroll stays). A failure keeps what is shown
 * and the cursor, so a retry asks for the same page again.
 */
export function homeListReducer<C>(state: HomeListState<C>, action: HomeListAction<C>): HomeListState<C> {
  switch (action.type) {
    case 'first':
      return { ...initialHomeList<C>(action.key), request: action.request };
    case 'more':
    case 'refresh':
      return { ...state, status: action.type, failed: null, request: action.request };
    case 'page': {
      if (action.request !== state.request) return state;
      if (state.status === 'more') {
        // A restaurant renamed between two pages can come twice: shown once.
        const shown = new Set(state.restaurants.map((restaurant) => restaurant.id));
        const added = action.restaurants.filter((restaurant) => !shown.has(restaurant.id));
        return { ...state, restaurants: [...state.restaurants, ...added], next: action.next, status: 'idle' };
      }
      return { ...state, restaurants: action.restaurants, next: action.next, status: 'idle', readAt: action.at };
    }
    case 'failed':
      if (action.request !== state.request || state.status === 'idle' || state.status === 'error') return state;
      return { ...state, status: 'error', failed: state.status };
  }
}

/** How many cards a refresh reads again: those shown, at least a page. */
export function refreshSize(state: Pick<HomeListState<unknown>, 'restaurants'>): number {
  return Math.max(HOME_PAGE_SIZE, state.restaurants.length);
}

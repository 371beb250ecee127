import type { DeliveryPlace } from '@/domain/delivery/delivery-areas';
import type * as HomeListingService from '@/services/home-listing';
import { afterFirstPaint } from '@/ui/after-first-paint';
import { startedOr, startRead } from '../shared/route-reads';

// The home paints its hero and skeleton before Firebase has downloaded (RouteGate shows it while
// the session loads): the service is loaded once that first frame is on screen, instead of
// imported (a passive effect can run before the browser paints).
// One load however many reads ask for it (Vitest's mocks, too, expect one import at a time); a
// failed one is tried again by the next read.
let loading: Promise<typeof HomeListingService> | null = null;
export function homeServices() {
  loading ??= afterFirstPaint()
    .then(() => import('@/services/home-listing'))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** What identifies the home's list: the place's city and bairro, and the category chip. */
export const homeListingKey = (place: DeliveryPlace | null, category: string | null) => JSON.stringify([place?.cidade ?? null, place?.bairro ?? null, category]);

const firstPage = (place: DeliveryPlace | null, category: string | null) => () =>
  homeServices().then((service) => service.getRestaurantsPage({ place, category, after: null }));

/** Starts the home's first page (no category) for `place` when /inicio matches (issue #35). */
export function startHomeReads(place: DeliveryPlace | null): void {
  startRead(`inicio:${homeListingKey(place, null)}`, firstPage(place, null));
}

/** The first page of the list: the one started at the route's match if it is waiting, else a new read. */
export function homeFirstPage(place: DeliveryPlace | null, category: string | null) {
  return startedOr(`inicio:${homeListingKey(place, category)}`, firstPage(place, category));
}

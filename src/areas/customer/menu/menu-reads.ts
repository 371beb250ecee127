import type * as MenuServiceModule from '@/services/menu';
import { startedOr, startRead } from '../shared/route-reads';

type MenuService = typeof MenuServiceModule;

// Loaded, not imported: the shell starts these reads (startMenuReads) and must not carry the
// menu's records. At once, not after the first paint: the reads are plain fetches (no SDK to
// download competes with the paint), and the first dishes' photos wait for them (issue #49).
// One load for the five reads (Vitest's mocks, too, expect one import at a time); a failed one is
// tried again by the next read.
let loading: Promise<MenuService> | null = null;
function service(): Promise<MenuService> {
  loading ??= import('@/services/menu')
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const READS = {
  restaurant: (menu: MenuService, id: string) => menu.getMenuRestaurant(id),
  categories: (menu: MenuService, id: string) => menu.getMenuCategories(id),
  products: (menu: MenuService, id: string) => menu.getMenuProducts(id),
  optionGroups: (menu: MenuService, id: string) => menu.getMenuOptionGroups(id),
  rating: (menu: MenuService, id: string) => menu.getRatingSummary(id),
};
type Part = keyof typeof READS;
type Answer<P extends Part> = Awaited<ReturnType<(typeof READS)[P]>>;

const read =
  <P extends Part>(id: string, part: P) =>
  (): Promise<Answer<P>> =>
    service().then((menu) => READS[part](menu, id) as Promise<Answer<P>>);

/**
 * Starts every read of /cardapio/{id} when the route matches, in parallel with the menu's code
 * and the session (issue #35): before, they began once the page's chunk had loaded and rendered.
 */
export function startMenuReads(id: string): void {
  for (const part of Object.keys(READS) as Part[]) startRead(`menu:${id}:${part}`, read(id, part));
}

/** One of the menu's reads: the one started at the route's match if it is waiting, else a new one. */
export function menuRead<P extends Part>(id: string, part: P): Promise<Answer<P>> {
  return startedOr(`menu:${id}:${part}`, read(id, part));
}

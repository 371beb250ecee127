import type { CityDirectoryEntry } from '@/domain/discovery/discovery-index';
import { useLoad } from '@/ui/use-load';

/**
 * The cities customers can choose and their bairros (services/home-listing.ts getCities), for the
 * home's place chooser and the address form. Loaded, not imported: the home's first load does
 * without it.
 */
export function useCities() {
  return useLoad<CityDirectoryEntry[]>('cidades', () => import('@/services/home-listing').then((services) => services.getCities()));
}

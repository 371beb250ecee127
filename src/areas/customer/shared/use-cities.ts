import { cityKey, type City } from '@/domain/delivery/cities';
import { useLoad } from '@/ui/use-load';

/*
 * The cities the operator opened and one city's bairros (services/cities.ts), for the home's place
 * chooser and the address form. Loaded, not imported: the home's first load does without them.
 */

/** The open cities, without their bairros (small documents). */
export function useOpenCities() {
  return useLoad<City[]>('cidades-abertas', () => import('@/services/cities').then((cities) => cities.getOpenCities()));
}

/** The bairros of `cidade` (one document), or nothing to read while no city is chosen. */
export function useCityBairros(cidade: string) {
  const key = cityKey(cidade);
  return useLoad<string[]>(key ? `bairros/${key}` : null, () => import('@/services/cities').then((cities) => cities.getCityBairros(key)));
}

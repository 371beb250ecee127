import { cityKey, type City } from '@/domain/delivery/cities';
import { useLoad } from '@/ui/use-load';

/*
 * The cities the operator opened and one city's bairros (services/cities.ts): what every place
 * a city or a bairro is chosen offers (the home's place chooser, the address form, the
 * applications, the restaurant's delivery areas). Loaded, not imported: the home's first load
 * does without them; one read per key however many screens ask (useLoad).
 */

/** The open cities could not be read (offline, or refused). */
export const CITIES_LOAD_ERROR = 'Não foi possível carregar as cidades atendidas. Verifique sua conexão e tente de novo.';

/** One city's bairros could not be read. */
export function bairrosLoadError(cidade: string): string {
  return `Não foi possível carregar os bairros de ${cidade}. Verifique sua conexão e tente de novo.`;
}

/** The open cities, without their bairros (small documents). */
export function useOpenCities() {
  return useLoad<City[]>('cidades-abertas', () => import('@/services/cities').then((cities) => cities.getOpenCities()));
}

/** The bairros of `cidade` (one document), or nothing to read while no city is chosen. */
export function useCityBairros(cidade: string | null) {
  const key = cidade?.trim() ? cityKey(cidade) : null;
  return useLoad<string[]>(key === null ? null : `bairros/${key}`, () => import('@/services/cities').then((cities) => cities.getCityBairros(key ?? '')));
}

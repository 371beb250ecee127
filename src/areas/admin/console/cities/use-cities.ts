import type { SaveCityRequest } from '@/domain/delivery/cities.schema';
import { getAllCities, getCityForEditing, saveCity } from '@/services/cities';
import { useCallableSubmit } from '../shared/use-callable-submit';
import { useRetryableLoad } from '../shared/use-console-read';

/** Every city, open or closed, for the console's list; `retry` reads again (after a save, too). */
export function useAllCities() {
  return useRetryableLoad('console-cidades', getAllCities);
}

/** One city and its bairros as stored, for its editor; null key: a new city (nothing to read). */
export function useCityForEditing(key: string | null) {
  return useRetryableLoad(`console-cidade/${key ?? ''}`, () => (key ? getCityForEditing(key) : Promise.resolve(null)));
}

/** 'Salvar cidade', sent to the saveCity callable. */
export function useSaveCity() {
  return useCallableSubmit((request: SaveCityRequest) => saveCity(request), 'saveCity');
}

import { cityKey } from '@/domain/delivery/cities';
import { useLoad } from '@/ui/use-load';

/** The bairros of the restaurant's city as the operator keeps them (one document), for 'Áreas de entrega'. */
export function useCityBairros(cidade: string | null) {
  const key = cidade?.trim() ? cityKey(cidade) : null;
  return useLoad<string[]>(key === null ? null : `bairros/${key}`, () => import('@/services/cities').then((cities) => cities.getCityBairros(key ?? '')));
}

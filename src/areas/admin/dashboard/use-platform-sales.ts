import type { DateRange } from '@/domain/shared/date-range';
import { getPlatformSales, type PlatformSales } from '@/services/sales';
import { useLoad, type LoadResult } from '@/ui/use-load';

/**
 * The platform's figures and sales per day for `range`, from the sales rollups; read again when
 * `attempt` changes ('Atualizar', 'Tentar novamente').
 */
export function usePlatformSales(range: DateRange, attempt: number): LoadResult<PlatformSales> {
  return useLoad(`platform/${range.start.toISOString()}/${range.end.toISOString()}/${attempt}`, () => getPlatformSales(range));
}

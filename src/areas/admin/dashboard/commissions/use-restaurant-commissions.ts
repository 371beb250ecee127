import { useState } from 'react';
import { commissionCsv, commissionCsvFileName } from '@/domain/money/commission-csv';
import type { DateRange } from '@/domain/shared/date-range';
import type { RestaurantCommission, RestaurantSalesSort, SalesOverview } from '@/domain/sales/sales-overview';
import { errorMessage } from '@/domain/shared/errors';
import { getAllRestaurantSales, getRestaurantSalesPage, type RestaurantSalesCursor } from '@/services/sales';
import { downloadText } from '@/ui/download';
import { usePagedList, type PagedList } from '../../console/shared/use-paged-list';

/**
 * The restaurants with orders in `range`, sorted by `sort`, a page at a time: one query over the
 * restaurants' rollups per page, so the cost follows the rows shown. A new period, sort or
 * `attempt` ('Atualizar') starts again from the first page.
 */
export function useRestaurantSales(range: DateRange, sort: RestaurantSalesSort, attempt: number): PagedList<RestaurantCommission> {
  const key = `${range.start.toISOString()}/${range.end.toISOString()}/${sort}/${attempt}`;
  return usePagedList(key, (after: RestaurantSalesCursor | null) => getRestaurantSalesPage(range, sort, after).then((page) => ({ items: page.rows, next: page.next })));
}

/**
 * 'Exportar CSV': every restaurant of the period in `sort` order, with the platform's total line
 * from `overview`, downloaded as a file; `exporting` says while it runs and why it failed.
 */
export function useCommissionCsv(range: DateRange, sort: RestaurantSalesSort, overview: SalesOverview | null) {
  const [exporting, setExporting] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function exportCsv() {
    if (!overview) return;
    setExporting({ busy: true, error: null });
    try {
      const rows = await getAllRestaurantSales(range, sort);
      downloadText(commissionCsvFileName(range), commissionCsv(rows, overview));
      setExporting({ busy: false, error: null });
    } catch (error) {
      console.error('Exporting the CSV failed', error);
      setExporting({ busy: false, error: `Não foi possível exportar: ${errorMessage(error)}` });
    }
  }

  return { exporting, exportCsv };
}

import { toCentavos, type Centavos } from '../shared/money';
import { orderNumberLabel, PAYMENT_METHODS, type Order, type PaymentMethod } from '../orders/order';
import { IN_PROGRESS_STATUSES, SOLD_STATUSES } from '../money/sale-stage';

/**
 * 'Fechamento do dia': the day's orders paid at the door, by method, so the counter can check its
 * cash drawer, its card machine and its bank statement. Delivered and in-progress orders count;
 * cancelled, rejected and expired ones were never paid. Orders paid in the app (issue #52) are
 * apart: their money is in the store's Mercado Pago account, not in the drawer or the machine.
 */
export const CLOSING_STATUSES: readonly string[] = [...SOLD_STATUSES, ...IN_PROGRESS_STATUSES];

export interface MethodTotal {
  method: PaymentMethod;
  count: number;
  total: Centavos;
}

export interface PixLine {
  id: string;
  label: string;
  total: Centavos;
  txid: string | null;
  recebido: boolean;
}

export interface DayClosing {
  methods: MethodTotal[];
  pix: PixLine[];
  /** Paid in the app: in the Mercado Pago account. */
  app: { count: number; total: Centavos };
}

export function dayClosing(orders: readonly Pick<Order, 'id' | 'numero' | 'status' | 'pagamento' | 'pagamentoOnline' | 'totalValue' | 'pix'>[]): DayClosing {
  const closing = orders.filter((order) => CLOSING_STATUSES.includes(order.status));
  const inApp = closing.filter((order) => order.pagamentoOnline !== null);
  const counted = closing.filter((order) => order.pagamentoOnline === null);
  const methods = PAYMENT_METHODS.map((method) => {
    const paid = counted.filter((order) => order.pagamento === method);
    return { method, count: paid.length, total: paid.reduce((sum, order) => sum + toCentavos(order.totalValue), 0) };
  });
  const pix = counted
    .filter((order) => order.pagamento === 'Pix')
    .map((order) => ({ id: order.id, label: orderNumberLabel(order), total: toCentavos(order.totalValue), txid: order.pix?.txid ?? null, recebido: order.pix?.recebido === true }));
  return { methods, pix, app: { count: inApp.length, total: inApp.reduce((sum, order) => sum + toCentavos(order.totalValue), 0) } };
}

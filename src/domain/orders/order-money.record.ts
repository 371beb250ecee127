import type { LedgerOrder } from '../money/commission-ledger';
import { COMMISSION_PERCENT } from '../money/commission';
import { orderBreakdown, type OrderBreakdown } from '../money/order-breakdown';
import { onlinePaymentFromData, type OrderOnlinePayment } from '../payments/online-payment.record';
import { toCentavos, type Centavos } from '../shared/money';
import { toDate, toNumber, toText, type StoredData } from '../shared/stored-values';
import { isUnpaidOnline, paymentLabel } from './order';

/**
 * A stored order (orders/order.record.ts) as the server's counts read its money: the commission
 * ledger (ledgerOrderFromData), the sales rollups (rollupOrderFromData, a part of it) and the
 * breakdown (breakdownFromData), made again for an order from before the breakdown was stored.
 */

/**
 * The order's figures as the server's counts read them (the commission ledger, and the sales
 * rollups through rollupOrderFromData): its status, times and its breakdown (breakdownFromData).
 */
export function ledgerOrderFromData(data: StoredData | undefined): LedgerOrder | null {
  if (!data) return null;
  const online = onlinePaymentFromData(data.pagamentoOnline);
  return {
    status: toText(data.status),
    numero: typeof data.numero === 'number' ? data.numero : null,
    // 'Pix pelo app' for one paid in the app (issue #52): the statement tells it from a Pix at the door.
    pagamento: paymentLabel({ pagamento: toText(data.pagamento), pagamentoOnline: online }),
    ultimaAtualizacao: toDate(data.ultimaAtualizacao),
    createdAt: toDate(data.createdAt),
    reparticao: breakdownFromData(data),
    retidoNaFonte: withheldAtSource(online),
  };
}

/** Sabor's fee a payment in the app left with Sabor: taken when paid, given back with a full refund (issue #52). */
function withheldAtSource(online: OrderOnlinePayment | null): Centavos {
  if (!online?.pagoEm || online.estado === 'reembolsado') return 0;
  return online.taxaSabor;
}

/**
 * Where the order's money goes (money/order-breakdown.ts): as placeOrder stored it, or, for an
 * order from before issue #50, made from its stored amounts the way placeOrder would have (no
 * city minimum then: the rider had the fee). Only a stored, finite, non-negative totalValue is a
 * total: legacy totalAmount orders have none (the counts never saw them), and a rate outside
 * 0-100 is the standard one.
 */
export function breakdownFromData(data: StoredData): OrderBreakdown | null {
  const stored = toStoredBreakdown(data.reparticao);
  if (stored) return stored;
  const total = data.totalValue;
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0) return null;
  const rate = data.comissaoPercentual;
  const fee = data.modalidade === 'retirada' ? 0 : Math.max(0, toCentavos(toNumber(data.taxaEntrega, 0)));
  const coupon = data.cupom as StoredData | null | undefined;
  const discount = Math.max(0, toCentavos(toNumber(data.desconto, 0)));
  const desconto =
    typeof coupon === 'object' && coupon !== null && discount > 0
      ? { codigo: toText(coupon.codigo), custeio: coupon.custeio === 'plataforma' ? ('plataforma' as const) : ('restaurante' as const), valor: discount }
      : null;
  return orderBreakdown({
    // The stored total is what the customer was charged: the items are what makes it add up.
    itens: toCentavos(total) - fee + (desconto?.valor ?? 0),
    desconto,
    taxaEntrega: fee,
    retirada: data.modalidade === 'retirada',
    percentual: typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : COMMISSION_PERCENT,
    entregaMinima: 0,
  });
}

const wholeCentavos = (value: unknown): value is Centavos => typeof value === 'number' && Number.isSafeInteger(value);

/** A stored `reparticao`, or null when it is missing or does not add up (then it is made again). */
function toStoredBreakdown(value: unknown): OrderBreakdown | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as StoredData;
  const comissao = (raw.comissao ?? {}) as StoredData;
  const partes = (raw.partes ?? {}) as StoredData;
  const discount = raw.desconto as StoredData | null | undefined;
  const amounts = [raw.itens, raw.taxaEntrega, raw.total, raw.entregador, raw.complementoEntrega, raw.creditoPlataforma, comissao.base, comissao.valor, partes.restaurante, partes.entregador, partes.plataforma];
  if (!amounts.every(wholeCentavos) || typeof comissao.percentual !== 'number') return null;
  const desconto =
    typeof discount === 'object' && discount !== null && wholeCentavos(discount.valor)
      ? { codigo: toText(discount.codigo), custeio: discount.custeio === 'plataforma' ? ('plataforma' as const) : ('restaurante' as const), valor: discount.valor }
      : null;
  const breakdown: OrderBreakdown = {
    itens: raw.itens as Centavos,
    desconto,
    taxaEntrega: raw.taxaEntrega as Centavos,
    // Orders from before Sabor credits (issue #53) spent none.
    creditoSabor: wholeCentavos(raw.creditoSabor) ? raw.creditoSabor : 0,
    total: raw.total as Centavos,
    entregador: raw.entregador as Centavos,
    complementoEntrega: raw.complementoEntrega as Centavos,
    comissao: { base: comissao.base as Centavos, percentual: comissao.percentual, valor: comissao.valor as Centavos },
    creditoPlataforma: raw.creditoPlataforma as Centavos,
    partes: { restaurante: partes.restaurante as Centavos, entregador: partes.entregador as Centavos, plataforma: partes.plataforma as Centavos },
  };
  const parts = breakdown.partes.restaurante + breakdown.partes.entregador + breakdown.partes.plataforma;
  return parts === breakdown.total ? breakdown : null;
}

/**
 * A stored order as the sales rollups see it (domain/sales/sales-rollups.ts): its status, creation
 * time and breakdown, as ledgerOrderFromData reads them.
 */
export function rollupOrderFromData(data: StoredData | undefined): Pick<LedgerOrder, 'status' | 'createdAt' | 'reparticao'> | null {
  // An order paid in the app that was never paid never reached the kitchen: it counts nowhere (issue #52).
  if (data && isUnpaidOnline({ pagamentoOnline: onlinePaymentFromData(data.pagamentoOnline) })) return null;
  const order = ledgerOrderFromData(data);
  return order && { status: order.status, createdAt: order.createdAt, reparticao: order.reparticao };
}

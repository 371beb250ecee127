import { commissionAt } from '../money/commission';
import { toCentavos, type Centavos } from '../shared/money';
import type { OrderBreakdown } from '../money/order-breakdown';
import type { OrderOnlinePayment } from './online-payment.record';
import type { OrderRefund, RefundLiable } from './partial-refund.record';

/**
 * Giving back part of an order paid in the app (issue #52): the store ('Reembolsar itens' on its
 * order card) or the operator chooses the items that went wrong and why; the money goes back to
 * the customer's Pix or card through the provider, from the store's account, and the ledger says
 * who bears it (functions/src/payments/partial-refunds.ts):
 * - the store (a missing or wrong item: the store's doing): it gives the money back, and Sabor
 *   gives back its commission on those items, which were not sold after all (a credit on the
 *   store's next statement);
 * - Sabor (the operator's call: Sabor's mistake): it repays the store the whole refund on the
 *   next statement, so the store ends as if it had sold it all;
 * - the rider who carried it (the operator's call on a help case, issue #53: a spilled or lost
 *   order): the store gets nothing back from Sabor and takes the refund from the rider on their
 *   day's settlement (delivery/rider-settlements.ts 'descontos'), so the store ends even and the
 *   rider bears it.
 * Mercado Pago draws a refund from the seller's account and keeps the marketplace fee, so these
 * credits are the only way each party ends with what it should.
 */

export const PARTIAL_REFUND_REASONS = ['Item faltando', 'Item errado', 'Item com problema', 'Item acabou e não foi enviado'] as const;
export type PartialRefundReason = (typeof PARTIAL_REFUND_REASONS)[number];

export const REFUND_LIABLE_LABELS: Record<RefundLiable, string> = { loja: 'A loja', sabor: 'A Sabor', entregador: 'O entregador' };

/** What a refund of an amount the operator decided (no items) is called where items would be listed. */
export const AGREED_AMOUNT_LABEL = 'Valor decidido pela Sabor';

/** How long after delivery a part of an order can be given back. */
export const PARTIAL_REFUND_DAYS = 7;

export const PARTIAL_REFUND_MESSAGES = {
  notPaidInApp: 'Só um pedido pago pelo app pode ser reembolsado por aqui.',
  paidInApp: 'Este pedido foi pago pelo app: o reembolso volta pelo Mercado Pago.',
  noCustomer: 'A conta do cliente deste pedido não existe mais: não há para quem dar créditos.',
  notNow: 'Este pedido não pode mais ser reembolsado em parte.',
  noItems: 'Escolha pelo menos um item para reembolsar.',
  tooMany: 'A quantidade escolhida passa do que ainda pode ser reembolsado deste item.',
  aboveTotal: 'O reembolso passa do que o cliente pagou e ainda não foi devolvido.',
  providerFailed: 'O Mercado Pago não confirmou a devolução agora. Tente de novo em instantes: nada foi devolvido duas vezes.',
  noAccount: 'A loja desconectou a conta Mercado Pago: não há de onde devolver. Conecte a conta de novo para reembolsar.',
  managersOnly: 'Só o dono ou o gerente da loja pode reembolsar.',
};

/**
 * The order as a refund reads it (orders/order.ts Order has these fields; the orders subject
 * imports this one, so it is not imported back).
 */
export interface RefundedOrder {
  status: string;
  itens: ReadonlyArray<{ quantidade: number; nome: string; preco: number }>;
  reparticao: OrderBreakdown | null;
  reembolsos: OrderRefund[];
  pagamentoOnline: OrderOnlinePayment | null;
  ultimaAtualizacao: Date | null;
  createdAt: Date | null;
}

/** One item of an order as a refund can take it: what is left to give back of it, at what the customer paid for each. */
export interface RefundableLine {
  /** Its place in the order's items. */
  indice: number;
  nome: string;
  /** How many were ordered, and how many can still be given back. */
  pedidos: number;
  restantes: number;
  /** What the customer paid for one, less its share of the order's coupon. */
  unitario: Centavos;
}

/** The refunds that count: done, or on their way (a failed one gave nothing back). */
function standingRefunds(order: Pick<RefundedOrder, 'reembolsos'>): OrderRefund[] {
  return order.reembolsos.filter((refund) => refund.estado !== 'falhou');
}

/**
 * The order's items a refund can take. A coupon's discount is spread over the items in proportion,
 * so a refund never gives back more than the customer paid for them.
 */
export function refundableLines(order: Pick<RefundedOrder, 'itens' | 'reparticao' | 'reembolsos'>): RefundableLine[] {
  const itemsValue = order.reparticao?.itens ?? 0;
  const discount = order.reparticao?.desconto?.valor ?? 0;
  const refunded = new Map<number, number>();
  for (const refund of standingRefunds(order)) for (const line of refund.itens) refunded.set(line.indice, (refunded.get(line.indice) ?? 0) + line.quantidade);
  return order.itens.map((item, indice) => {
    const price = toCentavos(item.preco);
    const unitario = itemsValue > 0 ? Math.round((price * (itemsValue - discount)) / itemsValue) : price;
    return { indice, nome: item.nome, pedidos: item.quantidade, restantes: Math.max(0, item.quantidade - (refunded.get(indice) ?? 0)), unitario };
  });
}

/** Statuses in which an order paid in the app still has something to give back in part: under way or delivered. */
const REFUNDABLE_STATUSES = ['em_preparacao', 'preparing', 'aguardando_entregador', 'pronto_retirada', 'a_caminho', 'em_entrega', 'delivering', 'entregue', 'delivered', 'retirado'];

/** Whether 'Reembolsar itens' is offered: paid in the app, accepted, not ended undelivered, within PARTIAL_REFUND_DAYS of its last change. */
export function canRefundPart(order: Pick<RefundedOrder, 'status' | 'pagamentoOnline' | 'ultimaAtualizacao' | 'createdAt'>, now: Date): boolean {
  const paid = order.pagamentoOnline;
  if (!paid?.pagamentoId || !(paid.estado === 'aprovado' || paid.estado === 'reembolsado_parcial')) return false;
  if (paid.reembolsado >= paid.valor || !REFUNDABLE_STATUSES.includes(order.status)) return false;
  const since = order.ultimaAtualizacao ?? order.createdAt;
  return !since || now.getTime() - since.getTime() <= PARTIAL_REFUND_DAYS * 24 * 60 * 60_000;
}

/**
 * Whether an order paid at the door can still have part given back as Sabor credits (issue #53):
 * accepted and not ended undelivered, within PARTIAL_REFUND_DAYS of its last change, with
 * something left to give back.
 */
export function canCreditPart(order: Pick<RefundedOrder, 'status' | 'pagamentoOnline' | 'ultimaAtualizacao' | 'createdAt' | 'reparticao' | 'reembolsos'>, now: Date): boolean {
  if (order.pagamentoOnline || !REFUNDABLE_STATUSES.includes(order.status) || leftToGiveBack(order) <= 0) return false;
  const since = order.ultimaAtualizacao ?? order.createdAt;
  return !since || now.getTime() - since.getTime() <= PARTIAL_REFUND_DAYS * 24 * 60 * 60_000;
}

export interface PartialRefundPlan {
  itens: { indice: number; nome: string; quantidade: number; valor: Centavos }[];
  valor: Centavos;
  /** What the store gets back on its next statement (commission-ledger): see the module's comment. */
  creditoLoja: Centavos;
}

/**
 * The refund of `chosen` (item index -> how many) on `order`, borne by `responsavel`, or why it
 * cannot be made; `whole`: all that is left of it, the delivery fee too (a help case's 'Pedido não
 * chegou', issue #53); `agreed`: an amount the operator decided on a help case (a cold order, a
 * late one), tied to no item and no more than is left. The one place its amount is computed: the
 * screen previews it, the Function makes it.
 */
export function planPartialRefund(
  order: Pick<RefundedOrder, 'itens' | 'reparticao' | 'reembolsos' | 'pagamentoOnline'>,
  chosen: readonly { indice: number; quantidade: number }[],
  responsavel: RefundLiable,
  whole = false,
  agreed: Centavos | null = null,
): { ok: true; plan: PartialRefundPlan } | { ok: false; message: string } {
  if (agreed !== null) return planned(order, [], agreed, responsavel);
  const lines = refundableLines(order);
  const itens: PartialRefundPlan['itens'] = [];
  const picks = whole ? lines.filter((line) => line.restantes > 0).map((line) => ({ indice: line.indice, quantidade: line.restantes })) : chosen;
  for (const pick of picks) {
    if (pick.quantidade <= 0) continue;
    const line = lines[pick.indice];
    if (!line || pick.quantidade > line.restantes || itens.some((item) => item.indice === pick.indice)) return { ok: false, message: PARTIAL_REFUND_MESSAGES.tooMany };
    itens.push({ indice: line.indice, nome: line.nome, quantidade: pick.quantidade, valor: line.unitario * pick.quantidade });
  }
  if (itens.length === 0 && !whole) return { ok: false, message: PARTIAL_REFUND_MESSAGES.noItems };
  return planned(order, itens, whole ? leftToGiveBack(order) : itens.reduce((sum, item) => sum + item.valor, 0), responsavel);
}

/** `valor` given back for `itens`, if the order still has it to give, with what the store gets back. */
function planned(
  order: Pick<RefundedOrder, 'reparticao' | 'reembolsos' | 'pagamentoOnline'>,
  itens: PartialRefundPlan['itens'],
  valor: Centavos,
  responsavel: RefundLiable,
): { ok: true; plan: PartialRefundPlan } | { ok: false; message: string } {
  if (!Number.isSafeInteger(valor) || valor <= 0 || valor > leftToGiveBack(order)) return { ok: false, message: PARTIAL_REFUND_MESSAGES.aboveTotal };
  // The commission on what was not sold after all: the same rate, on the refund's share of its base.
  const rate = order.reparticao?.comissao.percentual ?? 0;
  const taken = order.pagamentoOnline?.taxaSabor ?? order.reparticao?.comissao.valor ?? 0;
  const creditoLoja = responsavel === 'sabor' ? valor : responsavel === 'entregador' ? 0 : Math.min(commissionAt(valor, rate), taken);
  return { ok: true, plan: { itens, valor, creditoLoja } };
}

/**
 * What can still be given back: of a payment in the app, what was paid less what the provider
 * returned and what is on its way; of an order paid at the door, its total less the credits
 * given for it (issue #53).
 */
function leftToGiveBack(order: Pick<RefundedOrder, 'reparticao' | 'reembolsos' | 'pagamentoOnline'>): Centavos {
  const paid = order.pagamentoOnline;
  if (paid) {
    const pending = standingRefunds(order).filter((refund) => refund.estado === 'pendente').reduce((sum, refund) => sum + refund.valor, 0);
    return paid.valor - paid.reembolsado - pending;
  }
  return (order.reparticao?.total ?? 0) - standingRefunds(order).reduce((sum, refund) => sum + refund.valor, 0);
}

/** 'Devolvemos R$ 12,00: 1x Refrigerante (Item faltando)': a refund as the customer and the store read it. */
export function refundSummary(refund: Pick<OrderRefund, 'itens' | 'motivo'>): string {
  const what = refund.itens.length > 0 ? refund.itens.map((item) => `${item.quantidade}x ${item.nome}`).join(', ') : AGREED_AMOUNT_LABEL;
  return `${what} (${refund.motivo})`;
}

import { formatCentavos, toCentavos, type Centavos } from '../shared/money';
import { csvAmount, csvDocument, csvField } from '../money/commission-csv';
import { saoPauloDayKey } from '../shared/sao-paulo-day';
import type { OrderBreakdown } from '../money/order-breakdown';
import { riderPayOf } from './rider-earnings';
import type { OrderRefund } from '../payments/partial-refund.record';

/**
 * The settlement between a rider and a restaurant (issue #38). The ride's pay is the rider's
 * (DELIVERY_FEE_RULE_TEXT: the fee, topped up to the city's minimum by the store; riderPayOf),
 * and the customer pays at the door:
 * - in cash, to the rider, who then holds the restaurant's share (the total less the pay);
 * - by Pix or card, to the restaurant, which then owes the rider the pay.
 * Per restaurant, rider and day (São Paulo), the two net out into one amount and one direction.
 * What the operator found the rider answers for on a help case (issue #53: a refund whose
 * `responsavel` is 'entregador', which the store paid back) is added to what the rider owes.
 * Each side says 'Acerto feito' (the confirmSettlement function): the rider and the restaurant's
 * dono or gerente. A confirmation counts for the figures it was given on; a delivery added to that
 * day afterwards asks both to confirm again.
 */

/** The fields of a delivered order (orders/order.ts Order) a settlement sums; amounts in reais. */
type Delivered = {
  restaurantId: string;
  restaurantName: string;
  deliverymanId: string | null;
  entregadorNome: string;
  pagamento: string;
  totalValue: number;
  taxaEntrega: number;
  reparticao: OrderBreakdown | null;
  /** The order's refunds (orders/order.ts Order has them); absent: none. */
  reembolsos?: ReadonlyArray<Pick<OrderRefund, 'responsavel' | 'estado' | 'valor'>>;
  createdAt: Date | null;
};

/** Top-level collection of the confirmations, one document per settlement (settlementId). */
export const SETTLEMENTS = 'acertos';

export interface Settlement {
  restaurantId: string;
  restaurantName: string;
  deliverymanId: string;
  entregadorNome: string;
  /** São Paulo day, 'YYYY-MM-DD'. */
  dia: string;
  deliveries: number;
  /** Cash the rider holds that is the restaurant's: the cash orders' totals less the rider's pay. */
  riderOwes: Centavos;
  /** The rider's pay for the orders the restaurant was paid for (Pix, card). */
  restaurantOwes: Centavos;
  /** What the rider answers for, found on help cases (refunds the store paid back for the rider). */
  descontos: Centavos;
}

/** The settlements of `delivered` by day, restaurant and rider, newest day first. */
export function settlementsOf(delivered: readonly Delivered[]): Settlement[] {
  const byKey = new Map<string, Settlement>();
  for (const order of delivered) {
    const dia = order.createdAt ? saoPauloDayKey(order.createdAt) : '';
    const deliverymanId = order.deliverymanId ?? '';
    const key = settlementId(order.restaurantId, deliverymanId, dia);
    const entry = byKey.get(key) ?? {
      restaurantId: order.restaurantId,
      restaurantName: order.restaurantName,
      deliverymanId,
      entregadorNome: order.entregadorNome,
      dia,
      deliveries: 0,
      riderOwes: 0,
      restaurantOwes: 0,
      descontos: 0,
    };
    const pay = riderPayOf(order);
    entry.deliveries += 1;
    if (order.pagamento === 'Dinheiro') entry.riderOwes += toCentavos(order.totalValue) - pay;
    else entry.restaurantOwes += pay;
    entry.descontos += (order.reembolsos ?? []).filter((refund) => refund.responsavel === 'entregador' && refund.estado === 'feito').reduce((sum, refund) => sum + refund.valor, 0);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort(
    (a, b) => b.dia.localeCompare(a.dia) || a.restaurantName.localeCompare(b.restaurantName, 'pt-BR') || a.entregadorNome.localeCompare(b.entregadorNome, 'pt-BR'),
  );
}

/** The document id of one settlement: restaurant, rider and day. */
export function settlementId(restaurantId: string, deliverymanId: string, dia: string): string {
  return `${restaurantId}_${deliverymanId}_${dia}`;
}

/** Who pays whom: the amount and the payer, or no payer when the two sides cancel out. */
type Owed = Pick<Settlement, 'riderOwes' | 'restaurantOwes' | 'descontos'>;

/** What the rider owes the restaurant, net: positive when the rider passes money on. */
function netOwed(settlement: Owed): Centavos {
  return settlement.riderOwes + settlement.descontos - settlement.restaurantOwes;
}

export function settlementDirection(settlement: Owed): { net: Centavos; payer: 'entregador' | 'restaurante' | null } {
  const net = netOwed(settlement);
  return { net: Math.abs(net), payer: net > 0 ? 'entregador' : net < 0 ? 'restaurante' : null };
}

export type SettlementSide = 'entregador' | 'restaurante';

/** What one side confirmed: the figures it saw. */
export interface SettlementConfirmation {
  entregas: number;
  /** riderOwes + descontos - restaurantOwes at the time: positive when the rider passed money on. */
  liquido: Centavos;
  em: Date | null;
}

export type StoredConfirmations = Partial<Record<SettlementSide, SettlementConfirmation>>;

/** The confirmation `side` would write for `settlement` now. */
export function confirmationOf(settlement: Owed & Pick<Settlement, 'deliveries'>): Omit<SettlementConfirmation, 'em'> {
  return { entregas: settlement.deliveries, liquido: netOwed(settlement) };
}

/** Which sides confirmed the settlement as it stands (a confirmation of other figures does not count). */
export function confirmedSides(settlement: Owed & Pick<Settlement, 'deliveries'>, stored: StoredConfirmations): Record<SettlementSide, boolean> {
  const current = confirmationOf(settlement);
  const holds = (confirmation: SettlementConfirmation | undefined) => !!confirmation && confirmation.entregas === current.entregas && confirmation.liquido === current.liquido;
  return { entregador: holds(stored.entregador), restaurante: holds(stored.restaurante) };
}

/**
 * The settlement's state in words, as `viewer` reads it: 'Acerto feito' once both confirmed;
 * otherwise who still has to.
 */
export function settlementStateText(settlement: Owed & Pick<Settlement, 'deliveries'>, stored: StoredConfirmations, viewer: SettlementSide): string {
  const sides = confirmedSides(settlement, stored);
  if (sides.entregador && sides.restaurante) return 'Acerto feito: confirmado pelos dois lados.';
  const other = viewer === 'entregador' ? 'restaurante' : 'entregador';
  const changed = (stored.entregador && !sides.entregador) || (stored.restaurante && !sides.restaurante);
  if (sides[viewer]) return `Você confirmou. Falta ${other === 'restaurante' ? 'o restaurante' : 'o entregador'} confirmar.`;
  if (sides[other]) return `${other === 'restaurante' ? 'O restaurante' : 'O entregador'} confirmou. Falta você.`;
  return changed ? 'Houve entregas depois da confirmação: confirme de novo.' : 'Aguardando confirmação dos dois lados.';
}

/** Who pays whom, in words, as `viewer` reads it. */
export function settlementDirectionText(settlement: Owed & Pick<Settlement, 'restaurantName' | 'entregadorNome'>, viewer: SettlementSide): string {
  const { net, payer } = settlementDirection(settlement);
  if (!payer) return 'Nada a acertar';
  const amount = formatCentavos(net);
  const rider = settlement.entregadorNome || 'o entregador';
  if (viewer === 'entregador') return payer === 'entregador' ? `Você repassa ${amount} ao restaurante` : `O restaurante repassa ${amount} a você`;
  return payer === 'restaurante' ? `Você repassa ${amount} a ${rider}` : `${rider.charAt(0).toUpperCase()}${rider.slice(1)} repassa ${amount} a você`;
}

export const SETTLEMENT_CSV_HEADER = ['Dia', 'Restaurante', 'Entregador', 'Entregas', 'Dinheiro do restaurante com o entregador (R$)', 'Ganhos do entregador a pagar (R$)', 'Descontos por ocorrências (R$)', 'Quem repassa', 'Valor (R$)', 'Situação'] as const;

/** The settlements as a CSV file (money/commission-csv.ts's format: Excel in Brazilian Portuguese). */
export function settlementsCsv(settlements: readonly Settlement[], confirmations: ReadonlyMap<string, StoredConfirmations>, viewer: SettlementSide): string {
  return csvDocument([
    SETTLEMENT_CSV_HEADER,
    ...settlements.map((settlement) => {
      const { net, payer } = settlementDirection(settlement);
      const stored = confirmations.get(settlementId(settlement.restaurantId, settlement.deliverymanId, settlement.dia)) ?? {};
      return [
        settlement.dia.split('-').reverse().join('/'),
        csvField(settlement.restaurantName),
        csvField(settlement.entregadorNome),
        String(settlement.deliveries),
        csvAmount(settlement.riderOwes),
        csvAmount(settlement.restaurantOwes),
        csvAmount(settlement.descontos),
        payer === 'entregador' ? 'Entregador' : payer === 'restaurante' ? 'Restaurante' : '',
        csvAmount(net),
        csvField(settlementStateText(settlement, stored, viewer)),
      ];
    }),
  ]);
}

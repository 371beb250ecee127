import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { confirmationOf, settlementId, settlementsOf, SETTLEMENTS, type SettlementSide } from '@/domain/delivery/rider-settlements';
import { NOT_YOUR_SETTLEMENT_MESSAGE, NOTHING_TO_SETTLE_MESSAGE, settlementRefSchema } from '@/domain/delivery/rider-settlements.schema';
import { orderFromData } from '@/domain/orders/order.record';
import { DAY_MS, saoPauloDayStart } from '@/domain/shared/sao-paulo-day';
import { actorOf, memberRoleIn, readOrRefuse, refuse, type Caller } from '../lib/callable-support';

/**
 * 'Acerto feito' (issue #38, domain/delivery/rider-settlements.ts): the rider, or the restaurant's
 * dono or gerente, confirms the day's settlement between them. The figures are the server's, from
 * the delivered orders, never the caller's: both sides confirm the same ones, and each side's
 * confirmation keeps the figures it was given on (a later delivery that day asks for a new one).
 * Confirming again is harmless.
 */
export async function confirmSettlementAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true; lados: SettlementSide[] }> {
  const request = readOrRefuse(settlementRefSchema, data);
  const actor = await actorOf(db, caller);
  const restaurant = db.collection('restaurantes').doc(request.restaurantId);
  let side: SettlementSide;
  if (actor.uid === request.entregadorId) side = 'entregador';
  else if (memberRoleIn(await restaurant.collection('membros').doc(actor.uid).get(), ['dono', 'gerente'])) side = 'restaurante';
  else throw refuse('permission-denied', 'not-allowed', NOT_YOUR_SETTLEMENT_MESSAGE);

  const start = saoPauloDayStart(request.dia);
  const delivered = restaurant
    .collection('pedidos')
    .where('status', '==', 'entregue')
    .where('deliverymanId', '==', request.entregadorId)
    .where('createdAt', '>=', Timestamp.fromDate(start))
    .where('createdAt', '<', Timestamp.fromMillis(start.getTime() + DAY_MS));
  const ref = db.collection(SETTLEMENTS).doc(settlementId(request.restaurantId, request.entregadorId, request.dia));
  return db.runTransaction(async (transaction) => {
    const orders = (await transaction.get(delivered)).docs.map((order) => orderFromData(order.id, request.restaurantId, order.data()));
    const [settlement] = settlementsOf(orders);
    if (!settlement) throw refuse('failed-precondition', 'nothing', NOTHING_TO_SETTLE_MESSAGE);
    const stored = await transaction.get(ref);
    transaction.set(
      ref,
      {
        restaurantId: settlement.restaurantId,
        restaurantNome: settlement.restaurantName,
        entregadorId: request.entregadorId,
        entregadorNome: settlement.entregadorNome,
        dia: request.dia,
        entregas: settlement.deliveries,
        entregadorDeve: settlement.riderOwes,
        restauranteDeve: settlement.restaurantOwes,
        descontos: settlement.descontos,
        [side]: { ...confirmationOf(settlement), em: FieldValue.serverTimestamp(), por: actor.uid },
        atualizadoEm: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    const current = confirmationOf(settlement);
    const other: SettlementSide = side === 'entregador' ? 'restaurante' : 'entregador';
    const otherHolds = stored.get(`${other}.entregas`) === current.entregas && stored.get(`${other}.liquido`) === current.liquido;
    return { ok: true as const, lados: otherHolds ? [side, other] : [side] };
  });
}

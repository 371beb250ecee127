import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { SUSPENDED_ACCOUNT_MESSAGE } from '@/domain/operator/suspension';
import { MAX_ORDERS_PER_RIDER, RIDER_FULL_MESSAGE } from '@/domain/orders/order-limits';
import { RIDER_CARRYING_STATUSES } from '@/domain/orders/order-status';
import { isRiderAvailable, OFF_DUTY_MESSAGE, otherCityMessage } from '@/domain/delivery/rider-availability';
import { firstName, normalizeUserType } from '@/domain/accounts/user';
import { NOT_A_RIDER_MESSAGE, ORDER_TAKEN_MESSAGE, ORDER_UNAVAILABLE_MESSAGE, type ClaimRefusalCode } from '@/domain/orders/order-claim';
import { orderTargetSchema } from '@/domain/orders/order-target.schema';
import { readRequest, type SchemaFieldErrors } from '@/domain/shared/request.schema';
import type { Caller } from '../lib/callable-support';
import { untilWritten } from '../lib/optimistic-write';
import { riderOfferRef } from './rider-offers';

function refuse(status: 'permission-denied' | 'failed-precondition' | 'not-found' | 'resource-exhausted' | 'invalid-argument', code: ClaimRefusalCode, message: string, fields?: SchemaFieldErrors) {
  return new HttpsError(status, message, fields ? { code, message, fields } : { code, message });
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * 'Aceitar Pedido': the rider `caller` takes an order that waits for a rider. The order, the
 * rider's own document and the orders the rider carries are read, and the claim is written in one
 * batch only if neither the order nor the rider's document changed since (lib/optimistic-write.ts):
 * of several riders tapping the same order exactly one write lands, and the others read the order
 * again and are told who was faster, at once rather than after a lock's wait (issue #51). One
 * rider tapping several orders at once ends with at most MAX_ORDERS_PER_RIDER: every claim of
 * theirs writes their document, so two claims of one rider cannot both land on the same count.
 * Claiming an order the rider already holds answers success and writes nothing (a retry after a
 * lost answer). The order keeps
 * the rider's first name and phone from their own profile, so that the customer, who may not read
 * usuarios, knows who is coming and can call; no client may write those fields (firestore.rules).
 */
export async function claimOrderAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  if (!caller || caller.token.email_verified !== true) throw refuse('permission-denied', 'not-a-rider', NOT_A_RIDER_MESSAGE);
  const read = readRequest(orderTargetSchema, data);
  if (!read.ok) throw refuse('invalid-argument', 'unavailable', ORDER_UNAVAILABLE_MESSAGE, read.errors);
  const target = read.value;
  const riderRef = db.collection('usuarios').doc(caller.uid);
  const orderRef = db.collection('restaurantes').doc(target.restaurantId).collection('pedidos').doc(target.orderId);
  const carrying = db
    .collectionGroup('pedidos')
    .where('deliverymanId', '==', caller.uid)
    .where('status', 'in', [...RIDER_CARRYING_STATUSES])
    .limit(MAX_ORDERS_PER_RIDER + 1);

  return untilWritten(async () => {
    const [rider, order] = await db.getAll(riderRef, orderRef);
    if (!rider?.exists || normalizeUserType(rider.get('tipo')) !== 'motoboy') throw refuse('permission-denied', 'not-a-rider', NOT_A_RIDER_MESSAGE);
    if (rider.get('suspenso') != null) throw refuse('permission-denied', 'not-a-rider', SUSPENDED_ACCOUNT_MESSAGE);
    if (!order?.exists) throw refuse('not-found', 'unavailable', ORDER_UNAVAILABLE_MESSAGE);
    const holder = order.get('deliverymanId') ?? null;
    if (holder === caller.uid) return { ok: true as const };
    if (holder !== null) throw refuse('failed-precondition', 'taken', ORDER_TAKEN_MESSAGE);
    // A pickup order ('Retirar no local') is never a rider's.
    if (order.get('status') !== 'aguardando_entregador' || order.get('modalidade') === 'retirada') throw refuse('failed-precondition', 'unavailable', ORDER_UNAVAILABLE_MESSAGE);
    // A rider works their own city (issue #36): another city's order, or one from before cities, is not theirs to take.
    if (!order.get('cidade') || order.get('cidade') !== rider.get('cidade')) throw refuse('permission-denied', 'other-city', otherCityMessage(textOf(rider.get('cidadeNome'))));
    if (!isRiderAvailable(rider.data(), new Date())) throw refuse('failed-precondition', 'off-duty', OFF_DUTY_MESSAGE);
    const carried = await carrying.get();
    if (carried.size >= MAX_ORDERS_PER_RIDER) throw refuse('resource-exhausted', 'full', RIDER_FULL_MESSAGE);
    const claim = db.batch();
    claim.update(
      orderRef,
      {
        status: 'a_caminho',
        deliverymanId: caller.uid,
        entregadorNome: firstName(textOf(rider.get('nome'))),
        entregadorTelefone: textOf(rider.get('telefone')),
        acceptedAt: FieldValue.serverTimestamp(),
        ultimaAtualizacao: FieldValue.serverTimestamp(),
      },
      { lastUpdateTime: order.updateTime! },
    );
    // Taken: the offer leaves every rider's list with the claim itself (rider-offers.ts).
    claim.delete(riderOfferRef(db, target.restaurantId, target.orderId));
    claim.update(riderRef, { ultimaColetaEm: FieldValue.serverTimestamp(), disponivelVistoEm: FieldValue.serverTimestamp() }, { lastUpdateTime: rider.updateTime! });
    await claim.commit();
    return { ok: true as const };
  });
}

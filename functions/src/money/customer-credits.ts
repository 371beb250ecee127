import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { CREDIT_MOVES, creditMoveIds, CUSTOMER_CREDITS, CUSTOMER_CREDIT_MESSAGES } from '@/domain/money/customer-credit';
import { creditBalanceFromData, creditMoveData } from '@/domain/money/customer-credit.record';
import { orderNumberLabel } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import { breakdownFromData } from '@/domain/orders/order-money.record';
import { canCreditPart, PARTIAL_REFUND_MESSAGES, planPartialRefund, refundSummary } from '@/domain/payments/partial-refund';
import { newRefundData, type OrderRefund } from '@/domain/payments/partial-refund.record';
import { formatCentavos, type Centavos } from '@/domain/shared/money';
import { toText } from '@/domain/shared/stored-values';
import { refuse, type Actor } from '../lib/callable-support';
import type { GiveBackRequest } from '../payments/partial-refunds';
import { postAdjustment } from './commission-ledger';

/**
 * Sabor credits (issue #53, domain/money/customer-credit.ts), on the server: given back for an
 * order paid at the door, spent at checkout (placeOrder), and returned when the order they paid
 * for ends undelivered. The balance and its move are written in one transaction, each move under
 * an id of its cause, so a retry never counts twice.
 */

const creditRefOf = (db: Firestore, uid: string) => db.collection(CUSTOMER_CREDITS).doc(uid);
const moveRefOf = (db: Firestore, uid: string, moveId: string) => creditRefOf(db, uid).collection(CREDIT_MOVES).doc(moveId);

/** Statuses in which an order ended without reaching the customer: the credits it spent come back. */
const ENDED_UNDELIVERED = ['rejeitado', 'rejected', 'cancelado', 'expirado'];

/**
 * Part (or all) of an order paid at the door given back as Sabor credits: the refund recorded on
 * the order ('feito', meio 'credito', as a refund through the provider is), the customer's balance
 * raised, and, when the store is liable, the store charged on its next statement what it was paid
 * for the items less Sabor's commission on them (Sabor bears the rest, and all of it when liable).
 * Resolves with the amount, centavos; refuses what cannot be given back.
 */
export async function creditBack(db: Firestore, actor: Pick<Actor, 'uid'>, request: GiveBackRequest, now: () => Date = () => new Date()): Promise<Centavos> {
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const orderRef = restaurantRef.collection('pedidos').doc(request.orderId);
  return db.runTransaction(async (transaction) => {
    const at = now();
    const [snapshot, restaurant] = await transaction.getAll(orderRef, restaurantRef);
    if (!snapshot?.exists) throw refuse('not-found', 'not-found', 'Pedido não encontrado.');
    const order = orderFromData(snapshot.id, request.restaurantId, snapshot.data() ?? {});
    const existing = order.reembolsos.find((refund) => refund.id === request.id);
    if (existing?.estado === 'feito') return existing.valor;
    if (order.pagamentoOnline) throw refuse('failed-precondition', 'paid-in-app', PARTIAL_REFUND_MESSAGES.paidInApp);
    if (!order.userId) throw refuse('failed-precondition', 'no-customer', PARTIAL_REFUND_MESSAGES.noCustomer);
    if (!canCreditPart(order, at)) throw refuse('failed-precondition', 'not-now', PARTIAL_REFUND_MESSAGES.notNow);
    const planned = planPartialRefund(order, request.itens, request.responsavel, request.inteiro, request.valor);
    if (!planned.ok) throw refuse('failed-precondition', 'invalid', planned.message);
    const refund: OrderRefund = {
      id: request.id,
      itens: planned.plan.itens,
      valor: planned.plan.valor,
      motivo: request.motivo,
      responsavel: request.responsavel,
      por: request.por,
      meio: 'credito',
      estado: 'feito',
      criadoEm: at,
      feitoEm: at,
    };
    const label = orderNumberLabel(order);
    const creditRef = creditRefOf(db, order.userId);
    const [credit] = await transaction.getAll(creditRef);
    // The store was paid at the door for what did not come: it pays that back, less Sabor's commission
    // on it; all of it when the rider answers for it, which the store takes from the rider's settlement.
    const owed = request.responsavel === 'sabor' ? 0 : planned.plan.valor - planned.plan.creditoLoja;
    if (owed > 0) {
      await postAdjustment(
        db,
        transaction,
        {
          id: request.id,
          restaurantId: request.restaurantId,
          restaurantNome: toText(restaurant?.get('nome')) || order.restaurantName,
          valor: owed,
          motivo:
            request.responsavel === 'entregador'
              ? `Créditos Sabor de ${formatCentavos(refund.valor)} ao cliente do pedido ${label}, pago na entrega: ${refundSummary(refund)}. ${riderNamed(order.entregadorNome)} responde pelo valor: a loja o devolve e o desconta no acerto do dia com ele.`
              : `Créditos Sabor de ${formatCentavos(refund.valor)} ao cliente do pedido ${label}, pago na entrega: ${refundSummary(refund)}. A loja devolve o valor, menos a comissão da Sabor sobre ele.`,
          por: actor.uid,
          pedido: { pedidoId: request.orderId, numero: order.numero, pedidoEm: order.createdAt, pagamento: order.pagamento },
        },
        at,
        'reembolso',
      );
    }
    transaction.update(orderRef, {
      [`reembolsos.${request.id}`]: { ...newRefundData(refund, Timestamp.fromDate(at)), estado: 'feito', feitoEm: Timestamp.fromDate(at), creditoLoja: planned.plan.creditoLoja, ...(request.inteiro ? { inteiro: true } : {}) },
    });
    moveCredit(transaction, creditRef, credit!, db, order.userId, creditMoveIds.granted(request.id), {
      tipo: 'concedido',
      valor: refund.valor,
      descricao: `${request.motivo} no pedido ${label} de ${order.restaurantName}`,
      restaurantId: request.restaurantId,
      orderId: request.orderId,
    }, at);
    return refund.valor;
  });
}

/** 'O entregador Caio', or just 'O entregador' for an order that kept no name. */
const riderNamed = (name: string) => (name ? `O entregador ${name}` : 'O entregador');

/** A move written with the balance it leaves (`credit` read in the same transaction). */
function moveCredit(
  transaction: Transaction,
  creditRef: DocumentReference,
  credit: DocumentSnapshot,
  db: Firestore,
  uid: string,
  moveId: string,
  move: Parameters<typeof creditMoveData>[0],
  at: Date,
): void {
  const delta = move.tipo === 'usado' ? -move.valor : move.valor;
  transaction.set(creditRef, { saldo: creditBalanceFromData(credit.data()) + delta, atualizadoEm: Timestamp.fromDate(at) }, { merge: true });
  transaction.create(moveRefOf(db, uid, moveId), creditMoveData(move, Timestamp.fromDate(at)));
}

/** The reads placeOrder's transaction makes for a checkout that spends credits (before any write). */
export async function readCreditToSpend(db: Firestore, transaction: Transaction, uid: string): Promise<DocumentSnapshot> {
  const [credit] = await transaction.getAll(creditRefOf(db, uid));
  return credit!;
}

/**
 * The credits a new order spends, taken from the balance in placeOrder's transaction; refused
 * when the balance no longer covers what the checkout showed (spent on another order at once).
 */
export function spendCredit(db: Firestore, transaction: Transaction, credit: DocumentSnapshot, uid: string, order: { orderId: string; restaurantId: string; restaurantName: string; valor: Centavos }, at: Date): void {
  if (creditBalanceFromData(credit.data()) < order.valor) throw refuse('failed-precondition', 'credit', CUSTOMER_CREDIT_MESSAGES.changed);
  moveCredit(transaction, credit.ref, credit, db, uid, creditMoveIds.spent(order.orderId), {
    tipo: 'usado',
    valor: order.valor,
    descricao: `Pedido de ${order.restaurantName}`,
    restaurantId: order.restaurantId,
    orderId: order.orderId,
  }, at);
}

/**
 * Run by the order trigger on every write: an order that spent credits and ended without reaching
 * the customer (rejected, unanswered, cancelled, its payment in the app not made) gives them back,
 * once. Resolves with the amount returned (0: nothing to do).
 */
export async function returnSpentCredit(db: Firestore, target: { restaurantId: string; orderId: string }, after: Record<string, unknown> | undefined, now: Date = new Date()): Promise<Centavos> {
  const spent = after ? (breakdownFromData(after)?.creditoSabor ?? 0) : 0;
  const uid = typeof after?.userId === 'string' ? after.userId : '';
  if (spent <= 0 || !uid || !ENDED_UNDELIVERED.includes(String(after?.status ?? ''))) return 0;
  return db.runTransaction(async (transaction) => {
    const creditRef = creditRefOf(db, uid);
    const [credit, returned] = await transaction.getAll(creditRef, moveRefOf(db, uid, creditMoveIds.returned(target.orderId)));
    if (returned!.exists) return 0;
    moveCredit(transaction, creditRef, credit!, db, uid, creditMoveIds.returned(target.orderId), {
      tipo: 'devolvido',
      valor: spent,
      descricao: `Pedido de ${toText(after?.restaurantName)} não entregue`,
      restaurantId: target.restaurantId,
      orderId: target.orderId,
    }, now);
    logger.info('The credits an undelivered order spent came back', { ...target, valor: spent });
    return spent;
  });
}

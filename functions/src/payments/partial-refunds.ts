import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { orderNumberLabel } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import { canRefundPart, PARTIAL_REFUND_MESSAGES, planPartialRefund, refundSummary, REFUND_LIABLE_LABELS } from '@/domain/payments/partial-refund';
import { newRefundData, type OrderRefund, type RefundLiable } from '@/domain/payments/partial-refund.record';
import { refundOrderItemsSchema } from '@/domain/payments/partial-refund.schema';
import { formatCentavos, type Centavos } from '@/domain/shared/money';
import { toText } from '@/domain/shared/stored-values';
import { actorOf, memberRoleIn, readOrRefuse, refuse, writeAudit, type Actor, type Caller } from '../lib/callable-support';
import { postAdjustment } from '../money/commission-ledger';
import type { PaidOrderWatch } from '../orders/order-watch';
import { applyPayment } from './order-payments';
import { sellerCredentialsOf } from './payment-accounts';
import type { PaymentProvider } from './provider';

/**
 * 'Reembolsar itens' (issue #52, domain/payments/partial-refund.ts): part of an order paid in the
 * app given back, by the store's dono or gerente or by the operator, in three steps so that money
 * never moves twice and a failure is never silent:
 * 1. the refund is written on the order, 'pendente', in a transaction that checks what is left to
 *    give back (so two refunds racing cannot together pass the total);
 * 2. the provider is asked, with the refund's id as its idempotency key (a retry of the same id
 *    gives the money back once, whatever happened to the first call);
 * 3. the refund is marked 'feito', the store's credit posted to its next statement, the operator's
 *    act audited, and the payment read back from the provider (the customer's push and e-mail).
 * When the provider refuses, the refund is marked 'falhou' and the person told; the same id can be
 * tried again.
 */

export const REFUND_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';
export const SABOR_LIABLE_MESSAGE = 'Só a equipe da Sabor pode assumir o custo de um reembolso.';

/** Resolves with the caller, refused unless they are the store's dono or gerente, or an operator. */
async function refunderOf(db: Firestore, caller: Caller | undefined, restaurantId: string, responsavel: 'loja' | 'sabor'): Promise<{ actor: Actor; operator: boolean }> {
  const actor = await actorOf(db, caller);
  if (actor.tipo === 'admin') return { actor, operator: true };
  const member = await db.collection('restaurantes').doc(restaurantId).collection('membros').doc(actor.uid).get();
  if (!memberRoleIn(member, ['dono', 'gerente'])) throw refuse('permission-denied', 'not-allowed', PARTIAL_REFUND_MESSAGES.managersOnly);
  if (responsavel === 'sabor') throw refuse('permission-denied', 'not-allowed', SABOR_LIABLE_MESSAGE);
  return { actor, operator: false };
}

/** A part of an order to give back: from 'Reembolsar itens', or a help case's decision (issue #53). */
export interface GiveBackRequest {
  /** The refund's id, and its idempotency key at the provider. */
  id: string;
  restaurantId: string;
  orderId: string;
  itens: readonly { indice: number; quantidade: number }[];
  /** All that is left of the order, its delivery fee too. */
  inteiro: boolean;
  /** An amount the operator decided on a help case, for no item in particular (null: the items' worth). */
  valor: Centavos | null;
  motivo: string;
  responsavel: RefundLiable;
  por: 'loja' | 'operador';
}

/** Step 1: the refund written 'pendente' (or the one already written under its id, to finish or retry). */
async function startRefund(db: Firestore, orderRef: DocumentReference, request: GiveBackRequest, now: Date) {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(orderRef);
    if (!snapshot.exists) throw refuse('not-found', 'not-found', REFUND_NOT_FOUND_MESSAGE);
    const order = orderFromData(snapshot.id, request.restaurantId, snapshot.data() ?? {});
    const existing = order.reembolsos.find((refund) => refund.id === request.id);
    if (existing?.estado === 'feito') return { order, refund: existing, creditoLoja: Number(snapshot.get(`reembolsos.${request.id}.creditoLoja`) ?? 0) };
    if (!order.pagamentoOnline?.pagamentoId) throw refuse('failed-precondition', 'not-paid-in-app', PARTIAL_REFUND_MESSAGES.notPaidInApp);
    if (!existing && !canRefundPart(order, now)) throw refuse('failed-precondition', 'not-now', PARTIAL_REFUND_MESSAGES.notNow);
    // A refund tried before keeps what it gave back: its idempotency key already names it at the provider.
    const others = { ...order, reembolsos: order.reembolsos.filter((refund) => refund.id !== request.id) };
    const whole = existing ? snapshot.get(`reembolsos.${request.id}.inteiro`) === true : request.inteiro;
    const agreed = existing ? (existing.itens.length === 0 && !whole ? existing.valor : null) : request.valor;
    const planned = planPartialRefund(others, existing ? existing.itens : request.itens, existing?.responsavel ?? request.responsavel, whole, agreed);
    if (!planned.ok) throw refuse('failed-precondition', 'invalid', planned.message);
    const refund: OrderRefund = {
      id: request.id,
      itens: planned.plan.itens,
      valor: planned.plan.valor,
      motivo: existing?.motivo ?? request.motivo,
      responsavel: existing?.responsavel ?? request.responsavel,
      por: existing?.por ?? request.por,
      meio: 'app',
      estado: 'pendente',
      criadoEm: existing?.criadoEm ?? now,
      feitoEm: null,
    };
    transaction.update(orderRef, {
      [`reembolsos.${request.id}`]: { ...newRefundData(refund, Timestamp.fromDate(refund.criadoEm ?? now)), creditoLoja: planned.plan.creditoLoja, ...(whole ? { inteiro: true } : {}) },
    });
    return { order, refund, creditoLoja: planned.plan.creditoLoja };
  });
}

/** Marks the refund 'falhou' (unless it was done meanwhile), so the screen offers to try again. */
async function failRefund(orderRef: DocumentReference, id: string): Promise<void> {
  await orderRef.update({ [`reembolsos.${id}.estado`]: 'falhou' });
}

export async function refundOrderItemsAs(
  db: Firestore,
  provider: PaymentProvider | null,
  caller: Caller | undefined,
  data: unknown,
  watch: PaidOrderWatch,
  now: () => Date = () => new Date(),
): Promise<{ ok: true; valor: Centavos }> {
  const request = readOrRefuse(refundOrderItemsSchema, data);
  const { actor, operator } = await refunderOf(db, caller, request.restaurantId, request.responsavel);
  const valor = await giveBack(db, provider, actor, { ...request, inteiro: false, valor: null, por: operator ? 'operador' : 'loja' }, watch, now);
  return { ok: true, valor };
}

/**
 * Gives back `request` (see the module's comment for the three steps); resolves with the amount,
 * centavos. Refuses, in Portuguese, what cannot be given back, and a provider that did not confirm.
 */
export async function giveBack(
  db: Firestore,
  provider: PaymentProvider | null,
  actor: Pick<Actor, 'uid' | 'email'>,
  request: GiveBackRequest,
  watch: PaidOrderWatch,
  now: () => Date = () => new Date(),
): Promise<Centavos> {
  const restaurantRef = db.collection('restaurantes').doc(request.restaurantId);
  const orderRef = restaurantRef.collection('pedidos').doc(request.orderId);
  const started = await startRefund(db, orderRef, request, now());
  if (started.refund.estado === 'feito') return started.refund.valor;

  const paymentId = started.order.pagamentoOnline?.pagamentoId ?? '';
  const seller = await sellerCredentialsOf(db, request.restaurantId);
  if (!provider || !seller) {
    await failRefund(orderRef, request.id);
    throw refuse('failed-precondition', 'no-account', PARTIAL_REFUND_MESSAGES.noAccount);
  }
  try {
    await provider.refund(seller, paymentId, started.refund.valor, `reembolso-parcial-${request.id}`);
  } catch (error) {
    logger.error('The provider did not give part of an order back', { restaurantId: request.restaurantId, orderId: request.orderId, refundId: request.id, error: String(error) });
    await failRefund(orderRef, request.id);
    throw refuse('unavailable', 'provider', PARTIAL_REFUND_MESSAGES.providerFailed);
  }

  await db.runTransaction(async (transaction) => {
    const [order, restaurant] = await transaction.getAll(orderRef, restaurantRef);
    if (order?.get(`reembolsos.${request.id}.estado`) === 'feito') return;
    const { refund } = started;
    const credit = started.creditoLoja;
    const label = orderNumberLabel(started.order);
    if (credit > 0) {
      await postAdjustment(
        db,
        transaction,
        {
          id: request.id,
          restaurantId: request.restaurantId,
          restaurantNome: toText(restaurant?.get('nome')) || started.order.restaurantName,
          valor: -credit,
          motivo: `Reembolso de ${formatCentavos(refund.valor)} no pedido ${label}: ${refundSummary(refund)}. Custo: ${REFUND_LIABLE_LABELS[refund.responsavel].toLowerCase()}.`,
          por: actor.uid,
          pedido: { pedidoId: request.orderId, numero: started.order.numero, pedidoEm: started.order.createdAt, pagamento: started.order.pagamento },
        },
        now(),
        'reembolso',
      );
    }
    transaction.update(orderRef, { [`reembolsos.${request.id}.estado`]: 'feito', [`reembolsos.${request.id}.feitoEm`]: FieldValue.serverTimestamp() });
    writeAudit(db, transaction, actor, {
      acao: 'reembolso_parcial',
      alvoTipo: 'restaurante',
      alvoId: request.restaurantId,
      depois: { pedido: request.orderId, valor: formatCentavos(refund.valor), custo: refund.responsavel, creditoLoja: formatCentavos(credit) },
      motivo: refund.motivo,
    });
  });
  // The payment as the provider has it now: the order's 'reembolsado', the customer's push and e-mail.
  await applyPayment(db, await provider.getPayment(seller, paymentId), watch, now());
  return started.refund.valor;
}

import { randomUUID } from 'node:crypto';
import { CREDIT_MOVES, CUSTOMER_CREDITS } from '@/domain/money/customer-credit';
import { HELP_CASES } from '@/domain/help/help-case';
import { DELIVERY_REVIEWS } from '@/domain/delivery/delivery-review';
import { ORDER_MESSAGES } from '@/domain/orders/order-chat';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import {
  ANONYMOUS_CUSTOMER,
  anonymisedAddress,
  DELETION_REFUSALS,
  DELETION_REQUESTS,
  deletionDueAt,
  SETTLEMENT_LOOKBACK_DAYS,
} from '@/domain/accounts/account-deletion';
import { requestAccountDeletionSchema } from '@/domain/accounts/account-deletion.schema';
import { normalizeUserType } from '@/domain/accounts/user';
import { applicationId } from '@/domain/onboarding/application';
import { confirmedSides, settlementDirection, settlementId, settlementsOf, SETTLEMENTS } from '@/domain/delivery/rider-settlements';
import { confirmationsFromData } from '@/domain/delivery/rider-settlement.record';
import { accountDeletionMail } from '@/domain/notifications/mail';
import type { DeletedPerson } from '@/domain/accounts/pseudonymise';
import { isOldOrder } from '@/domain/orders/order-status';
import { CUSTOMER_CONTACT_DOC } from '@/domain/orders/order-privacy';
import { orderFromData } from '@/domain/orders/order.record';
import { PATHS } from '@/domain/shared/routes';
import { DAY_MS } from '@/domain/shared/sao-paulo-day';
import { actorOf, adminOf, PLATFORM, readOrRefuse, refuse, writeAudit, type Actor, type Caller } from '../lib/callable-support';
import { outboxId, queueMail } from '../notify/outbox';
import { deleteAll, forgetInOutboxAndAudit, forgetRider, updateAll } from './account-traces';
import { appUrl } from '../notify/settings';

/**
 * 'Excluir minha conta' (issue #39, domain/accounts/account-deletion.ts): the request and its
 * cancellation, both audited, and the job that carries out the requests whose grace period is over.
 */

/**
 * Why this person cannot leave now, or null: the last dono of a store, the last operator, a rider
 * with an order in hand or a settlement still open, a customer with an order under way. Asked when
 * the request is made and again when it is carried out.
 */
async function blockerOf(db: Firestore, actor: Actor, now: Date): Promise<string | null> {
  const pedidos = db.collectionGroup('pedidos');
  if (actor.tipo === 'admin') {
    const admins = await db.collection('usuarios').where('tipo', '==', 'admin').limit(2).get();
    if (admins.docs.filter((admin) => admin.id !== actor.uid).length === 0) return DELETION_REFUSALS.lastAdmin;
  }
  if (actor.restaurantId) {
    const restaurant = db.collection('restaurantes').doc(actor.restaurantId);
    const [owners, store] = await Promise.all([restaurant.collection('membros').where('papel', '==', 'dono').get(), restaurant.get()]);
    if (owners.docs.some((owner) => owner.id === actor.uid) && owners.size === 1) return DELETION_REFUSALS.lastOwner(String(store.get('nome') ?? ''));
  }
  if (actor.tipo === 'motoboy') {
    const [inHand, delivered] = await Promise.all([
      // The rider's own 'Minhas Entregas' query, and its index.
      pedidos.where('status', '==', 'a_caminho').where('deliverymanId', '==', actor.uid).orderBy('createdAt', 'asc').limit(1).get(),
      pedidos
        .where('status', '==', 'entregue')
        .where('deliverymanId', '==', actor.uid)
        .where('createdAt', '>=', Timestamp.fromMillis(now.getTime() - SETTLEMENT_LOOKBACK_DAYS * DAY_MS))
        .orderBy('createdAt', 'asc')
        .get(),
    ]);
    if (!inHand.empty) return DELETION_REFUSALS.orderInHand;
    const owed = settlementsOf(delivered.docs.map((order) => orderFromData(order.id, order.ref.parent.parent?.id ?? '', order.data()))).filter(
      (settlement) => settlementDirection(settlement).payer !== null,
    );
    if (owed.length > 0) {
      const stored = await db.getAll(...owed.map((settlement) => db.collection(SETTLEMENTS).doc(settlementId(settlement.restaurantId, settlement.deliverymanId, settlement.dia))));
      const open = owed.filter((settlement, index) => {
        const sides = confirmedSides(settlement, confirmationsFromData(stored[index]?.data()));
        return !(sides.entregador && sides.restaurante);
      });
      if (open.length > 0) return DELETION_REFUSALS.openSettlement(open.length);
    }
  }
  const recent = await pedidos.where('userId', '==', actor.uid).orderBy('createdAt', 'desc').limit(20).get();
  if (recent.docs.some((order) => !isOldOrder(String(order.get('status') ?? '')))) return DELETION_REFUSALS.openOrder;
  return null;
}

/** 'Excluir minha conta': schedules the deletion DELETION_GRACE_DAYS from now, and tells the person by e-mail. */
export async function requestAccountDeletionAs(db: Firestore, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; efetivaEm: string }> {
  // An unverified account may leave too: verifying an address one wants gone would be absurd.
  const actor = await actorOf(db, caller, { verified: false });
  const request = readOrRefuse(requestAccountDeletionSchema, data);
  const requestedAt = now();
  const blocker = await blockerOf(db, actor, requestedAt);
  if (blocker) throw refuse('failed-precondition', 'blocked', blocker);
  const dueAt = deletionDueAt(requestedAt);
  const user = db.collection('usuarios').doc(actor.uid);
  await db.runTransaction(async (transaction) => {
    const profile = await transaction.get(user);
    const pending = profile.get('exclusao.efetivaEm') as Timestamp | undefined;
    // Asked twice (a repeated tap): the first request stands, with its date.
    if (pending) return;
    const exclusao = { pedidaEm: Timestamp.fromDate(requestedAt), efetivaEm: Timestamp.fromDate(dueAt), motivo: request.motivo };
    transaction.update(user, { exclusao });
    transaction.set(db.collection(DELETION_REQUESTS).doc(actor.uid), {
      uid: actor.uid,
      nome: actor.nome,
      email: actor.email,
      tipo: actor.tipo ?? '',
      motivo: request.motivo,
      detalhe: request.detalhe,
      estado: 'agendada',
      pedidaEm: exclusao.pedidaEm,
      efetivaEm: exclusao.efetivaEm,
      canceladaEm: null,
      concluidaEm: null,
      adiadaMotivo: '',
    });
    writeAudit(db, transaction, actor, { acao: 'exclusao_pedida', alvoTipo: 'usuario', alvoId: actor.uid, depois: { efetivaEm: dueAt.toISOString() }, motivo: request.motivo });
    if (actor.email) {
      queueMail(db, transaction, outboxId('exclusao', actor.uid, String(requestedAt.getTime())), {
        to: actor.email,
        assunto: 'exclusao',
        message: accountDeletionMail({ nome: actor.nome, efetivaEm: dueAt, link: appUrl() + PATHS.login }),
      });
    }
  });
  const stored = (await user.get()).get('exclusao.efetivaEm') as Timestamp;
  return { ok: true, efetivaEm: stored.toDate().toISOString() };
}

/** 'Cancelar exclusão': the account stays as it was. Cancelling what is not scheduled is harmless. */
export async function cancelAccountDeletionAs(db: Firestore, caller: Caller | undefined, now: () => Date = () => new Date()): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller, { verified: false });
  const user = db.collection('usuarios').doc(actor.uid);
  await db.runTransaction(async (transaction) => {
    const profile = await transaction.get(user);
    if (!profile.get('exclusao')) return;
    transaction.update(user, { exclusao: FieldValue.delete() });
    transaction.update(db.collection(DELETION_REQUESTS).doc(actor.uid), { estado: 'cancelada', canceladaEm: Timestamp.fromDate(now()) });
    writeAudit(db, transaction, actor, { acao: 'exclusao_cancelada', alvoTipo: 'usuario', alvoId: actor.uid });
  });
  return { ok: true };
}

/**
 * Carries out one deletion: the orders and reviews anonymised first (so that a failure halfway
 * leaves the account to retry, never a person's name on records with no account behind them),
 * then the messages sent to them and the audit trail (forgetInOutboxAndAudit), the person's own
 * documents, the Auth account, and the request marked done under the pseudonym.
 */
async function deleteAccount(db: Firestore, auth: Auth, uid: string, now: Date, by: Pick<Actor, 'uid' | 'email'>): Promise<{ pedidos: number; avaliacoes: number }> {
  const user = db.collection('usuarios').doc(uid);
  const requestRef = db.collection(DELETION_REQUESTS).doc(uid);
  const [orders, reviews, delivered, devices, consents, profile, request, helpCases, messages, deliveryReviews] = await Promise.all([
    db.collectionGroup('pedidos').where('userId', '==', uid).orderBy('createdAt', 'desc').get(),
    db.collectionGroup('avaliacoes').where('userId', '==', uid).get(),
    db.collectionGroup('pedidos').where('deliverymanId', '==', uid).orderBy('status').get(),
    user.collection('aparelhos').listDocuments(),
    user.collection('consentimentos').listDocuments(),
    user.get(),
    requestRef.get(),
    db.collection(HELP_CASES).where('userId', '==', uid).get(),
    db.collectionGroup(ORDER_MESSAGES).where('autorId', '==', uid).get(),
    db.collection(DELIVERY_REVIEWS).where('userId', '==', uid).get(),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const person: DeletedPerson = {
    uid,
    email: text(profile.get('email')) || text(request.get('email')),
    nome: text(profile.get('nome')) || text(request.get('nome')),
    telefone: text(profile.get('telefone')),
  };
  // Drawn now and kept nowhere with the uid: the trail's entries of this person stay one person's, and nobody's.
  const pseudonym = `titular-excluido-${randomUUID().slice(0, 8)}`;
  const at = Timestamp.fromDate(now);
  await updateAll(db, orders.docs, (order) => ({
    clientName: ANONYMOUS_CUSTOMER,
    clientPhone: FieldValue.delete(),
    endereco: anonymisedAddress(order.get('endereco')),
    observacoesPedido: FieldValue.delete(),
    userId: null,
    anonimizadoEm: at,
  }));
  // The delivery code's document and a delivered order's moved contact name the customer too.
  await deleteAll(db, orders.docs.flatMap((order) => [order.ref.collection('privado').doc('entrega'), order.ref.collection('privado').doc(CUSTOMER_CONTACT_DOC)]));
  await updateAll(db, reviews.docs, () => ({ userName: ANONYMOUS_CUSTOMER, userId: '', anonimizadoEm: at }));
  // Help cases (issue #53) stay for the money and the figures, without who opened them or their words.
  await updateAll(db, helpCases.docs, (help) => ({
    userId: '',
    clienteNome: ANONYMOUS_CUSTOMER,
    descricao: FieldValue.delete(),
    // Their photo too: the case trigger deletes its bytes (stores/photos.ts releaseCasePhoto).
    foto: null,
    eventos: ((help.get('eventos') as Array<Record<string, unknown>> | undefined) ?? []).map((event) => (event.autor === 'cliente' ? { ...event, texto: 'Texto removido com a conta do cliente.' } : event)),
    anonimizadoEm: at,
  }));
  // Their ratings of deliveries (issue #53) stay in the riders' tallies, without them or their words.
  await updateAll(db, deliveryReviews.docs, () => ({ userId: '', comentario: FieldValue.delete(), anonimizadoEm: at }));
  // What the person wrote in orders' chats (issue #53): the conversation keeps its shape, not their words.
  await updateAll(db, messages.docs, () => ({ autorId: '', texto: 'Mensagem removida com a conta.', anonimizadoEm: at }));
  // Sabor credits (issue #53) end with the account: there is nobody left to spend them.
  const credits = db.collection(CUSTOMER_CREDITS).doc(uid);
  await deleteAll(db, [...(await credits.collection(CREDIT_MOVES).listDocuments()), credits]);
  await forgetRider(db, uid, delivered.docs, pseudonym);
  await forgetInOutboxAndAudit(db, person, pseudonym);

  // A block names the customer; it has nothing left to block.
  const restaurantIds = [...new Set(orders.docs.map((order) => order.ref.parent.parent?.id).filter((id): id is string => Boolean(id)))];
  const blocks = restaurantIds.map((restaurantId) => db.collection('restaurantes').doc(restaurantId).collection('bloqueados').doc(uid));
  const restaurantId = typeof profile.get('restaurantId') === 'string' ? (profile.get('restaurantId') as string) : null;
  const applications = await db.getAll(db.collection('cadastros').doc(applicationId('entregador', uid)), db.collection('cadastros').doc(applicationId('restaurante', uid)));
  // An approved restaurant's application is the store's own record (its CNPJ and contract): it stays.
  const ownApplications = applications.filter((application) => application.exists && !(application.get('tipo') === 'restaurante' && application.get('estado') === 'aprovado'));
  await deleteAll(db, [
    ...devices,
    ...consents,
    ...blocks,
    ...ownApplications.map((application) => application.ref),
    ...(restaurantId ? [db.collection('restaurantes').doc(restaurantId).collection('membros').doc(uid)] : []),
    user,
  ]);
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  // The request is kept as the record of a deletion done, under the pseudonym: its id was the uid.
  await db.runTransaction(async (transaction) => {
    const { nome: _nome, email: _email, detalhe: _detalhe, ...kept } = request.data() ?? {};
    transaction.set(db.collection(DELETION_REQUESTS).doc(pseudonym), {
      ...kept,
      uid: pseudonym,
      estado: 'concluida',
      concluidaEm: at,
      adiadaMotivo: '',
      pedidosAnonimizados: orders.size,
      avaliacoesAnonimizadas: reviews.size,
    });
    transaction.delete(requestRef);
    writeAudit(db, transaction, by, { acao: 'conta_excluida', alvoTipo: 'usuario', alvoId: pseudonym, depois: { pedidosAnonimizados: orders.size, avaliacoesAnonimizadas: reviews.size } });
  });
  return { pedidos: orders.size, avaliacoes: reviews.size };
}

/**
 * Every scheduled deletion due by `now`, carried out; one that a blocker stops now (a delivery
 * taken during the grace period) is left for the next run, with the reason for the operator. The
 * audit names `by`: the platform's nightly job, or the operator who ran it.
 */
export async function deleteDueAccounts(db: Firestore, auth: Auth, now: Date, by: Pick<Actor, 'uid' | 'email'> = PLATFORM): Promise<{ concluidas: number; adiadas: number }> {
  const due = await db.collection(DELETION_REQUESTS).where('estado', '==', 'agendada').where('efetivaEm', '<=', Timestamp.fromDate(now)).orderBy('efetivaEm').limit(100).get();
  let concluidas = 0;
  let adiadas = 0;
  for (const request of due.docs) {
    const profile = await db.collection('usuarios').doc(request.id).get();
    const blocker = profile.exists
      ? await blockerOf(
          db,
          { uid: request.id, email: '', nome: '', tipo: normalizeUserType(profile.get('tipo')), restaurantId: typeof profile.get('restaurantId') === 'string' ? (profile.get('restaurantId') as string) : null, suspended: false },
          now,
        )
      : null;
    if (blocker) {
      await request.ref.update({ adiadaMotivo: blocker });
      adiadas += 1;
      continue;
    }
    await deleteAccount(db, auth, request.id, now, by);
    concluidas += 1;
  }
  return { concluidas, adiadas };
}

/** The operator's 'Concluir exclusões vencidas': what the daily job does, now (the emulators have no scheduler). */
export async function runAccountDeletionsAs(db: Firestore, auth: Auth, caller: Caller | undefined, now: () => Date = () => new Date()): Promise<{ ok: true; concluidas: number; adiadas: number }> {
  const admin = await adminOf(db, caller);
  return { ok: true, ...(await deleteDueAccounts(db, auth, now(), admin)) };
}

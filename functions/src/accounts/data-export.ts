import type { Firestore } from 'firebase-admin/firestore';
import {
  CUSTOMER_ORDER_FIELDS,
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_MAX_ORDERS,
  DATA_EXPORT_VERSION,
  pick,
  RIDER_DELIVERY_FIELDS,
  toPlainJson,
  type PersonalDataExport,
  type PlainJson,
} from '@/domain/accounts/data-export';
import { DELIVERY_REVIEWS, RIDER_RATINGS } from '@/domain/delivery/delivery-review';
import { riderRatingFromData } from '@/domain/delivery/delivery-review.record';
import { HELP_CASES } from '@/domain/help/help-case';
import { ORDER_MESSAGES } from '@/domain/orders/order-chat';
import { CREDIT_MOVES, CUSTOMER_CREDITS } from '@/domain/money/customer-credit';
import { creditBalanceFromData } from '@/domain/money/customer-credit.record';
import { applicationId } from '@/domain/onboarding/application';
import { CONSENTS } from '@/domain/accounts/consents';
import { CUSTOMER_CONTACT_DOC } from '@/domain/orders/order-privacy';
import { MAIL_COLLECTION } from '@/domain/notifications/mail';
import { PUSH_COLLECTION } from '@/domain/notifications/push';
import { refuse, SIGN_IN_MESSAGE, type Caller } from '../lib/callable-support';

/**
 * 'Baixar meus dados' (issue #39, domain/accounts/data-export.ts): the signed-in person's data,
 * read with the Admin SDK and handed back at once. Anyone signed in may ask for their own, a
 * suspended account too (the right of access does not end with a suspension); nobody for another.
 */
export async function exportMyDataAs(db: Firestore, caller: Caller | undefined, now: () => Date = () => new Date()): Promise<PersonalDataExport> {
  if (!caller) throw refuse('unauthenticated', 'not-allowed', SIGN_IN_MESSAGE);
  const uid = caller.uid;
  const user = db.collection('usuarios').doc(uid);
  const email = (caller.token.email ?? '').toLowerCase();
  const credits = db.collection(CUSTOMER_CREDITS).doc(uid);
  const [account, devices, consents, orders, reviews, applications, deliveries, mails, pushes, helpCases, balance, moves, written, ratedByThem, ratingsOfTheirRides, tally] = await Promise.all([
    user.get(),
    user.collection('aparelhos').get(),
    user.collection(CONSENTS).get(),
    db.collectionGroup('pedidos').where('userId', '==', uid).orderBy('createdAt', 'desc').limit(DATA_EXPORT_MAX_ORDERS).get(),
    db.collectionGroup('avaliacoes').where('userId', '==', uid).get(),
    db.getAll(db.collection('cadastros').doc(applicationId('restaurante', uid)), db.collection('cadastros').doc(applicationId('entregador', uid))),
    // The rider's own list's index (status, deliverymanId, createdAt): the newest deliveries made.
    db.collectionGroup('pedidos').where('status', '==', 'entregue').where('deliverymanId', '==', uid).orderBy('createdAt', 'asc').limitToLast(DATA_EXPORT_MAX_ORDERS).get(),
    email ? db.collection(MAIL_COLLECTION).where('to', '==', email).limit(DATA_EXPORT_MAX_ORDERS).get() : null,
    db.collection(PUSH_COLLECTION).where('para.uid', '==', uid).limit(DATA_EXPORT_MAX_ORDERS).get(),
    db.collection(HELP_CASES).where('userId', '==', uid).get(),
    credits.get(),
    credits.collection(CREDIT_MOVES).orderBy('criadoEm', 'desc').limit(DATA_EXPORT_MAX_ORDERS).get(),
    db.collectionGroup(ORDER_MESSAGES).where('autorId', '==', uid).limit(DATA_EXPORT_MAX_ORDERS * 5).get(),
    db.collection(DELIVERY_REVIEWS).where('userId', '==', uid).limit(DATA_EXPORT_MAX_ORDERS).get(),
    db.collection(DELIVERY_REVIEWS).where('entregadorId', '==', uid).limit(DATA_EXPORT_MAX_ORDERS).get(),
    db.collection(RIDER_RATINGS).doc(uid).get(),
  ]);
  const riderRating = riderRatingFromData(tally.data());
  // The chats (issue #53): every message on the person's own orders, and what they wrote on others' (as staff or rider).
  const onOwnOrders = orders.empty ? [] : await Promise.all(orders.docs.map((order) => order.ref.collection(ORDER_MESSAGES).orderBy('criadoEm').get()));
  const messageOf = (message: { id: string; ref: { parent: { parent: { id: string } | null } }; data: () => Record<string, unknown> }) =>
    toPlainJson({ id: message.id, pedidoId: message.ref.parent.parent?.id ?? '', ...pick(message.data(), ['canal', 'autor', 'texto', 'criadoEm']), suaMensagem: message.data().autorId === uid });
  const conversations = new Map<string, PlainJson>();
  for (const message of [...onOwnOrders.flatMap((snapshot) => snapshot.docs), ...written.docs]) conversations.set(message.ref.path, messageOf(message));
  // A delivered order's contact was moved out of the kitchen's sight (orders/order-privacy.ts): the file has it back.
  const movedContacts = orders.empty ? [] : await db.getAll(...orders.docs.map((order) => order.ref.collection('privado').doc(CUSTOMER_CONTACT_DOC)));
  const contactOf = new Map(movedContacts.filter((contact) => contact.exists).map((contact) => [contact.ref.parent.parent?.id ?? '', pick(contact.data() ?? {}, ['clientPhone', 'endereco'])]));
  const restaurantId = typeof account.get('restaurantId') === 'string' ? (account.get('restaurantId') as string) : null;
  const membership = restaurantId ? await db.collection('restaurantes').doc(restaurantId).collection('membros').doc(uid).get() : null;
  const restaurantOf = (path: { parent: { parent: { id: string } | null } }) => path.parent.parent?.id ?? '';

  return {
    formato: DATA_EXPORT_FORMAT,
    versao: DATA_EXPORT_VERSION,
    geradoEm: now().toISOString(),
    conta: toPlainJson({ uid, ...(account.data() ?? {}) }),
    pedidos: orders.docs.map((order) => ({ id: order.id, restaurantId: restaurantOf(order.ref), ...pick(order.data(), CUSTOMER_ORDER_FIELDS), ...contactOf.get(order.id) })),
    avaliacoes: reviews.docs.map((review) => ({ restaurantId: restaurantOf(review.ref), pedidoId: review.id, ...pick(review.data(), ['userName', 'rating', 'comment', 'createdAt']) })),
    // The push subscription's keys are the browser's secret, not information about the person.
    aparelhos: devices.docs.map((device) => ({ id: device.id, ...pick(device.data(), ['rotulo', 'papel', 'restaurantId', 'cidade', 'silenciados', 'criadoEm', 'vistoEm']) })),
    consentimentos: consents.docs.map((consent) => toPlainJson({ ...consent.data(), tipo: consent.id })),
    cadastros: applications.filter((application) => application.exists).map((application) => toPlainJson({ id: application.id, ...application.data() })),
    equipe: membership?.exists ? { restaurantId, ...pick(membership.data(), ['nome', 'email', 'papel', 'desde']) } : null,
    // Help cases (issue #53): what the person reported and the whole exchange on it.
    casosDeAjuda: helpCases.docs.map((help) =>
      toPlainJson({ id: help.id, ...pick(help.data(), ['restaurantId', 'restaurantName', 'orderId', 'pedido', 'problema', 'itens', 'descricao', 'estado', 'abertoEm', 'decisao', 'eventos']) }),
    ),
    mensagensDePedidos: [...conversations.values()],
    // Sabor credits (issue #53): the balance and each move, centavos.
    creditos: { saldo: creditBalanceFromData(balance.data()), movimentos: moves.docs.map((move) => toPlainJson({ id: move.id, ...move.data() })) },
    avaliacoesDeEntregas: ratedByThem.docs.map((review) => pick(review.data(), ['orderId', 'restaurantId', 'nota', 'comentario', 'createdAt'])),
    entregas: deliveries.docs.map((order) => ({ id: order.id, restaurantId: restaurantOf(order.ref), ...pick(order.data(), RIDER_DELIVERY_FIELDS) })).reverse(),
    // What customers said of the rider's rides: theirs to know, not who said it.
    notaComoEntregador: riderRating && { ...riderRating, avaliacoes: ratingsOfTheirRides.docs.map((review) => pick(review.data(), ['orderId', 'nota', 'comentario', 'createdAt'])) },
    mensagens: {
      emails: (mails?.docs ?? []).map((mail) =>
        toPlainJson({ assunto: mail.get('message.subject') ?? '', texto: mail.get('message.text') ?? '', estado: mail.get('delivery.state') ?? '', enviadoEm: mail.get('delivery.endTime') ?? null, criadoEm: mail.createTime }),
      ),
      notificacoes: pushes.docs.map((push) =>
        toPlainJson({ titulo: push.get('payload.title') ?? '', texto: push.get('payload.body') ?? '', link: push.get('payload.url') ?? '', estado: push.get('delivery.state') ?? '', criadoEm: push.get('criadoEm') ?? push.createTime }),
      ),
    },
  };
}

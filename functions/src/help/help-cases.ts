import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { formatClock } from '@/domain/restaurants/opening-hours';
import {
  canAskForHelp,
  HELP_ANSWER_MINUTES,
  HELP_SETTINGS_DOC,
  HELP_CASE_MESSAGES,
  HELP_CASES,
  HELP_PROBLEM_LABELS,
  helpCaseId,
  ITEM_PROBLEMS,
  RIDER_PROBLEMS,
} from '@/domain/help/help-case';
import { helpCaseFromData, helpEventData, helpSettingsFromData, type HelpActor, type HelpCase } from '@/domain/help/help-case.record';
import { openHelpCaseSchema } from '@/domain/help/help-case.schema';
import { helpCaseOpenedPush, STATUS_DELIVERY } from '@/domain/notifications/push';
import { orderNumberLabel } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import { toCentavos } from '@/domain/shared/money';
import { actorOf, readOrRefuse, refuse, type Actor, type Caller } from '../lib/callable-support';
import { queuePush } from '../notify/outbox';
import type { OrderWatch } from '../orders/order-watch';
import type { ImageStore } from '../lib/image-store';
import { keepPhoto } from '../stores/photos';
import { cardPhotoId, photoUrl } from '@/domain/photos/photo-urls';

/**
 * 'Preciso de ajuda' (issue #53, domain/help/help-case.ts): the customer opens a case on an order;
 * the store answers it before its deadline, or the case goes to the operator, who decides what is
 * given back and who bears it (both in help-answers.ts). The deadline's task (escalateHelpCase)
 * sends an unanswered case to the operator.
 */

/** A person's text as a sentence of the timeline: ending in a full stop unless it already ends in one. */
export const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

export const caseRef = (db: Firestore, id: string) => db.collection(HELP_CASES).doc(id);

/** One timeline line, appended within a transaction's update. */
export const eventOf = (autor: HelpActor, texto: string, now: Date) => FieldValue.arrayUnion(helpEventData(autor, texto, Timestamp.fromDate(now)));

const readOpenRequest = (data: unknown) => readOrRefuse(openHelpCaseSchema, data);

/** The customer's 'Preciso de ajuda', with its photo if any. Resolves with the case's id. */
export async function openHelpCaseAs(
  db: Firestore,
  photos: ImageStore,
  caller: Caller | undefined,
  data: unknown,
  watch: Pick<OrderWatch, 'helpCase'>,
  now: () => Date = () => new Date(),
): Promise<{ ok: true; casoId: string }> {
  const actor = await actorOf(db, caller);
  const request = readOpenRequest(data);
  // The photo checked and kept first (it is refused with its own reason); dropped if the case is refused.
  const photoId = request.foto ? await keepPhoto(db, photos, request.foto, 'ajuda', request.restaurantId, actor.uid) : null;
  try {
    return await openCase(db, actor, request, photoId, watch, now);
  } catch (error) {
    if (photoId) await photos.delete([photoId, cardPhotoId(photoId)]).catch(() => undefined);
    throw error;
  }
}

async function openCase(
  db: Firestore,
  actor: Actor,
  request: ReturnType<typeof readOpenRequest>,
  photoId: string | null,
  watch: Pick<OrderWatch, 'helpCase'>,
  now: () => Date,
): Promise<{ ok: true; casoId: string }> {
  const orderRef = db.collection('restaurantes').doc(request.restaurantId).collection('pedidos').doc(request.orderId);
  const at = now();
  const id = helpCaseId(request.orderId, request.problema);
  const toOperator = RIDER_PROBLEMS.includes(request.problema);
  // The store's time to answer: the operator's setting ('Atendimento'), or the default.
  const { prazoLojaMin } = helpSettingsFromData((await db.doc(HELP_SETTINGS_DOC).get()).data());
  const deadline = new Date(at.getTime() + prazoLojaMin * 60_000);
  await db.runTransaction(async (transaction) => {
    const [orderSnapshot, existing] = await transaction.getAll(orderRef, caseRef(db, id));
    if (!orderSnapshot?.exists || orderSnapshot.get('userId') !== actor.uid) throw refuse('not-found', 'not-found', HELP_CASE_MESSAGES.notYours);
    const order = orderFromData(request.orderId, request.restaurantId, orderSnapshot.data() ?? {});
    if (order.status === 'aguardando_pagamento') throw refuse('failed-precondition', 'not-yet', HELP_CASE_MESSAGES.notYet);
    if (!canAskForHelp(order, at)) throw refuse('failed-precondition', 'closed', HELP_CASE_MESSAGES.closed);
    if (existing?.exists) throw refuse('already-exists', 'already-open', HELP_CASE_MESSAGES.alreadyOpen);
    const itens: HelpCase['itens'] = [];
    if (ITEM_PROBLEMS.includes(request.problema)) {
      for (const pick of request.itens) {
        const item = order.itens[pick.indice];
        if (!item || pick.quantidade > item.quantidade || itens.some((chosen) => chosen.indice === pick.indice)) {
          throw refuse('invalid-argument', 'invalid', HELP_CASE_MESSAGES.tooMany, { itens: HELP_CASE_MESSAGES.tooMany });
        }
        itens.push({ indice: pick.indice, nome: item.nome, quantidade: pick.quantidade });
      }
      if (itens.length === 0) throw refuse('invalid-argument', 'invalid', HELP_CASE_MESSAGES.chooseItems, { itens: HELP_CASE_MESSAGES.chooseItems });
    }
    const pedido = orderNumberLabel(order);
    const problema = HELP_PROBLEM_LABELS[request.problema];
    const events = [helpEventData('cliente', `${problema}${itens.length ? ` (${itens.map((item) => `${item.quantidade}x ${item.nome}`).join(', ')})` : ''}: ${request.descricao}`, Timestamp.fromDate(at))];
    if (toOperator) events.push(helpEventData('sistema', 'Enviado à equipe da Sabor, que cuida dos problemas com entregadores.', Timestamp.fromDate(at)));
    transaction.create(caseRef(db, id), {
      restaurantId: request.restaurantId,
      restaurantName: order.restaurantName,
      orderId: request.orderId,
      pedido,
      cidade: order.cidade ?? '',
      userId: actor.uid,
      clienteNome: order.clientName || actor.nome,
      entregadorId: order.deliverymanId ?? '',
      entregadorNome: order.entregadorNome,
      pagoNoApp: order.pagamentoOnline?.pagoEm != null,
      totalPedido: order.reparticao?.total ?? toCentavos(order.totalValue),
      problema: request.problema,
      itens,
      descricao: request.descricao,
      foto: photoId ? photoUrl(photoId) : null,
      estado: toOperator ? 'com_operador' : 'aguardando_loja',
      prazoLojaEm: toOperator ? null : Timestamp.fromDate(deadline),
      abertoEm: Timestamp.fromDate(at),
      atualizadoEm: Timestamp.fromDate(at),
      contestacao: '',
      decisao: null,
      decidindo: null,
      primeiraRespostaEm: null,
      eventos: events,
    });
    if (!toOperator) {
      queuePush(db, transaction, `ajuda_nova:${id}`, { para: { restaurantId: request.restaurantId }, payload: helpCaseOpenedPush({ id, pedido, problema }, formatClock(deadline)), delivery: STATUS_DELIVERY });
    }
  });
  if (!toOperator) await watch.helpCase(id, deadline);
  return { ok: true, casoId: id };
}

/**
 * A case's deadline (the task queued when it opened): still waiting for the store, it goes to the
 * operator, once. 'not-due' before the deadline (the local Tasks emulator runs tasks at once).
 */
export async function escalateHelpCase(db: Firestore, id: string, now: Date): Promise<'done' | 'not-due'> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(caseRef(db, id));
    if (!snapshot.exists) return 'done';
    const help = helpCaseFromData(id, snapshot.data() ?? {});
    if (help.estado !== 'aguardando_loja') return 'done';
    if (help.prazoLojaEm && help.prazoLojaEm > now) return 'not-due';
    transaction.update(snapshot.ref, {
      estado: 'com_operador',
      prazoLojaEm: null,
      atualizadoEm: Timestamp.fromDate(now),
      eventos: eventOf('sistema', `A loja não respondeu em ${answerMinutes(help)} min: a equipe da Sabor vai decidir.`, now),
    });
    return 'done';
  });
}

/** The store's time to answer `help`, as it was when the case opened. */
function answerMinutes(help: Pick<HelpCase, 'abertoEm' | 'prazoLojaEm'>): number {
  if (!help.abertoEm || !help.prazoLojaEm) return HELP_ANSWER_MINUTES;
  return Math.round((help.prazoLojaEm.getTime() - help.abertoEm.getTime()) / 60_000);
}

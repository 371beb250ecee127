import { FieldValue, Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { formatClock } from '@/domain/restaurants/opening-hours';
import {
  canAskForHelp,
  HELP_ANSWER_MINUTES,
  HELP_SETTINGS_DOC,
  HELP_CASE_MESSAGES,
  HELP_CASES,
  HELP_LIABLE_LABELS,
  HELP_PROBLEM_LABELS,
  HELP_REFUND_REASON,
  helpCaseId,
  ITEM_PROBLEMS,
  RIDER_PROBLEMS,
  type HelpLiable,
} from '@/domain/help/help-case';
import { helpCaseFromData, helpEventData, helpSettingsFromData, type HelpActor, type HelpCase, type HelpDecision } from '@/domain/help/help-case.record';
import { answerHelpCaseSchema, decideHelpCaseSchema, openHelpCaseSchema } from '@/domain/help/help-case.schema';
import { helpCaseAnsweredPush, helpCaseOpenedPush, STATUS_DELIVERY } from '@/domain/notifications/push';
import { orderNumberLabel } from '@/domain/orders/order';
import { orderFromData } from '@/domain/orders/order.record';
import { formatCentavos, toCentavos, type Centavos } from '@/domain/shared/money';
import { actorOf, adminOf, memberRoleIn, readOrRefuse, refuse, writeAudit, type Actor, type Caller } from '../lib/callable-support';
import { queuePush } from '../notify/outbox';
import type { OrderWatch } from '../orders/order-watch';
import { giveBack } from '../payments/partial-refunds';
import { creditBack } from '../money/customer-credits';
import type { ImageStore } from '../lib/image-store';
import { keepPhoto } from '../stores/photos';
import { cardPhotoId, photoUrl } from '@/domain/photos/photo-urls';
import type { PaymentProvider } from '../payments/provider';

/**
 * 'Preciso de ajuda' (issue #53, domain/help/help-case.ts): the customer opens a case on an order;
 * the store answers it ('Reembolsar', 'Enviar de novo', 'Contestar') before its deadline, or the
 * case goes to the operator, who decides what is given back and who bears it. A decision is made
 * once: whoever decides first takes the case's `decidindo` mark in a transaction, does the money
 * (a refund through the provider, payments/partial-refunds.ts, under the case's own refund id),
 * then records the decision; a second answer meanwhile is told the case was answered.
 */

/** How long a decision's mark holds a case while its refund is made; a crashed decision frees it after. */
const DECIDING_HOLD_MS = 2 * 60_000;

/** A person's text as a sentence of the timeline: ending in a full stop unless it already ends in one. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

const caseRef = (db: Firestore, id: string) => db.collection(HELP_CASES).doc(id);

/** One timeline line, appended within a transaction's update. */
const eventOf = (autor: HelpActor, texto: string, now: Date) => FieldValue.arrayUnion(helpEventData(autor, texto, Timestamp.fromDate(now)));

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
 * Takes the case for a decision by `by` ('loja' may only take it while it waits for the store):
 * resolves with it as read, or refuses when someone else answered or is answering.
 */
async function takeCase(db: Firestore, id: string, by: 'loja' | 'operador', now: Date): Promise<HelpCase> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(caseRef(db, id));
    if (!snapshot.exists) throw refuse('not-found', 'not-found', 'Pedido de ajuda não encontrado.');
    const help = helpCaseFromData(id, snapshot.data() ?? {});
    const deciding = snapshot.get('decidindo') as { em?: Timestamp } | null | undefined;
    const held = deciding?.em && now.getTime() - deciding.em.toMillis() < DECIDING_HOLD_MS;
    if (help.estado === 'resolvido' || held) throw refuse('failed-precondition', 'answered', HELP_CASE_MESSAGES.answered);
    if (by === 'loja' && help.estado !== 'aguardando_loja') throw refuse('failed-precondition', 'with-operator', HELP_CASE_MESSAGES.notTheStores);
    transaction.update(snapshot.ref, { decidindo: { por: by, em: Timestamp.fromDate(now) } });
    return help;
  });
}

/** Frees a case whose decision failed (its refund refused), so it can be answered again. */
async function releaseCase(db: Firestore, id: string): Promise<void> {
  await caseRef(db, id).update({ decidindo: null });
}

/** Records a decision on a taken case, with its timeline line, and tells the customer. */
function recordDecision(db: Firestore, transaction: Transaction, ref: DocumentReference, help: HelpCase, decision: Omit<HelpDecision, 'em'>, text: string, now: Date): void {
  transaction.update(ref, {
    estado: 'resolvido',
    decidindo: null,
    prazoLojaEm: null,
    primeiraRespostaEm: help.primeiraRespostaEm ? Timestamp.fromDate(help.primeiraRespostaEm) : Timestamp.fromDate(now),
    decisao: { ...decision, em: Timestamp.fromDate(now) },
    atualizadoEm: Timestamp.fromDate(now),
    eventos: eventOf(decision.por, text, now),
  });
  queuePush(db, transaction, `ajuda_respondida:${help.id}`, { para: { uid: help.userId }, payload: helpCaseAnsweredPush(help, text), delivery: STATUS_DELIVERY });
}

/** The refund of a decision: the items the case names (or those chosen, or all of it, or an amount), borne by `responsavel`. */
async function refundFor(
  db: Firestore,
  provider: PaymentProvider | null,
  actor: Pick<Actor, 'uid' | 'email'>,
  help: HelpCase,
  choice: { itens: readonly { indice: number; quantidade: number }[]; inteiro: boolean; valor: Centavos | null },
  responsavel: HelpLiable,
  por: 'loja' | 'operador',
  watch: Pick<OrderWatch, 'newOrder'>,
  now: () => Date,
): Promise<Centavos> {
  const itens = choice.itens.length > 0 ? choice.itens : help.itens.map(({ indice, quantidade }) => ({ indice, quantidade }));
  const request = {
    id: `ajuda-${help.id}`,
    restaurantId: help.restaurantId,
    orderId: help.orderId,
    itens,
    inteiro: choice.valor === null && (choice.inteiro || itens.length === 0),
    valor: choice.valor,
    motivo: HELP_REFUND_REASON[help.problema],
    // The rider's part is Sabor's to settle with the rider: the store is repaid either way.
    responsavel: responsavel === 'loja' ? ('loja' as const) : ('sabor' as const),
    por,
  };
  // Paid at the door, there is no payment to send back: the customer gets Sabor credits (issue #53).
  return help.pagoNoApp ? giveBack(db, provider, actor, request, watch, now) : creditBack(db, actor, request, now);
}

/** How the money went back, as the case's timeline says it. */
function refundMeans(help: Pick<HelpCase, 'pagoNoApp'>): string {
  return help.pagoNoApp ? 'pelo mesmo meio de pagamento' : 'em créditos Sabor, para usar no próximo pedido';
}

/** The store's answer: 'Reembolsar' (dono or gerente), 'Enviar de novo' or 'Contestar' (anyone on the team). */
export async function answerHelpCaseAs(
  db: Firestore,
  provider: PaymentProvider | null,
  caller: Caller | undefined,
  data: unknown,
  watch: Pick<OrderWatch, 'newOrder'>,
  now: () => Date = () => new Date(),
): Promise<{ ok: true }> {
  const actor = await actorOf(db, caller);
  const request = readOrRefuse(answerHelpCaseSchema, data);
  const stored = await caseRef(db, request.casoId).get();
  const restaurantId = String(stored.get('restaurantId') ?? '');
  const member = restaurantId ? await db.collection('restaurantes').doc(restaurantId).collection('membros').doc(actor.uid).get() : undefined;
  const roles = request.acao === 'reembolsar' ? (['dono', 'gerente'] as const) : (['dono', 'gerente', 'atendente'] as const);
  if (!stored.exists || !memberRoleIn(member, roles)) {
    throw refuse('permission-denied', 'not-allowed', request.acao === 'reembolsar' ? 'Só o dono ou o gerente da loja pode reembolsar.' : 'Só a equipe da loja pode responder.');
  }
  const help = await takeCase(db, request.casoId, 'loja', now());
  const ref = caseRef(db, help.id);
  try {
    if (request.acao === 'contestar') {
      await db.runTransaction(async (transaction) => {
        transaction.update(ref, {
          estado: 'com_operador',
          decidindo: null,
          prazoLojaEm: null,
          contestacao: request.motivo,
          primeiraRespostaEm: Timestamp.fromDate(now()),
          atualizadoEm: Timestamp.fromDate(now()),
          eventos: eventOf('loja', `A loja contestou: ${sentence(request.motivo)} A equipe da Sabor vai decidir.`, now()),
        });
        queuePush(db, transaction, `ajuda_contestada:${help.id}`, {
          para: { uid: help.userId },
          payload: helpCaseAnsweredPush(help, 'A loja contestou o seu pedido de ajuda. A equipe da Sabor vai decidir.'),
          delivery: STATUS_DELIVERY,
        });
      });
      return { ok: true };
    }
    const valor = request.acao === 'reembolsar' ? await refundFor(db, provider, actor, help, { itens: request.itens, inteiro: request.inteiro, valor: null }, 'loja', 'loja', watch, now) : 0;
    await db.runTransaction(async (transaction) => {
      if (request.acao === 'reembolsar') {
        recordDecision(db, transaction, ref, help, { acao: 'reembolso', valor, responsavel: 'loja', por: 'loja', nota: '' }, `A loja devolveu ${formatCentavos(valor)} ${refundMeans(help)}.`, now());
      } else {
        recordDecision(db, transaction, ref, help, { acao: 'reenvio', valor: 0, responsavel: 'loja', por: 'loja', nota: '' }, 'A loja vai enviar de novo o que faltou, sem custo.', now());
      }
    });
    return { ok: true };
  } catch (error) {
    await releaseCase(db, help.id);
    throw error;
  }
}

/** The operator's decision on a case ('Atendimento'): give back or not, who bears it, and why; audited. */
export async function decideHelpCaseAs(
  db: Firestore,
  provider: PaymentProvider | null,
  caller: Caller | undefined,
  data: unknown,
  watch: Pick<OrderWatch, 'newOrder'>,
  now: () => Date = () => new Date(),
): Promise<{ ok: true }> {
  const admin = await adminOf(db, caller);
  const request = readOrRefuse(decideHelpCaseSchema, data);
  const help = await takeCase(db, request.casoId, 'operador', now());
  const ref = caseRef(db, help.id);
  try {
    const valor = request.acao === 'reembolso' ? await refundFor(db, provider, admin, help, { itens: request.itens, inteiro: request.inteiro, valor: request.valor }, request.responsavel, 'operador', watch, now) : 0;
    const liable = HELP_LIABLE_LABELS[request.responsavel].toLowerCase();
    const text =
      request.acao === 'reembolso'
        ? `A equipe da Sabor devolveu ${formatCentavos(valor)} ${refundMeans(help)}. ${sentence(request.nota)}`
        : `A equipe da Sabor analisou o caso e não há valor a devolver. ${sentence(request.nota)}`;
    await db.runTransaction(async (transaction) => {
      recordDecision(db, transaction, ref, help, { acao: request.acao, valor, responsavel: request.responsavel, por: 'operador', nota: request.nota }, text, now());
      writeAudit(db, transaction, admin, {
        acao: 'caso_decidido',
        alvoTipo: 'restaurante',
        alvoId: help.restaurantId,
        depois: { caso: help.id, acao: request.acao, valor: formatCentavos(valor), responsavel: liable },
        motivo: request.nota,
      });
    });
    return { ok: true };
  } catch (error) {
    await releaseCase(db, help.id);
    throw error;
  }
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

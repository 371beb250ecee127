import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { HELP_CASE_MESSAGES, HELP_LIABLE_LABELS, HELP_REFUND_REASON, type HelpLiable } from '@/domain/help/help-case';
import { helpCaseFromData, type HelpCase, type HelpDecision } from '@/domain/help/help-case.record';
import { answerHelpCaseSchema, decideHelpCaseSchema } from '@/domain/help/help-case.schema';
import { helpCaseAnsweredPush, STATUS_DELIVERY } from '@/domain/notifications/push';
import { formatCentavos, type Centavos } from '@/domain/shared/money';
import { actorOf, adminOf, memberRoleIn, readOrRefuse, refuse, writeAudit, type Actor, type Caller } from '../lib/callable-support';
import { queuePush } from '../notify/outbox';
import type { PaidOrderWatch } from '../orders/order-watch';
import { giveBack } from '../payments/partial-refunds';
import { creditBack } from '../money/customer-credits';
import type { PaymentProvider } from '../payments/provider';
import { caseRef, eventOf, sentence } from './help-cases';

/**
 * The answers to a help case (issue #53, help-cases.ts opens them): the store's ('Reembolsar',
 * 'Enviar de novo', 'Contestar') and the operator's decision in 'Atendimento'. A decision is made
 * once: whoever decides first takes the case's `decidindo` mark in a transaction, does the money
 * (a refund through the provider, payments/partial-refunds.ts, or Sabor credits,
 * money/customer-credits.ts, under the case's own refund id), then records the decision; a second
 * answer meanwhile is told the case was answered.
 */

/** How long a decision's mark holds a case while its refund is made; a crashed decision frees it after. */
const DECIDING_HOLD_MS = 2 * 60_000;

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
  watch: PaidOrderWatch,
  now: () => Date,
): Promise<Centavos> {
  // The rider answers through the settlement with the store: an order no rider carried has none to charge.
  if (responsavel === 'entregador' && !help.entregadorId) throw refuse('failed-precondition', 'no-rider', HELP_CASE_MESSAGES.noRider);
  const itens = choice.itens.length > 0 ? choice.itens : help.itens.map(({ indice, quantidade }) => ({ indice, quantidade }));
  const request = {
    id: `ajuda-${help.id}`,
    restaurantId: help.restaurantId,
    orderId: help.orderId,
    itens,
    inteiro: choice.valor === null && (choice.inteiro || itens.length === 0),
    valor: choice.valor,
    motivo: HELP_REFUND_REASON[help.problema],
    // The rider's part: the store pays it back and takes it from the rider on their day's settlement
    // (domain/delivery/rider-settlements.ts 'descontos'), so Sabor and the store end even.
    responsavel,
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
  watch: PaidOrderWatch,
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
  watch: PaidOrderWatch,
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

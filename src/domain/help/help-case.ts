import type { Order } from '../orders/order';
import type { PartialRefundReason } from '../payments/partial-refund';

/**
 * 'Preciso de ajuda' (issue #53): when an order goes wrong, the customer opens a case on it, one
 * per order and problem (casos/{orderId}_{problema}, written only by the Functions:
 * functions/src/help/help-cases.ts). The store answers within HELP_ANSWER_MINUTES ('Reembolsar',
 * 'Enviar de novo' or 'Contestar'); unanswered, contested, or about the rider, the case goes to the
 * operator's 'Atendimento', who decides what is given back and who bears it. Each step lands on
 * the case's timeline, which the customer follows on the order's page.
 *
 * States: 'aguardando_loja' (the store has until `prazoLojaEm`), 'com_operador' (Sabor decides),
 * 'resolvido' (a decision was made; `decisao` says which).
 */

export const HELP_CASES = 'casos';

export const HELP_PROBLEMS = ['nao_chegou', 'item_faltando', 'item_errado', 'frio_derramado', 'cobranca_errada', 'entregador', 'outro'] as const;
export type HelpProblem = (typeof HELP_PROBLEMS)[number];

export const HELP_PROBLEM_LABELS: Record<HelpProblem, string> = {
  nao_chegou: 'Pedido não chegou',
  item_faltando: 'Item faltando',
  item_errado: 'Item errado',
  frio_derramado: 'Pedido frio ou derramado',
  cobranca_errada: 'Cobrança errada',
  entregador: 'Problema com o entregador',
  outro: 'Outro',
};

/** Problems about some of the items: the customer says which, and how many. */
export const ITEM_PROBLEMS: readonly HelpProblem[] = ['item_faltando', 'item_errado', 'frio_derramado'];

/** Problems the rider is responsible for: straight to the operator, the store has nothing to answer. */
export const RIDER_PROBLEMS: readonly HelpProblem[] = ['entregador'];

/** What the refund says, as its reason, for each problem ('Outro' and the rest: 'Item com problema'). */
export const HELP_REFUND_REASON: Record<HelpProblem, PartialRefundReason> = {
  nao_chegou: 'Item faltando',
  item_faltando: 'Item faltando',
  item_errado: 'Item errado',
  frio_derramado: 'Item com problema',
  cobranca_errada: 'Item com problema',
  entregador: 'Item com problema',
  outro: 'Item com problema',
};

/** How long the store has to answer a case, unless the operator set otherwise ('Atendimento'). */
export const HELP_ANSWER_MINUTES = 30;
/** The operator's settings of the desk (help-case.record.ts helpSettingsFromData); only operators write it (firestore.rules). */
export const HELP_SETTINGS_DOC = 'config/atendimento';
/** The store's time to answer the operator may set, in minutes. */
export const HELP_ANSWER_MINUTES_RANGE = { min: 10, max: 180 } as const;
export const HELP_SETTINGS_MESSAGES = {
  range: `O prazo vai de ${HELP_ANSWER_MINUTES_RANGE.min} a ${HELP_ANSWER_MINUTES_RANGE.max} minutos.`,
  saveFailed: 'Não foi possível salvar o prazo. Verifique sua conexão e tente de novo.',
};
/** How long after delivery an order can still get help. */
export const HELP_WINDOW_DAYS = 7;

export const HELP_CASE_MESSAGES = {
  description: 'Conte o que aconteceu (de 10 a 1.000 caracteres).',
  chooseProblem: 'Escolha o problema.',
  chooseItems: 'Escolha os itens com problema.',
  tooMany: 'A quantidade passa do que foi pedido deste item.',
  notYours: 'Pedido não encontrado.',
  closed: 'Este pedido não pode mais receber pedidos de ajuda por aqui: já passaram 7 dias da entrega.',
  notYet: 'Este pedido ainda não foi enviado ao restaurante.',
  alreadyOpen: 'Você já pediu ajuda sobre este problema neste pedido. Acompanhe a resposta abaixo.',
  answered: 'Este pedido de ajuda já foi respondido.',
  notTheStores: 'Este pedido de ajuda está com a equipe da Sabor.',
  contestReason: 'Conte por que a loja contesta (de 10 a 500 caracteres).',
  decisionNote: 'Registre a decisão (de 5 a 500 caracteres).',
  amount: 'Informe o valor a devolver, até o total do pedido.',
  chooseDecision: 'Escolha a decisão e o responsável.',
  noRider: 'Este pedido não foi levado por um entregador: escolha a loja ou a Sabor como responsável.',
};

/** The most an operator's decided amount can be (the order's own total caps it first): R$ 10.000,00. */
export const MAX_AGREED_REFUND = 1_000_000;

export type HelpCaseState = 'aguardando_loja' | 'com_operador' | 'resolvido';

export const HELP_CASE_STATE_LABELS: Record<HelpCaseState, string> = {
  aguardando_loja: 'Aguardando a loja',
  com_operador: 'Com a equipe da Sabor',
  resolvido: 'Resolvido',
};

/** Who bears a decision: the store, the rider, or Sabor. */
export type HelpLiable = 'loja' | 'entregador' | 'sabor';
export const HELP_LIABLE_LABELS: Record<HelpLiable, string> = { loja: 'A loja', entregador: 'O entregador', sabor: 'A Sabor' };

/** Statuses after which an order can get help: it reached the kitchen (not waiting for its payment). */
const NOT_YET = ['aguardando_pagamento'];
const DELIVERED = ['entregue', 'delivered', 'retirado', 'concluido', 'finalizado'];

/** Whether 'Preciso de ajuda' is offered on an order: from placement until HELP_WINDOW_DAYS after its last change once delivered. */
export function canAskForHelp(order: Pick<Order, 'status' | 'ultimaAtualizacao' | 'createdAt'>, now: Date): boolean {
  if (NOT_YET.includes(order.status)) return false;
  if (!DELIVERED.includes(order.status)) return true;
  const since = order.ultimaAtualizacao ?? order.createdAt;
  return !since || now.getTime() - since.getTime() <= HELP_WINDOW_DAYS * 24 * 60 * 60_000;
}

/** A case's id: one per order and problem. */
export function helpCaseId(orderId: string, problema: HelpProblem): string {
  return `${orderId}_${problema}`;
}

/** Who wrote a timeline line, as each reader sees it: the customer reads 'Você'. */
export function helpActorLabel(autor: 'cliente' | 'loja' | 'operador' | 'sistema', viewer: 'cliente' | 'loja' | 'operador', restaurantName: string): string {
  if (autor === 'cliente') return viewer === 'cliente' ? 'Você' : 'Cliente';
  if (autor === 'loja') return viewer === 'loja' ? 'Sua loja' : restaurantName || 'Restaurante';
  if (autor === 'operador') return 'Equipe Sabor';
  return 'Sabor';
}

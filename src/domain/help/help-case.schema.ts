import * as v from 'valibot';
import { documentId, text } from '../shared/request.schema';
import { HELP_CASE_MESSAGES, HELP_PROBLEMS, MAX_AGREED_REFUND } from './help-case';
import { base64Of } from '../photos/photo.schema';
import { CARD_PHOTO_MAX_BYTES, PHOTO_MAX_BYTES } from '../photos/photos';

/** The requests of 'Preciso de ajuda' (functions/src/help/help-cases.ts) and its answers (help-answers.ts). */

const items = v.pipe(
  v.array(v.object({ indice: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)), quantidade: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) })),
  v.maxLength(100),
);

/** The customer's 'Preciso de ajuda': the order, the problem, the items it is about (for an item problem) and what happened. */
export const openHelpCaseSchema = v.object({
  restaurantId: documentId,
  orderId: documentId,
  problema: v.picklist(HELP_PROBLEMS, HELP_CASE_MESSAGES.chooseProblem),
  itens: v.optional(items, []),
  descricao: text(10, 1000, HELP_CASE_MESSAGES.description, HELP_CASE_MESSAGES.description),
  /** A photo of what went wrong, cropped and compressed in the browser as the panel's are, with its small version. */
  foto: v.optional(v.nullable(v.object({ foto: base64Of(PHOTO_MAX_BYTES), miniatura: base64Of(CARD_PHOTO_MAX_BYTES) })), null),
});
export type OpenHelpCaseRequest = v.InferInput<typeof openHelpCaseSchema>;

const caseId = v.pipe(v.string(), v.regex(/^[^/]{1,160}$/));

/**
 * The store's answer: 'reembolsar' (the items chosen, or all of it with `inteiro`), 'reenviar', or
 * 'contestar' with its reason (the case then goes to the operator).
 */
export const answerHelpCaseSchema = v.variant('acao', [
  v.object({ casoId: caseId, acao: v.literal('reembolsar'), itens: v.optional(items, []), inteiro: v.optional(v.boolean(), false) }),
  v.object({ casoId: caseId, acao: v.literal('reenviar') }),
  v.object({ casoId: caseId, acao: v.literal('contestar'), motivo: text(10, 500, HELP_CASE_MESSAGES.contestReason, HELP_CASE_MESSAGES.contestReason) }),
]);
export type AnswerHelpCaseRequest = v.InferInput<typeof answerHelpCaseSchema>;

/**
 * The operator's decision: give back (items, all, or an amount `valor` in centavos, which the
 * order must still have to give) or not, who bears it, and a note for the record.
 */
export const decideHelpCaseSchema = v.object({
  casoId: caseId,
  acao: v.picklist(['reembolso', 'sem_reembolso']),
  itens: v.optional(items, []),
  inteiro: v.optional(v.boolean(), false),
  valor: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1, HELP_CASE_MESSAGES.amount), v.maxValue(MAX_AGREED_REFUND, HELP_CASE_MESSAGES.amount))), null),
  responsavel: v.picklist(['loja', 'entregador', 'sabor']),
  nota: text(5, 500, HELP_CASE_MESSAGES.decisionNote, HELP_CASE_MESSAGES.decisionNote),
});
export type DecideHelpCaseRequest = v.InferInput<typeof decideHelpCaseSchema>;


import * as v from 'valibot';
import { documentId, optionalText } from '../shared/request.schema';

/** The requests of the statements' callables (functions/src/statements.ts). */

const week = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Semana inválida.'));

/** 'Já paguei' (the restaurant's dono or gerente) names one statement. */
export const statementRefSchema = v.object({ restaurantId: documentId, semana: week });
export type StatementRef = v.InferInput<typeof statementRefSchema>;

export const PAID_ON_MESSAGE = 'Informe a data do pagamento (não pode ser no futuro).';

/** The operator's 'Confirmar pagamento': the day the money arrived, and a note. */
export const confirmStatementPaymentSchema = v.object({
  restaurantId: documentId,
  semana: week,
  pagoEm: v.pipe(v.string(PAID_ON_MESSAGE), v.regex(/^\d{4}-\d{2}-\d{2}$/, PAID_ON_MESSAGE)),
  nota: optionalText(200),
});
export type ConfirmStatementPaymentRequest = v.InferInput<typeof confirmStatementPaymentSchema>;

export const STATEMENT_NOT_FOUND_MESSAGE = 'Extrato não encontrado.';
export const STATEMENT_NOT_DUE_MESSAGE = 'Este extrato ainda está aberto: ele fecha no fim da semana.';
export const STATEMENT_ALREADY_PAID_MESSAGE = 'Este extrato já está pago.';

import * as v from 'valibot';
import { pixKeySchema } from './pix-key.schema';
import { documentId, optionalText, text } from '../shared/request.schema';

/** The requests of the statements' callables (functions/src/money/statements.ts). */

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

export const DAYS_MESSAGE = {
  diasVencimento: 'Informe de 1 a 30 dias.',
  diasBloqueio: 'Informe de 1 a 60 dias.',
} as const;

const days = (max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message));
/** The BR Code shows the payee's name and city; the Pix charge folds them to what fits (pix-charge.ts). */
const shown = (message: string) => text(1, 60, message, message);

/** The operator's billing settings (config/financeiro, domain/money/statements.ts FinanceSettings). */
export const financeSettingsSchema = v.object({
  chavePix: pixKeySchema,
  titular: shown('Informe o nome que aparece para quem paga (até 60 caracteres).'),
  cidade: shown('Informe a cidade que aparece para quem paga (até 60 caracteres).'),
  diasVencimento: days(30, DAYS_MESSAGE.diasVencimento),
  diasBloqueio: days(60, DAYS_MESSAGE.diasBloqueio),
});
export type FinanceSettingsRequest = v.InferInput<typeof financeSettingsSchema>;

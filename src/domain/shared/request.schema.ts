import * as v from 'valibot';
import { isReservedName, RESERVED_NAME_MESSAGE } from './validation';
import { moneyRangeMessage, toReais, type Centavos } from './money';
import { namedFieldMessage, schemaIssueMessage } from './issue-messages.schema';

/**
 * Reading untrusted requests: one schema library (valibot) for the app's forms and the Cloud
 * Functions that receive them, so that a form and its callable refuse the same input with the
 * same Portuguese message. Shared building blocks live here; each request's schema lives with its
 * domain (onboarding/application.ts, accounts/team.ts, checkout/order-request.ts).
 */

/** A dotted field path ('pix.chave') -> its first message; what a form shows under each field. */
export type SchemaFieldErrors = Record<string, string>;

export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): SchemaFieldErrors {
  const errors: SchemaFieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in errors)) errors[path] = namedFieldMessage(issue.message, path);
  }
  return errors;
}

/** Parses `input`, in Portuguese where the schema left a refusal unworded (issue-messages.schema.ts). */
export function parseRequest<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown) {
  return v.safeParse(schema, input, { message: schemaIssueMessage });
}

/** Parses `input`; the output, or the field errors. */
export function readRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): { ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: SchemaFieldErrors } {
  const result = parseRequest(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrorsOf(result.issues) };
}

/** Trimmed text of `min` to `max` characters. */
export function text(min: number, max: number, emptyMessage: string, longMessage = `Use no máximo ${max} caracteres.`) {
  return v.pipe(v.string(emptyMessage), v.trim(), v.minLength(min, emptyMessage), v.maxLength(max, longMessage));
}

/** Optional trimmed text of at most `max` characters; '' when absent. */
export function optionalText(max: number) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Use no máximo ${max} caracteres.`)), '');
}

/** A person's name, which may not pose as the marketplace. */
export function personName(emptyMessage: string) {
  return v.pipe(text(1, 80, emptyMessage), v.check((name) => !isReservedName(name), RESERVED_NAME_MESSAGE));
}

/** A text that must read as something (a CPF, a CEP): checked by `read`, stored as what it returns. */
export function readAs(read: (value: string) => string | null, message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((value) => read(value) !== null, message),
    v.transform((value) => read(value) as string),
  );
}

/** A Firestore document id: no slash (it would name another path), not '.' or '..'. */
export const documentId = v.pipe(v.string(), v.regex(/^(?!\.\.?$)[^/]{1,100}$/));

/**
 * An amount in reais from 0 to `maxCentavos`, with at most two decimals (as stored: SPEC.md keeps
 * money in reais); `rangeMessage` says the range to a person.
 */
export function reais(maxCentavos: Centavos, rangeMessage = moneyRangeMessage({ min: 0, max: maxCentavos })) {
  return v.pipe(
    v.number(rangeMessage),
    v.finite(rangeMessage),
    v.minValue(0, rangeMessage),
    v.maxValue(toReais(maxCentavos), rangeMessage),
    v.check((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use no máximo duas casas decimais.'),
  );
}

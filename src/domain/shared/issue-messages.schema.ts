import type * as v from 'valibot';

/**
 * The Portuguese text of a schema refusal that its schema did not word itself (issue #51): a type,
 * a NaN, an Infinity, an oversized text or an unknown option sent by a script rather than by the
 * app's forms, whose fields carry their own messages. valibot's own defaults are English ('Invalid
 * type: Expected number but received NaN'); every request is read with this instead
 * (request.schema.ts `readRequest`), so no refusal reaches a person in another language.
 *
 * The message is built when the issue is raised, before valibot knows the field's path: it starts
 * with FIELD_PLACEHOLDER, which `fieldErrorsOf` replaces with the field's name.
 */

export const FIELD_PLACEHOLDER = '{campo}';

/** 'O campo "areas.bairros.0.taxa"', or what the whole request is when the issue is at its root. */
export function fieldSubject(path: string): string {
  return path ? `O campo "${path}"` : 'O envio';
}

/** '20 caracteres', '1 item'. */
function size(requirement: unknown, input: unknown): string {
  const count = Number(requirement);
  if (typeof input === 'string') return `${count} ${count === 1 ? 'caractere' : 'caracteres'}`;
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** What is wrong, after the subject: 'deve ser um número.' */
function predicate(issue: v.BaseIssue<unknown>): string {
  const requirement = String(issue.requirement ?? '');
  switch (issue.type) {
    case 'string':
      return 'deve ser um texto.';
    case 'number':
      return 'deve ser um número.';
    case 'finite':
      return 'deve ser um número finito.';
    case 'integer':
    case 'safe_integer':
      return 'deve ser um número inteiro.';
    case 'boolean':
      return 'deve ser verdadeiro ou falso.';
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      // A missing key is raised by its object, expecting the key's name; an unknown one, expecting never.
      if (issue.expected === 'never') return 'não é aceito neste envio.';
      return issue.input === undefined && issue.expected?.startsWith('"') ? 'precisa ser informado.' : 'deve ser um objeto.';
    case 'array':
    case 'tuple':
      return 'deve ser uma lista.';
    case 'date':
      return 'deve ser uma data.';
    case 'min_length':
      return `deve ter pelo menos ${size(issue.requirement, issue.input)}.`;
    case 'max_length':
      return `deve ter no máximo ${size(issue.requirement, issue.input)}.`;
    case 'length':
      return `deve ter ${size(issue.requirement, issue.input)}.`;
    case 'non_empty':
      return 'não pode ficar vazio.';
    case 'min_value':
      return `deve ser no mínimo ${requirement}.`;
    case 'max_value':
      return `deve ser no máximo ${requirement}.`;
    case 'picklist':
    case 'literal':
    case 'enum':
    case 'variant':
    case 'union':
      return 'tem um valor que não é aceito.';
    default:
      return 'não está num formato válido.';
  }
}

/** valibot's `message` for the issues a schema left unworded. */
export function schemaIssueMessage(issue: v.BaseIssue<unknown>): string {
  return `${FIELD_PLACEHOLDER} ${predicate(issue)}`;
}

/** The message with its field named. */
export function namedFieldMessage(message: string, path: string): string {
  return message.startsWith(FIELD_PLACEHOLDER) ? fieldSubject(path) + message.slice(FIELD_PLACEHOLDER.length) : message;
}

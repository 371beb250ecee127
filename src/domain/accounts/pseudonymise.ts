import { ANONYMOUS_CUSTOMER } from './account-deletion';

/**
 * What a deleted person leaves in records that must outlive them (issue #51): the audit trail keeps
 * the act (who did what, when) under a pseudonym instead of the person, and a message queued to
 * someone else (a push to the kitchen naming the customer) keeps its sense without the name.
 * Nothing maps the pseudonym back to the person: it is drawn at random when the deletion runs.
 */

/** What identifies the person in stored text. */
export interface DeletedPerson {
  uid: string;
  email: string;
  nome: string;
  telefone: string;
}

/** The texts to look for, longest first (an e-mail holds the uid's neighbours, a name its first name). */
function needles(person: DeletedPerson, pseudonym: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    [person.email, 'e-mail excluído'],
    [person.uid, pseudonym],
    [person.nome, ANONYMOUS_CUSTOMER],
    [person.telefone, 'telefone excluído'],
  ];
  return pairs.filter(([needle]) => needle.trim().length >= 3).sort((a, b) => b[0].length - a[0].length);
}

/** `value` with every mention of `person` replaced, through maps and lists; other values as they are. */
export function pseudonymised(value: unknown, person: DeletedPerson, pseudonym: string): unknown {
  if (typeof value === 'string') return needles(person, pseudonym).reduce((text, [needle, replacement]) => text.split(needle).join(replacement), value);
  if (Array.isArray(value)) return value.map((item) => pseudonymised(item, person, pseudonym));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudonymised(item, person, pseudonym)]));
  }
  return value;
}

/** True when `value` mentions the person anywhere. */
export function mentions(value: unknown, person: DeletedPerson): boolean {
  const text = JSON.stringify(value) ?? '';
  return needles(person, '').some(([needle]) => text.includes(needle));
}

/** Shared input rules (SPEC.md section 5 and 9). */

export const PASSWORD_MIN_LENGTH = 6;

/** Something@something.tld, no spaces: what Firebase Auth would also accept. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * Brazilian phone: 2-digit area code with optional parentheses, 4 or 5 digits, optional hyphen,
 * 4 digits; spaces between the parts are allowed. '(11) 98765-4321', '11987654321'.
 */
export function isValidPhone(value: string): boolean {
  return /^\(?\d{2}\)?\s?\d{4,5}-?\d{4}$/.test(value.trim());
}

export const PHONE_FORMAT_MESSAGE = 'Formato de telefone inválido. Ex: (XX) XXXXX-XXXX';

/** Field name -> message; empty when the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * A Brazilian phone as people write it: '(11) 98765-4321', '(11) 3284-6512'. Anything that is
 * not 10 or 11 digits (with an optional +55), or starts with 0 (0800...), is shown as stored.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if ((digits.length !== 10 && digits.length !== 11) || digits.startsWith('0')) return value.trim();
  return `(${digits.slice(0, 2)}) ${digits.slice(2, -4)}-${digits.slice(-4)}`;
}

/** A phone number as a tel: link (digits only; Brazilian numbers get the +55 country code). */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  if ((digits.length === 10 || digits.length === 11) && !digits.startsWith('0')) return `tel:+55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/**
 * A WhatsApp chat with a Brazilian mobile number (11 digits, the number starting with 9, with an
 * optional +55), opening with `text`; null for landlines and anything else, which WhatsApp would
 * not reach.
 */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^55(?=\d{11}$)/, '');
  if (digits.length !== 11 || digits.startsWith('0') || digits[2] !== '9') return null;
  return `https://wa.me/55${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * Words a customer's name may not carry, so that nobody signs reviews as the marketplace itself
 * ('Equipe Sabor - oficial'). firestore.rules hold the same list (isReservedName), whole words,
 * case-insensitive; here accents are folded too.
 */
export const RESERVED_NAME_WORDS = ['sabor', 'oficial', 'suporte', 'admin'] as const;

export const RESERVED_NAME_MESSAGE = 'O nome não pode conter as palavras "Sabor", "oficial", "suporte" ou "admin".';

export function isReservedName(name: string): boolean {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return RESERVED_NAME_WORDS.some((word) => new RegExp(`(^|[^a-z0-9])${word}($|[^a-z0-9])`).test(folded));
}

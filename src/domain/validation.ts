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

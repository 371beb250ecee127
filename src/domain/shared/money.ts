/**
 * Money is stored in Firestore as reais (numbers with two decimals, per SPEC.md) but computed in
 * integer centavos, so sums and percentages never drift.
 */
export type Centavos = number;

/** Who pays for a discount or a top-up: the store, or Sabor (the platform). */
export type Funder = 'restaurante' | 'plataforma';

/** Reais (possibly with float noise, e.g. 0.1 + 0.2) to whole centavos. */
export function toCentavos(reais: number): Centavos {
  return Math.round(reais * 100);
}

export function toReais(centavos: Centavos): number {
  return centavos / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 12,90' (with the non-breaking space Intl uses). */
export function formatCentavos(centavos: Centavos): string {
  return brl.format(centavos / 100);
}

/** Formats a stored amount in reais; anything that is not a finite number shows as R$ 0,00. */
export function formatReais(reais: unknown): string {
  return formatCentavos(typeof reais === 'number' && Number.isFinite(reais) ? toCentavos(reais) : 0);
}

/** Why typed money could not be read. */
export type MoneyProblem = 'empty' | 'invalid' | 'too-many-decimals' | 'negative';

export type MoneyReading = { ok: true; centavos: Centavos } | { ok: false; problem: MoneyProblem };

/** Grouped thousands ('1.234', '12.345.678') or plain digits ('1234'). */
const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const DIGITS = /^\d+$/;

/**
 * The one way typed money is read (price fields of the panel, 'Troco para' at checkout): text
 * to whole centavos, or why it cannot be read. Nothing is ever guessed into a different amount.
 *
 * - An optional 'R$' and spaces around the number are ignored: ' 19,9 ', 'R$ 19,90'.
 * - A comma is the decimal separator ('19,90', '1234,56'); dots before it group thousands and
 *   must group by three ('1.234,56'; '1.23,4' is refused). One or two decimals; three or more
 *   ('19,999') are refused rather than rounded.
 * - Without a comma, a single dot followed by one or two digits is a decimal point ('19.90',
 *   '19.9', as a number keyboard or a copy from a spreadsheet gives it).
 * - A dot followed by exactly three digits groups thousands, as Brazilians write them: '1.234'
 *   is one thousand two hundred and thirty-four reais, '1.234.567' likewise. It is never read as
 *   R$ 1,23; the field shows 'Será salvo: R$ 1.234,00' and each field's range catches a slip.
 * - Negative amounts, letters, spaces inside the number, several commas ('1,2,3') and badly
 *   grouped dots ('1.23.4') are refused.
 */
export function parseMoney(text: string): MoneyReading {
  const cleaned = text
    .trim()
    .replace(/^R\$/i, '')
    .trim();
  if (!cleaned) return { ok: false, problem: 'empty' };
  if (/^[-−]/.test(cleaned)) return { ok: false, problem: 'negative' };
  if (!/^[\d.,]+$/.test(cleaned)) return { ok: false, problem: 'invalid' };

  let whole: string;
  let fraction: string;
  const commas = cleaned.split(',');
  if (commas.length > 2) return { ok: false, problem: 'invalid' };
  if (commas.length === 2) {
    [whole, fraction] = commas as [string, string];
    if (fraction.includes('.')) return { ok: false, problem: 'invalid' };
    if (whole.includes('.')) {
      if (!GROUPED.test(whole)) return { ok: false, problem: 'invalid' };
      whole = whole.replace(/\./g, '');
    }
  } else {
    const dots = cleaned.split('.');
    const last = dots[dots.length - 1] as string;
    if (dots.length === 2 && last.length <= 2) {
      [whole, fraction] = dots as [string, string];
    } else if (dots.length === 1 || GROUPED.test(cleaned)) {
      whole = cleaned.replace(/\./g, '');
      fraction = '';
    } else {
      return { ok: false, problem: dots.length === 2 && DIGITS.test(last) ? 'too-many-decimals' : 'invalid' };
    }
  }
  // A lone separator ('19,', ',5') still reads unambiguously; no digits at all does not.
  if (!whole && !fraction) return { ok: false, problem: 'invalid' };
  if ((whole && !DIGITS.test(whole)) || (fraction && !DIGITS.test(fraction))) return { ok: false, problem: 'invalid' };
  if (fraction.length > 2) return { ok: false, problem: 'too-many-decimals' };
  const centavos = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? { ok: true, centavos } : { ok: false, problem: 'invalid' };
}

/** The smallest and largest amount a money field takes, both included. */
export interface MoneyRange {
  min: Centavos;
  max: Centavos;
}

export const MONEY_PROBLEM_MESSAGES: Record<MoneyProblem, string> = {
  empty: 'Informe um valor.',
  invalid: 'Valor não reconhecido. Digite, por exemplo, 19,90.',
  'too-many-decimals': 'Use no máximo duas casas decimais, por exemplo 19,90.',
  negative: 'O valor não pode ser negativo.',
};

/** 'Informe um valor entre R$ 0,01 e R$ 10.000,00.' */
export function moneyRangeMessage(range: MoneyRange): string {
  return `Informe um valor entre ${formatCentavos(range.min)} e ${formatCentavos(range.max)}.`;
}

export type MoneyCheck =
  | { ok: true; centavos: Centavos }
  | { ok: false; problem: MoneyProblem; message: string }
  /** Read, but outside the range: `centavos` is what was read. */
  | { ok: false; problem: 'out-of-range'; message: string; centavos: Centavos };

/**
 * Reads typed money and checks it against a field's range. `blank` is what an empty field means
 * (0 for an optional fee, say); without it an empty field is refused.
 */
export function checkMoney(text: string, range: MoneyRange, blank?: Centavos): MoneyCheck {
  const reading = parseMoney(text);
  if (!reading.ok) {
    if (reading.problem === 'empty' && blank !== undefined) return { ok: true, centavos: blank };
    return { ok: false, problem: reading.problem, message: MONEY_PROBLEM_MESSAGES[reading.problem] };
  }
  if (reading.centavos < range.min || reading.centavos > range.max) {
    return { ok: false, problem: 'out-of-range', message: moneyRangeMessage(range), centavos: reading.centavos };
  }
  return reading;
}

/** Blank, zero or negative: what SPEC.md's 'must be above zero' messages speak of. */
export function isNotAboveZero(check: MoneyCheck): boolean {
  if (check.ok) return check.centavos <= 0;
  return check.problem === 'empty' || check.problem === 'negative' || (check.problem === 'out-of-range' && check.centavos <= 0);
}

/** A field's problem for the form's message, naming the field: 'Taxa de entrega (R$): informe um valor entre ...'. */
export function fieldMoneyMessage(label: string, message: string): string {
  return `${label}: ${message.charAt(0).toLocaleLowerCase('pt-BR')}${message.slice(1)}`;
}

/** Centavos as a person types them back into a field: '19,90', '1234,50' (no 'R$', no grouping). */
export function centavosToInput(centavos: Centavos): string {
  return (centavos / 100).toFixed(2).replace('.', ',');
}

import { readCpf } from '../shared/br-documents';

/**
 * The card form of 'Cartão (pague agora)' (issue #52): what the customer types, checked here
 * before the provider's own script tokenises it in the browser. The card's number, dates and code
 * never reach Sabor: only the single-use token the provider gives back, the card's brand and the
 * holder's CPF (Mercado Pago asks it of Brazilian cards) go to placeOrder.
 */

export interface CardForm {
  numero: string;
  nome: string;
  /** 'MM/AA' as typed. */
  validade: string;
  cvv: string;
  cpf: string;
}

export const EMPTY_CARD_FORM: CardForm = { numero: '', nome: '', validade: '', cvv: '', cpf: '' };

/** The brands Mercado Pago takes for credit cards in Brazil, by their payment_method_id. */
export type CardBrand = 'visa' | 'master' | 'amex' | 'elo' | 'hipercard';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = { visa: 'Visa', master: 'Mastercard', amex: 'American Express', elo: 'Elo', hipercard: 'Hipercard' };

const digits = (text: string) => text.replace(/\D/g, '');

/** Elo's bins (its published ranges, the six-digit prefixes that tell it from Visa and Mastercard). */
const ELO_PREFIXES = ['401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632', '504175', '506699', '5067', '509', '627780', '636297', '636368', '650', '6516', '6550'];

/** The card's brand from its first digits (the bin), or null when unknown. */
export function cardBrandOf(number: string): CardBrand | null {
  const card = digits(number);
  if (ELO_PREFIXES.some((prefix) => card.startsWith(prefix))) return 'elo';
  if (/^(606282|3841)/.test(card)) return 'hipercard';
  if (/^3[47]/.test(card)) return 'amex';
  if (/^4/.test(card)) return 'visa';
  const two = Number(card.slice(0, 2));
  const four = Number(card.slice(0, 4));
  // 50 too: Brazilian Mastercard bins (Mercado Pago's test Mastercard is 5031...), Elo's 50s taken above.
  if ((two >= 50 && two <= 55) || (four >= 2221 && four <= 2720)) return 'master';
  return null;
}

/** The Luhn check every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  const card = digits(number);
  let sum = 0;
  for (let index = 0; index < card.length; index += 1) {
    let digit = Number(card[card.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return card.length > 0 && sum % 10 === 0;
}

export const CARD_FORM_MESSAGES = {
  numero: 'Confira o número do cartão.',
  bandeira: 'Aceitamos Visa, Mastercard, Elo, American Express e Hipercard.',
  nome: 'Informe o nome como está impresso no cartão.',
  validade: 'Informe a validade como no cartão (MM/AA).',
  vencido: 'Este cartão está vencido.',
  cvv: 'Informe o código de segurança (3 ou 4 dígitos, no verso do cartão).',
  cpf: 'Informe um CPF válido do titular do cartão.',
} as const;

/** What placeOrder receives of a card: the provider's single-use token, its brand and the holder's CPF. */
export interface CardPaymentRequest {
  token: string;
  bandeira: CardBrand;
  cpf: string;
}

export const CARD_BRANDS = Object.keys(CARD_BRAND_LABELS) as CardBrand[];

export type CardFormErrors = Partial<Record<keyof CardForm, string>>;

/** The card ready for the provider's script, or what to fix, field by field. */
export type CardReading =
  | { ok: true; card: { numero: string; nome: string; mes: number; ano: number; cvv: string; cpf: string; bandeira: CardBrand } }
  | { ok: false; errors: CardFormErrors };

export function readCardForm(form: CardForm, now: Date): CardReading {
  const errors: CardFormErrors = {};
  const numero = digits(form.numero);
  const bandeira = cardBrandOf(numero);
  if (numero.length < 13 || numero.length > 19 || !passesLuhn(numero)) errors.numero = CARD_FORM_MESSAGES.numero;
  else if (!bandeira) errors.numero = CARD_FORM_MESSAGES.bandeira;
  const nome = form.nome.trim().replace(/\s+/g, ' ');
  if (nome.length < 2) errors.nome = CARD_FORM_MESSAGES.nome;
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.validade);
  const mes = expiry ? Number(expiry[1]) : 0;
  const ano = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (!expiry || mes < 1 || mes > 12) errors.validade = CARD_FORM_MESSAGES.validade;
  else if (ano < now.getFullYear() || (ano === now.getFullYear() && mes < now.getMonth() + 1)) errors.validade = CARD_FORM_MESSAGES.vencido;
  const cvv = digits(form.cvv);
  if (!/^\d{3,4}$/.test(cvv) || cvv.length !== form.cvv.trim().length) errors.cvv = CARD_FORM_MESSAGES.cvv;
  const cpf = readCpf(form.cpf);
  if (!cpf) errors.cpf = CARD_FORM_MESSAGES.cpf;
  if (Object.keys(errors).length > 0 || !bandeira || !cpf) return { ok: false, errors };
  return { ok: true, card: { numero, nome, mes, ano, cvv, cpf, bandeira } };
}

import { formatPixKey, normalizePixKey, PIX_KEY_MESSAGES, PIX_KEY_TYPES, type PixKey, type PixKeyType } from '../money/pix-key';

/**
 * The restaurant's Pix for payment at the door: its key as the DICT stores it (pix-key.ts) plus
 * the name and city the customer's bank shows before paying (BR Code fields 59 and 60). Onboarding
 * stores only the key, so both may be missing; the charge then shows the restaurant's own name
 * and city (pixMerchant).
 */
export interface RestaurantPix extends PixKey {
  titular?: string | null;
  cidade?: string | null;
}

/** What firestore.rules accept for a restaurant's `pix` (isRestaurantPix). */
export const PIX_KEY_MAX = 77;
export const PIX_DISPLAY_MAX = 60;

/** 'Pix para pagamento na entrega', as typed. */
export interface PixForm {
  tipo: PixKeyType;
  chave: string;
  titular: string;
  cidade: string;
}

/** The stored Pix as the form shows it: the key written as people read it ('(11) 98765-4321'). */
/**
 * The stored Pix as the form shows it. A key given without a name and city to show (at approval,
 * from the application) starts with the restaurant's own name and city, so 'Editar Dados' saves
 * as it opens and the owner only corrects them if the bank shows something else.
 */
export function pixToForm(pix: RestaurantPix | null, restaurant: { nome: string; cidade: string | null } = { nome: '', cidade: null }): PixForm {
  return {
    tipo: pix?.tipo ?? 'cnpj',
    chave: pix ? formatPixKey(pix) : '',
    titular: pix?.titular ?? (pix ? restaurant.nome.slice(0, 60) : ''),
    cidade: pix?.cidade ?? (pix ? (restaurant.cidade ?? '').slice(0, 60) : ''),
  };
}

export type PixFormField = 'chave' | 'titular' | 'cidade';
export type PixFormReading = { ok: true; pix: RestaurantPix | null } | { ok: false; field: PixFormField; message: string };

/** Letters or digits that survive the BR Code's ASCII folding ('São' keeps 'Sao'; '???' keeps nothing). */
const FOLDS_TO_SOMETHING = /[A-Za-z0-9]/;

/**
 * The form read for saving: a blank key removes the Pix (customers then pay the rider as agreed);
 * otherwise the key must read as its type, and the name and city are required, since the bank
 * shows them to the payer as who is being paid.
 */
export function readPixForm(form: PixForm): PixFormReading {
  if (!form.chave.trim()) return { ok: true, pix: null };
  const chave = normalizePixKey(form.tipo, form.chave);
  if (!chave || !(PIX_KEY_TYPES as readonly string[]).includes(form.tipo)) return { ok: false, field: 'chave', message: PIX_KEY_MESSAGES[form.tipo] };
  const titular = form.titular.trim().replace(/\s+/g, ' ');
  const cidade = form.cidade.trim().replace(/\s+/g, ' ');
  if (!titular || titular.length > PIX_DISPLAY_MAX || !FOLDS_TO_SOMETHING.test(titular.normalize('NFD'))) {
    return { ok: false, field: 'titular', message: `Informe o nome que aparece para quem paga (até ${PIX_DISPLAY_MAX} caracteres).` };
  }
  if (!cidade || cidade.length > PIX_DISPLAY_MAX || !FOLDS_TO_SOMETHING.test(cidade.normalize('NFD'))) {
    return { ok: false, field: 'cidade', message: `Informe a cidade (até ${PIX_DISPLAY_MAX} caracteres).` };
  }
  return { ok: true, pix: { tipo: form.tipo, chave, titular, cidade } };
}

/**
 * Who the BR Code says is paid: the name and city the restaurant gave, else its own name and city.
 * 'BRASIL' only when neither has a city: the BR Code cannot leave it out, and banks show it as
 * information only (the key decides where the money goes).
 */
export function pixMerchant(restaurant: { nome: string; cidade: string | null; pix: RestaurantPix | null }): { titular: string; cidade: string } {
  return { titular: restaurant.pix?.titular || restaurant.nome, cidade: restaurant.pix?.cidade || restaurant.cidade || 'BRASIL' };
}

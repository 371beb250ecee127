import { centavosToInput, checkMoney, toCentavos, toReais, type MoneyRange } from '../shared/money';
import { OPTION_GROUP_LIMITS, type OptionGroup } from './option-groups';

/**
 * The panel's editor of a complementos group: the form as typed (counts and prices are text
 * until saved), its rules with a message under each field, and what is written to Firestore.
 * firestore.rules (isOptionGroup) check the same shape and limits.
 */

export interface OptionForm {
  id: string;
  nome: string;
  preco: string;
  maximo: string;
}

export interface OptionGroupForm {
  nome: string;
  minimo: string;
  maximo: string;
  gratis: string;
  opcoes: OptionForm[];
}

/** What is written (esgotadas and ultimaAtualizacao are added by the service). */
export interface OptionGroupInput {
  nome: string;
  minimo: number;
  maximo: number;
  gratis: number;
  opcoes: Array<{ id: string; nome: string; preco: number; maximo: number }>;
}

/** An option's price: R$ 0,00 (a free choice) to R$ 1.000,00. */
export const OPTION_PRICE_RANGE: MoneyRange = { min: 0, max: OPTION_GROUP_LIMITS.priceCentavos };

/** Field keys of the form's errors: 'nome', 'minimo', 'maximo', 'gratis', 'opcoes', and 'opcoes.2.preco' for an option's field. */
export type OptionGroupErrors = Record<string, string>;

export type OptionGroupValidation = { ok: true; group: OptionGroupInput } | { ok: false; errors: OptionGroupErrors };

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** An option id, unique within its group ([a-z0-9]{8}: a Firestore field name as it is, in esgotadas). */
export function newOptionId(random: () => number = Math.random): string {
  return Array.from({ length: 8 }, () => ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)]).join('');
}

export function emptyOption(): OptionForm {
  return { id: newOptionId(), nome: '', preco: '', maximo: '1' };
}

export function emptyOptionGroupForm(): OptionGroupForm {
  return { nome: '', minimo: '0', maximo: '1', gratis: '0', opcoes: [emptyOption()] };
}

export function optionGroupToForm(group: OptionGroup): OptionGroupForm {
  return {
    nome: group.nome,
    minimo: String(group.minimo),
    maximo: String(group.maximo),
    gratis: String(group.gratis),
    opcoes: group.opcoes.map((option) => ({ id: option.id, nome: option.nome, preco: centavosToInput(toCentavos(option.preco)), maximo: String(option.maximo) })),
  };
}

/** Moves an option up (-1) or down (+1); out of range changes nothing. */
export function moveOption(form: OptionGroupForm, index: number, step: -1 | 1): OptionGroupForm {
  const target = index + step;
  if (index < 0 || target < 0 || index >= form.opcoes.length || target >= form.opcoes.length) return form;
  const opcoes = [...form.opcoes];
  [opcoes[index], opcoes[target]] = [opcoes[target] as OptionForm, opcoes[index] as OptionForm];
  return { ...form, opcoes };
}

/** A count typed in a field: a whole number of up to three digits, or null. */
export function readCount(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Every rule of a group, each message under its field. A group asks between `minimo` and `maximo`
 * units (required when the minimum is 1 or more), `gratis` of them free; an option is capped at
 * `maximo` units, and the options together must be able to reach the minimum.
 */
export function validateOptionGroupForm(form: OptionGroupForm): OptionGroupValidation {
  const limits = OPTION_GROUP_LIMITS;
  const errors: OptionGroupErrors = {};
  const nome = form.nome.trim();
  if (!nome) errors.nome = 'Dê um nome ao grupo, por exemplo "Adicionais".';
  else if (nome.length > limits.name) errors.nome = `Use no máximo ${limits.name} caracteres.`;

  const maximo = readCount(form.maximo);
  if (maximo === null || maximo < 1 || maximo > limits.choices) errors.maximo = `Informe um número de 1 a ${limits.choices}.`;
  const minimo = readCount(form.minimo);
  if (minimo === null || minimo > limits.choices) errors.minimo = `Informe um número de 0 a ${limits.choices}.`;
  else if (maximo !== null && !errors.maximo && minimo > maximo) errors.minimo = 'O mínimo não pode ser maior que o máximo.';
  const gratis = readCount(form.gratis);
  if (gratis === null) errors.gratis = 'Informe um número (0 para cobrar cada opção).';
  else if (maximo !== null && !errors.maximo && gratis > maximo) errors.gratis = 'Não pode haver mais grátis do que o máximo do grupo.';

  const opcoes: OptionGroupInput['opcoes'] = [];
  const names = new Set<string>();
  if (form.opcoes.length === 0) errors.opcoes = 'Adicione pelo menos uma opção.';
  if (form.opcoes.length > limits.options) errors.opcoes = `Um grupo tem no máximo ${limits.options} opções.`;
  form.opcoes.forEach((option, index) => {
    const optionName = option.nome.trim();
    const folded = optionName.toLocaleLowerCase('pt-BR');
    if (!optionName) errors[`opcoes.${index}.nome`] = 'Dê um nome à opção.';
    else if (optionName.length > limits.name) errors[`opcoes.${index}.nome`] = `Use no máximo ${limits.name} caracteres.`;
    else if (names.has(folded)) errors[`opcoes.${index}.nome`] = 'Já existe uma opção com este nome no grupo.';
    names.add(folded);
    const price = checkMoney(option.preco, OPTION_PRICE_RANGE, 0);
    if (!price.ok) errors[`opcoes.${index}.preco`] = price.message;
    const cap = readCount(option.maximo);
    const groupMax = maximo ?? limits.choices;
    if (cap === null || cap < 1 || cap > groupMax) errors[`opcoes.${index}.maximo`] = `Informe um número de 1 a ${groupMax}.`;
    if (optionName && price.ok && cap !== null) opcoes.push({ id: option.id, nome: optionName, preco: toReais(price.centavos), maximo: Math.min(cap, groupMax) });
  });

  if (!errors.minimo && !errors.opcoes && minimo !== null && opcoes.length === form.opcoes.length) {
    const reachable = opcoes.reduce((sum, option) => sum + option.maximo, 0);
    if (reachable < minimo) errors.minimo = `Com estas opções o cliente escolhe no máximo ${reachable}; diminua o mínimo ou adicione opções.`;
  }
  if (Object.keys(errors).length > 0 || minimo === null || maximo === null || gratis === null) return { ok: false, errors };
  return { ok: true, group: { nome, minimo, maximo, gratis, opcoes } };
}

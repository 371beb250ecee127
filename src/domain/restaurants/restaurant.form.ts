import { centavosToInput, checkMoney, fieldMoneyMessage, toCentavos, toReais, type MoneyRange } from '../shared/money';
import { WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningDay, type Restaurant } from './restaurant';

/** The 'Editar Dados do Restaurante' form, as typed. */
export interface RestaurantDataForm {
  nome: string;
  endereco: string;
  telefone: string;
  logo: string;
  /** The cover photo's URL (issue #40); absent in forms made before it. */
  capa?: string;
  taxaEntrega: string;
  pedidoMinimo: string;
  /** Minutes: the preparation time the panel offers first, and the time to answer a new order. */
  tempoPreparoPadrao: string;
  limiteAceiteMin: string;
  exigePainelAberto: boolean;
  horarioFuncionamento: OpeningDay[];
}

/** The limits of the kitchen settings (firestore.rules hold the same). */
export const PREP_DEFAULT_RANGE = { min: 5, max: 180 } as const;
export const ACCEPT_LIMIT_RANGE = { min: 3, max: 30 } as const;

/** The delivery fee and the minimum order, in centavos: what firestore.rules accept (`isMoney(data.taxaEntrega, 200)`, `isMoney(data.pedidoMinimo, 5000)`). */
export const DELIVERY_FEE_RANGE: MoneyRange = { min: 0, max: 20_000 };
export const MINIMUM_ORDER_RANGE: MoneyRange = { min: 0, max: 500_000 };

/** Opening periods a day may have (firestore.rules check each by position). */
export const MAX_DAY_PERIODS = 4;

/** Every weekday, Sunday first, filling the days a record does not have. */
export function fullWeek(days: OpeningDay[]): OpeningDay[] {
  return WEEKDAY_KEYS.map((key, dayIndex) => {
    const day = days.find((item) => item.dayIndex === dayIndex);
    return day
      ? { ...day, periods: day.periods.length > 0 ? day.periods : [{ open: '', close: '' }] }
      : { day: WEEKDAY_LABELS[key], key, dayIndex, isOpen: false, periods: [{ open: '', close: '' }] };
  });
}

export function restaurantToForm(restaurant: Restaurant): RestaurantDataForm {
  return {
    nome: restaurant.nome,
    endereco: restaurant.endereco ?? '',
    telefone: restaurant.telefone ?? '',
    logo: restaurant.logo ?? '',
    capa: restaurant.capa ?? '',
    taxaEntrega: centavosToInput(toCentavos(restaurant.taxaEntrega)),
    pedidoMinimo: centavosToInput(toCentavos(restaurant.pedidoMinimo)),
    tempoPreparoPadrao: String(restaurant.tempoPreparoPadrao),
    limiteAceiteMin: String(restaurant.limiteAceiteMin),
    exigePainelAberto: restaurant.exigePainelAberto,
    horarioFuncionamento: fullWeek(restaurant.horarioFuncionamento),
  };
}

/** Removing the last period of a day leaves one empty period (SPEC.md section 5). */
export function removePeriod(day: OpeningDay, index: number): OpeningDay {
  const periods = day.periods.filter((_, position) => position !== index);
  return { ...day, periods: periods.length > 0 ? periods : [{ open: '', close: '' }] };
}

/**
 * 'Copiar para todos os dias' and 'Copiar para…' (issue #36): the week with `fromDay`'s periods,
 * and its being open, given to each day of `toDays` (dayIndex, 0 = Sunday); the source and the
 * days not named keep theirs. Each day gets its own copy of the periods, so a later change to one
 * day's times leaves the others alone.
 */
export function copyDayPeriods(week: OpeningDay[], fromDay: number, toDays: readonly number[]): OpeningDay[] {
  const source = week.find((day) => day.dayIndex === fromDay);
  if (!source) return week;
  const targets = new Set(toDays);
  return week.map((day) =>
    day.dayIndex !== fromDay && targets.has(day.dayIndex) ? { ...day, isOpen: source.isOpen, periods: source.periods.map((period) => ({ ...period })) } : day,
  );
}

/** Every weekday's dayIndex, Sunday first: what 'Copiar para todos os dias' copies to. */
export const EVERY_DAY: readonly number[] = WEEKDAY_KEYS.map((_, dayIndex) => dayIndex);

export interface RestaurantDataInput {
  nome: string;
  endereco: string;
  telefone: string;
  logo: string | null;
  capa?: string | null;
  taxaEntrega: number;
  pedidoMinimo: number;
  tempoPreparoPadrao: number;
  limiteAceiteMin: number;
  exigePainelAberto: boolean;
  horarioFuncionamento: OpeningDay[];
}

export type RestaurantDataValidation = { ok: true; data: RestaurantDataInput } | { ok: false; error: string };

/**
 * SPEC.md section 5, Restaurant data. Closed days keep no periods. A blank fee or minimum is 0
 * (SPEC.md section 9); anything else typed must read as money within its range.
 */
export function validateRestaurantData(form: RestaurantDataForm): RestaurantDataValidation {
  if (!form.nome.trim() || !form.endereco.trim() || !form.telefone.trim()) {
    return { ok: false, error: 'Nome, Endereço e Telefone são campos obrigatórios.' };
  }
  const incomplete = form.horarioFuncionamento.some((day) => day.isOpen && day.periods.some((period) => !period.open || !period.close));
  if (incomplete) {
    return { ok: false, error: 'Por favor, preencha todos os horários de abertura e fechamento para os dias marcados como "Aberto".' };
  }
  const taxaEntrega = checkMoney(form.taxaEntrega, DELIVERY_FEE_RANGE, 0);
  if (!taxaEntrega.ok) return { ok: false, error: fieldMoneyMessage('Taxa de entrega (R$)', taxaEntrega.message) };
  const pedidoMinimo = checkMoney(form.pedidoMinimo, MINIMUM_ORDER_RANGE, 0);
  if (!pedidoMinimo.ok) return { ok: false, error: fieldMoneyMessage('Pedido mínimo (R$)', pedidoMinimo.message) };
  const tempoPreparoPadrao = Number(form.tempoPreparoPadrao.trim());
  if (!Number.isInteger(tempoPreparoPadrao) || tempoPreparoPadrao < PREP_DEFAULT_RANGE.min || tempoPreparoPadrao > PREP_DEFAULT_RANGE.max) {
    return { ok: false, error: `O tempo de preparo padrão deve ser de ${PREP_DEFAULT_RANGE.min} a ${PREP_DEFAULT_RANGE.max} minutos.` };
  }
  const limiteAceiteMin = Number(form.limiteAceiteMin.trim());
  if (!Number.isInteger(limiteAceiteMin) || limiteAceiteMin < ACCEPT_LIMIT_RANGE.min || limiteAceiteMin > ACCEPT_LIMIT_RANGE.max) {
    return { ok: false, error: `O prazo para aceitar pedidos deve ser de ${ACCEPT_LIMIT_RANGE.min} a ${ACCEPT_LIMIT_RANGE.max} minutos.` };
  }
  return {
    ok: true,
    data: {
      nome: form.nome.trim(),
      endereco: form.endereco.trim(),
      telefone: form.telefone.trim(),
      logo: form.logo.trim() || null,
      capa: form.capa?.trim() || null,
      taxaEntrega: toReais(taxaEntrega.centavos),
      pedidoMinimo: toReais(pedidoMinimo.centavos),
      tempoPreparoPadrao,
      limiteAceiteMin,
      exigePainelAberto: form.exigePainelAberto,
      horarioFuncionamento: form.horarioFuncionamento.map((day) => ({ ...day, periods: day.isOpen ? day.periods : [] })),
    },
  };
}

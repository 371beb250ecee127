import { WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningDay, type Restaurant } from './restaurant';

/** The 'Editar Dados do Restaurante' form, as typed. */
export interface RestaurantDataForm {
  nome: string;
  endereco: string;
  telefone: string;
  logo: string;
  taxaEntrega: string;
  pedidoMinimo: string;
  horarioFuncionamento: OpeningDay[];
}

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
    taxaEntrega: String(restaurant.taxaEntrega),
    pedidoMinimo: String(restaurant.pedidoMinimo),
    horarioFuncionamento: fullWeek(restaurant.horarioFuncionamento),
  };
}

/** Removing the last period of a day leaves one empty period (SPEC.md section 5). */
export function removePeriod(day: OpeningDay, index: number): OpeningDay {
  const periods = day.periods.filter((_, position) => position !== index);
  return { ...day, periods: periods.length > 0 ? periods : [{ open: '', close: '' }] };
}

export interface RestaurantDataInput {
  nome: string;
  endereco: string;
  telefone: string;
  logo: string | null;
  taxaEntrega: number;
  pedidoMinimo: number;
  horarioFuncionamento: OpeningDay[];
}

export type RestaurantDataValidation = { ok: true; data: RestaurantDataInput } | { ok: false; error: string };

function amount(value: string): number {
  const normalized = value.trim().replace(',', '.');
  return normalized === '' ? 0 : Number(normalized);
}

/** SPEC.md section 5, Restaurant data. Closed days keep no periods. */
export function validateRestaurantData(form: RestaurantDataForm): RestaurantDataValidation {
  if (!form.nome.trim() || !form.endereco.trim() || !form.telefone.trim()) {
    return { ok: false, error: 'Nome, Endereço e Telefone são campos obrigatórios.' };
  }
  const incomplete = form.horarioFuncionamento.some((day) => day.isOpen && day.periods.some((period) => !period.open || !period.close));
  if (incomplete) {
    return { ok: false, error: 'Por favor, preencha todos os horários de abertura e fechamento para os dias marcados como "Aberto".' };
  }
  const taxaEntrega = amount(form.taxaEntrega);
  const pedidoMinimo = amount(form.pedidoMinimo);
  if (!Number.isFinite(taxaEntrega) || taxaEntrega < 0 || !Number.isFinite(pedidoMinimo) || pedidoMinimo < 0) {
    return { ok: false, error: 'Taxa de entrega e pedido mínimo devem ser números iguais ou maiores que zero.' };
  }
  return {
    ok: true,
    data: {
      nome: form.nome.trim(),
      endereco: form.endereco.trim(),
      telefone: form.telefone.trim(),
      logo: form.logo.trim() || null,
      taxaEntrega: Math.round(taxaEntrega * 100) / 100,
      pedidoMinimo: Math.round(pedidoMinimo * 100) / 100,
      horarioFuncionamento: form.horarioFuncionamento.map((day) => ({ ...day, periods: day.isOpen ? day.periods : [] })),
    },
  };
}

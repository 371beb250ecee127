/**
 * restaurantes/{id}.agendamento (issue #54, orders/scheduling.ts): the store's 'Pedidos agendados', written
 * by its dono or gerente in the panel (firestore.rules: isSchedulingUpdate), read by the checkout
 * and placeOrder. Its own small module: the store's facts read it, and the home loads those.
 */
export interface SchedulingSettings {
  /** The store takes scheduled orders. */
  ativo: boolean;
  /** The least time between placing an order and its slot, minutes. */
  antecedenciaMin: number;
  /** How many orders one slot takes. */
  capacidadePorHorario: number;
}

/** What a closed store's menu adds when it takes scheduled orders (kept here: the menu loads this module, not scheduling.ts). */
export const SCHEDULE_LATER_HINT = 'Você pode montar a sacola e agendar o pedido para mais tarde.';

export const SCHEDULING_NOTICE_RANGE = { min: 30, max: 24 * 60 };
export const SCHEDULING_CAPACITY_RANGE = { min: 1, max: 50 };
export const DEFAULT_SCHEDULING: SchedulingSettings = { ativo: false, antecedenciaMin: 60, capacidadePorHorario: 5 };

const within = (value: unknown, range: { min: number; max: number }, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max ? value : fallback;

/** The store's stored 'Pedidos agendados' (restaurantes/{id}.agendamento), off when absent or unreadable. */
export function schedulingFromData(value: unknown): SchedulingSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SCHEDULING;
  const raw = value as Record<string, unknown>;
  return {
    ativo: raw.ativo === true,
    antecedenciaMin: within(raw.antecedenciaMin, SCHEDULING_NOTICE_RANGE, DEFAULT_SCHEDULING.antecedenciaMin),
    capacidadePorHorario: within(raw.capacidadePorHorario, SCHEDULING_CAPACITY_RANGE, DEFAULT_SCHEDULING.capacidadePorHorario),
  };
}


import type { ApplicationState } from '@/domain/onboarding/application';
import type { UserType } from '@/domain/shared/user-types';

/**
 * How the console writes dates, states and account types. Dates in São Paulo time: an operator in
 * another time zone still reads what the applicant saw.
 */
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** '12/03/2026 14:05', or '—' when the date is unknown. */
export function formatDateTime(date: Date | null): string {
  return date ? dateTime.format(date) : '—';
}

/** '12/03/2026', or '—'. */
export function formatDate(date: Date | null): string {
  return date ? dateOnly.format(date) : '—';
}

/** A calendar date stored as 'YYYY-MM-DD' (a birth date) as '05/09/1998'; as stored when odd. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value || '—';
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export const APPLICATION_STATE_TONES: Record<ApplicationState, BadgeTone> = {
  enviado: 'info',
  ajustes: 'warning',
  aprovado: 'success',
  recusado: 'danger',
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
  cliente: 'Cliente',
  restaurante: 'Equipe de restaurante',
  motoboy: 'Entregador',
  admin: 'Administrador',
};

export function userTypeLabel(type: UserType | null): string {
  return type ? USER_TYPE_LABELS[type] : 'Tipo desconhecido';
}

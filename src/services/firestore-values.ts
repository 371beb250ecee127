import type { Timestamp } from 'firebase/firestore';

/** Helpers for converters: stored values are untrusted, so each read says what it falls back to. */

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;
}

export function toText(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function toNullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A finite number, or `fallback` (numbers stored as strings by older clients are accepted). */
export function toNumber(value: unknown, fallback = 0): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/**
 * Helpers for reading stored documents (the app's converters and the server's order check):
 * stored values are untrusted, so each read says what it falls back to.
 */

/** A stored document's fields, as read: nothing about them is trusted yet. */
export type StoredData = Record<string, unknown>;

/** A Date, or a Firestore Timestamp of either SDK (anything with toDate()); else null. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const stamp = value as { toDate?: unknown } | null;
  return stamp && typeof stamp.toDate === 'function' ? (stamp as { toDate(): Date }).toDate() : null;
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


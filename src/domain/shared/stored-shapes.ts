import type { StoredData } from './stored-values';

/** Readers of stored maps, lists and choices, apart from stored-values.ts, which the home's first load carries. */

/** A stored map, or {} for anything else (an array, a scalar, nothing). */
export function toRecord(value: unknown): StoredData {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredData) : {};
}

/** The strings of a stored list; anything else is left out. */
export function toTexts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** `value` when it is one of `options`, else `fallback`. */
export function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return (options as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

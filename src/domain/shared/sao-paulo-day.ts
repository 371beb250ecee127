/**
 * São Paulo's calendar days, whatever zone the device or the server is set to: a restaurant's
 * "today", its order numbers, 'Esgotado hoje', the Pix txid's date and every report read the same
 * day. São Paulo has kept UTC-3 all year since Brazil ended daylight saving time in 2019; one
 * fixed offset makes a day's key, its bounds and its label agree, also for dates from the
 * daylight-saving years that a time-zone database would shift by an hour.
 */

export const DAY_MS = 24 * 60 * 60_000;
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60_000;

/** The São Paulo calendar day of `instant`, 'YYYY-MM-DD'. */
export function saoPauloDayKey(instant: Date): string {
  return new Date(instant.getTime() - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in São Paulo starting the day 'YYYY-MM-DD'. */
export function saoPauloDayStart(key: string): Date {
  return new Date(`${key}T00:00:00-03:00`);
}

/** Midnight in São Paulo starting the day of `instant`. */
export function saoPauloMidnight(instant: Date): Date {
  return saoPauloDayStart(saoPauloDayKey(instant));
}

/** The next midnight in São Paulo after `instant`: when 'Esgotado hoje' ends. */
export function nextSaoPauloMidnight(instant: Date): Date {
  return new Date(saoPauloMidnight(instant).getTime() + DAY_MS);
}


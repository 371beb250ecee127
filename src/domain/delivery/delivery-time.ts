import type { Restaurant } from '../restaurants/restaurant';

/** What the customer's expected time allows for the ride, after the kitchen's promised time. */
const DELIVERY_ALLOWANCE_MINUTES = 20;

/**
 * Minutes from an order accepted now to the door: the restaurant's usual preparation time (what
 * its panel offers first when accepting) plus the ride the expected time allows. The forecast
 * after ordering (delivery-forecast.ts) and the range promised before ordering both use it, so
 * the promise and the forecast never disagree.
 */
export function usualDeliveryMinutes(usualPrepMinutes: number): number {
  return usualPrepMinutes + DELIVERY_ALLOWANCE_MINUTES;
}

/** The promise before ordering: '35-45 min'. */
export interface DeliveryTimeRange {
  min: number;
  max: number;
}

/** How wide the promised window is, and the step its ends are rounded to (iFood shows '30-40 min'). */
export const DELIVERY_WINDOW_MINUTES = 10;
const ROUND_TO_MINUTES = 5;

/**
 * The time promise of a restaurant's cards, menu header and checkout: a 10-minute window with ends
 * rounded to 5 minutes, centred on usualDeliveryMinutes. Centred, so the forecast the customer
 * reads after ordering ('cerca de 20:40') falls inside it and never past its end: with 25 min of
 * preparation plus 20 of ride, 45 min reads '40-50 min'; with 22 + 20 = 42, '35-45 min'.
 */
export function deliveryTimeRange(restaurant: Pick<Restaurant, 'tempoPreparoPadrao'>): DeliveryTimeRange {
  const expected = usualDeliveryMinutes(restaurant.tempoPreparoPadrao);
  const half = DELIVERY_WINDOW_MINUTES / 2;
  const min = Math.max(ROUND_TO_MINUTES, Math.round((expected - half) / ROUND_TO_MINUTES) * ROUND_TO_MINUTES);
  return { min, max: min + DELIVERY_WINDOW_MINUTES };
}

/** '35-45 min', as on the cards. */
export function formatDeliveryTimeRange(range: DeliveryTimeRange): string {
  return `${range.min}-${range.max} min`;
}

import type { DeliveryQuote } from './delivery-areas';

/** The ride a city promises until its operator says otherwise (cities.ts), and older orders allowed. */
export const DEFAULT_RIDE_MINUTES = 20;

/** The restaurant's times a promise is made of (restaurants/restaurant.ts Restaurant): its usual preparation and the ride of its city. */
export interface RestaurantTimes {
  tempoPreparoPadrao: number;
  corridaMin: number | null;
}

/**
 * The ride a promise allows after the kitchen's time (issue #36): the band its owner gave the
 * customer's bairro ('Perto · 10 min'), else its city's usual ride as the operator keeps it
 * (copied onto the restaurant when it saves its areas), else 20 minutes.
 */
export function rideMinutes(restaurant: Pick<RestaurantTimes, 'corridaMin'>, quote: DeliveryQuote | null): number {
  if (quote?.ok && quote.rideMin !== null) return quote.rideMin;
  return restaurant.corridaMin ?? DEFAULT_RIDE_MINUTES;
}

/**
 * Minutes from an order accepted now to the door: the restaurant's usual preparation time (what
 * its panel offers first when accepting) plus the ride. The forecast after ordering
 * (orders/delivery-forecast.ts) and the range promised before ordering both use it, so the promise and
 * the forecast never disagree.
 */
export function usualDeliveryMinutes(usualPrepMinutes: number, ride: number = DEFAULT_RIDE_MINUTES): number {
  return usualPrepMinutes + ride;
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
 * The time promise of a restaurant's cards, menu header and checkout, for the customer's place
 * (`quote`, null before one is chosen): a 10-minute window with ends rounded to 5 minutes,
 * centred on usualDeliveryMinutes. Centred, so the forecast the customer reads after ordering
 * ('cerca de 20:40') falls inside it and never past its end: with 25 min of preparation plus 20
 * of ride, 45 min reads '40-50 min'; with 22 + 20 = 42, '35-45 min'.
 */
export function deliveryTimeRange(restaurant: RestaurantTimes, quote: DeliveryQuote | null = null): DeliveryTimeRange {
  const expected = usualDeliveryMinutes(restaurant.tempoPreparoPadrao, rideMinutes(restaurant, quote));
  const half = DELIVERY_WINDOW_MINUTES / 2;
  const min = Math.max(ROUND_TO_MINUTES, Math.round((expected - half) / ROUND_TO_MINUTES) * ROUND_TO_MINUTES);
  return { min, max: min + DELIVERY_WINDOW_MINUTES };
}

/** '35-45 min', as on the cards. */
export function formatDeliveryTimeRange(range: DeliveryTimeRange): string {
  return `${range.min}-${range.max} min`;
}

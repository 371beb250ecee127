/**
 * The riders' offers (src/domain/delivery/rider-offer.ts) for the orders that wait for a rider
 * without one: the demo seed's, and a project's from before offers
 * (scripts/backfill-rider-offers.mjs). Runs the Functions' own code, safe beside the trigger.
 */
import { withFunctionCode } from './function-code.mjs';

/** Resolves with { waiting, written }. */
export function backfillRiderOffersOf(projectId) {
  return withFunctionCode(projectId, '/functions/src/orders/rider-offers.ts', (module, db) => module.backfillRiderOffers(db));
}

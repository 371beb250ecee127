/**
 * The discovery index (src/domain/discovery/discovery-index.ts) for restaurants and dishes written without
 * the triggers that keep it: the demo seed's, and a project's catalogue from before the index
 * (scripts/backfill-discovery-index.mjs). Runs the Function's own code.
 */
import { withFunctionCode } from './function-code.mjs';

/** Indexes every restaurant (or those of `restaurantIds`), its dishes and cities. Resolves with { restaurants, products, cities }. */
export function backfillDiscoveryIndexOf(projectId, restaurantIds) {
  return withFunctionCode(projectId, '/functions/src/stores/discovery-index.ts', (module, db) => module.backfillDiscoveryIndex(db, restaurantIds));
}

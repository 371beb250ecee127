/**
 * The sales rollups (src/domain/sales/sales-rollups.ts) for orders written without the trigger that
 * keeps them: the demo seed's, and a project's orders from before the trigger existed
 * (scripts/backfill-sales-rollups.mjs). Runs the Function's own code, so each order is counted
 * once even with the trigger running beside it.
 */
import { withFunctionCode } from './function-code.mjs';

/**
 * Rolls up every order of `projectId` (or of `restaurantIds`); with FIRESTORE_EMULATOR_HOST set,
 * in that emulator. Resolves with { restaurants, orders, changed }.
 */
export function backfillSalesRollupsOf(projectId, restaurantIds) {
  return withFunctionCode(projectId, '/functions/src/money/sales-rollups.ts', (module, db) => module.backfillSalesRollups(db, restaurantIds));
}

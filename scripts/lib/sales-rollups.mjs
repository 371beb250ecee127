/**
 * The sales rollups (src/domain/sales-rollups.ts) for orders written without the trigger that
 * keeps them: the demo seed's, and a project's orders from before the trigger existed
 * (scripts/backfill-sales-rollups.mjs). Runs the Function's own code (functions/src/
 * sales-rollups.ts, loaded through Vite), so each order is counted once even with the trigger
 * running beside it.
 */
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createAppModuleServer } from './app-modules.mjs';

/**
 * Rolls up every order of `projectId` (or of `restaurantIds`); with FIRESTORE_EMULATOR_HOST set,
 * in that emulator. Resolves with { restaurants, orders, changed }.
 */
export async function backfillSalesRollupsOf(projectId, restaurantIds) {
  const vite = await createAppModuleServer();
  const app = initializeApp({ projectId }, `sales-rollups-${Date.now()}`);
  try {
    const { backfillSalesRollups } = await vite.ssrLoadModule('/functions/src/sales-rollups.ts');
    return await backfillSalesRollups(getFirestore(app), restaurantIds);
  } finally {
    await deleteApp(app);
    await vite.close();
  }
}

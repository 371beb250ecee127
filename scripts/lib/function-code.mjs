/**
 * Runs a Cloud Function's own code (a module of functions/src, loaded through Vite) against a
 * project from a script: the backfills and the seed use it, so what they write is what the
 * triggers would. With FIRESTORE_EMULATOR_HOST set, against that emulator.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createAppModuleServer } from './app-modules.mjs';

/** Loads `modulePath` (from the repository root) and resolves with `work(module, db)`. */
export async function withFunctionCode(projectId, modulePath, work) {
  const vite = await createAppModuleServer();
  const app = initializeApp({ projectId }, `function-code-${Date.now()}-${Math.random()}`);
  try {
    return await work(await vite.ssrLoadModule(modulePath), getFirestore(app));
  } finally {
    await deleteApp(app);
    await vite.close();
  }
}

/** Loads each of `modulePaths` and resolves with `work(modules, db)`: code that needs more than one module. */
export async function withFunctionModules(projectId, modulePaths, work) {
  const vite = await createAppModuleServer();
  const app = initializeApp({ projectId }, `function-code-${Date.now()}-${Math.random()}`);
  try {
    const modules = [];
    for (const modulePath of modulePaths) modules.push(await vite.ssrLoadModule(modulePath));
    return await work(modules, getFirestore(app));
  } finally {
    await deleteApp(app);
    await vite.close();
  }
}

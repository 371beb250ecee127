import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signOut } from '@/services/session';
import { clearAuthUsers, createRulesEnvironment } from './support';

/**
 * The hooks a service suite starts with: one rules environment for the file (handed to `use`),
 * and every test from signed out, with no Firestore data and no Auth accounts. Hooks the suite
 * adds after calling this run after the clean-up.
 */
export function startEachTestClean(use: (env: RulesTestEnvironment) => void): void {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await createRulesEnvironment();
    use(env);
  });
  afterAll(async () => {
    await signOut();
    await env.cleanup();
  });
  beforeEach(async () => {
    await signOut();
    await env.clearFirestore();
    await clearAuthUsers();
  });
}

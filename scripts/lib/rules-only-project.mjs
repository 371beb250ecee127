/**
 * The project the rules suites use on the tests' Firestore emulator. The Functions emulator serves
 * only the app's project, so no write here starts a trigger: a rules test writes its fixture
 * (fifteen orders, their people and stores) before each test, and in the app's project each of
 * those writes ran the order triggers, thousands of runs over the suite that no rules test reads.
 * scripts/rules-coverage.mjs reads the rules' coverage from both projects.
 * @param {string} projectId the app's project (demo-sabor)
 */
export function rulesOnlyProjectOf(projectId) {
  return `${projectId}-rules`;
}

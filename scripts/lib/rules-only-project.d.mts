/** Types for rules-only-project.mjs, which the emulator tests import. */
export function rulesOnlyProjectOf(projectId: string): string;

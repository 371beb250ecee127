import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const RULES_SUITES = 'tests/emulator/rules-*.test.ts';

/** A lane of emulator suites: its files run one at a time, since they share their project's data. */
function emulatorLane({ name, include, exclude = [], env = {} }: { name: string; include: string[]; exclude?: string[]; env?: Record<string, string> }): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      exclude,
      env,
      environment: 'node',
      setupFiles: ['tests/emulator/setup.ts'],
      fileParallelism: false,
      // Generous, since many tests wait for a trigger, a mail or a push that queues behind the
      // others' (the Functions emulator runs 8 at a time): a slow CI machine is not a failure.
      // A passing test takes its own time, not these.
      testTimeout: 90_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default, one worker fewer than the cores, ran the unit tests on one worker on a
    // 2-core machine while the main process mostly waited: 126 s instead of 85 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Unit tests in two environments: a test that renders (a component or a hook, .tsx) gets a
      // browser-like jsdom; the rest (domain rules, scripts, services' pure parts, .ts) run in
      // plain Node, which saves setting up a jsdom for each of those files (about 3 s of a core
      // each). `--project 'unit*'` runs both.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          // Worker threads, not child processes: each file still gets a fresh jsdom and module
          // graph (its mocks are its own), without a process to start (87 s instead of 107 s here).
          pool: 'threads',
          // A screen's first render transforms its modules on the spot; on two busy cores one
          // journey through a form has taken over 5 s. A passing test takes its own time.
          testTimeout: 20_000,
          setupFiles: ['tests/unit/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure code, no module mocks (those live in the .tsx tests): the files share their
          // workers' threads and loaded modules instead of each starting a process and loading
          // the domain again: 14 s instead of 57 s for the 107 files here. A test that changes a
          // global puts it back (vi.unstubAllGlobals, restoreMocks below).
          pool: 'threads',
          isolate: false,
          restoreMocks: true,
        },
      },
      // The emulator suites in two lanes that run side by side, each one file at a time: the
      // service suites in the app's project, where the Functions' triggers run and files share
      // data, and the rules suites (tests/emulator/rules-*.test.ts) in a project of their own
      // with no triggers (scripts/lib/rules-only-project.mjs). Most of a service suite's time is
      // waiting for a trigger; the rules lane works in those gaps. `--project 'emulator*'` runs both.
      emulatorLane({ name: 'emulator', include: ['tests/emulator/**/*.test.ts'], exclude: [RULES_SUITES] }),
      emulatorLane({ name: 'emulator-rules', include: [RULES_SUITES], env: { SABOR_RULES_ONLY_PROJECT: '1' } }),
    ],
  },
});

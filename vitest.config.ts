import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
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
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['tests/emulator/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/emulator/setup.ts'],
          // One emulator, one project id: files share its data, so they run one at a time.
          fileParallelism: false,
          // Generous, since many tests wait for a trigger, a mail or a push that queues behind the
          // others' (the Functions emulator runs 8 at a time): a slow CI machine is not a failure.
          // A passing test takes its own time, not these.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
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

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests in the node environment (tests/unit/app/dev-service-worker.test.ts) have no storage.
  globalThis.localStorage?.clear();
});

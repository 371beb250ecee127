import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy page's first render in a file transforms its modules (the Firebase SDK among them) on
// the spot: on a slow machine that is more than findBy's default second. A passing wait takes
// its own time, not this.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests in the node environment (tests/unit/app/dev-service-worker.test.ts) have no storage.
  globalThis.localStorage?.clear();
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The layers of ARCHITECTURE.md hold because eslint.config.js refuses what crosses them: this
 * lints a few made-up files with the project's own config (not a copy of it), so removing or
 * narrowing a rule fails here rather than silently letting the tree drift.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CROSS_AREA = 'No imports between areas';
const SCREEN_SERVICES = 'Screens do not import src/services';

// The TypeScript import resolver (for import-x/no-cycle) reads tsconfig.json on first use: slow
// on a busy machine, never a failure.
const TIMEOUT = 120_000;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The restricted-import messages of `code` linted as the file at `file` (relative to the root). */
async function refusals(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('lint boundaries (eslint.config.js)', () => {
  it(
    'refuses an import from another area',
    async () => {
      const messages = await refusals("import { useRiderOrders } from '@/areas/rider/use-rider-orders';\n\nexport const used = useRiderOrders;\n", 'src/areas/customer/x.tsx');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(CROSS_AREA);
    },
    TIMEOUT,
  );

  it(
    'refuses a screen that imports a service, by alias or by a relative path',
    async () => {
      const code = "import { placeOrder } from '@/services/orders';\nimport { newOrderId } from '../../services/orders';\n\nexport const used = [placeOrder, newOrderId];\n";
      const messages = await refusals(code, 'src/areas/customer/status/X.tsx');
      expect(messages).toHaveLength(2);
      for (const message of messages) expect(message).toContain(SCREEN_SERVICES);
    },
    TIMEOUT,
  );

  it(
    'lets a hook beside a screen call the service',
    async () => {
      const code = "import { placeOrder } from '@/services/orders';\n\nexport const usePlace = () => placeOrder;\n";
      expect(await refusals(code, 'src/areas/customer/status/use-x.ts')).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "guards every folder of src/areas, read from the tree: each refuses every other's imports",
    async () => {
      const areas = readdirSync(path.join(ROOT, 'src/areas'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      expect(areas).toContain('account');
      for (const area of areas) {
        const config = (await eslint.calculateConfigForFile(path.join(ROOT, 'src/areas', area, 'x.tsx'))) as { rules: Record<string, unknown> };
        const patterns = JSON.stringify(config.rules['no-restricted-imports']);
        for (const other of areas) {
          if (other !== area) expect(patterns, `${area} may import ${other}`).toContain(`@/areas/${other}/*`);
        }
        expect(patterns, `${area}'s screens may import services`).toContain(SCREEN_SERVICES);
      }
    },
    TIMEOUT,
  );
});

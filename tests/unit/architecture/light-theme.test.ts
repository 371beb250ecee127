// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-files';

/** Every stylesheet under src, as root-relative paths. */
function stylesheets(dir = 'src'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? stylesheets(`${dir}/${entry.name}`) : entry.name.endsWith('.css') ? [`${dir}/${entry.name}`] : [],
  );
}

/**
 * The light theme is the class the toggle sets on <html> (src/state/theme.ts), and it swaps colour
 * tokens only. The accessibility journey (tests/e2e/a11y.spec.ts) relies on that: in the light
 * theme it measures contrast alone. A light-theme rule that changed a layout, a size or a
 * visibility would need the whole scan again, so such a rule fails here first.
 */
describe('the light theme', () => {
  it('is one block of tokens.css that sets only custom properties and the colour scheme', () => {
    const users = stylesheets().filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes('light-theme'));
    expect(users).toEqual(['src/ui/styles/tokens.css']);
    const tokens = readFileSync(path.join(ROOT, 'src/ui/styles/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const blocks = [...tokens.matchAll(/([^{}]*light-theme[^{}]*)\{([^}]*)\}/g)];
    expect(blocks.map(([, selector]) => selector?.trim())).toEqual([':root.light-theme']);
    const properties = (blocks[0]?.[2] ?? '').split(';').map((declaration) => declaration.split(':')[0]?.trim()).filter(Boolean);
    expect(properties.length).toBeGreaterThan(10);
    expect(properties.filter((property) => property !== 'color-scheme' && !property?.startsWith('--'))).toEqual([]);
  });
});

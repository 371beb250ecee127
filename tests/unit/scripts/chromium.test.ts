import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, findPlaywrightChromium } from '../../../scripts/lib/chromium.mjs';

function dirWith(name: string, mode: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sabor-chromium-'));
  const file = path.join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return dir;
}

describe('findChromium', () => {
  it('finds a Chromium on the PATH by its usual names', () => {
    const dir = dirWith('chromium-browser', 0o755);
    expect(findChromium({ PATH: `/nonexistent${path.delimiter}${dir}` })).toBe(path.join(dir, 'chromium-browser'));
  });

  it('reports none when the PATH has no browser, or only a file that cannot run', () => {
    expect(findChromium({ PATH: mkdtempSync(path.join(tmpdir(), 'sabor-empty-')) })).toBeNull();
    expect(findChromium({ PATH: dirWith('chromium', 0o644) })).toBeNull();
  });

  it('takes CHROME_PATH over the PATH, and only when it can run', () => {
    const onPath = dirWith('chromium', 0o755);
    const chosen = path.join(dirWith('my-chrome', 0o755), 'my-chrome');
    expect(findChromium({ PATH: onPath, CHROME_PATH: chosen })).toBe(chosen);
    expect(findChromium({ PATH: onPath, CHROME_PATH: '/nonexistent/chrome' })).toBeNull();
  });
});

describe('findPlaywrightChromium', () => {
  it('drives the headless shell where there is one, the full browser where there is not, and CHROME_PATH over both', () => {
    const browser = dirWith('chromium', 0o755);
    const shell = dirWith('chromium-headless-shell', 0o755);
    const PATH = [browser, shell].join(path.delimiter);
    expect(findPlaywrightChromium({ PATH })).toBe(path.join(shell, 'chromium-headless-shell'));
    expect(findChromium({ PATH })).toBe(path.join(browser, 'chromium'));
    expect(findPlaywrightChromium({ PATH: browser })).toBe(path.join(browser, 'chromium'));
    const chosen = path.join(dirWith('my-chrome', 0o755), 'my-chrome');
    expect(findPlaywrightChromium({ PATH, CHROME_PATH: chosen })).toBe(chosen);
    expect(findPlaywrightChromium({ PATH: mkdtempSync(path.join(tmpdir(), 'sabor-empty-')) })).toBeNull();
  });
});

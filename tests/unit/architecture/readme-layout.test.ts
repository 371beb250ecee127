// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource, ROOT } from './source-files';

/**
 * The README's 'Where things live' is checked against the tree (issue #49): every area, domain
 * subject and Functions folder is named there, and every path it starts a line with exists. A
 * folder added or moved without a word in the README fails here, not in a newcomer's first hour.
 */
const readme = readSource('README.md');
const section = /## Where things live\s+```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const named = (name: string) => new RegExp(`(^|[\\s(,/])${name}(/|[\\s,)])`, 'm').test(section);

describe("the README's 'Where things live'", () => {
  it('is found', () => {
    expect(section.split('\n').length).toBeGreaterThan(20);
  });

  it.each([
    ['src/areas', 'the areas'],
    ['src/domain', 'the domain subjects'],
    ['functions/src', 'the Functions folders'],
  ])('names every folder of %s (%s)', (dir) => {
    expect(folders(dir).filter((name) => !named(name))).toEqual([]);
  });

  it('starts its lines only with paths that exist', () => {
    const paths = section
      .split('\n')
      .map((line) => /^(\S+\/\S*)\s/.exec(line)?.[1])
      .filter((found): found is string => Boolean(found));
    expect(paths.length).toBeGreaterThan(8);
    expect(paths.filter((found) => !existsSync(path.join(ROOT, found)))).toEqual([]);
  });
});

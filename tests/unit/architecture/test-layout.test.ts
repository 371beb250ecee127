// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './source-files';

/**
 * The domain's unit tests mirror src/domain: `src/domain/money/statements.ts` is tested in
 * `tests/unit/domain/money/statements.test.ts`. A reader of a rule finds its test by its path, and
 * a test cannot outlive the file it tests unnoticed. A test that covers several files of a subject
 * is named after the main one; no exceptions are needed so far.
 */
function misplacedDomainTests(): string[] {
  return sourceFiles('tests/unit/domain').filter((file) => {
    const match = /^tests\/unit\/domain\/([^/]+)\/([^/]+)\.test\.tsx?$/.exec(file);
    const [, subject, name] = match ?? [];
    if (!subject || !name) return true;
    return !['.ts', '.tsx'].some((extension) => existsSync(path.join(ROOT, 'src/domain', subject, `${name}${extension}`)));
  });
}

describe('the unit tests mirror the domain', () => {
  it('keeps every test of tests/unit/domain in its subject folder, named after a source file there', () => {
    expect(misplacedDomainTests()).toEqual([]);
  });

  it('finds the tests it checks', () => {
    // Guards the check itself: an empty or renamed folder would pass the test above vacuously.
    expect(sourceFiles('tests/unit/domain').length).toBeGreaterThan(50);
  });
});

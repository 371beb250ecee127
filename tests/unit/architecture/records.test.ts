// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

/**
 * ARCHITECTURE.md, Services: one `x.record.ts` per stored document both reads it (`xFromData`)
 * and writes it (`xData`), for the app and the Functions alike. A reader exported from any other
 * file is a second place where a document is read field by field, so it is refused here.
 */
const EXPORTED_READER = /export\s+(?:async\s+)?(?:function|const|let)\s+(\w*FromData)\b|export\s*\{[^}]*\b(\w*FromData)\b[^}]*\}/g;

function readersOutsideRecords(files: readonly string[]): string[] {
  return files
    .filter((file) => !file.endsWith('.record.ts'))
    .flatMap((file) => [...readSource(file).matchAll(EXPORTED_READER)].map((match) => `${file}: ${match[1] ?? match[2]}`));
}

describe('stored documents are read in their records', () => {
  it('exports no FromData reader outside a *.record.ts file, in src/ or functions/src/', () => {
    expect(readersOutsideRecords([...sourceFiles('src'), ...sourceFiles('functions/src')])).toEqual([]);
  });

  it('finds the readers it looks for', () => {
    // Guards the check itself: the records hold readers, so the pattern must see them there.
    const inRecords = sourceFiles('src/domain')
      .filter((file) => file.endsWith('.record.ts'))
      .flatMap((file) => [...readSource(file).matchAll(EXPORTED_READER)]);
    expect(inRecords.length).toBeGreaterThan(20);
  });
});

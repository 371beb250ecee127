import { describe, expect, it } from 'vitest';
import { backupFolder, exportRequest } from '../../../functions/src/ops/firestore-backup';

describe('the nightly Firestore backup (issue #51)', () => {
  it('exports every collection into a folder of its own per run, named by the time, whatever the bucket was written as', () => {
    const at = new Date('2026-11-28T07:00:00.123Z');
    expect(backupFolder('gs://sabor-backups/', at)).toBe('gs://sabor-backups/firestore/2026-11-28T07-00-00Z');
    expect(backupFolder('sabor-backups', at)).toBe('gs://sabor-backups/firestore/2026-11-28T07-00-00Z');
    expect(exportRequest('sabor-prod', 'sabor-backups', at)).toEqual({
      url: 'https://firestore.googleapis.com/v1/projects/sabor-prod/databases/(default):exportDocuments',
      body: { outputUriPrefix: 'gs://sabor-backups/firestore/2026-11-28T07-00-00Z' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { dataExportFileName, pick, toPlainJson } from '@/domain/accounts/data-export';

describe("'Baixar meus dados'", () => {
  it('writes stored values as plain JSON: timestamps as ISO text, nothing JSON cannot hold', () => {
    const stamp = { toDate: () => new Date('2026-11-20T15:00:00Z') };
    expect(toPlainJson({ a: stamp, b: [1, Number.NaN, 'x', null], c: undefined, d: { e: new Date('2026-01-02T03:04:05Z'), f: () => 1 }, g: true })).toEqual({
      a: '2026-11-20T15:00:00.000Z',
      b: [1, null, 'x', null],
      d: { e: '2026-01-02T03:04:05.000Z' },
      g: true,
    });
  });

  it("keeps only the fields asked for, leaving others' data out", () => {
    expect(pick({ clientName: 'Rita', entregadorTelefone: '(11) 96666-1234', createdAt: { toDate: () => new Date(0) } }, ['clientName', 'createdAt', 'numero'])).toEqual({
      clientName: 'Rita',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it('names the file by the São Paulo day', () => {
    expect(dataExportFileName(new Date('2026-11-28T02:00:00Z'))).toBe('meus-dados-sabor_2026-11-27.json');
  });
});

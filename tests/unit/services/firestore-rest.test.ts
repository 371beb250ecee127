import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromRestValue, RestReadError, runRestQuery } from '@/services/firestore-rest';

afterEach(() => vi.unstubAllGlobals());

describe('the REST reader of the home (services/firestore-rest.ts)', () => {
  it('reads stored values as the SDKs hand them over: numbers, dates, lists and maps', () => {
    expect(fromRestValue({ integerValue: '1500' })).toBe(1500);
    expect(fromRestValue({ doubleValue: 4.5 })).toBe(4.5);
    expect(fromRestValue({ timestampValue: '2026-11-28T12:00:00.000Z' })).toEqual(new Date('2026-11-28T12:00:00.000Z'));
    expect(fromRestValue({ nullValue: null })).toBeNull();
    expect(
      fromRestValue({ mapValue: { fields: { nome: { stringValue: 'Cantina' }, entregaEm: { arrayValue: { values: [{ stringValue: 'sao paulo|*' }] } }, vazio: { arrayValue: {} } } } }),
    ).toEqual({ nome: 'Cantina', entregaEm: ['sao paulo|*'], vazio: [] });
  });

  it('asks for the filters in order by the field then the document, after the cursor, and hands back each document with its own cursor', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json([
        { document: { name: 'projects/demo-sabor/databases/(default)/documents/vitrines/cantina', fields: { ordem: { stringValue: 'cantina' }, taxaEntrega: { integerValue: '5' } } } },
        { readTime: '2026-11-28T12:00:00Z' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const documents = await runRestQuery({
      collection: 'vitrines',
      where: [
        ['listado', 'EQUAL', true],
        ['entregaEm', 'ARRAY_CONTAINS_ANY', ['sao paulo|pinheiros', 'sao paulo|*']],
      ],
      orderBy: 'ordem',
      startAfter: { orderValue: 'burger', documentName: 'projects/demo-sabor/databases/(default)/documents/vitrines/burger' },
      limit: 20,
    });
    expect(documents).toEqual([
      { id: 'cantina', path: 'vitrines/cantina', data: { ordem: 'cantina', taxaEntrega: 5 }, cursor: { orderValue: 'cantina', documentName: 'projects/demo-sabor/databases/(default)/documents/vitrines/cantina' } },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/projects\/demo-sabor\/databases\/\(default\)\/documents:runQuery$/);
    const { structuredQuery } = JSON.parse(String(init.body));
    expect(structuredQuery.where.compositeFilter.filters).toEqual([
      { fieldFilter: { field: { fieldPath: 'listado' }, op: 'EQUAL', value: { booleanValue: true } } },
      { fieldFilter: { field: { fieldPath: 'entregaEm' }, op: 'ARRAY_CONTAINS_ANY', value: { arrayValue: { values: [{ stringValue: 'sao paulo|pinheiros' }, { stringValue: 'sao paulo|*' }] } } } },
    ]);
    expect(structuredQuery.orderBy.map((order: { field: { fieldPath: string } }) => order.field.fieldPath)).toEqual(['ordem', '__name__']);
    expect(structuredQuery.startAt).toEqual({ values: [{ stringValue: 'burger' }, { referenceValue: 'projects/demo-sabor/databases/(default)/documents/vitrines/burger' }], before: false });
    expect(structuredQuery.limit).toBe(20);
  });

  it('asks a collection group for some fields only, or the documents of a collection with these ids (the search, issue #49)', async () => {
    const fetchMock = vi.fn(async () => Response.json([{ document: { name: 'projects/demo-sabor/databases/(default)/documents/restaurantes/r1/buscaPratos/p1', fields: { nome: { stringValue: 'Lasanha' } } } }]));
    vi.stubGlobal('fetch', fetchMock);
    const [dish] = await runRestQuery({ collection: 'buscaPratos', allDescendants: true, where: [['indice.busca', 'ARRAY_CONTAINS', 'lasanha']], select: ['nome'], limit: 12 });
    expect(dish).toMatchObject({ id: 'p1', path: 'restaurantes/r1/buscaPratos/p1', data: { nome: 'Lasanha' } });
    await runRestQuery({ collection: 'buscaRestaurantes', where: [], select: [], limit: 6 });
    await runRestQuery({ collection: 'vitrines', where: [['listado', 'EQUAL', true]], ids: ['r1', 'r2'], limit: 2 });
    const [groupQuery, namesQuery, idsQuery] = fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).structuredQuery);
    expect(groupQuery.from).toEqual([{ collectionId: 'buscaPratos', allDescendants: true }]);
    expect(groupQuery.select).toEqual({ fields: [{ fieldPath: 'nome' }] });
    expect(groupQuery.orderBy).toBeUndefined();
    expect(namesQuery.select).toEqual({ fields: [{ fieldPath: '__name__' }] });
    expect(idsQuery.where.compositeFilter.filters[1]).toEqual({
      fieldFilter: {
        field: { fieldPath: '__name__' },
        op: 'IN',
        value: { arrayValue: { values: ['r1', 'r2'].map((id) => ({ referenceValue: `projects/demo-sabor/databases/(default)/documents/vitrines/${id}` })) } },
      },
    });
  });

  it("fails with the SDKs' codes: no network is 'unavailable', a refusal 'permission-denied'", async () => {
    const query = { collection: 'vitrines', where: [], orderBy: 'ordem', startAfter: null, limit: 20 };
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(runRestQuery(query)).rejects.toMatchObject({ code: 'unavailable' });
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { message: 'Missing or insufficient permissions.' } }, { status: 403 })));
    const refusal = await runRestQuery(query).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestReadError);
    expect(refusal).toMatchObject({ code: 'permission-denied', message: expect.stringContaining('Missing or insufficient permissions.') });
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { message: 'The query requires an index.', status: 'FAILED_PRECONDITION' } }, { status: 400 })));
    await expect(runRestQuery(query)).rejects.toMatchObject({ code: 'failed-precondition' });
  });
});

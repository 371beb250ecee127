import type { StoredData } from '@/domain/shared/stored-values';
import { firestoreEmulator, projectId, usesEmulators } from './firebase-config';

/**
 * One query of public documents over Firestore's REST API (`:runQuery`) with plain fetch: the
 * home's first page of restaurants, a menu and the search, the first things a visitor's phone
 * reads, so that it downloads no Firebase SDK at all (issue #49: about 40 kB of gzip less than
 * Firestore Lite and the app core, and no wait for it before the first read). It is the same request Firestore Lite sends, unauthenticated, so `firestore.rules` decide
 * what it may read exactly as they do for the SDKs; anything signed in or live keeps the SDKs.
 */

/** A filter the home and the search need: equality, array-contains and array-contains-any. */
export type RestFilter = [field: string, op: 'EQUAL' | 'ARRAY_CONTAINS' | 'ARRAY_CONTAINS_ANY', value: string | boolean | string[]];

/** Where a page ended: the last document's order value and its path, as Firestore's cursors take. */
export interface RestCursor {
  orderValue: string;
  documentName: string;
}

export interface RestQuery {
  /** The document the collection belongs to ('restaurantes/r1'); absent: a top-level collection. */
  parent?: string;
  collection: string;
  /** Every collection of that name, wherever it sits (a collection-group query). */
  allDescendants?: boolean;
  where: RestFilter[];
  /** Only the documents of `collection` with these ids (at most 30, as Firestore's 'in' takes). */
  ids?: string[];
  /** One string field, ascending (then by document, as Firestore adds); absent: by document. */
  orderBy?: string;
  startAfter?: RestCursor | null;
  /** Absent: every document that matches (a menu's dishes). */
  limit?: number;
  /**
   * Only these fields of each document travel (a projection: Firestore bills the same read, the
   * phone downloads less); [] for the documents' names alone. Absent: whole documents.
   */
  select?: readonly string[];
}

export interface RestDocument {
  id: string;
  /** The document's path within the database, 'restaurantes/r1/buscaPratos/p1'. */
  path: string;
  data: StoredData;
  cursor: RestCursor;
}

/** A failed read, with the code the SDKs use ('unavailable' for no network), so callers treat both alike. */
export class RestReadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestReadError';
  }
}

type Value = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Record<string, Value> };
};

const DOCUMENTS = `projects/${projectId}/databases/(default)/documents`;
const ROOT = `${usesEmulators ? `http://${firestoreEmulator.join(':')}` : 'https://firestore.googleapis.com'}/v1/${DOCUMENTS}`;
/** Where a query of the collections under `parent` (or the top level) is posted. */
const endpoint = (parent: string | undefined, method: 'runQuery' | 'runAggregationQuery') => `${ROOT}${parent ? `/${parent}` : ''}:${method}`;

/** A stored value as the SDKs hand it over, timestamps as Date (stored-values.ts reads both). */
export function fromRestValue(value: Value): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue ?? '');
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(fromRestValue);
  if ('mapValue' in value) return fromRestFields(value.mapValue?.fields);
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return { latitude: value.geoPointValue?.latitude ?? 0, longitude: value.geoPointValue?.longitude ?? 0 };
  if ('bytesValue' in value) return value.bytesValue;
  return null;
}

function fromRestFields(fields: Record<string, Value> | undefined): StoredData {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, fromRestValue(value)]));
}

function toRestValue(value: string | boolean | string[]): Value {
  if (Array.isArray(value)) return { arrayValue: { values: value.map((item) => ({ stringValue: item })) } };
  return typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value };
}

function structuredQuery({ parent, collection, allDescendants, where, ids, orderBy, startAfter, limit, select }: RestQuery) {
  const filters: object[] = where.map(([field, op, value]) => ({ fieldFilter: { field: { fieldPath: field }, op, value: toRestValue(value) } }));
  if (ids) {
    const references = ids.map((id) => ({ referenceValue: `${DOCUMENTS}/${parent ? `${parent}/` : ''}${collection}/${id}` }));
    filters.push({ fieldFilter: { field: { fieldPath: '__name__' }, op: 'IN', value: { arrayValue: { values: references } } } });
  }
  return {
    ...(select ? { select: { fields: (select.length > 0 ? select : ['__name__']).map((fieldPath) => ({ fieldPath })) } } : {}),
    from: [{ collectionId: collection, ...(allDescendants ? { allDescendants: true } : {}) }],
    ...(filters.length > 0 ? { where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(orderBy
      ? {
          orderBy: [
            { field: { fieldPath: orderBy }, direction: 'ASCENDING' },
            { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
          ],
        }
      : {}),
    ...(orderBy && startAfter ? { startAt: { values: [{ stringValue: startAfter.orderValue }, { referenceValue: startAfter.documentName }], before: false } } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
}

/**
 * HTTP statuses as the SDKs' codes, so a refusal reads the same whichever client read: the answer's
 * own status when it names one ('FAILED_PRECONDITION': a query without its index).
 */
function codeOf(status: number, named?: string): string {
  if (named && /^[A-Z_]+$/.test(named)) return named.toLowerCase().replace(/_/g, '-');
  if (status === 403) return 'permission-denied';
  if (status === 400) return 'invalid-argument';
  if (status === 404) return 'not-found';
  if (status === 429) return 'resource-exhausted';
  return 'unavailable';
}

/** Posts a request to Firestore; the answer's JSON, or a RestReadError with the SDKs' code. */
async function post(url: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw new RestReadError('unavailable', `Sem conexão com o servidor (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) as { error?: { message?: string; status?: string } } | null)?.error;
    const detail = error?.message;
    throw new RestReadError(codeOf(response.status, error?.status), `Falha na leitura (${response.status})${detail ? `: ${detail}` : ''}.`);
  }
  return response.json();
}

/** Runs the query; the documents in order, each with the cursor that starts the next page after it. */
export async function runRestQuery(query: RestQuery): Promise<RestDocument[]> {
  const answers = (await post(endpoint(query.parent, 'runQuery'), { structuredQuery: structuredQuery(query) })) as Array<{ document?: { name: string; fields?: Record<string, Value> } }>;
  return answers.flatMap(({ document }) => {
    if (!document) return [];
    const data = fromRestFields(document.fields);
    const orderValue = query.orderBy ? data[query.orderBy] : undefined;
    return [
      {
        id: document.name.slice(document.name.lastIndexOf('/') + 1),
        path: document.name.slice(DOCUMENTS.length + 1),
        data,
        cursor: { orderValue: typeof orderValue === 'string' ? orderValue : '', documentName: document.name },
      },
    ];
  });
}

/**
 * How many documents a collection under `parent` holds and the average of one of their number
 * fields (null when none has it), from one aggregation query: no document is downloaded.
 */
export async function runRestCountAndAverage(parent: string, collection: string, field: string): Promise<{ count: number; average: number | null }> {
  const answers = (await post(endpoint(parent, 'runAggregationQuery'), {
    structuredAggregationQuery: {
      structuredQuery: { from: [{ collectionId: collection }] },
      aggregations: [
        { alias: 'total', count: {} },
        { alias: 'mean', avg: { field: { fieldPath: field } } },
      ],
    },
  })) as Array<{ result?: { aggregateFields?: Record<string, Value> } }>;
  const fields = answers.find((answer) => answer.result)?.result?.aggregateFields ?? {};
  const total = fields.total ? fromRestValue(fields.total) : 0;
  const mean = fields.mean ? fromRestValue(fields.mean) : null;
  return { count: typeof total === 'number' ? total : 0, average: typeof mean === 'number' ? mean : null };
}

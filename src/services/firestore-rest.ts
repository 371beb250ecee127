import type { StoredData } from '@/domain/shared/stored-values';
import { firestoreEmulator, projectId, usesEmulators } from './firebase-config';

/**
 * One query of public documents over Firestore's REST API (`:runQuery`) with plain fetch: the
 * home's first page of restaurants, the first thing a visitor's phone reads, so that it downloads
 * no Firebase SDK at all (issue #49: about 40 kB of gzip less than Firestore Lite and the app
 * core). It is the same request Firestore Lite sends, unauthenticated, so `firestore.rules` decide
 * what it may read exactly as they do for the SDKs; anything signed in or live keeps the SDKs.
 */

/** A filter the home needs: equality, array-contains and array-contains-any. */
export type RestFilter = [field: string, op: 'EQUAL' | 'ARRAY_CONTAINS' | 'ARRAY_CONTAINS_ANY', value: string | boolean | string[]];

/** Where a page ended: the last document's order value and its path, as Firestore's cursors take. */
export interface RestCursor {
  orderValue: string;
  documentName: string;
}

export interface RestQuery {
  collection: string;
  where: RestFilter[];
  /** One string field, ascending (then by document, as Firestore adds). */
  orderBy: string;
  startAfter: RestCursor | null;
  limit: number;
}

export interface RestDocument {
  id: string;
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
const ENDPOINT = `${usesEmulators ? `http://${firestoreEmulator.join(':')}` : 'https://firestore.googleapis.com'}/v1/${DOCUMENTS}:runQuery`;

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

function structuredQuery({ collection, where, orderBy, startAfter, limit }: RestQuery) {
  const filters = where.map(([field, op, value]) => ({ fieldFilter: { field: { fieldPath: field }, op, value: toRestValue(value) } }));
  return {
    from: [{ collectionId: collection }],
    ...(filters.length > 0 ? { where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } } } : {}),
    orderBy: [
      { field: { fieldPath: orderBy }, direction: 'ASCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
    ],
    ...(startAfter ? { startAt: { values: [{ stringValue: startAfter.orderValue }, { referenceValue: startAfter.documentName }], before: false } } : {}),
    limit,
  };
}

/** HTTP statuses as the SDKs' codes, so a refusal reads the same whichever client read. */
function codeOf(status: number): string {
  if (status === 403) return 'permission-denied';
  if (status === 400) return 'invalid-argument';
  if (status === 404) return 'not-found';
  if (status === 429) return 'resource-exhausted';
  return 'unavailable';
}

/** Runs the query; the documents in order, each with the cursor that starts the next page after it. */
export async function runRestQuery(query: RestQuery): Promise<RestDocument[]> {
  let response: Response;
  try {
    response = await fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ structuredQuery: structuredQuery(query) }) });
  } catch (error) {
    throw new RestReadError('unavailable', `Sem conexão com o servidor (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!response.ok) {
    const detail = ((await response.json().catch(() => null)) as { error?: { message?: string } } | null)?.error?.message;
    throw new RestReadError(codeOf(response.status), `Falha na leitura (${response.status})${detail ? `: ${detail}` : ''}.`);
  }
  const answers = (await response.json()) as Array<{ document?: { name: string; fields?: Record<string, Value> } }>;
  return answers.flatMap(({ document }) => {
    if (!document) return [];
    const data = fromRestFields(document.fields);
    const orderValue = data[query.orderBy];
    return [{ id: document.name.slice(document.name.lastIndexOf('/') + 1), data, cursor: { orderValue: typeof orderValue === 'string' ? orderValue : '', documentName: document.name } }];
  });
}

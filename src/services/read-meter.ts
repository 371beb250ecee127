/**
 * What a screen's reads cost, for the benchmarks (scripts/bench-admin.mjs) and the emulator tests
 * that hold a screen to its read budget. Firestore bills a document read per document a query
 * returns, at least one per query (even an empty one). No Firebase import: the Lite services
 * (search.ts) and the full-SDK ones (sales.ts) share it without pulling in each other's SDK.
 */
export interface ReadMeter {
  /** Documents returned by queries. */
  documents: number;
  /** Queries run. */
  queries: number;
  /** Billed reads: documents, at least one per query. */
  billedReads: number;
}

/** A meter at zero. */
export function newReadMeter(): ReadMeter {
  return { documents: 0, queries: 0, billedReads: 0 };
}

/** Counts one query that returned `documents` documents (nothing when no meter was passed). */
export function meterQuery(meter: ReadMeter | undefined, documents: number): void {
  if (!meter) return;
  meter.queries += 1;
  meter.documents += documents;
  meter.billedReads += Math.max(1, documents);
}

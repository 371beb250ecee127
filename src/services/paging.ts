import { getDocs, limit, query, startAfter, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';

/** Where the next page of a list starts; opaque to screens. */
export type PageCursor = { readonly __brand: 'PageCursor' };

export interface Page<T> {
  items: T[];
  /** Pass back for the next page; null when this page was the last. */
  next: PageCursor | null;
}

/**
 * One page of `base` (already filtered and ordered) after `after`: `pageSize` documents, so a list
 * costs one read per row shown, never a read of the whole collection.
 */
export async function readPage<T>(base: Query<T, DocumentData>, after: PageCursor | null, pageSize: number): Promise<Page<T>> {
  const snapshot = await getDocs(after ? query(base, startAfter(after as unknown as QueryDocumentSnapshot), limit(pageSize)) : query(base, limit(pageSize)));
  const last = snapshot.docs.at(-1);
  return { items: snapshot.docs.map((document) => document.data()), next: last && snapshot.size === pageSize ? (last as unknown as PageCursor) : null };
}

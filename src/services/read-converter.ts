import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';

/**
 * A converter that reads each document through the domain's mapping (an `xFromData` of a
 * `.record.ts`, which the Functions share). The app never writes these types whole through a
 * converter (every write names its fields), so the value goes to Firestore as it is. The options a
 * reader gives `snapshot.data(options)` (how to read a server timestamp still pending) reach the mapping.
 */
export function readConverter<T>(fromData: (id: string, data: DocumentData, snapshot: QueryDocumentSnapshot) => T): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: (value) => value as unknown as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => fromData(snapshot.id, snapshot.data(options), snapshot),
  };
}

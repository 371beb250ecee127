import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';

/**
 * A converter that reads each document through the domain's mapping (an `xFromData` of a
 * `.record.ts`, which the Functions share). The app never writes these types whole through a
 * converter (every write names its fields), so the value goes to Firestore as it is.
 */
export function readConverter<T>(fromData: (id: string, data: DocumentData, snapshot: QueryDocumentSnapshot) => T): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: (value) => value as unknown as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => fromData(snapshot.id, snapshot.data(), snapshot),
  };
}

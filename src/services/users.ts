import {
  doc,
  onSnapshot,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { normalizeUserType, type UserProfile } from '@/domain/user';
import { db } from './firebase';
import { toDate, toNullableText, toText } from './firestore-values';
import { trackListener } from './listeners';

/** Maps usuarios/{uid} to a UserProfile, applying the spec's defaults and the legacy 'client'. */
export const userConverter: FirestoreDataConverter<UserProfile, DocumentData> = {
  toFirestore: (profile) => profile as unknown as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): UserProfile {
    const data = snapshot.data();
    return {
      uid: snapshot.id,
      nome: toText(data.nome),
      email: toText(data.email),
      tipo: normalizeUserType(data.tipo),
      telefone: toNullableText(data.telefone),
      emailVerificado: data.emailVerificado === true,
      restaurantId: toNullableText(data.restaurantId),
      criadoEm: toDate(data.criadoEm),
    };
  },
};

/** Live profile of one user; `null` when the document does not exist yet. */
export function subscribeToUserProfile(
  uid: string,
  onNext: (profile: UserProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'usuarios', uid).withConverter(userConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

import { collection, doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { CONSENT_TEXTS, CONSENTS, isConsentKind, type Consent, type ConsentKind } from '@/domain/accounts/consents';
import { consentFromData } from '@/domain/accounts/consent.record';
import { db } from './firebase';
import { trackListener } from './listeners';

/**
 * Records the person's consent of `tipo` (issue #39): given or revoked, to the current version of
 * its text, at the server's time (firestore.rules insist on both).
 */
export async function recordConsent(uid: string, tipo: ConsentKind, aceito: boolean): Promise<void> {
  await setDoc(doc(db, 'usuarios', uid, CONSENTS, tipo), { tipo, aceito, versao: CONSENT_TEXTS[tipo].versao, em: serverTimestamp() });
}

/** The person's consents as stored, live; a kind never recorded is absent. */
export function subscribeToMyConsents(uid: string, onNext: (consents: Partial<Record<ConsentKind, Consent>>) => void, onError: (error: Error) => void): () => void {
  return trackListener(
    onSnapshot(
      collection(db, 'usuarios', uid, CONSENTS),
      (snapshot) => {
        const consents: Partial<Record<ConsentKind, Consent>> = {};
        for (const stored of snapshot.docs) if (isConsentKind(stored.id)) consents[stored.id] = consentFromData(stored.id, stored.data());
        onNext(consents);
      },
      onError,
    ),
  );
}

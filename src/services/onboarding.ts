import { collection, onSnapshot, query, where } from 'firebase/firestore';
import type { Application } from '@/domain/onboarding/application';
import type { SubmitApplicationRequest } from '@/domain/onboarding/application.schema';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { call } from './callable-refusal';
import { auth, db } from './firebase';
import { trackListener } from './listeners';
import { applicationConverter } from './admin-applications';

/**
 * Joining the marketplace, the applicant's side (issue #24): sending an application through the
 * submitApplication callable (functions/src/accounts/onboarding.ts, which alone writes cadastros/) and
 * following one's own applications live while the operator reviews them.
 */

export const APPLICATION_OFFLINE_MESSAGE = 'Sem conexão com a internet. Seus dados continuam aqui: confira a conexão e toque em enviar de novo.';
export const APPLICATION_SIGNED_OUT_MESSAGE = 'Entre na sua conta para enviar o cadastro.';

/**
 * The refusal as the form reads it: the callable reads `{ tipo, dados }`, so its field paths
 * start with 'dados.' where the form's do not; and a phone that is offline is told so plainly
 * (its call may fail as 'internal', which says nothing to a person).
 */
export function applicationRefusal(refusal: CallableRefusal, deviceOffline: boolean): CallableRefusal {
  const fields = Object.fromEntries(Object.entries(refusal.fields).map(([path, message]) => [path.replace(/^dados\./, ''), message]));
  const offline = refusal.code === 'unavailable' || refusal.code === 'deadline-exceeded' || (deviceOffline && ['internal', 'failed'].includes(refusal.code));
  return new CallableRefusal(refusal.code, offline ? APPLICATION_OFFLINE_MESSAGE : refusal.message, fields);
}

/**
 * Sends an application, new or fixed after 'ajustes' (the server tells them apart). Resolves
 * with the application's id once stored; rejects with a CallableRefusal whose message is the
 * text to show and whose fields are the form's own paths ('cnpj', 'endereco.cep').
 */
export async function submitApplication(request: SubmitApplicationRequest): Promise<string> {
  if (!auth.currentUser) throw new CallableRefusal('not-allowed', APPLICATION_SIGNED_OUT_MESSAGE);
  try {
    const result = await call('submitApplication', request);
    return result.cadastroId;
  } catch (error) {
    throw applicationRefusal(error as CallableRefusal, typeof navigator !== 'undefined' && !navigator.onLine);
  }
}

/**
 * The applications of `uid` (one per kind at most), live: the status page sees the operator's
 * decision, and an approval, the moment it is written. The query names the uid because the rules
 * let an applicant list only their own.
 */
export function subscribeToMyApplications(uid: string, onNext: (applications: Application[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collection(db, 'cadastros'), where('uid', '==', uid)).withConverter(applicationConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

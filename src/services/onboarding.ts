import { collection, onSnapshot, query, where, type DocumentData, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore';
import { applicationFromData } from '@/domain/application-record';
import type { Application, SubmitApplicationRequest } from '@/domain/onboarding';
import type { SchemaFieldErrors } from '@/domain/schema';
import { firebaseErrorCode } from './errors';
import { auth, db } from './firebase';
import { trackListener } from './listeners';

/**
 * Joining the marketplace, the applicant's side (issue #24): sending an application through the
 * submitApplication callable (functions/src, which alone writes cadastros/) and following one's
 * own applications live while the operator reviews them.
 */

export const applicationConverter: FirestoreDataConverter<Application, DocumentData> = {
  toFirestore: (application) => application as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => applicationFromData(snapshot.id, snapshot.data()),
};

export const APPLICATION_OFFLINE_MESSAGE = 'Sem conexão com a internet. Seus dados continuam aqui: confira a conexão e toque em enviar de novo.';
export const APPLICATION_FAILED_MESSAGE = 'Não foi possível enviar o cadastro. Seus dados continuam aqui: tente de novo em instantes.';
export const APPLICATION_SIGNED_OUT_MESSAGE = 'Entre na sua conta para enviar o cadastro.';

/** Why an application was not sent, with the Portuguese text to show and, for a form, its fields. */
export class ApplicationNotSentError extends Error {
  constructor(
    message: string,
    /** The server's messages per field ('cnpj', 'endereco.cep'), as the form's own paths. */
    readonly fields: SchemaFieldErrors,
    /** The server could not be reached: the same request may simply be sent again. */
    readonly offline: boolean,
  ) {
    super(message);
    this.name = 'ApplicationNotSentError';
  }
}

/** The callable reads `{ tipo, dados }`: its field paths start with 'dados.', the form's do not. */
function formFields(fields: unknown): SchemaFieldErrors {
  if (typeof fields !== 'object' || fields === null) return {};
  const read: SchemaFieldErrors = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message === 'string' && message) read[path.replace(/^dados\./, '')] = message;
  }
  return read;
}

/** What a failed call means for the person: the server's refusal, no connection, or a failure. */
export function applicationNotSent(error: unknown, deviceOffline: boolean): ApplicationNotSentError {
  const code = (firebaseErrorCode(error) ?? '').replace(/^functions\//, '');
  const details = (error as { details?: unknown } | null)?.details;
  const refusal = typeof details === 'object' && details !== null ? (details as { code?: unknown; message?: unknown; fields?: unknown }) : null;
  if (refusal && typeof refusal.message === 'string' && refusal.message) {
    return new ApplicationNotSentError(refusal.message, formFields(refusal.fields), false);
  }
  // Offline, a call that never reached the server surfaces as 'internal' with no details, and a
  // functions client that could not be downloaded as an error with no code at all.
  if (code === 'unavailable' || code === 'deadline-exceeded' || (deviceOffline && (code === 'internal' || code === ''))) {
    return new ApplicationNotSentError(APPLICATION_OFFLINE_MESSAGE, {}, true);
  }
  console.error('Erro ao enviar cadastro', error);
  return new ApplicationNotSentError(APPLICATION_FAILED_MESSAGE, {}, false);
}

/**
 * Sends an application, new or fixed after 'ajustes' (the server tells them apart). Resolves
 * with the application's id once stored; rejects with an ApplicationNotSentError.
 */
export async function submitApplication(request: SubmitApplicationRequest): Promise<string> {
  if (!auth.currentUser) throw new ApplicationNotSentError(APPLICATION_SIGNED_OUT_MESSAGE, {}, false);
  try {
    const { callable } = await import('./functions');
    const result = await callable<SubmitApplicationRequest, { ok: true; cadastroId: string }>('submitApplication')(request);
    return result.data.cadastroId;
  } catch (error) {
    throw applicationNotSent(error, typeof navigator !== 'undefined' && !navigator.onLine);
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

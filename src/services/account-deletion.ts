import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { DELETION_REQUESTS, type DeletionRequest } from '@/domain/accounts/account-deletion';
import { deletionRequestFromData } from '@/domain/accounts/deletion-request.record';
import type { RequestAccountDeletionRequest } from '@/domain/accounts/account-deletion.schema';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';

/** 'Excluir minha conta' (issue #39): scheduled by the requestAccountDeletion function; resolves with when it is carried out. */
export async function requestAccountDeletion(request: RequestAccountDeletionRequest): Promise<Date> {
  const { efetivaEm } = await call('requestAccountDeletion', request);
  return new Date(efetivaEm);
}

/** 'Cancelar exclusão'. */
export async function cancelAccountDeletion(): Promise<void> {
  await call('cancelAccountDeletion', {});
}

/** The operator's 'Concluir exclusões vencidas'. */
export async function runAccountDeletions(): Promise<{ concluidas: number; adiadas: number }> {
  const { concluidas, adiadas } = await call('runAccountDeletions', {});
  return { concluidas, adiadas };
}

export const DELETION_REQUESTS_PAGE = 50;

/** The newest deletion requests, live (operators only, firestore.rules). */
export function subscribeToDeletionRequests(onNext: (requests: DeletionRequest[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collection(db, DELETION_REQUESTS), orderBy('pedidaEm', 'desc'), limit(DELETION_REQUESTS_PAGE));
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => deletionRequestFromData(document.id, document.data()))), onError));
}

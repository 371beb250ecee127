import { collection, doc, getDoc, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { applicationFromData } from '@/domain/onboarding/application.record';
import type { Application, ApplicationKind, ApplicationState } from '@/domain/onboarding/application';
import type { ReviewApplicationRequest } from '@/domain/onboarding/application.schema';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';
import { readPage, type Page, type PageCursor } from './paging';
import { readConverter } from './read-converter';

/**
 * The operator's queue of applications (cadastros/{tipo}-{uid}, issue #24): a filtered page at a
 * time, one application live, and the decision through the reviewApplication callable. Only the
 * callables write cadastros; firestore.rules let admins list them.
 */

/** How many applications each page of the queue shows. */
export const APPLICATIONS_PAGE_SIZE = 20;

/** Maps cadastros/{id} (applicationFromData), for the operator's queue and the applicant's page. */
export const applicationConverter = readConverter(applicationFromData);

/** The queue's filters: one kind or both (null), one state or all (null). */
export interface ApplicationFilter {
  kind: ApplicationKind | null;
  state: ApplicationState | null;
}

/**
 * One page of applications of `filter.kind` and in `filter.state` (each when set), the most
 * recently updated first. Indexes: estado + atualizadoEm desc, tipo + estado + atualizadoEm desc,
 * tipo + atualizadoEm desc (atualizadoEm desc alone is automatic).
 */
export function getApplicationsPage(filter: ApplicationFilter, after: PageCursor | null, pageSize = APPLICATIONS_PAGE_SIZE): Promise<Page<Application>> {
  const filters = [...(filter.kind ? [where('tipo', '==', filter.kind)] : []), ...(filter.state ? [where('estado', '==', filter.state)] : [])];
  const base = query(collection(db, 'cadastros'), ...filters, orderBy('atualizadoEm', 'desc')).withConverter(applicationConverter);
  return readPage(base, after, pageSize);
}

/** One application, live (a second operator's decision shows at once); null when there is none. */
export function subscribeToApplication(id: string, onNext: (application: Application | null) => void, onError: (error: Error) => void): () => void {
  const ref = doc(db, 'cadastros', id).withConverter(applicationConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/**
 * The operator's decision through the reviewApplication callable: approve (a restaurant is created
 * and its applicant made dono; a rider becomes motoboy), ask for changes, or reject. Rejects with
 * a CallableRefusal (src/domain/shared/callable-refusal.ts).
 */
export function reviewApplication(request: ReviewApplicationRequest): Promise<{ ok: true; restaurantId?: string }> {
  return call('reviewApplication', request);
}

/** One application read once (a rider's approved application beside their account); null when there is none. */
export async function getApplication(id: string): Promise<Application | null> {
  const snapshot = await getDoc(doc(db, 'cadastros', id).withConverter(applicationConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

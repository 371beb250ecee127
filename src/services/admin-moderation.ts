import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { auditEntryFromData } from '@/domain/operator/audit-entry.record';
import type { AuditEntry } from '@/domain/operator/moderation';
import type { SetSuspensionRequest } from '@/domain/operator/moderation.schema';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';
import { readConverter } from './read-converter';

/**
 * The operator's hand on an account (issue #24): suspending or reinstating a restaurant or a user
 * through the setSuspension callable, and the audit trail every such action leaves (auditoria,
 * written by the Functions only, read by admins).
 */

/** How many audit entries a restaurant's or a person's page shows (the newest). */
export const AUDIT_TRAIL_LIMIT = 20;

const auditConverter = readConverter(auditEntryFromData);

/**
 * The newest audit entries about any of `targetIds` (a restaurant or an account, and the
 * application that made it), live, so the operator's own action appears as soon as it is
 * recorded. Index: alvoId + em desc (an 'in' uses the same one).
 */
export function subscribeToAuditTrail(targetIds: string[], onNext: (entries: AuditEntry[]) => void, onError: (error: Error) => void): () => void {
  const ids = [...new Set(targetIds.filter(Boolean))];
  if (ids.length === 0) {
    onNext([]);
    return () => undefined;
  }
  const target = ids.length === 1 ? where('alvoId', '==', ids[0]) : where('alvoId', 'in', ids);
  const ref = query(collection(db, 'auditoria'), target, orderBy('em', 'desc'), limit(AUDIT_TRAIL_LIMIT)).withConverter(auditConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * Suspends (with a reason) or reinstates a restaurant or a user through the setSuspension
 * callable: a suspended restaurant leaves the customers' lists and takes no orders; a suspended
 * account's sessions end. Rejects with a CallableRefusal.
 */
export function setSuspension(request: SetSuspensionRequest): Promise<{ ok: true }> {
  return call('setSuspension', request);
}

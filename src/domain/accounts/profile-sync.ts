import { normalizeUserType } from './user';
import { type UserType } from '../shared/user-types';

/** What is stored in usuarios/{uid}, as far as the sign-in sync cares. */
export interface StoredUserRecord {
  nome?: unknown;
  tipo?: unknown;
  emailVerificado?: unknown;
}

export interface SignedInUser {
  displayName: string | null;
  emailVerified: boolean;
}

export type UserRecordChanges = Partial<{ nome: string; tipo: UserType; emailVerificado: true }>;

/**
 * SPEC.md section 4, 'User record on sign-in', made safe: the verified flag is set once the
 * e-mail is verified, a missing or legacy 'client' type becomes 'cliente', and a changed display
 * name is saved. A type is never raised here: staff, rider and admin accounts are provisioned by
 * an administrator, and firestore.rules refuse anything else.
 */
export function userRecordChanges(stored: StoredUserRecord, user: SignedInUser): UserRecordChanges {
  const changes: UserRecordChanges = {};
  if (user.emailVerified && stored.emailVerificado !== true) changes.emailVerificado = true;
  if (stored.tipo === undefined || stored.tipo === null || stored.tipo === '' || stored.tipo === 'client') {
    changes.tipo = normalizeUserType(stored.tipo) ?? 'cliente';
  }
  const displayName = user.displayName?.trim();
  if (displayName && displayName !== stored.nome) changes.nome = displayName;
  return changes;
}

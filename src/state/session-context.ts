import { createContext, useContext } from 'react';
import type { AccessState } from '@/domain/shared/routes';
import type { UserProfile } from '@/domain/accounts/user';
import type { UserType } from '@/domain/shared/user-types';
import type { AuthUser } from '@/services/session';

/** The signed-in person as the app sees it, from Firebase Auth and usuarios/{uid}. */
export type Session =
  /** Firebase Auth has not said yet whether anyone is signed in. */
  | { status: 'loading-auth' }
  | { status: 'visitor' }
  /** Signed in; usuarios/{uid} (and so the user type) is still loading. */
  | { status: 'loading-profile'; user: AuthUser }
  /** `profile` is null when the user document does not exist (yet). */
  | { status: 'ready'; user: AuthUser; profile: UserProfile | null; type: UserType | null }
  | { status: 'profile-error'; user: AuthUser; error: Error };

export interface SessionValue {
  session: Session;
  /** True until the session is first known: the start-up screen shows meanwhile. */
  booting: boolean;
  /** Reloads the Firebase user, e.g. after the e-mail link was clicked elsewhere. */
  refreshUser: () => Promise<void>;
  /** Stops every listener, signs out and forgets what a shared device must not keep. */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; must be used under <SessionProvider>. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** Reduces a session to what route access depends on (see decideAccess). */
export function accessStateOf(session: Session): AccessState {
  switch (session.status) {
    case 'loading-auth':
    case 'loading-profile':
      return { kind: 'loading' };
    case 'visitor':
      return { kind: 'visitor' };
    case 'profile-error':
      return { kind: 'loading' };
    case 'ready':
      return session.user.emailVerified ? { kind: 'verified', type: session.type } : { kind: 'unverified' };
  }
}

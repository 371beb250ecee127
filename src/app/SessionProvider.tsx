import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { paintsBeforeSession } from '@/domain/shared/routes';
import { normalizeUserType, type UserProfile } from '@/domain/accounts/user';
import type { AuthUser } from '@/services/session';
import { rememberSignedIn, signedInElsewhere, wasSignedIn } from '@/services/session-hint';
import { isSharedDevice, markSharedDevice } from '@/services/shared-device';
import { AppLoadErrorScreen } from './AppLoadErrorScreen';
import { clearAllLocalStores } from '@/state/local-store';
import { afterFirstPaint, afterPageIdle } from '@/ui/after-first-paint';
import { firstInteraction } from '@/ui/use-first-interaction';
import { deferredSubscription } from '@/ui/use-subscription';
import { loadProfileServices, loadSessionServices } from './session-services';
import { SessionContext, type Session, type SessionValue } from '@/state/session-context';

/** The latest answer of the usuarios/{uid} listener, tagged with the uid it belongs to. */
type ProfileState =
  | { uid: string; status: 'ready'; profile: UserProfile | null }
  | { uid: string; status: 'error'; error: Error };

/** Provides the live session: Firebase Auth state plus the user's type from usuarios/{uid}. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // On a page that paints before the session (the home page), a device where nobody was signed in
  // is a visitor's from the start: Auth loads when it may matter (session-hint.ts).
  const [visitorFirst] = useState(() => paintsBeforeSession(window.location.pathname) && !isSharedDevice() && !wasSignedIn());
  const [user, setUser] = useState<AuthUser | null | undefined>(visitorFirst ? null : undefined);
  const [profileState, setProfileState] = useState<ProfileState | null>(null);
  // Firebase's code could not be loaded (offline before the app was ever cached, say).
  const [loadError, setLoadError] = useState<Error | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = () => {
      stop = deferredSubscription(loadSessionServices, (services, onNext: (user: AuthUser | null) => void) => services.subscribeToAuthUser(onNext))(
        (next) => {
          rememberSignedIn(next !== null);
          setUser(next);
        },
        setLoadError,
      );
    };
    // On a page that paints before the session (the home page), Firebase starts downloading and
    // evaluating only once that first frame is on screen, so it cannot delay it. For a visitor,
    // only once they touch the page or another tab signs in, and then when the page is idle: a
    // visitor who only looks never pays for Auth's 22 kB and its start-up work.
    if (!paintsBeforeSession(window.location.pathname) || isSharedDevice()) {
      start();
      return () => stop?.();
    }
    let cancelled = false;
    void (visitorFirst ? Promise.race([firstInteraction(), signedInElsewhere()]).then(afterPageIdle) : afterFirstPaint()).then(() => {
      if (!cancelled) start();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [visitorFirst]);

  const uid = user?.uid;
  useEffect(() => {
    if (!uid) return undefined;
    // Loads the full Firestore SDK (signed-in people only); a failure shows the profile error.
    return deferredSubscription(loadProfileServices, (services, onNext: (profile: UserProfile | null) => void, onError) =>
      services.subscribeToUserProfile(uid, onNext, onError),
    )(
      (profile) => setProfileState({ uid, status: 'ready', profile }),
      (error) => setProfileState({ uid, status: 'error', error }),
    );
  }, [uid]);

  // Keep usuarios/{uid} in step with Auth (verified flag, legacy type, display name) whenever
  // the signed-in user, their verification or their name changes.
  const syncKey = user ? `${user.uid}|${user.emailVerified}|${user.displayName ?? ''}` : null;
  useEffect(() => {
    if (!user || !syncKey) return;
    loadProfileServices()
      .then((services) => services.syncOwnUserRecord(user))
      .catch((error: unknown) => console.error('Erro ao sincronizar o usuário', error));
    // syncKey captures every field of `user` the sync reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syncKey]);

  // Staff, riders and admins use shared devices: from the next start on, keep no cache here.
  const type = profileState?.status === 'ready' ? profileState.profile?.tipo : undefined;
  useEffect(() => {
    if (type === 'restaurante' || type === 'motoboy' || type === 'admin') {
      markSharedDevice();
    }
  }, [type]);

  const session = useMemo<Session>(() => {
    if (user === undefined) return { status: 'loading-auth' };
    if (user === null) return { status: 'visitor' };
    if (!profileState || profileState.uid !== user.uid) return { status: 'loading-profile', user };
    if (profileState.status === 'error') return { status: 'profile-error', user, error: profileState.error };
    const { profile } = profileState;
    return { status: 'ready', user, profile, type: profile ? profile.tipo : normalizeUserType(undefined) };
  }, [user, profileState]);

  const refreshUser = useCallback(async () => {
    const fresh = await (await loadSessionServices()).reloadCurrentUser();
    setUser(fresh);
  }, []);

  const signOut = useCallback(async () => {
    const mustReload = await (await loadSessionServices()).signOut();
    // Bag, addresses and contact data must not survive on a shared device.
    clearAllLocalStores();
    setProfileState(null);
    // The Firestore cache was deleted together with its instance: start afresh on the login
    // page. The page is being replaced, so callers must not navigate too: never resolve.
    if (mustReload) {
      window.location.replace('/login');
      await new Promise<never>(() => undefined);
    }
  }, []);

  // Once the first answer is in, later loads (a sign-in, a type change) show the guard's text
  // instead of the full start-up screen.
  const [booted, setBooted] = useState(false);
  const settled = session.status !== 'loading-auth' && session.status !== 'loading-profile';
  if (settled && !booted) setBooted(true);

  const value = useMemo<SessionValue>(
    () => ({ session, booting: !booted, refreshUser, signOut }),
    [session, booted, refreshUser, signOut],
  );
  if (loadError) return <AppLoadErrorScreen />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

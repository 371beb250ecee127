import { onIdTokenChanged, reload, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { auth } from './auth';
import { stopAllListeners } from './listeners';

/** What the app needs of the signed-in Firebase user. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

/**
 * Listens to sign-in state. Uses the ID-token listener so that a reload after verifying the
 * e-mail (which refreshes the token) is seen too.
 *
 * A user whose e-mail was just verified (the link followed in another tab, then this tab started
 * or reloaded the user) still holds a token without `email_verified`, which the security rules
 * read: such a user is reported only once a fresh token is in, so nothing is written with the
 * old one (the refresh calls this listener again).
 */
export function subscribeToAuthUser(onNext: (user: AuthUser | null) => void): () => void {
  // The user whose token was refreshed for the claim: once is enough (no loop if it never comes).
  let refreshed: string | null = null;
  return onIdTokenChanged(auth, (user) => {
    if (!user?.emailVerified) {
      onNext(user ? toAuthUser(user) : null);
      return;
    }
    user
      .getIdTokenResult()
      .then((token) => {
        if (token.claims.email_verified === true || refreshed === user.uid) {
          // Still the signed-in user (not signed out while the token was read).
          if (auth.currentUser === user) onNext(toAuthUser(user));
          return undefined;
        }
        refreshed = user.uid;
        return user.getIdToken(true);
      })
      // Offline with an expired token, say: report the user; a write waits for the connection.
      .catch(() => {
        if (auth.currentUser === user) onNext(toAuthUser(user));
      });
  });
}

/** Reloads the current user from the server (e.g. to see a fresh e-mail verification). */
export async function reloadCurrentUser(): Promise<AuthUser | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await reload(user);
  // The new token carries email_verified for the security rules (and fires the token listener).
  await user.getIdToken(true);
  return toAuthUser(user);
}

/**
 * Stops every live listener, signs the current user out and deletes the device's cached data.
 * Resolves true when the page must reload (the cache was deleted with Firestore inside it).
 */
export async function signOut(): Promise<boolean> {
  stopAllListeners();
  await firebaseSignOut(auth);
  // Only Auth is loaded with the session; a signed-in person has the full SDK by now (the profile).
  const { forgetCachedData } = await import('./firebase');
  return forgetCachedData();
}

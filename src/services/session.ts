import { onIdTokenChanged, reload, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { auth, forgetCachedData } from './firebase';
import { stopAllListeners } from './listeners';

export { markSharedDevice } from './shared-device';
// The session's profile listener and sync, so the app loads everything the session needs at once.
export { subscribeToUserProfile, syncOwnUserRecord } from './users';

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
 */
export function subscribeToAuthUser(onNext: (user: AuthUser | null) => void): () => void {
  return onIdTokenChanged(auth, (user) => onNext(user ? toAuthUser(user) : null));
}

/** Reloads the current user from the server (e.g. to see a fresh e-mail verification). */
export async function reloadCurrentUser(): Promise<AuthUser | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await reload(user);
  // A reload does not fire the token listener; forcing a token refresh does, and the new token
  // carries email_verified for the security rules.
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
  return forgetCachedData();
}

/**
 * Whether someone was signed in on this device when the app last heard from Firebase Auth. A
 * device with no such mark is a visitor's until Auth says otherwise: the home page then shows at
 * once without waiting for Auth, which loads when the visitor first touches the page or another
 * tab signs in (issue #27: a visitor's first load downloads no Auth and its first seconds on a
 * phone are left to the page). A person signed in before the mark existed is seen when Auth loads.
 *
 * No Firebase here: the app shell reads the mark before Firebase has loaded.
 */
const SIGNED_IN_KEY = 'sabor-signed-in';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === 'yes';
  } catch {
    return true;
  }
}

/** Resolves when another tab of this device records a sign-in (the 'storage' event). */
export function signedInElsewhere(): Promise<void> {
  return new Promise((resolve) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SIGNED_IN_KEY || event.newValue !== 'yes') return;
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    window.addEventListener('storage', onStorage);
  });
}

/** Records what Auth last said (called on each of its answers). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, 'yes');
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Without storage, the next start waits for Auth, as before.
  }
}

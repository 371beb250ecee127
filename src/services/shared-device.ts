/**
 * Devices where staff, riders or admins sign in are shared (a counter tablet): Firestore keeps
 * their data in memory only, and the start-up screen stays up until the session is known (no
 * glimpse of the customer home). Customers' phones keep a persistent cache, so the last
 * restaurants and menus open offline. The mark is set at sign-in and survives sign-out on purpose.
 *
 * No Firebase here: the app shell reads the mark before Firebase has loaded.
 */
const SHARED_DEVICE_KEY = 'sabor-shared-device';

export function isSharedDevice(): boolean {
  try {
    return localStorage.getItem(SHARED_DEVICE_KEY) === 'yes';
  } catch {
    return true;
  }
}

/** Marks this device as shared from the next start on. */
export function markSharedDevice(): void {
  try {
    localStorage.setItem(SHARED_DEVICE_KEY, 'yes');
  } catch {
    // Without storage nothing persists anyway.
  }
}

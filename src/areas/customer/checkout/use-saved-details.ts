import { useEffect, useSyncExternalStore } from 'react';
import { addressStore, contactStore } from '@/state/checkout-stores';
import { useSession } from '@/state/session-context';
import { sameContact, sameSavedAddresses } from '@/domain/accounts/account-details.record';
import type { SavedAddresses } from '@/domain/delivery/address';
import type { Contact } from '@/domain/checkout/checkout';
import { saveAccountAddresses, saveAccountContact } from '@/services/users';

/**
 * Addresses and contact data follow the account (usuarios/{uid}), with the device's local copy
 * (src/state/checkout-stores.ts) kept beside it.
 *
 * Merge rule: the account's copy wins whenever the account has one. Every save writes both
 * copies, so the account's is the latest from any phone; offline, the account write waits in
 * Firestore's device cache and the profile listener already shows it, so the account's copy is
 * still this phone's latest. The local copy is what the pages fall back to when the account has
 * none (or no profile is loaded), and it is refreshed from the account so it stays a true
 * offline copy. An account that never stored any (older accounts) receives this device's copy
 * once, the first time these pages open. A failed account write (it cannot fail for being
 * offline) is told on the page; the device keeps its copy.
 */

const ACCOUNT_SAVE_ERROR = 'Salvo neste aparelho, mas não foi possível salvar na sua conta. Tente de novo mais tarde.';

// The last account write's failure, shared by the pages: the write may fail after the person
// moved on from the page that made it (the contact form goes straight to the checkout).
let syncError: string | null = null;
const syncErrorListeners = new Set<() => void>();

function setSyncError(message: string | null) {
  if (message === syncError) return;
  syncError = message;
  for (const listener of syncErrorListeners) listener();
}

/** The failure of the last write of addresses or contact data to the account, or null. */
export function useAccountSyncError(): string | null {
  return useSyncExternalStore(
    (listener) => {
      syncErrorListeners.add(listener);
      return () => syncErrorListeners.delete(listener);
    },
    () => syncError,
    () => null,
  );
}

function useAccount() {
  const { session } = useSession();
  const ready = session.status === 'ready' && session.profile !== null;
  return {
    uid: ready ? session.user.uid : null,
    details: ready ? (session.profile?.details ?? null) : null,
    profile: ready ? session.profile : null,
  };
}

function reportFailure(error: unknown) {
  console.error('Erro ao salvar na conta', error);
  setSyncError(ACCOUNT_SAVE_ERROR);
}

function clearFailure() {
  setSyncError(null);
}

/** The saved addresses (account first, see above) and how to change them. */
export function useSavedAddresses(): { saved: SavedAddresses; update: (change: (current: SavedAddresses) => SavedAddresses) => void } {
  const { uid, details } = useAccount();
  const [local] = addressStore.use();
  const account = details?.addresses ?? null;
  const saved = account ?? local;

  useEffect(() => {
    if (!uid) return;
    if (account) {
      if (!sameSavedAddresses(account, addressStore.read())) addressStore.save(account);
    } else if (local.list.length > 0) {
      saveAccountAddresses(uid, local).catch(reportFailure);
    }
  }, [uid, account, local]);

  function update(change: (current: SavedAddresses) => SavedAddresses) {
    const next = change(saved);
    addressStore.save(next);
    if (uid && !sameSavedAddresses(next, saved)) {
      saveAccountAddresses(uid, next).then(clearFailure, reportFailure);
    }
  }

  return { saved, update };
}

const NO_CONTACT: Contact = { clientName: '', clientPhone: '' };

/**
 * The contact data for orders (account first, see above; empty until saved), and what the form
 * starts from: the saved data, else the account's name and phone.
 */
export function useSavedContact(): { contact: Contact; initial: Contact; save: (contact: Contact) => void } {
  const { uid, details, profile } = useAccount();
  const [local] = contactStore.use();
  const account = details?.contact ?? null;
  const localSaved = !!(local.clientName || local.clientPhone);
  const contact = account ?? (localSaved ? local : NO_CONTACT);

  useEffect(() => {
    if (!uid) return;
    if (account) {
      if (!sameContact(account, contactStore.read())) contactStore.save(account);
    } else if (localSaved) {
      saveAccountContact(uid, local).catch(reportFailure);
    }
  }, [uid, account, local, localSaved]);

  function save(next: Contact) {
    contactStore.save(next);
    if (uid) saveAccountContact(uid, next).then(clearFailure, reportFailure);
  }

  const initial = account || localSaved ? contact : { clientName: profile?.nome ?? '', clientPhone: profile?.telefone ?? '' };
  return { contact, initial, save };
}

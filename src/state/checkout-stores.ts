import { toContact, toSavedAddresses } from '@/domain/accounts/account-details.record';
import type { SavedAddresses } from '@/domain/delivery/address';
import type { Contact } from '@/domain/checkout/checkout';
import type { PendingOrder } from '@/domain/checkout/order-attempt';
import { createLocalStore } from './local-store';

const NO_ADDRESSES: SavedAddresses = { list: [], selected: null };

/**
 * Saved delivery addresses (at most four) and the chosen one: this device's copy of the account's
 * (see use-saved-details.ts in the customer area for how the two are kept in step).
 */
export const addressStore = createLocalStore<SavedAddresses>(
  'addresses',
  (raw) => {
    const value = raw as Partial<SavedAddresses> | null;
    return toSavedAddresses(value?.list, value?.selected);
  },
  NO_ADDRESSES,
  (saved) => saved.list.length === 0,
);

const NO_CONTACT: Contact = { clientName: '', clientPhone: '' };

/** The name and phone the restaurant and rider use to reach the customer. */
export const contactStore = createLocalStore<Contact>(
  'contact',
  (raw) => toContact(raw) ?? NO_CONTACT,
  NO_CONTACT,
  (contact) => !contact.clientName && !contact.clientPhone,
);

/**
 * The id reserved for the order being checked out, with the fingerprint of what it was sent with.
 * Kept until the order is confirmed, so a reload or a retry after a failure writes the same order
 * instead of a second one, while a changed bag gets a new id (reserveOrderId in domain/checkout/order-attempt.ts).
 */
export const pendingOrderStore = createLocalStore<PendingOrder | null>(
  'pending-order',
  (raw) => {
    const value = raw as { orderId?: unknown; restaurantId?: unknown; fingerprint?: unknown } | null;
    if (typeof value?.orderId !== 'string' || typeof value.restaurantId !== 'string') return null;
    return { orderId: value.orderId, restaurantId: value.restaurantId, fingerprint: typeof value.fingerprint === 'string' ? value.fingerprint : null };
  },
  null,
  (value) => value === null,
);

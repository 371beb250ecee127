import { toContact, toSavedAddresses } from '@/domain/account-details';
import type { SavedAddresses } from '@/domain/address';
import type { Contact } from '@/domain/checkout';
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
 * The id reserved for the order being checked out. Kept until the order is confirmed, so a reload
 * or a retry after a failure writes the same order instead of a second one.
 */
export const pendingOrderStore = createLocalStore<{ orderId: string; restaurantId: string } | null>(
  'pending-order',
  (raw) => {
    const value = raw as { orderId?: unknown; restaurantId?: unknown } | null;
    return typeof value?.orderId === 'string' && typeof value.restaurantId === 'string' ? { orderId: value.orderId, restaurantId: value.restaurantId } : null;
  },
  null,
  (value) => value === null,
);

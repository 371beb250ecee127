import type { Address, SavedAddresses } from '@/domain/address';
import type { Contact } from '@/domain/checkout';
import { createLocalStore } from './local-store';

function isAddress(value: unknown): value is Address {
  if (typeof value !== 'object' || value === null) return false;
  const address = value as Record<string, unknown>;
  return ['rua', 'numero', 'bairro', 'cidade', 'cep'].every((field) => typeof address[field] === 'string');
}

const NO_ADDRESSES: SavedAddresses = { list: [], selected: null };

/** Saved delivery addresses (at most four) and the chosen one. */
export const addressStore = createLocalStore<SavedAddresses>(
  'addresses',
  (raw) => {
    const value = raw as Partial<SavedAddresses> | null;
    const list = Array.isArray(value?.list) ? value.list.filter(isAddress).slice(0, 4) : [];
    const selected = typeof value?.selected === 'number' && value.selected >= 0 && value.selected < list.length ? value.selected : null;
    return { list, selected };
  },
  NO_ADDRESSES,
  (saved) => saved.list.length === 0,
);

const NO_CONTACT: Contact = { clientName: '', clientPhone: '' };

/** The name and phone the restaurant and rider use to reach the customer. */
export const contactStore = createLocalStore<Contact>(
  'contact',
  (raw) => {
    const value = raw as Partial<Contact> | null;
    return { clientName: typeof value?.clientName === 'string' ? value.clientName : '', clientPhone: typeof value?.clientPhone === 'string' ? value.clientPhone : '' };
  },
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

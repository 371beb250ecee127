import { isGeoPoint } from '../delivery/geo-point';
import { MAX_ADDRESSES, type Address, type SavedAddresses } from '../delivery/address';
import type { Contact } from '../checkout/checkout';
import { ORDER_TEXT_LIMITS } from '../orders/order-text-limits';

/**
 * The delivery addresses and contact data a customer saved, kept on their account
 * (usuarios/{uid}: enderecos, enderecoSelecionado, contato) so that another phone does not start
 * empty. The device keeps a copy too (src/state/checkout-stores.ts). firestore.rules check the same
 * shape and the same limits as ORDER_TEXT_LIMITS, which the forms also use as maxLength.
 */
export interface AccountDetails {
  /** null when the account never stored addresses (accounts older than this, or never used). */
  addresses: SavedAddresses | null;
  /** null when the account never stored contact data. */
  contact: Contact | null;
}

const ADDRESS_FIELDS = ['rua', 'numero', 'bairro', 'cidade', 'cep'] as const;

/** A stored address: the five fields as text, plus optional estado and complemento. */
export function isStoredAddress(value: unknown): value is Address {
  if (typeof value !== 'object' || value === null) return false;
  const address = value as Record<string, unknown>;
  return (
    ADDRESS_FIELDS.every((field) => typeof address[field] === 'string') &&
    (address.estado === undefined || typeof address.estado === 'string') &&
    (address.complemento === undefined || typeof address.complemento === 'string')
  );
}

/** The address with its door's pin only when it is a place on Earth (issue #54). */
function withReadablePoint(address: Address): Address {
  const { ponto, ...rest } = address;
  return isGeoPoint(ponto) ? { ...rest, ponto: { lat: ponto.lat, lng: ponto.lng } } : rest;
}

/** A stored list of addresses and the chosen one, read defensively (at most four, a valid index). */
export function toSavedAddresses(list: unknown, selected: unknown): SavedAddresses {
  const addresses = Array.isArray(list) ? list.filter(isStoredAddress).slice(0, MAX_ADDRESSES).map(withReadablePoint) : [];
  const index = typeof selected === 'number' && Number.isInteger(selected) && selected >= 0 && selected < addresses.length ? selected : null;
  return { list: addresses, selected: index };
}

/** A stored contact: both fields as text, else null. */
export function toContact(value: unknown): Contact | null {
  if (typeof value !== 'object' || value === null) return null;
  const { clientName, clientPhone } = value as Record<string, unknown>;
  return typeof clientName === 'string' && typeof clientPhone === 'string' ? { clientName, clientPhone } : null;
}

/** The saved details of a usuarios/{uid} document. */
export function accountDetailsFromData(data: Record<string, unknown>): AccountDetails {
  return {
    addresses: Array.isArray(data.enderecos) ? toSavedAddresses(data.enderecos, data.enderecoSelecionado) : null,
    contact: toContact(data.contato),
  };
}

const roundTo6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function clip(value: string, max: number): string {
  return value.trim().slice(0, max);
}

/** Only the known fields, within the limits the rules check: what is written to the account. */
function storableAddress(address: Address): Address {
  const limits = ORDER_TEXT_LIMITS;
  const stored: Address = {
    rua: clip(address.rua, limits.rua),
    numero: clip(address.numero, limits.numero),
    bairro: clip(address.bairro, limits.bairro),
    cidade: clip(address.cidade, limits.cidade),
    cep: clip(address.cep, limits.cep),
  };
  if (address.estado?.trim()) stored.estado = clip(address.estado, limits.estado);
  if (address.complemento?.trim()) stored.complemento = clip(address.complemento, limits.complemento);
  // A pin to a meter or so (6 decimals): no more precision than a phone's position has.
  if (isGeoPoint(address.ponto)) stored.ponto = { lat: roundTo6(address.ponto.lat), lng: roundTo6(address.ponto.lng) };
  return stored;
}

/** The account fields for a list of addresses and the chosen one. */
export function addressesData(saved: SavedAddresses): { enderecos: Address[]; enderecoSelecionado: number | null } {
  const enderecos = saved.list.slice(0, MAX_ADDRESSES).map(storableAddress);
  const selected = saved.selected !== null && saved.selected < enderecos.length ? saved.selected : null;
  return { enderecos, enderecoSelecionado: selected };
}

/** The account field for the contact data. */
export function contactData(contact: Contact): { contato: Contact } {
  return { contato: { clientName: clip(contact.clientName, ORDER_TEXT_LIMITS.clientName), clientPhone: clip(contact.clientPhone, ORDER_TEXT_LIMITS.clientPhone) } };
}

/** Whether two address books hold the same addresses and choice (to skip needless writes). */
export function sameSavedAddresses(a: SavedAddresses, b: SavedAddresses): boolean {
  return a.selected === b.selected && JSON.stringify(a.list.map(storableAddress)) === JSON.stringify(b.list.map(storableAddress));
}

export function sameContact(a: Contact, b: Contact): boolean {
  return a.clientName === b.clientName && a.clientPhone === b.clientPhone;
}

import type { GeoPoint } from './geo-point';
import type { FieldErrors } from '../shared/validation';

/** A delivery address (SPEC.md section 3). */
export interface Address {
  rua: string;
  numero: string;
  bairro: string;
  cidade: string;
  cep: string;
  estado?: string;
  complemento?: string;
  /** The door on the map, when the customer placed the pin (issue #54): the rider's estimate ends there. */
  ponto?: GeoPoint;
}

/** SPEC.md section 9: at most four saved addresses. */
export const MAX_ADDRESSES = 4;

export const ADDRESS_FIELDS_MESSAGE = 'Preencha todos os campos corretamente.';
export const MAX_ADDRESSES_MESSAGE = 'Você já adicionou o número máximo de endereços (4).';
export const SELECT_ADDRESS_MESSAGE = 'Você precisa selecionar um endereço antes de continuar.';

const REQUIRED = ['rua', 'numero', 'bairro', 'cidade', 'cep'] as const;

/** Which required fields are blank or malformed (a CEP has eight digits, hyphen optional). */
export function addressFieldErrors(address: Address): FieldErrors<keyof Address> {
  const errors: FieldErrors<keyof Address> = {};
  for (const field of REQUIRED) if (!address[field].trim()) errors[field] = 'Obrigatório.';
  if (address.cep.trim() && !/^\d{5}-?\d{3}$/.test(address.cep.trim())) errors.cep = 'CEP com 8 dígitos, ex.: 01310-100.';
  if (address.estado?.trim() && !/^[A-Za-z]{2}$/.test(address.estado.trim())) errors.estado = 'Use a sigla, ex.: SP.';
  return errors;
}

/** Trims every field and formats the CEP as 00000-000. */
export function normalizeAddress(address: Address): Address {
  const digits = address.cep.replace(/\D/g, '');
  const normalized: Address = {
    rua: address.rua.trim(),
    numero: address.numero.trim(),
    bairro: address.bairro.trim(),
    cidade: address.cidade.trim(),
    cep: digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : address.cep.trim(),
  };
  if (address.estado?.trim()) normalized.estado = address.estado.trim().toUpperCase();
  if (address.complemento?.trim()) normalized.complemento = address.complemento.trim();
  if (address.ponto) normalized.ponto = { lat: address.ponto.lat, lng: address.ponto.lng };
  return normalized;
}

export function sameAddress(a: Address, b: Address): boolean {
  const key = (address: Address) => JSON.stringify(normalizeAddress(address)).toLocaleLowerCase('pt-BR');
  return key(a) === key(b);
}

/** 'Rua Augusta, 1200 - Consolação, São Paulo' (plus complemento, estado and CEP when present). */
export function formatAddress(address: Address | string | null | undefined): string {
  if (!address) return 'Endereço não informado';
  if (typeof address === 'string') return address;
  const street = [address.rua, address.numero].filter(Boolean).join(', ');
  const withExtra = address.complemento ? `${street} (${address.complemento})` : street;
  const city = [address.cidade, address.estado].filter(Boolean).join(' - ');
  return [withExtra, address.bairro, city].filter(Boolean).join(' - ') + (address.cep ? `, CEP ${address.cep}` : '');
}

export interface SavedAddresses {
  list: Address[];
  /** Index into list, or null when none is chosen. */
  selected: number | null;
}

export type AddAddressResult = { ok: true; saved: SavedAddresses } | { ok: false; error: string };

/** Adds and selects an address; a duplicate is just selected; a fifth is refused. */
export function addAddress(saved: SavedAddresses, address: Address): AddAddressResult {
  if (Object.keys(addressFieldErrors(address)).length > 0) return { ok: false, error: ADDRESS_FIELDS_MESSAGE };
  const normalized = normalizeAddress(address);
  const existing = saved.list.findIndex((item) => sameAddress(item, normalized));
  if (existing >= 0) return { ok: true, saved: { ...saved, selected: existing } };
  if (saved.list.length >= MAX_ADDRESSES) return { ok: false, error: MAX_ADDRESSES_MESSAGE };
  return { ok: true, saved: { list: [...saved.list, normalized], selected: saved.list.length } };
}

export function removeAddress(saved: SavedAddresses, index: number): SavedAddresses {
  const list = saved.list.filter((_, position) => position !== index);
  let selected = saved.selected;
  if (selected === index) selected = null;
  else if (selected !== null && selected > index) selected -= 1;
  return { list, selected };
}

export function selectedAddress(saved: SavedAddresses): Address | null {
  return saved.selected === null ? null : saved.list[saved.selected] ?? null;
}

/** What the order keeps of its address once delivered. */
export function districtOnly(address: unknown): { bairro: string; cidade: string } | null {
  if (typeof address !== 'object' || address === null) return null;
  const { bairro, cidade } = address as Record<string, unknown>;
  return { bairro: typeof bairro === 'string' ? bairro : '', cidade: typeof cidade === 'string' ? cidade : '' };
}

/**
 * The bairro and city of a legacy plain-text address ('Rua X, 12 - Bairro, Cidade', or as
 * formatAddress spells one: 'Rua X, 12 - Bairro - Cidade - UF, CEP 00000-000'); blanks where the
 * text does not say.
 */
function districtOfText(text: string): { bairro: string; cidade: string } {
  const parts = text.split(/\s+-\s+/).map((part) => part.replace(/,?\s*CEP\b.*$/i, '').trim());
  const place = parts[1] ?? '';
  const comma = place.indexOf(',');
  if (comma >= 0) return { bairro: place.slice(0, comma).trim(), cidade: place.slice(comma + 1).trim() };
  return { bairro: place, cidade: parts[2] ?? '' };
}

/**
 * Where an order goes, in the words a rider's card uses before the street (issue #51): its bairro
 * and city, from the address as stored (a map), or from the legacy plain text older clients
 * wrote (deliveryAddress); null when there is none (a pickup order).
 */
export function dropOffDistrict(address: unknown): { bairro: string; cidade: string } | null {
  if (typeof address === 'string') return address.trim() ? districtOfText(address) : null;
  return districtOnly(address);
}

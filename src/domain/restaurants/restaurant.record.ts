import { type PartnerContract, type ProposedContract } from '../money/partner-contract';
import { contractFromData, proposedContractFromData } from '../money/partner-contract.record';
import { PIX_KEY_TYPES, type PixKeyType } from '../money/pix-key-types';
import type { Restaurant } from './restaurant';
import type { RestaurantPix } from './restaurant-pix';
import { storeFactsFromData } from './store-facts.record';
import { toNullableText, type StoredData, toDate, toText } from '../shared/stored-values';
import { type Suspension } from '../operator/suspension';
import { type PixKey } from '../money/pix-key';
import { suspensionFromData } from '../operator/suspension.record';
import { pixKeyFromData } from '../money/pix-key.record';

/**
 * A stored restaurant document to the domain's Restaurant: what a customer may see of it
 * (store-facts.record.ts), and its Pix and its contract. One mapping for the app's reads and the
 * Functions; the home's cards read only the facts, so their first load carries neither reader.
 */

/** restaurantes/{id}: reads the legacy `name` and defaults fee and minimum to 0. */
export function restaurantFromData(id: string, data: StoredData): Restaurant {
  return {
    ...storeFactsFromData(id, data),
    comissaoPercentual: typeof data.comissaoPercentual === 'number' && data.comissaoPercentual >= 0 && data.comissaoPercentual <= 100 ? data.comissaoPercentual : null,
    contrato: contractFromData(data.contrato),
    contratoProposto: proposedContractFromData(data.contratoProposto),
    pix: toPixKey(data.pix),
  };
}

/** The restaurant's Pix; the name and city to show are absent on keys stored by onboarding. */
function toPixKey(value: unknown): RestaurantPix | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tipo, chave, titular, cidade } = value as StoredData;
  if (!(PIX_KEY_TYPES as readonly unknown[]).includes(tipo) || typeof chave !== 'string' || !chave) return null;
  return { tipo: tipo as PixKeyType, chave, titular: toNullableText(titular)?.trim() || null, cidade: toNullableText(cidade)?.trim() || null };
}

/** A restaurant as the console shows it: the fields of issue #24 beside the usual ones. */
export interface ConsoleRestaurant {
  id: string;
  nome: string;
  razaoSocial: string;
  cnpj: string;
  categoria: string;
  cidade: string;
  endereco: string;
  telefone: string;
  uidDono: string | null;
  publicado: boolean;
  listado: boolean;
  suspenso: Suspension | null;
  pix: PixKey | null;
  criadoEm: Date | null;
  /** Its contract (domain/money/partner-contract.ts). */
  comissaoPercentual: number | null;
  contrato: PartnerContract | null;
  contratoProposto: ProposedContract | null;
}

export function consoleRestaurantFromData(id: string, data: StoredData): ConsoleRestaurant {
  return {
    id,
    nome: toText(data.nome) || toText(data.name) || 'Restaurante',
    razaoSocial: toText(data.razaoSocial),
    cnpj: toText(data.cnpj),
    categoria: toText(data.categoria),
    cidade: toText(data.cidade),
    endereco: toText(data.endereco),
    telefone: toText(data.telefone),
    uidDono: toNullableText(data.uidDono) || null,
    publicado: data.publicado === true,
    listado: data.listado === true,
    suspenso: suspensionFromData(data.suspenso),
    pix: pixKeyFromData(data.pix),
    criadoEm: toDate(data.criadoEm),
    comissaoPercentual: typeof data.comissaoPercentual === 'number' ? data.comissaoPercentual : null,
    contrato: contractFromData(data.contrato),
    contratoProposto: proposedContractFromData(data.contratoProposto),
  };
}

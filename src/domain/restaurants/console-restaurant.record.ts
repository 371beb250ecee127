import { type PartnerContract, type ProposedContract } from '../money/partner-contract';
import { contractFromData, proposedContractFromData } from '../money/partner-contract.record';
import { toNullableText, type StoredData, toDate, toText } from '../shared/stored-values';
import { type Suspension } from '../operator/suspension';
import { type PixKey } from '../money/pix-key';
import { suspensionFromData } from '../operator/suspension.record';
import { pixKeyFromData } from '../money/pix-key.record';

/**
 * restaurantes/{id} as the operator's console shows it (the whole restaurant is restaurant.record.ts):
 * apart, so a customer's first load does not carry what only the console reads.
 */

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

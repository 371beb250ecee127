import { PIX_KEY_FIELD_MESSAGES } from '../money/pix-key';

/**
 * The application forms' fixed choices, limits and messages: what both the types and rules
 * (application.ts) and the schemas (application.schema.ts) read, apart so the two do not import
 * each other.
 */

export const MESSAGES = {
  cnpj: 'CNPJ inválido. Confira os 14 caracteres (os dois últimos são os dígitos verificadores).',
  cpf: 'CPF inválido. Confira os 11 números.',
  cep: 'CEP inválido. Use 8 números: 01310-100',
  estado: 'Informe a sigla do estado (UF): SP',
  cnh: 'Número da CNH inválido. São 11 números.',
  cnhCategory: 'Para moto, a CNH precisa ter a categoria A.',
  plate: 'Placa inválida. Ex: ABC-1234 ou ABC1D23',
  birth: 'Informe a data de nascimento.',
  adult: 'É preciso ter 18 anos ou mais para ser entregador.',
  terms: 'Para continuar, aceite os termos de parceria.',
  category: 'Escolha a categoria principal.',
  pixType: PIX_KEY_FIELD_MESSAGES.tipo,
  pixKey: PIX_KEY_FIELD_MESSAGES.chave,
} as const;

export const BUSINESS_ADDRESS_LIMITS = { rua: 120, numero: 20, complemento: 80, bairro: 80, cidade: 80 } as const;

export const VEHICLE_TYPES = ['moto', 'bicicleta'] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_LABELS: Record<VehicleType, string> = { moto: 'Moto', bicicleta: 'Bicicleta' };

/** The CNH categories that include A (motorcycles). */
export const CNH_CATEGORIES = ['A', 'AB', 'AC', 'AD', 'AE'] as const;

export const REVIEW_DECISIONS = ['aprovar', 'ajustes', 'recusar'] as const;

export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_MESSAGES = {
  reasons: 'Marque pelo menos um motivo.',
  message: 'Escreva uma mensagem para o candidato.',
} as const;

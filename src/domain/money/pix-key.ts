import { formatCnpj, formatCpf, readCnpj, readCpf } from '../shared/br-documents';
import { PIX_KEY_TYPES, type PixKeyType } from './pix-key-types';

export { PIX_KEY_TYPES, type PixKeyType };

/**
 * A Pix key (DICT) as the Banco Central stores it, so that a key typed '(11) 98765-4321' or
 * 'Loja@Exemplo.com ' reaches the same account as the bank's copy: CPF and CNPJ as bare digits,
 * e-mail in lower case, phone as +55 and the number, random key (EVP) as a lower-case UUID.
 */
export interface PixKey {
  tipo: PixKeyType;
  chave: string;
}

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Celular',
  aleatoria: 'Chave aleatória',
};

/** What each type's field asks for when what was typed does not read as that type. */
export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  cpf: 'CPF inválido. Confira os 11 números.',
  cnpj: 'CNPJ inválido. Confira os 14 caracteres.',
  email: 'E-mail inválido. Ex: financeiro@seurestaurante.com.br',
  telefone: 'Celular inválido. Use DDD e número: (11) 98765-4321',
  aleatoria: 'Chave aleatória inválida. Cole a chave de 36 caracteres que o banco mostrou.',
};

/** The key as stored, or null when `typed` is not a key of that type. */
export function normalizePixKey(tipo: PixKeyType, typed: string): string | null {
  const value = typed.trim();
  switch (tipo) {
    case 'cpf':
      return readCpf(value);
    case 'cnpj':
      return readCnpj(value);
    case 'email': {
      const email = value.toLowerCase();
      // The DICT caps e-mail keys at 77 characters.
      return email.length <= 77 && /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(email) ? email : null;
    }
    case 'telefone': {
      const digits = value.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
      // Area codes never start with 0; a mobile number has 9 digits starting with 9.
      return /^[1-9][0-9]9\d{8}$/.test(digits) ? `+55${digits}` : null;
    }
    case 'aleatoria': {
      const key = value.toLowerCase();
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key) ? key : null;
    }
  }
}

/** The key as a person reads it back: '+5511987654321' -> '(11) 98765-4321'. */
export function formatPixKey(key: PixKey): string {
  if (key.tipo === 'telefone') {
    const digits = key.chave.replace(/^\+55/, '');
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  }
  if (key.tipo === 'cpf') return formatCpf(key.chave);
  if (key.tipo === 'cnpj') return formatCnpj(key.chave);
  return key.chave;
}

/** A Pix key's two fields left empty, as the forms that ask for one say it. */
export const PIX_KEY_FIELD_MESSAGES = { tipo: 'Escolha o tipo da chave Pix.', chave: 'Informe a chave Pix.' } as const;

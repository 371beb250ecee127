import { formatCep, formatCnpj, formatCpf, formatPlate, readCep, readCnh, readCnpj, readCpf, readPlate } from '@/domain/shared/br-documents';
import { type Application } from '@/domain/onboarding/application';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';
import { type RestaurantApplication, type RiderApplication } from '@/domain/onboarding/application.schema';
import { formatPixKey, normalizePixKey, PIX_KEY_TYPES, type PixKeyType } from '@/domain/money/pix-key';

/**
 * The application forms' values as typed: one flat record keyed by the schema's dotted paths
 * ('endereco.cep', 'pix.chave'), so that a field, its value and the message readRequest gives
 * for it share one name. `nest` turns it into the object the schema reads.
 */
export type FormValues = Record<string, string | boolean>;

export const RESTAURANT_FIELDS = [
  'nomeFantasia',
  'razaoSocial',
  'cnpj',
  'categoria',
  'responsavelNome',
  'responsavelCpf',
  'telefone',
  'endereco.cep',
  'endereco.rua',
  'endereco.numero',
  'endereco.complemento',
  'endereco.bairro',
  'endereco.cidade',
  'endereco.estado',
  'pix.tipo',
  'pix.chave',
] as const;

export const RIDER_FIELDS = ['nome', 'cpf', 'nascimento', 'telefone', 'cidade', 'veiculo', 'cnhNumero', 'cnhCategoria', 'placa', 'pix.tipo', 'pix.chave'] as const;

function blank(fields: readonly string[]): FormValues {
  return { ...Object.fromEntries(fields.map((field) => [field, ''])), aceiteTermos: false };
}

/** `{ 'pix.tipo': 'cpf' }` -> `{ pix: { tipo: 'cpf' } }`. */
export function nest(values: FormValues): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let target = nested;
    for (const key of keys) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return nested;
}

/** What the person already told us (their account's name and phone) saves them typing it again. */
export interface KnownPerson {
  nome: string;
  telefone: string;
}

export function emptyRestaurantForm(person: KnownPerson): FormValues {
  return { ...blank(RESTAURANT_FIELDS), responsavelNome: person.nome, telefone: person.telefone };
}

export function emptyRiderForm(person: KnownPerson): FormValues {
  return { ...blank(RIDER_FIELDS), nome: person.nome, telefone: person.telefone };
}

/** The terms stay accepted on a resubmission only when they are still the version accepted. */
function termsStillAccepted(application: Application): boolean {
  return application.termosVersao === PARTNER_TERMS.version;
}

/**
 * The form of an application sent before, to fix after 'ajustes': what was sent, written back
 * the way people type it (CNPJ with its dots, the Pix phone as '(11) 98765-4321').
 */
export function formFromApplication(application: Application): FormValues {
  const accepted = termsStillAccepted(application);
  if (application.tipo === 'restaurante') {
    const data = application.dados as RestaurantApplication;
    return {
      nomeFantasia: data.nomeFantasia,
      razaoSocial: data.razaoSocial,
      cnpj: formatCnpj(data.cnpj),
      categoria: data.categoria,
      responsavelNome: data.responsavelNome,
      responsavelCpf: formatCpf(data.responsavelCpf),
      telefone: data.telefone,
      'endereco.cep': formatCep(data.endereco.cep),
      'endereco.rua': data.endereco.rua,
      'endereco.numero': data.endereco.numero,
      'endereco.complemento': data.endereco.complemento,
      'endereco.bairro': data.endereco.bairro,
      'endereco.cidade': data.endereco.cidade,
      'endereco.estado': data.endereco.estado,
      'pix.tipo': data.pix.tipo,
      'pix.chave': data.pix.chave ? formatPixKey(data.pix) : '',
      aceiteTermos: accepted,
    };
  }
  const data = application.dados as RiderApplication;
  return {
    nome: data.nome,
    cpf: formatCpf(data.cpf),
    nascimento: data.nascimento,
    telefone: data.telefone,
    cidade: data.cidade,
    veiculo: data.veiculo,
    cnhNumero: data.cnhNumero,
    cnhCategoria: data.cnhCategoria,
    placa: formatPlate(data.placa),
    'pix.tipo': data.pix.tipo,
    'pix.chave': data.pix.chave ? formatPixKey(data.pix) : '',
    aceiteTermos: accepted,
  };
}

/** Writes a document number the usual way once it reads right (on leaving the field); else as typed. */
export const TIDY = {
  cpf: (typed: string) => {
    const cpf = readCpf(typed);
    return cpf ? formatCpf(cpf) : typed;
  },
  cnpj: (typed: string) => {
    const cnpj = readCnpj(typed);
    return cnpj ? formatCnpj(cnpj) : typed;
  },
  cep: (typed: string) => {
    const cep = readCep(typed);
    return cep ? formatCep(cep) : typed;
  },
  cnh: (typed: string) => readCnh(typed) ?? typed,
  plate: (typed: string) => {
    const plate = readPlate(typed);
    return plate ? formatPlate(plate) : typed;
  },
  pix: (type: string, typed: string) => {
    if (!(PIX_KEY_TYPES as readonly string[]).includes(type)) return typed;
    const key = normalizePixKey(type as PixKeyType, typed);
    return key ? formatPixKey({ tipo: type as PixKeyType, chave: key }) : typed;
  },
} as const;

import { contractFromData, proposedContractFromData, type PartnerContract, type ProposedContract } from '../money/partner-contract';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditEntry } from './moderation';
import { type Suspension } from './suspension';
import { APPLICATION_KINDS, APPLICATION_STATES, type Application, type ApplicationEvent, type ApplicationKind, type ApplicationState } from '../onboarding/application';
import { type RestaurantApplication, type RiderApplication } from '../onboarding/application.schema';
import { PIX_KEY_TYPES, type PixKey } from '../money/pix-key';
import { toDate, toNullableText, toText } from '../shared/stored-values';
import { normalizeUserType, type UserType } from '../accounts/user';

/**
 * The stored documents the operator's console reads (issue #24: cadastros, parceiros,
 * auditoria, membros, and the fields suspension adds to restaurantes and usuarios), as domain
 * types. Everything stored is untrusted: a missing or odd field reads as empty, never as a crash.
 */

type StoredData = Record<string, unknown>;

function toRecord(value: unknown): StoredData {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredData) : {};
}

function toTexts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return (options as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** A stored suspension ({ motivo, em }), or null when the account is not suspended. */
export function suspensionFromData(value: unknown): Suspension | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as StoredData;
  return { motivo: toText(data.motivo), em: toDate(data.em) };
}

/** A stored Pix key, or null when there is none or its type is unknown. */
export function pixKeyFromData(value: unknown): PixKey | null {
  const data = toRecord(value);
  const tipo = data.tipo;
  if (!(PIX_KEY_TYPES as readonly unknown[]).includes(tipo) || typeof data.chave !== 'string') return null;
  return { tipo: tipo as PixKey['tipo'], chave: data.chave };
}

function restaurantDetailsFromData(data: StoredData): RestaurantApplication {
  const address = toRecord(data.endereco);
  return {
    nomeFantasia: toText(data.nomeFantasia),
    razaoSocial: toText(data.razaoSocial),
    cnpj: toText(data.cnpj),
    responsavelNome: toText(data.responsavelNome),
    responsavelCpf: toText(data.responsavelCpf),
    telefone: toText(data.telefone),
    endereco: {
      cep: toText(address.cep),
      rua: toText(address.rua),
      numero: toText(address.numero),
      complemento: toText(address.complemento),
      bairro: toText(address.bairro),
      cidade: toText(address.cidade),
      estado: toText(address.estado),
    },
    categoria: toText(data.categoria) as RestaurantApplication['categoria'],
    pix: pixKeyFromData(data.pix) ?? { tipo: 'cpf', chave: '' },
    aceiteTermos: true,
  };
}

function riderDetailsFromData(data: StoredData): RiderApplication {
  return {
    nome: toText(data.nome),
    cpf: toText(data.cpf),
    nascimento: toText(data.nascimento),
    telefone: toText(data.telefone),
    cidade: toText(data.cidade),
    veiculo: data.veiculo === 'bicicleta' ? 'bicicleta' : 'moto',
    cnhNumero: toText(data.cnhNumero),
    cnhCategoria: toText(data.cnhCategoria),
    placa: toText(data.placa),
    pix: pixKeyFromData(data.pix) ?? { tipo: 'cpf', chave: '' },
    aceiteTermos: true,
  };
}

function eventsFromData(value: unknown): ApplicationEvent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const event = raw as StoredData;
    if (!(APPLICATION_STATES as readonly unknown[]).includes(event.estado)) return [];
    return [{ estado: event.estado as ApplicationState, em: toDate(event.em), motivos: toTexts(event.motivos), mensagem: toText(event.mensagem) }];
  });
}

/** cadastros/{tipo}-{uid}. The kind falls back to the id's prefix; the state to 'enviado'. */
export function applicationFromData(id: string, data: StoredData): Application {
  const tipo: ApplicationKind = oneOf(APPLICATION_KINDS, data.tipo, id.startsWith('entregador-') ? 'entregador' : 'restaurante');
  const dados = tipo === 'restaurante' ? restaurantDetailsFromData(toRecord(data.dados)) : riderDetailsFromData(toRecord(data.dados));
  const fallbackName = tipo === 'restaurante' ? (dados as RestaurantApplication).nomeFantasia : (dados as RiderApplication).nome;
  return {
    id,
    tipo,
    uid: toText(data.uid),
    email: toText(data.email),
    estado: oneOf(APPLICATION_STATES, data.estado, 'enviado'),
    dados,
    nome: toText(data.nome) || fallbackName || 'Sem nome',
    termosVersao: toText(data.termosVersao),
    enviadoEm: toDate(data.enviadoEm),
    atualizadoEm: toDate(data.atualizadoEm),
    motivos: toTexts(data.motivos),
    mensagem: toText(data.mensagem),
    restaurantId: toNullableText(data.restaurantId) || null,
    historico: eventsFromData(data.historico),
  };
}

/** The city an application is for: the restaurant's address, or the city a rider delivers in. */
export function applicationCity(application: Application): string {
  if (application.tipo === 'entregador') return (application.dados as RiderApplication).cidade;
  const address = (application.dados as RestaurantApplication).endereco;
  return [address.cidade, address.estado].filter(Boolean).join('/');
}

export const PARTNER_KINDS = ['restaurante', 'entregador'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** parceiros/{tipo}-{refId}: one line of the operator's directory of restaurants and riders. */
export interface Partner {
  id: string;
  tipo: PartnerKind;
  /** The restaurant id, or the rider's uid. */
  refId: string;
  nome: string;
  /** CNPJ or CPF, bare. */
  documento: string;
  email: string;
  cidade: string;
  estado: 'ativo' | 'suspenso';
  /** Restaurants: the owner has opened the shop to customers ('Abrir minha loja'). */
  publicado: boolean | null;
  criadoEm: Date | null;
}

export function partnerFromData(id: string, data: StoredData): Partner {
  const tipo = oneOf(PARTNER_KINDS, data.tipo, id.startsWith('entregador-') ? 'entregador' : 'restaurante');
  return {
    id,
    tipo,
    refId: toText(data.refId) || id.replace(/^(restaurante|entregador)-/, ''),
    nome: toText(data.nome) || 'Sem nome',
    documento: toText(data.documento),
    email: toText(data.email),
    cidade: toText(data.cidade),
    estado: data.estado === 'suspenso' ? 'suspenso' : 'ativo',
    publicado: typeof data.publicado === 'boolean' ? data.publicado : null,
    criadoEm: toDate(data.criadoEm),
  };
}

/** auditoria/{id}. An action this build does not know keeps its stored name (see auditActionLabel). */
export function auditEntryFromData(id: string, data: StoredData): AuditEntry {
  const alvoTipo = oneOf(AUDIT_TARGETS, data.alvoTipo, 'usuario');
  const antes = typeof data.antes === 'object' && data.antes !== null ? (data.antes as Record<string, unknown>) : null;
  const depois = typeof data.depois === 'object' && data.depois !== null ? (data.depois as Record<string, unknown>) : null;
  return {
    id,
    em: toDate(data.em),
    atorUid: toText(data.atorUid),
    atorEmail: toText(data.atorEmail),
    acao: toText(data.acao) as AuditAction,
    alvoTipo,
    alvoId: toText(data.alvoId),
    antes,
    depois,
    motivo: toText(data.motivo),
  };
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

/** usuarios/{uid} as the console shows it: who, what type, which restaurant, suspended or not. */
export interface ConsoleUser {
  uid: string;
  nome: string;
  email: string;
  /** null: a stored type that is none of the four. */
  tipo: UserType | null;
  telefone: string;
  restaurantId: string | null;
  suspenso: Suspension | null;
  criadoEm: Date | null;
}

export function consoleUserFromData(id: string, data: StoredData): ConsoleUser {
  return {
    uid: id,
    nome: toText(data.nome) || 'Usuário',
    email: toText(data.email),
    tipo: normalizeUserType(data.tipo),
    telefone: toText(data.telefone),
    restaurantId: toNullableText(data.restaurantId) || null,
    suspenso: suspensionFromData(data.suspenso),
    criadoEm: toDate(data.criadoEm),
  };
}

/** The label of an audit action; an action added later by the server shows as stored. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action || 'Ação';
}

import { HOME_CATEGORIES } from './restaurant';
import {
  APPLICATION_KINDS,
  APPLICATION_STATES,
  VEHICLE_TYPES,
  type Application,
  type ApplicationEvent,
  type ApplicationKind,
  type ApplicationState,
  type RestaurantApplication,
  type RiderApplication,
} from './onboarding';
import { PIX_KEY_TYPES, type PixKey } from './pix-key';
import { toDate, toText } from './stored-values';

/**
 * cadastros/{tipo}-{uid} to an Application, for the applicant's status page and the operator's
 * queue alike. The callables write these documents, but a reader still never trusts a stored
 * shape: a missing or odd field reads as empty, so one bad document cannot blank the page.
 */

type StoredData = Record<string, unknown>;

function objectOf(value: unknown): StoredData {
  return typeof value === 'object' && value !== null ? (value as StoredData) : {};
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return (options as readonly unknown[]).includes(value) ? (value as T) : null;
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function pixOf(value: unknown): PixKey {
  const raw = objectOf(value);
  return { tipo: oneOf(PIX_KEY_TYPES, raw.tipo) ?? 'cpf', chave: toText(raw.chave) };
}

// A value outside the lists (categoria, veiculo) is kept as '' and cast: the form it pre-fills
// then asks for it again instead of showing a choice the applicant never made.
function restaurantData(raw: StoredData): RestaurantApplication {
  const address = objectOf(raw.endereco);
  return {
    nomeFantasia: toText(raw.nomeFantasia),
    razaoSocial: toText(raw.razaoSocial),
    cnpj: toText(raw.cnpj),
    responsavelNome: toText(raw.responsavelNome),
    responsavelCpf: toText(raw.responsavelCpf),
    telefone: toText(raw.telefone),
    endereco: {
      cep: toText(address.cep),
      rua: toText(address.rua),
      numero: toText(address.numero),
      complemento: toText(address.complemento),
      bairro: toText(address.bairro),
      cidade: toText(address.cidade),
      estado: toText(address.estado),
    },
    categoria: (oneOf(HOME_CATEGORIES, raw.categoria) ?? '') as RestaurantApplication['categoria'],
    pix: pixOf(raw.pix),
    aceiteTermos: true,
  };
}

function riderData(raw: StoredData): RiderApplication {
  return {
    nome: toText(raw.nome),
    cpf: toText(raw.cpf),
    nascimento: toText(raw.nascimento),
    telefone: toText(raw.telefone),
    cidade: toText(raw.cidade),
    veiculo: (oneOf(VEHICLE_TYPES, raw.veiculo) ?? '') as RiderApplication['veiculo'],
    cnhNumero: toText(raw.cnhNumero),
    cnhCategoria: toText(raw.cnhCategoria),
    placa: toText(raw.placa),
    pix: pixOf(raw.pix),
    aceiteTermos: true,
  };
}

function eventOf(value: unknown): ApplicationEvent[] {
  const raw = objectOf(value);
  const estado = oneOf(APPLICATION_STATES, raw.estado);
  return estado ? [{ estado, em: toDate(raw.em), motivos: texts(raw.motivos), mensagem: toText(raw.mensagem) }] : [];
}

/** The kind from the stored field, else from the id's prefix ('entregador-uid'). */
function kindOf(id: string, value: unknown): ApplicationKind {
  return oneOf(APPLICATION_KINDS, value) ?? (id.startsWith('entregador-') ? 'entregador' : 'restaurante');
}

/** A stored application; an unknown state reads as 'enviado' (in review: nothing to act on). */
export function applicationFromData(id: string, data: StoredData): Application {
  const tipo = kindOf(id, data.tipo);
  const dados = objectOf(data.dados);
  const estado: ApplicationState = oneOf(APPLICATION_STATES, data.estado) ?? 'enviado';
  const read = tipo === 'restaurante' ? restaurantData(dados) : riderData(dados);
  return {
    id,
    tipo,
    uid: toText(data.uid),
    email: toText(data.email),
    estado,
    dados: read,
    nome: toText(data.nome) || ('nomeFantasia' in read ? read.nomeFantasia : read.nome),
    termosVersao: toText(data.termosVersao),
    enviadoEm: toDate(data.enviadoEm),
    atualizadoEm: toDate(data.atualizadoEm),
    motivos: texts(data.motivos),
    mensagem: toText(data.mensagem),
    restaurantId: typeof data.restaurantId === 'string' && data.restaurantId ? data.restaurantId : null,
    historico: Array.isArray(data.historico) ? data.historico.flatMap(eventOf) : [],
  };
}

import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT } from '../money/commission';
import { type RestaurantApplication, type RiderApplication } from './application.schema';

/**
 * Joining the marketplace (issue #24): a restaurant or a rider applies, the operator approves,
 * asks for changes or rejects. Applications live in cadastros/{kind}-{uid} and are written only by
 * the submitApplication and reviewApplication callables (functions/src/onboarding.ts).
 */

export const APPLICATION_KINDS = ['restaurante', 'entregador'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** enviado -> (ajustes -> enviado)* -> aprovado | recusado. Approved and rejected are final. */
export const APPLICATION_STATES = ['enviado', 'ajustes', 'aprovado', 'recusado'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  enviado: 'Em análise',
  ajustes: 'Ajustes pedidos',
  aprovado: 'Aprovado',
  recusado: 'Recusado',
};

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  restaurante: 'Restaurante',
  entregador: 'Entregador',
};

/** The id of a person's application of one kind: one per account and kind. */
export function applicationId(kind: ApplicationKind, uid: string): string {
  return `${kind}-${uid}`;
}

/**
 * The partner terms each applicant accepts, versioned: an application records the version it
 * accepted, and a new version makes the form ask again.
 */
export const PARTNER_TERMS = {
  version: '2026-12',
  restaurante: [
    COMMISSION_RULE_TEXT,
    DELIVERY_FEE_RULE_TEXT,
    'O restaurante mantém cardápio, preços, horários e disponibilidade corretos e responde aos pedidos no prazo definido no painel.',
    'Os pagamentos são feitos pelo cliente na entrega (dinheiro, cartão ou Pix na chave informada); a Sabor não movimenta o dinheiro dos pedidos.',
    'A Sabor pode suspender a loja por fraude, reclamações graves ou dados falsos, informando o motivo.',
  ],
  entregador: [
    'O entregador é autônomo e escolhe quais pedidos aceitar; aceita no máximo 2 pedidos ao mesmo tempo.',
    DELIVERY_FEE_RULE_TEXT,
    'A entrega só é concluída com o código de entrega informado pelo cliente.',
    'O entregador dirige com a habilitação exigida para o seu veículo e respeita as leis de trânsito.',
    'A Sabor pode suspender o cadastro por fraude, reclamações graves ou dados falsos, informando o motivo.',
  ],
} as const;

/** The reasons the operator ticks when asking for changes or rejecting, per kind. */
export const REVIEW_REASONS: Record<ApplicationKind, readonly string[]> = {
  restaurante: [
    'CNPJ ou razão social não conferem',
    'Dados do responsável incompletos ou divergentes',
    'Endereço incompleto ou fora da área atendida',
    'Chave Pix não pertence ao restaurante ou ao responsável',
    'Categoria não corresponde ao restaurante',
    'Telefone não atende',
    'Outro motivo',
  ],
  entregador: [
    'CPF ou nome não conferem',
    'CNH inválida ou de categoria incompatível',
    'Placa não confere com o veículo',
    'Cidade ainda não atendida',
    'Chave Pix não pertence ao entregador',
    'Telefone não atende',
    'Outro motivo',
  ],
};

// ---------- the forms' fields ----------

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
  pixType: 'Escolha o tipo da chave Pix.',
  pixKey: 'Informe a chave Pix.',
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

/** One decision in an application's history. */
export interface ApplicationEvent {
  estado: ApplicationState;
  em: Date | null;
  motivos: string[];
  mensagem: string;
}

/** An application as the applicant's status page and the operator's queue read it. */
export interface Application {
  id: string;
  tipo: ApplicationKind;
  uid: string;
  email: string;
  estado: ApplicationState;
  /** What the form sent (normalised), by kind. */
  dados: RestaurantApplication | RiderApplication;
  /** The display name: nome fantasia or the rider's name. */
  nome: string;
  termosVersao: string;
  enviadoEm: Date | null;
  atualizadoEm: Date | null;
  /** The last decision's reasons and message (changes requested or rejected). */
  motivos: string[];
  mensagem: string;
  /** The restaurant created on approval. */
  restaurantId: string | null;
  historico: ApplicationEvent[];
}

/** The applicant's status page, in plain Portuguese: the title and what happens next. */
export function applicationStatusText(application: Pick<Application, 'tipo' | 'estado'>): { title: string; next: string } {
  const restaurant = application.tipo === 'restaurante';
  switch (application.estado) {
    case 'enviado':
      return {
        title: 'Cadastro enviado',
        next: 'Recebemos os seus dados. A equipe da Sabor confere tudo e responde aqui mesmo, em geral em até 2 dias úteis.',
      };
    case 'ajustes':
      return {
        title: 'Precisamos de alguns ajustes',
        next: 'Corrija os pontos abaixo e envie de novo. O cadastro volta para análise assim que você enviar.',
      };
    case 'aprovado':
      return restaurant
        ? {
            title: 'Restaurante aprovado!',
            next: 'Entre no painel do restaurante, cadastre os horários e pelo menos um produto, confira a taxa de entrega e toque em "Abrir minha loja" para aparecer para os clientes.',
          }
        : {
            title: 'Cadastro de entregador aprovado!',
            next: 'Abra a área do entregador para ver os pedidos prontos para retirada perto de você.',
          };
    case 'recusado':
      return {
        title: 'Cadastro não aprovado',
        next: 'Veja o motivo abaixo. Se achar que houve um engano, fale com a Sabor pelo WhatsApp de suporte.',
      };
  }
}

/** The city an application is for: the restaurant's address, or the city a rider delivers in. */
export function applicationCity(application: Application): string {
  if (application.tipo === 'entregador') return (application.dados as RiderApplication).cidade;
  const address = (application.dados as RestaurantApplication).endereco;
  return [address.cidade, address.estado].filter(Boolean).join('/');
}

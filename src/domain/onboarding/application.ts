import { type RestaurantApplication, type RiderApplication } from './application.schema';

/**
 * Joining the marketplace (issue #24): a restaurant or a rider applies, the operator approves,
 * asks for changes or rejects. Applications live in cadastros/{kind}-{uid} and are written only by
 * the submitApplication and reviewApplication callables (functions/src/accounts/onboarding.ts).
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

import { DAY_MS } from '../shared/sao-paulo-day';
import { toText, type StoredData } from '../shared/stored-values';

export { toScheduledDeletion, type ScheduledDeletion } from './scheduled-deletion';

/**
 * 'Excluir minha conta' (issue #39, LGPD art. 18): a person asks, chooses a reason and has
 * DELETION_GRACE_DAYS to change their mind (signing in again shows 'Cancelar exclusão'). Then the
 * daily job (functions/src/accounts/account-deletion.ts) deletes the Auth account and the personal data,
 * and keeps, anonymised, what the law asks a business to keep: the orders (5 years, tax records)
 * without the name, phone or street, and the reviews as 'Cliente Anônimo'.
 */

export const DELETION_GRACE_DAYS = 7;

/** The reasons offered; the person may add their own words to any. */
export const DELETION_REASONS = [
  'Não uso mais o app',
  'Tenho outra conta',
  'Preocupação com os meus dados',
  'Problemas com pedidos ou entregas',
  'Outro motivo',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];

export const DELETION_NOTE_MAX = 500;

/** Top-level collection the operator reads: one document per account, under its uid. */
export const DELETION_REQUESTS = 'exclusoes';

export type DeletionState = 'agendada' | 'cancelada' | 'concluida';

/** The moment a deletion asked at `requestedAt` is carried out. */
export function deletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS);
}

/** A request as the operator's console lists it (exclusoes/{uid}). */
export interface DeletionRequest {
  uid: string;
  /** Kept while the deletion is pending, removed when it is carried out. */
  nome: string;
  email: string;
  tipo: string;
  motivo: string;
  detalhe: string;
  estado: DeletionState;
  pedidaEm: Date | null;
  efetivaEm: Date | null;
  canceladaEm: Date | null;
  concluidaEm: Date | null;
  /** Why the job left it for its next run (a delivery in hand...), or ''. */
  adiadaMotivo: string;
  pedidosAnonimizados: number;
  avaliacoesAnonimizadas: number;
}

export const DELETION_STATE_LABELS: Record<DeletionState, string> = { agendada: 'Agendada', cancelada: 'Cancelada', concluida: 'Concluída' };

/** The name an anonymised order and review carry. */
export const ANONYMOUS_CUSTOMER = 'Cliente Anônimo';
/** The name an anonymised rider leaves on the orders they delivered. */
export const ANONYMOUS_RIDER = 'Entregador';

/**
 * What stays of a delivery address on an anonymised order: the bairro and the city, enough for
 * the restaurant's and the operator's figures by area, nothing that finds the person's door.
 */
export function anonymisedAddress(address: unknown): { bairro: string; cidade: string } | null {
  if (typeof address !== 'object' || address === null) return null;
  const data = address as StoredData;
  return { bairro: toText(data.bairro), cidade: toText(data.cidade) };
}

/** What the person is told on the page, in the confirmation and in the e-mail. */
export const DELETION_EFFECTS_TEXT =
  'Vamos apagar o seu perfil, os endereços, os aparelhos que recebem notificações e os seus consentimentos, e a sua conta deixará de entrar. ' +
  'Os pedidos ficarão guardados por 5 anos, como pede a lei fiscal, sem o seu nome, telefone ou rua; as suas avaliações continuarão, assinadas como “Cliente Anônimo”.';

export const DELETION_REFUSALS = {
  lastOwner: (restaurantName: string) =>
    `Você é o único dono de ${restaurantName || 'sua loja'}. Na aba Equipe, promova outra pessoa a dono antes de excluir a sua conta.`,
  lastAdmin: 'Você é a única pessoa com acesso de administrador. Dê esse acesso a outra pessoa antes de excluir a sua conta.',
  orderInHand: 'Você está com uma entrega em andamento. Entregue ou devolva o pedido antes de excluir a sua conta.',
  openSettlement: (count: number) =>
    `Você tem ${count === 1 ? '1 acerto' : `${count} acertos`} com restaurantes em aberto. Faça o acerto em Ganhos antes de excluir a sua conta.`,
  openOrder: 'Você tem um pedido em andamento. Espere o pedido terminar antes de excluir a sua conta.',
} as const;

/** How far back the job looks for a rider's settlements still open. */
export const SETTLEMENT_LOOKBACK_DAYS = 60;

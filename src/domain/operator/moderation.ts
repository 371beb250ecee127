import * as v from 'valibot';
import { isAvailableNow, type Product } from '../catalog/catalog';
import { parseTime } from '../restaurants/opening-hours';
import type { OpeningDay } from '../restaurants/restaurant';
import { documentId } from '../shared/request.schema';

/**
 * The operator's hand on the marketplace (issue #24): suspending a restaurant, a rider or a
 * customer, with a reason, reversibly; and the audit trail every state change leaves. Written
 * only by the callables of functions/src/moderation.ts.
 */

export const SUSPENSION_TARGETS = ['restaurante', 'usuario'] as const;
export type SuspensionTarget = (typeof SUSPENSION_TARGETS)[number];

/** Reasons the console offers to start from; the operator may write any. */
export const SUSPENSION_REASONS = [
  'Suspeita de fraude',
  'Reclamações graves de clientes',
  'Dados cadastrais falsos',
  'Pedido do próprio parceiro',
] as const;

export const setSuspensionSchema = v.pipe(
  v.object({
    alvo: v.picklist(SUSPENSION_TARGETS),
    id: documentId,
    suspender: v.boolean(),
    motivo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Use no máximo 300 caracteres.')), ''),
  }),
  v.forward(v.partialCheck([['suspender'], ['motivo']], (input) => !input.suspender || input.motivo.length > 0, 'Informe o motivo da suspensão.'), ['motivo']),
);
export type SetSuspensionRequest = v.InferInput<typeof setSuspensionSchema>;

/** openStore: 'Abrir minha loja'. */
export const openStoreSchema = v.object({ restaurantId: documentId });
export type OpenStoreRequest = v.InferInput<typeof openStoreSchema>;

/** What a new restaurant must have before customers see it ('Abrir minha loja'). */
export interface StoreReadiness {
  hasHours: boolean;
  hasAvailableProduct: boolean;
  /** Informative: a fee of R$ 0,00 is allowed (free delivery), but the owner should look at it. */
  feeReviewed: boolean;
  hasPixKey: boolean;
}

export const STORE_CHECKLIST: Array<{ key: keyof StoreReadiness; label: string; required: boolean }> = [
  { key: 'hasHours', label: 'Cadastre os horários de funcionamento', required: true },
  { key: 'hasAvailableProduct', label: 'Cadastre pelo menos um produto disponível', required: true },
  { key: 'feeReviewed', label: 'Confira a taxa de entrega e o pedido mínimo', required: false },
  { key: 'hasPixKey', label: 'Informe a chave Pix para receber na entrega', required: false },
];

/** At least one open day with a period whose times read: the shop can open at some hour. */
export function hasOpeningHours(days: OpeningDay[]): boolean {
  return days.some((day) => day.isOpen && day.periods.some((period) => parseTime(period.open) !== null && parseTime(period.close) !== null));
}

/** At least one product a customer could order now (available and not sold out today). */
export function hasAvailableProduct(products: Array<Pick<Product, 'disponivel' | 'esgotadoAte'>>, now: Date): boolean {
  return products.some((product) => isAvailableNow(product, now));
}

export function storeCanOpen(readiness: Pick<StoreReadiness, 'hasHours' | 'hasAvailableProduct'>): boolean {
  return readiness.hasHours && readiness.hasAvailableProduct;
}

export const STORE_NOT_READY_MESSAGE = 'Para abrir a loja, cadastre os horários de funcionamento e pelo menos um produto disponível.';

/** One audit entry: who did what to whom, when, with the state before and after. */
export interface AuditEntry {
  id: string;
  em: Date | null;
  atorUid: string;
  atorEmail: string;
  acao: AuditAction;
  alvoTipo: 'restaurante' | 'usuario' | 'cadastro';
  alvoId: string;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
  motivo: string;
}

export const AUDIT_ACTIONS = [
  'cadastro_enviado',
  'cadastro_aprovado',
  'cadastro_ajustes',
  'cadastro_recusado',
  'loja_aberta',
  'suspenso',
  'reativado',
  'membro_convidado',
  'convite_cancelado',
  'membro_entrou',
  'papel_alterado',
  'membro_removido',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  cadastro_enviado: 'Cadastro enviado',
  cadastro_aprovado: 'Cadastro aprovado',
  cadastro_ajustes: 'Ajustes pedidos',
  cadastro_recusado: 'Cadastro recusado',
  loja_aberta: 'Loja aberta aos clientes',
  suspenso: 'Suspenso',
  reativado: 'Suspensão retirada',
  membro_convidado: 'Pessoa convidada',
  convite_cancelado: 'Convite cancelado',
  membro_entrou: 'Pessoa entrou na equipe',
  papel_alterado: 'Função alterada',
  membro_removido: 'Pessoa removida da equipe',
};

/**
 * The operator's hand on the marketplace (issue #24): suspending a restaurant, a rider or a
 * customer, with a reason, reversibly; and the audit trail every state change leaves. Written
 * only by the callables of functions/src/accounts/moderation.ts.
 */

export const SUSPENSION_TARGETS = ['restaurante', 'usuario'] as const;
export type SuspensionTarget = (typeof SUSPENSION_TARGETS)[number];

/** Reasons the console offers to start from; the operator may write any. */
export const SUSPENSION_REASONS = [
  'Suspeita de fraude',
  'Reclamações graves de clientes',
  'Dados cadastrais falsos',
  'Pedido do próprio parceiro',
  'Inadimplência: comissão em atraso',
] as const;

/** One audit entry: who did what to whom, when, with the state before and after. */
export interface AuditEntry {
  id: string;
  em: Date | null;
  atorUid: string;
  atorEmail: string;
  acao: AuditAction;
  alvoTipo: (typeof AUDIT_TARGETS)[number];
  alvoId: string;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
  motivo: string;
}

/** What an audit entry is about; a city is kept in the console's 'Cidades' (issue #36). */
export const AUDIT_TARGETS = ['restaurante', 'usuario', 'cadastro', 'cidade', 'plataforma'] as const;

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
  'cidade_criada',
  'cidade_alterada',
  'extrato_fechado',
  'pagamento_informado',
  'pagamento_confirmado',
  'ajuste_comissao',
  'contrato_proposto',
  'termos_aceitos',
  'cobranca_alterada',
  'exclusao_pedida',
  'exclusao_cancelada',
  'conta_excluida',
  'mensagem_reenviada',
  'tarefa_retomada',
  'conta_pagamento_conectada',
  'conta_pagamento_desconectada',
  'reembolso_parcial',
  'divergencia_resolvida',
  'caso_decidido',
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
  cidade_criada: 'Cidade cadastrada',
  cidade_alterada: 'Cidade alterada',
  extrato_fechado: 'Extratos da semana fechados',
  pagamento_informado: 'Pagamento de comissão informado',
  pagamento_confirmado: 'Pagamento de comissão confirmado',
  ajuste_comissao: 'Ajuste de comissão lançado',
  contrato_proposto: 'Nova taxa de comissão proposta',
  termos_aceitos: 'Termos de parceria aceitos',
  cobranca_alterada: 'Dados de cobrança da Sabor alterados',
  exclusao_pedida: 'Exclusão de conta pedida',
  exclusao_cancelada: 'Exclusão de conta cancelada',
  conta_excluida: 'Conta excluída e dados anonimizados',
  mensagem_reenviada: 'Mensagem reenviada',
  tarefa_retomada: 'Tarefa colocada na fila de novo',
  conta_pagamento_conectada: 'Conta Mercado Pago conectada',
  conta_pagamento_desconectada: 'Conta Mercado Pago desconectada',
  reembolso_parcial: 'Reembolso parcial feito',
  divergencia_resolvida: 'Divergência de pagamento resolvida',
  caso_decidido: 'Pedido de ajuda decidido',
};

/** The label of an audit action; an action added later by the server shows as stored. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action || 'Ação';
}

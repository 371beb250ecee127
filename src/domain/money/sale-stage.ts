import type { Centavos } from '../shared/money';

/**
 * What a sale is: the one definition the administrator's dashboard and the restaurant's
 * 'Relatórios' both use, so that the two screens give the same figure for the same restaurant
 * and period.
 *
 * - Sold: the order reached the customer. SPEC.md section 4: reports count entregue, concluido
 *   and finalizado as sold; 'delivered' is the English alias of entregue that older data carries;
 *   'retirado' is a pickup order collected at the counter (issue #40), a sale like any other.
 *   Payment is taken at delivery, so only these have brought money in.
 * - In progress ('Em andamento'): the restaurant accepted the order and it has not finished yet
 *   (em preparação, aguardando entregador, a caminho, saiu para entrega, with their aliases).
 *   Shown beside the sales, never added to them: it may still fail to be delivered.
 * - Everything else is not a sale: waiting for the restaurant's answer (novo_pedido, pendente),
 *   or ended without one (rejeitado, cancelado, expirado).
 */

/** Orders of some statuses (sold, in progress): how many and their total. */
export interface SalesFigures {
  count: number;
  total: Centavos;
}

export const SOLD_STATUSES = ['entregue', 'delivered', 'retirado', 'concluido', 'finalizado'] as const;

export const IN_PROGRESS_STATUSES = ['em_preparacao', 'preparing', 'aguardando_entregador', 'pronto_retirada', 'a_caminho', 'em_entrega', 'delivering'] as const;

const AWAITING_STATUSES: readonly string[] = ['novo_pedido', 'pendente', 'pending'];

/** Where an order stands as a sale. 'awaiting': not answered yet; 'lost': ended unsold (or unknown). */
export type SaleStage = 'sold' | 'in_progress' | 'awaiting' | 'lost';

/** Which stage an order in `status` is at (see above). Unknown statuses are not sales. */
export function saleStage(status: string): SaleStage {
  if ((SOLD_STATUSES as readonly string[]).includes(status)) return 'sold';
  if ((IN_PROGRESS_STATUSES as readonly string[]).includes(status)) return 'in_progress';
  if (AWAITING_STATUSES.includes(status)) return 'awaiting';
  return 'lost';
}

/** The rule in one line, shown under the figures on both screens. */
export const SALE_RULE_TEXT = 'Vendas são os pedidos entregues (ou concluídos)';

/** The label of the in-progress value on both screens. */
export const IN_PROGRESS_LABEL = 'Em andamento';

/** What 'Em andamento' means, shown beside it. */
export const IN_PROGRESS_RULE_TEXT = 'Pedidos aceitos ainda não entregues; não entram nas vendas';

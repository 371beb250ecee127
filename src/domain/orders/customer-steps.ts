/** The customer's progress bar: which step an order has reached (-1 when it ended unhappily). */
export const CUSTOMER_STEPS = ['Pedido enviado', 'Em preparação', 'Aguardando entregador', 'A caminho', 'Entregue'] as const;

/** The progress bar of a pickup order ('Retirar no local'). */
export const PICKUP_STEPS = ['Pedido enviado', 'Em preparação', 'Pronto para retirada', 'Retirado'] as const;

/** The step of a status as displayStatus tells it. */
export function customerStep(status: string): number {
  switch (status) {
    case 'pronto_retirada':
      return 2;
    case 'retirado':
      return 3;
    // Scheduled, waiting for its time (issue #54): sent, the kitchen has not started.
    case 'agendado':
    case 'aguardando_pagamento':
    case 'novo_pedido':
    case 'pendente':
    case 'pending':
      return 0;
    case 'em_preparacao':
    case 'preparing':
      return 1;
    case 'aguardando_entregador':
      return 2;
    case 'a_caminho':
    case 'em_entrega':
    case 'delivering':
      return 3;
    case 'entregue':
    case 'delivered':
    case 'concluido':
    case 'finalizado':
      return 4;
    default:
      return -1;
  }
}

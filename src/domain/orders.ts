import type { Address } from './address';

/** Order statuses of SPEC.md section 4, with the English and legacy aliases older data carries. */
export type OrderStatus =
  | 'novo_pedido'
  | 'pendente'
  | 'pending'
  | 'em_preparacao'
  | 'preparing'
  | 'aguardando_entregador'
  | 'a_caminho'
  | 'em_entrega'
  | 'delivering'
  | 'entregue'
  | 'delivered'
  | 'rejeitado'
  | 'rejected'
  | 'cancelado'
  | 'concluido'
  | 'finalizado';

export type PaymentMethod = 'Dinheiro' | 'Cartão' | 'Pix';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['Dinheiro', 'Cartão', 'Pix'];

export interface OrderItem {
  quantidade: number;
  nome: string;
  /** Unit price in reais. */
  preco: number;
  observacoes: string;
}

/** An order as the app reads it (restaurantes/{restaurantId}/pedidos/{id}). */
export interface Order {
  id: string;
  restaurantId: string;
  restaurantName: string;
  userId: string;
  itens: OrderItem[];
  subTotal: number;
  taxaEntrega: number;
  /** totalValue, or the legacy totalAmount. */
  totalValue: number;
  pagamento: string;
  troco: number | null;
  /** A structured address, or the legacy plain text (deliveryAddress). */
  endereco: Address | string | null;
  clientName: string;
  clientPhone: string;
  /** Kept as stored: unknown values are shown as they are and rank last. */
  status: string;
  createdAt: Date | null;
  deliverymanId: string | null;
  acceptedAt: Date | null;
  ultimaAtualizacao: Date | null;
  observacoesPedido: string;
}

const LABELS: Record<OrderStatus, string> = {
  novo_pedido: 'Novo pedido',
  pendente: 'Pendente',
  pending: 'Pendente',
  em_preparacao: 'Em preparação',
  preparing: 'Em preparação',
  aguardando_entregador: 'Aguardando entregador',
  a_caminho: 'A caminho',
  em_entrega: 'Saiu para entrega',
  delivering: 'Saiu para entrega',
  entregue: 'Entregue',
  delivered: 'Entregue',
  rejeitado: 'Rejeitado',
  rejected: 'Rejeitado',
  cancelado: 'Cancelado',
  concluido: 'Concluído',
  finalizado: 'Finalizado',
};

/** The Portuguese label of a status; an unknown value is shown as stored. */
export function statusLabel(status: string): string {
  return LABELS[status as OrderStatus] ?? status;
}

export type StatusTone = 'info' | 'warning' | 'success' | 'danger' | 'brand' | 'neutral';

/** Colour family of a status badge. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'novo_pedido':
    case 'pendente':
    case 'pending':
      return 'brand';
    case 'em_preparacao':
    case 'preparing':
    case 'aguardando_entregador':
      return 'warning';
    case 'a_caminho':
    case 'em_entrega':
    case 'delivering':
      return 'info';
    case 'entregue':
    case 'delivered':
    case 'concluido':
    case 'finalizado':
      return 'success';
    case 'rejeitado':
    case 'rejected':
    case 'cancelado':
      return 'danger';
    default:
      return 'neutral';
  }
}

const OLD_STATUSES = new Set(['entregue', 'delivered', 'cancelado', 'rejected']);

/**
 * SPEC.md section 4, customer side: entregue, delivered, cancelado and rejected are old orders,
 * everything else is current. ('rejeitado' is not in the spec's list; a rejected order is over
 * for the customer all the same, so it is old here too.)
 */
export function isOldOrder(status: string): boolean {
  return OLD_STATUSES.has(status) || status === 'rejeitado';
}

export function splitCurrentAndOld<T extends { status: string }>(orders: T[]): { current: T[]; old: T[] } {
  return { current: orders.filter((order) => !isOldOrder(order.status)), old: orders.filter((order) => isOldOrder(order.status)) };
}

export function isDelivered(status: string): boolean {
  return status === 'entregue' || status === 'delivered';
}

/** The customer's progress bar: which step an order has reached (-1 when it ended unhappily). */
export const CUSTOMER_STEPS = ['Pedido enviado', 'Em preparação', 'A caminho', 'Entregue'] as const;

export function customerStep(status: string): number {
  switch (status) {
    case 'novo_pedido':
    case 'pendente':
    case 'pending':
      return 0;
    case 'em_preparacao':
    case 'preparing':
    case 'aguardando_entregador':
      return 1;
    case 'a_caminho':
    case 'em_entrega':
    case 'delivering':
      return 2;
    case 'entregue':
    case 'delivered':
    case 'concluido':
    case 'finalizado':
      return 3;
    default:
      return -1;
  }
}

/** Short order id shown to people: the first 8 characters (SPEC.md section 9). */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

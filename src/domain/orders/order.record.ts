import type { Address } from '../delivery/address';
import { toFrozenChoices } from '../catalog/menu.record';
import { toCentavos } from '../shared/money';
import { toOrderPix } from '../money/pix-charge';
import type { RollupOrder } from '../sales/sales-rollups';
import { toDate, toNullableText, toNumber, toText, type StoredData } from '../shared/stored-values';
import type { Order, OrderItem } from './order';
import type { OrderRelease } from './order-release';

/**
 * A stored order (restaurantes/{r}/pedidos/{id}) read back: the whole order for the screens, and
 * the part the sales rollups count. What placeOrder writes is PricedOrder
 * (checkout/order-pricing.ts); these read it, and the legacy fields older clients wrote.
 */

function toItems(value: unknown): OrderItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    const read: OrderItem = { quantidade: toNumber(item.quantidade, 1), nome: toText(item.nome), preco: toNumber(item.preco, 0), observacoes: toText(item.observacoes) };
    if (typeof item.productId === 'string' && item.productId) {
      read.productId = item.productId;
      read.size = typeof item.size === 'string' ? item.size : null;
      read.flavor = typeof item.flavor === 'string' ? item.flavor : null;
      read.complementos = toFrozenChoices(item.complementos);
    }
    const regular = toNumber(item.precoDe, 0);
    if (regular > read.preco) read.precoDe = regular;
    return [read];
  });
}

/** The coupon an order was placed with: its code and who paid the discount; null for none. */
function toOrderCoupon(value: unknown): Order['cupom'] {
  if (typeof value !== 'object' || value === null) return null;
  const coupon = value as StoredData;
  const codigo = toText(coupon.codigo);
  return codigo ? { codigo, custeio: coupon.custeio === 'plataforma' ? 'plataforma' : 'restaurante' } : null;
}

function toAddress(data: StoredData): Address | string | null {
  return toOrderAddress(data.endereco ?? data.deliveryAddress);
}

/** A stored delivery address (a map, or the legacy text), or null. */
export function toOrderAddress(value: unknown): Address | string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const address: Address = { rua: toText(raw.rua), numero: toText(raw.numero), bairro: toText(raw.bairro), cidade: toText(raw.cidade), cep: toText(raw.cep) };
  if (typeof raw.estado === 'string') address.estado = raw.estado;
  if (typeof raw.complemento === 'string') address.complemento = raw.complemento;
  return address;
}

/**
 * The order of `restaurantId` stored under `id`, with the spec's defaults; reads the legacy
 * totalAmount and deliveryAddress the rider page also accepts.
 */
export function orderFromData(id: string, restaurantId: string, data: StoredData): Order {
  return {
    id,
    restaurantId: toText(data.restaurantId) || restaurantId,
    restaurantName: toText(data.restaurantName),
    restaurantAddress: toText(data.restaurantAddress),
    restaurantPhone: toText(data.restaurantPhone),
    userId: toText(data.userId),
    itens: toItems(data.itens),
    subTotal: toNumber(data.subTotal, 0),
    desconto: Math.max(0, toNumber(data.desconto, 0)),
    cupom: toOrderCoupon(data.cupom),
    taxaEntrega: toNumber(data.taxaEntrega, 0),
    totalValue: toNumber(data.totalValue ?? data.totalAmount, 0),
    pagamento: toText(data.pagamento),
    troco: data.troco === null || data.troco === undefined ? null : toNumber(data.troco, 0),
    endereco: toAddress(data),
    modalidade: data.modalidade === 'retirada' ? 'retirada' : 'entrega',
    clientName: toText(data.clientName),
    clientPhone: toText(data.clientPhone),
    status: toText(data.status, 'novo_pedido') || 'novo_pedido',
    createdAt: toDate(data.createdAt),
    deliverymanId: toNullableText(data.deliverymanId),
    acceptedAt: toDate(data.acceptedAt),
    ultimaAtualizacao: toDate(data.ultimaAtualizacao),
    observacoesPedido: toText(data.observacoesPedido),
    numero: typeof data.numero === 'number' && Number.isInteger(data.numero) && data.numero > 0 ? data.numero : null,
    prazoAceiteEm: toDate(data.prazoAceiteEm),
    aceitoEm: toDate(data.aceitoEm),
    tempoPreparoMin: typeof data.tempoPreparoMin === 'number' && data.tempoPreparoMin > 0 ? data.tempoPreparoMin : null,
    motivoRejeicao: toText(data.motivoRejeicao),
    retiradoEm: toDate(data.retiradoEm),
    entregadorNome: toText(data.entregadorNome),
    entregadorTelefone: toText(data.entregadorTelefone),
    pix: toOrderPix(data.pix, toDate),
    cidade: toNullableText(data.cidade),
    bairroRestaurante: toNullableText(data.bairroRestaurante),
    corridaMin: typeof data.corridaMin === 'number' && data.corridaMin > 0 ? data.corridaMin : null,
    ultimaDevolucao: toOrderRelease(data.ultimaDevolucao),
  };
}

function toOrderRelease(value: unknown): OrderRelease | null {
  if (typeof value !== 'object' || value === null) return null;
  const release = value as StoredData;
  return { entregadorNome: toText(release.entregadorNome), motivo: toText(release.motivo), em: toDate(release.em) };
}

/**
 * A stored order as the sales rollups see it (domain/sales/sales-rollups.ts): its status, creation
 * time and totalValue in centavos. Legacy orders that store totalAmount have no total here, as
 * the sum('totalValue') aggregations that the rollups replace never saw them either.
 */
export function rollupOrderFromData(data: StoredData | undefined): RollupOrder | null {
  if (!data) return null;
  const total = data.totalValue;
  return {
    status: toText(data.status),
    createdAt: toDate(data.createdAt),
    totalCentavos: typeof total === 'number' && Number.isFinite(total) && total >= 0 ? toCentavos(total) : null,
  };
}

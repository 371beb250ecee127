import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Address } from '@/domain/address';
import type { OrderDraft } from '@/domain/checkout';
import type { Order, OrderItem } from '@/domain/orders';
import { auth, db } from './firebase';
import { toDate, toNullableText, toNumber, toText } from './firestore-values';
import { trackListener } from './listeners';

function toItems(value: unknown): OrderItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    return [{ quantidade: toNumber(item.quantidade, 1), nome: toText(item.nome), preco: toNumber(item.preco, 0), observacoes: toText(item.observacoes) }];
  });
}

function toAddress(data: DocumentData): Address | string | null {
  const value = data.endereco ?? data.deliveryAddress;
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const address: Address = { rua: toText(raw.rua), numero: toText(raw.numero), bairro: toText(raw.bairro), cidade: toText(raw.cidade), cep: toText(raw.cep) };
  if (typeof raw.estado === 'string') address.estado = raw.estado;
  if (typeof raw.complemento === 'string') address.complemento = raw.complemento;
  return address;
}

/** Maps an order; reads the legacy totalAmount and deliveryAddress the rider page also accepts. */
export const orderConverter: FirestoreDataConverter<Order, DocumentData> = {
  toFirestore: (order) => order as unknown as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): Order {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      restaurantId: toText(data.restaurantId) || snapshot.ref.parent.parent?.id || '',
      restaurantName: toText(data.restaurantName),
      userId: toText(data.userId),
      itens: toItems(data.itens),
      subTotal: toNumber(data.subTotal, 0),
      taxaEntrega: toNumber(data.taxaEntrega, 0),
      totalValue: toNumber(data.totalValue ?? data.totalAmount, 0),
      pagamento: toText(data.pagamento),
      troco: data.troco === null || data.troco === undefined ? null : toNumber(data.troco, 0),
      endereco: toAddress(data),
      clientName: toText(data.clientName),
      clientPhone: toText(data.clientPhone),
      status: toText(data.status, 'novo_pedido') || 'novo_pedido',
      createdAt: toDate(data.createdAt),
      deliverymanId: toNullableText(data.deliverymanId),
      acceptedAt: toDate(data.acceptedAt),
      ultimaAtualizacao: toDate(data.ultimaAtualizacao),
      observacoesPedido: toText(data.observacoesPedido),
    };
  },
};

/** A fresh order id, made on the device so that retrying the same checkout writes the same order. */
export function newOrderId(restaurantId: string): string {
  return doc(collection(db, 'restaurantes', restaurantId, 'pedidos')).id;
}

const inFlight = new Map<string, Promise<string>>();

/**
 * Writes the order under the id the checkout generated. Safe to call again with the same id (a
 * double tap, a retry after a timeout): concurrent calls share one write, and when a previous
 * attempt already reached the server the order is found there instead of written twice.
 * Resolves with the order id once the server has it.
 */
export function placeOrder(orderId: string, draft: OrderDraft): Promise<string> {
  const key = `${draft.restaurantId}/${orderId}`;
  const running = inFlight.get(key);
  if (running) return running;
  const ref = doc(db, 'restaurantes', draft.restaurantId, 'pedidos', orderId);
  const attempt = (async () => {
    if (!auth.currentUser) throw new Error('Faça login para finalizar o pedido.');
    try {
      await setDoc(ref, { ...draft, createdAt: serverTimestamp() });
    } catch (error) {
      // A write that landed before a dropped answer makes the retry an update, which the rules
      // refuse: if the order is there and is ours, it went through.
      const existing = await getDoc(ref).catch(() => null);
      if (existing?.exists() && existing.data().userId === auth.currentUser?.uid) return orderId;
      throw error;
    }
    return orderId;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, attempt);
  return attempt;
}

/** Live status of one order; `null` when it does not exist (SPEC.md: 'not_found'). */
export function subscribeToOrder(
  restaurantId: string,
  orderId: string,
  onNext: (order: Order | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'pedidos', orderId).withConverter(orderConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/** How many of their orders a customer sees in 'Meus Pedidos'. */
export const MY_ORDERS_LIMIT = 50;

/** The customer's own orders across restaurants, newest first (collection group, by userId). */
export function subscribeToMyOrders(uid: string, onNext: (orders: Order[]) => void, onError: (error: Error) => void): () => void {
  const ref = query(collectionGroup(db, 'pedidos'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(MY_ORDERS_LIMIT)).withConverter(
    orderConverter,
  );
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/**
 * The customer's most recent delivered order at this restaurant that has no review yet, or null:
 * what the menu's 'Avaliar' button rates. At most ten orders and ten review look-ups.
 */
export async function getReviewableOrder(restaurantId: string, uid: string): Promise<Order | null> {
  const delivered = await getDocs(
    query(
      collection(db, 'restaurantes', restaurantId, 'pedidos'),
      where('userId', '==', uid),
      where('status', 'in', ['entregue', 'delivered']),
      orderBy('createdAt', 'desc'),
      limit(10),
    ).withConverter(orderConverter),
  );
  for (const snapshot of delivered.docs) {
    const review = await getDoc(doc(db, 'restaurantes', restaurantId, 'avaliacoes', snapshot.id));
    if (!review.exists()) return snapshot.data();
  }
  return null;
}

/** How many orders the panel's 'Histórico de Vendas' keeps live. */
export const HISTORY_LIMIT = 100;

/**
 * Live orders of a restaurant, newest first: within `range` for 'Pedidos do Dia', or the latest
 * HISTORY_LIMIT for the history. Staff read them by path (see firestore.rules).
 */
export function subscribeToRestaurantOrders(
  restaurantId: string,
  range: { start: Date; end: Date } | null,
  onNext: (orders: Order[]) => void,
  onError: (error: Error) => void,
): () => void {
  const base = collection(db, 'restaurantes', restaurantId, 'pedidos');
  const ref = (
    range
      ? query(base, where('createdAt', '>=', range.start), where('createdAt', '<=', range.end), orderBy('createdAt', 'desc'))
      : query(base, orderBy('createdAt', 'desc'), limit(HISTORY_LIMIT))
  ).withConverter(orderConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.docs.map((document) => document.data())), onError));
}

/** Moves an order to `status` (SPEC.md section 5: all three arguments are required). */
export async function updateOrderStatus(orderId: string, status: string, restaurantId: string): Promise<void> {
  if (!orderId || !status || !restaurantId) throw new Error('ID do pedido, novo status e ID do restaurante são obrigatórios.');
  await updateDoc(doc(db, 'restaurantes', restaurantId, 'pedidos', orderId), { status, ultimaAtualizacao: serverTimestamp() });
}

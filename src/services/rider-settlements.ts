import { collection, getDocs, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { SETTLEMENTS, type Settlement, type SettlementSide, type StoredConfirmations } from '@/domain/delivery/rider-settlements';
import { confirmationsFromData } from '@/domain/delivery/rider-settlement.record';
import type { SettlementRef } from '@/domain/delivery/rider-settlements.schema';
import type { Order } from '@/domain/orders/order';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { type DateRange } from '@/domain/shared/date-range';
import { refusalText } from '@/domain/shared/callable-refusal';
import { call } from './callable-refusal';
import { db } from './firebase';
import { trackListener } from './listeners';
import { orderConverter } from './orders';
import { EARNINGS_READ_LIMIT } from './rider-earnings';

/**
 * 'Acerto feito' between riders and restaurants (issue #38, domain/delivery/rider-settlements.ts):
 * the confirmations, live, so that each side sees the other's at once; and the confirming.
 */

/** Confirmations by settlement id. */
export type SettlementConfirmations = Map<string, StoredConfirmations>;

/** The confirmations of one rider's or one restaurant's settlements of the days of `range`. */
export function subscribeToSettlementConfirmations(
  who: { entregadorId: string } | { restaurantId: string },
  range: DateRange,
  onNext: (confirmations: SettlementConfirmations) => void,
  onError: (error: Error) => void,
): () => void {
  const [field, value] = 'entregadorId' in who ? ['entregadorId', who.entregadorId] : ['restaurantId', who.restaurantId];
  const settlements = query(
    collection(db, SETTLEMENTS),
    where(field, '==', value),
    where('dia', '>=', saoPauloDayKey(range.start)),
    where('dia', '<=', saoPauloDayKey(range.end)),
    orderBy('dia', 'asc'),
  );
  return trackListener(
    onSnapshot(settlements, (snapshot) => onNext(new Map(snapshot.docs.map((item) => [item.id, confirmationsFromData(item.data())]))), onError),
  );
}

/** 'Acerto feito': resolves with the sides that have now confirmed these figures. */
export async function confirmSettlement(ref: SettlementRef): Promise<SettlementSide[]> {
  const { lados } = await call('confirmSettlement', ref);
  return lados;
}

/** 'Acerto feito' for a screen: resolves with null once confirmed, or why it was not, in Portuguese. */
export async function confirmSettlementOf(settlement: Pick<Settlement, 'restaurantId' | 'deliverymanId' | 'dia'>): Promise<string | null> {
  try {
    await confirmSettlement({ restaurantId: settlement.restaurantId, entregadorId: settlement.deliverymanId, dia: settlement.dia });
    return null;
  } catch (failure) {
    console.error('Erro ao confirmar o acerto', failure);
    return refusalText(failure, 'Não foi possível confirmar o acerto. Verifique sua conexão e tente de novo.');
  }
}

/**
 * The restaurant's orders delivered in `range` by platform riders, newest first: what it settles
 * with each rider. Resolves with them and whether the read limit cut the period short (then the
 * oldest days are the ones missing, never today's).
 */
export async function getDeliveredByRiders(restaurantId: string, range: DateRange): Promise<{ orders: Order[]; truncated: boolean }> {
  const snapshot = await getDocs(
    query(
      collection(db, 'restaurantes', restaurantId, 'pedidos'),
      where('status', '==', 'entregue'),
      where('createdAt', '>=', range.start),
      where('createdAt', '<=', range.end),
      orderBy('createdAt', 'desc'),
      limit(EARNINGS_READ_LIMIT),
    ).withConverter(orderConverter),
  );
  const orders = snapshot.docs.map((document) => document.data()).filter((order) => order.deliverymanId);
  return { orders, truncated: snapshot.size >= EARNINGS_READ_LIMIT };
}

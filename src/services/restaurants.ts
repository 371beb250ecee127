import type { SchedulingSettings } from '@/domain/restaurants/scheduling.record';
import type { GeoPoint } from '@/domain/delivery/geo-point';
import type { RestaurantPix } from '@/domain/restaurants/restaurant-pix';
import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { restaurantDataUpdate, restaurantFromData } from '@/domain/restaurants/restaurant.record';
import { toNullableText } from '@/domain/shared/stored-values';
import type { RestaurantDataInput } from '@/domain/restaurants/restaurant.form';
import { COMMERCIAL_TERMS_DOC, type CommercialTerms } from '@/domain/restaurants/commercial-terms';
import { commercialTermsFromData } from '@/domain/restaurants/commercial-terms.record';
import { db } from './firebase';
import { trackListener } from './listeners';
import { readConverter } from './read-converter';

/** Maps restaurantes/{id} (see restaurantFromData), with its cover photo (issue #40; see menu.ts getMenuRestaurant). */
export const restaurantConverter = readConverter((id, data) => ({ ...restaurantFromData(id, data), capa: toNullableText(data.capa) || null }));

/** Live single restaurant; `null` when it does not exist. */
export function subscribeToRestaurant(
  restaurantId: string,
  onNext: (restaurant: Restaurant | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'restaurantes', restaurantId).withConverter(restaurantConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/**
 * A restaurant's commercial terms (restaurantes/{id}/privado/comercial, issue #51): its rate,
 * contract, proposal and the reason of a suspension, live. Its dono and gerentes and the operators
 * may read them (firestore.rules); a missing document reads as no terms.
 */
export function subscribeToCommercialTerms(restaurantId: string, onNext: (terms: CommercialTerms) => void, onError: (error: Error) => void): () => void {
  const ref = doc(db, 'restaurantes', restaurantId, 'privado', COMMERCIAL_TERMS_DOC);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(commercialTermsFromData(snapshot.data())), onError));
}

/** One restaurant, read once (for 'Pedir de novo', which needs to know it takes orders now); `null` when gone. */
export async function getRestaurant(restaurantId: string): Promise<Restaurant | null> {
  const snapshot = await getDoc(doc(db, 'restaurantes', restaurantId).withConverter(restaurantConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

/** 'Pausar pedidos' until `until`, or resumes them (null). The placeOrder function refuses orders meanwhile. */
export async function pauseOrders(restaurantId: string, until: Date | null): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId), { pausadoAte: until });
}

/** The open panel's sign of life (see PANEL_HEARTBEAT_MS): customers can order while it is recent. */
export async function markPanelSeen(restaurantId: string): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId), { painelVistoEm: serverTimestamp() });
}

/** 'Localização no mapa' (issue #54): the store's pin, alone (firestore.rules: isStoreLocationUpdate). */
export async function saveStoreLocation(restaurantId: string, localizacao: GeoPoint): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId), { localizacao: { lat: localizacao.lat, lng: localizacao.lng } });
}

/** 'Pedidos agendados' (issue #54): the whole setting, alone (firestore.rules: isSchedulingUpdate). */
export async function saveScheduling(restaurantId: string, agendamento: SchedulingSettings): Promise<void> {
  const { ativo, antecedenciaMin, capacidadePorHorario } = agendamento;
  await updateDoc(doc(db, 'restaurantes', restaurantId), { agendamento: { ativo, antecedenciaMin, capacidadePorHorario } });
}

/** Saves what the panel's 'Editar Dados do Restaurante' edits (firestore.rules allow only these). */
export async function updateRestaurantData(restaurantId: string, data: RestaurantDataInput & { pix?: RestaurantPix | null }): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId), restaurantDataUpdate(data));
}

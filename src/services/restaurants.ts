import {
  collection,
  doc,
  onSnapshot,
  updateDoc,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningDay, type Restaurant } from '@/domain/restaurant';
import type { RestaurantDataInput } from '@/domain/restaurant-data';
import { db } from './firebase';
import { toNullableText, toNumber, toText } from './firestore-values';
import { trackListener } from './listeners';

function toOpeningDays(value: unknown): OpeningDay[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, position): OpeningDay[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const day = raw as Record<string, unknown>;
    const dayIndex = toNumber(day.dayIndex, position);
    const key = WEEKDAY_KEYS[dayIndex] ?? WEEKDAY_KEYS[position % 7] ?? 'sunday';
    const periods = Array.isArray(day.periods)
      ? day.periods.flatMap((period: unknown) => {
          if (typeof period !== 'object' || period === null) return [];
          const { open, close } = period as Record<string, unknown>;
          return [{ open: toText(open), close: toText(close) }];
        })
      : [];
    return [{ day: toText(day.day, WEEKDAY_LABELS[key]), key, dayIndex, isOpen: day.isOpen === true, periods }];
  });
}

/** Maps restaurantes/{id}; reads the legacy `name` and defaults fee and minimum to 0. */
export const restaurantConverter: FirestoreDataConverter<Restaurant, DocumentData> = {
  toFirestore: (restaurant) => restaurant as unknown as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): Restaurant {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      nome: toText(data.nome) || toText(data.name) || 'Restaurante',
      logo: toNullableText(data.logo) || null,
      endereco: toNullableText(data.endereco) || null,
      telefone: toNullableText(data.telefone) || null,
      taxaEntrega: toNumber(data.taxaEntrega, 0),
      pedidoMinimo: toNumber(data.pedidoMinimo, 0),
      horarioFuncionamento: toOpeningDays(data.horarioFuncionamento),
      uidDono: toNullableText(data.uidDono),
      categoriasPrincipais: Array.isArray(data.categoriasPrincipais)
        ? data.categoriasPrincipais.filter((item: unknown): item is string => typeof item === 'string')
        : [],
    };
  },
};

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Live list of every restaurant, ordered by name. Sorted here rather than with orderBy('nome'):
 * Firestore's orderBy drops documents without the field, which would hide legacy records that
 * store `name`.
 */
export function subscribeToRestaurants(
  onNext: (restaurants: Restaurant[]) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = collection(db, 'restaurantes').withConverter(restaurantConverter);
  return trackListener(
    onSnapshot(
      ref,
      (snapshot) => onNext(snapshot.docs.map((document) => document.data()).sort((a, b) => byName.compare(a.nome, b.nome))),
      onError,
    ),
  );
}

/** Live single restaurant; `null` when it does not exist. */
export function subscribeToRestaurant(
  restaurantId: string,
  onNext: (restaurant: Restaurant | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, 'restaurantes', restaurantId).withConverter(restaurantConverter);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? snapshot.data() : null), onError));
}

/** Saves what the panel's 'Editar Dados do Restaurante' edits (firestore.rules allow only these). */
export async function updateRestaurantData(restaurantId: string, data: RestaurantDataInput): Promise<void> {
  await updateDoc(doc(db, 'restaurantes', restaurantId), { ...data });
}

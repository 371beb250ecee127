import { doc, onSnapshot } from 'firebase/firestore';
import type { OpenStoreRequest } from '@/domain/moderation';
import { storeSetupFromData, type StoreSetup } from '@/domain/store-setup';
import { db } from './firebase';
import { trackListener } from './listeners';
import { callRefusable } from './refusals';

/**
 * A shop's place in the marketplace (issue #24): published or not, suspended or not, its Pix key.
 * Read from the same restaurantes/{id} document the panel already listens to (the SDK shares one
 * listen), written only by the callables.
 */
export function subscribeToStoreSetup(restaurantId: string, onNext: (setup: StoreSetup | null) => void, onError: (error: Error) => void): () => void {
  const ref = doc(db, 'restaurantes', restaurantId);
  return trackListener(onSnapshot(ref, (snapshot) => onNext(snapshot.exists() ? storeSetupFromData(snapshot.data()) : null), onError));
}

/** 'Abrir minha loja' (openStore): refused with STORE_NOT_READY_MESSAGE unless hours and an available product. */
export async function callOpenStore(request: OpenStoreRequest): Promise<void> {
  await callRefusable('openStore', request);
}

import type { DeliveryAreas } from '@/domain/delivery/delivery-areas';
import { call } from './callable-refusal';

/**
 * Saves a restaurant's delivery areas through the saveDeliveryAreas callable
 * (functions/src/stores/delivery-areas.ts): only a dono or gerente of the restaurant, checked against
 * the shared schema (src/domain/delivery/delivery-areas.ts). Rejects with a CallableRefusal whose message is
 * the text to show and whose fields name the bad entries ('areas.bairros.2.taxa').
 */
export async function saveDeliveryAreas(restaurantId: string, areas: DeliveryAreas): Promise<void> {
  await call('saveDeliveryAreas', { restaurantId, areas });
}

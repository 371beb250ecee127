import * as v from 'valibot';
import { documentId, readRequest } from '../shared/request.schema';
import type { OrderTarget } from './order-claim';

/** One order of one restaurant, as claimOrder and the deadline tasks receive it. */
export const orderTargetSchema = v.object({ restaurantId: documentId, orderId: documentId });

/** `value` as an OrderTarget when both ids are document ids, else null (nothing to act on). */
export function parseOrderTarget(value: unknown): OrderTarget | null {
  const read = readRequest(orderTargetSchema, value);
  return read.ok ? read.value : null;
}

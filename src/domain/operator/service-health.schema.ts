import * as v from 'valibot';
import { OUTBOX_CHANNELS } from './service-health';

/** The requests of 'Saúde''s actions (functions/src/ops/service-health.ts). */

/** An outbox message's or a failed task's id: made by the server, up to 500 characters (outboxId), no '/'. */
const longDocumentId = v.pipe(v.string(), v.regex(/^(?!\.\.?$)[^/]{1,500}$/));

/** 'Reenviar' on an outbox message that failed or is stuck. */
export const retryOutboxMessageSchema = v.object({ colecao: v.picklist(OUTBOX_CHANNELS), id: longDocumentId });
export type RetryOutboxMessageRequest = v.InferInput<typeof retryOutboxMessageSchema>;

/** 'Tentar de novo' on a task that gave up. */
export const retryFailedTaskSchema = v.object({ id: longDocumentId });
export type RetryFailedTaskRequest = v.InferInput<typeof retryFailedTaskSchema>;

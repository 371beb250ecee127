import * as v from 'valibot';
import { documentId } from '../shared/request.schema';

/** 'Enviar notificação de teste': one of the caller's own devices. */
export const sendTestPushSchema = v.object({ aparelhoId: documentId });
export type SendTestPushRequest = v.InferInput<typeof sendTestPushSchema>;

/** The device is no longer among the person's (removed, or dropped by its browser). */
export const DEVICE_GONE_MESSAGE = 'Este aparelho não está mais cadastrado. Ative as notificações nele de novo.';

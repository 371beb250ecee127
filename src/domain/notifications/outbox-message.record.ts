import type { OutboxChannel, OutboxProblem } from '../operator/service-health';
import { STUCK_AFTER_MS } from '../operator/service-health';
import { toDate, toNumber, toText, type StoredData } from '../shared/stored-values';

/**
 * An outbox document (mail/{id}, push/{id}: functions/src/notify/outbox.ts) as 'Saúde' reads it:
 * for whom, about what, how its delivery went. Null when the message needs nobody (sent, or
 * still within its first minutes).
 */
export function outboxProblemFromData(colecao: OutboxChannel, id: string, data: StoredData, now: Date): OutboxProblem | null {
  const delivery = (data.delivery ?? {}) as StoredData;
  const state = toText(delivery.state, 'PENDING');
  const criadoEm = toDate(data.criadoEm);
  const stuck = state !== 'SUCCESS' && state !== 'ERROR' && criadoEm !== null && now.getTime() - criadoEm.getTime() > STUCK_AFTER_MS;
  if (state !== 'ERROR' && !stuck) return null;
  const payload = (data.payload ?? {}) as StoredData;
  const message = (data.message ?? {}) as StoredData;
  return {
    colecao,
    id,
    problema: state === 'ERROR' ? 'falhou' : 'parada',
    para: colecao === 'mail' ? toText(data.to) : pushRecipient(data.para),
    assunto: colecao === 'mail' ? toText(message.subject, toText(data.assunto)) : toText(payload.title),
    tentativas: toNumber(delivery.attempts),
    erro: toText(delivery.error),
    criadoEm,
  };
}

/** A push's recipient (PushTarget), in the operator's words. */
function pushRecipient(value: unknown): string {
  const target = (value ?? {}) as StoredData;
  if (typeof target.uid === 'string') return `Conta ${target.uid}`;
  if (typeof target.restaurantId === 'string') return `Cozinha da loja ${target.restaurantId}`;
  if (typeof target.cidade === 'string') return `Entregadores disponíveis em ${target.cidade}`;
  return 'Destino desconhecido';
}

import { toDate, toText, type StoredData } from '../shared/stored-values';
import type { DeletionRequest } from './account-deletion';

/** exclusoes/{uid}, an account's deletion request (account-deletion.ts), read back. */

export function deletionRequestFromData(uid: string, data: StoredData): DeletionRequest {
  const estado = data.estado === 'cancelada' || data.estado === 'concluida' ? data.estado : 'agendada';
  return {
    uid,
    nome: toText(data.nome),
    email: toText(data.email),
    tipo: toText(data.tipo),
    motivo: toText(data.motivo),
    detalhe: toText(data.detalhe),
    estado,
    pedidaEm: toDate(data.pedidaEm),
    efetivaEm: toDate(data.efetivaEm),
    canceladaEm: toDate(data.canceladaEm),
    concluidaEm: toDate(data.concluidaEm),
    adiadaMotivo: toText(data.adiadaMotivo),
    pedidosAnonimizados: typeof data.pedidosAnonimizados === 'number' ? data.pedidosAnonimizados : 0,
    avaliacoesAnonimizadas: typeof data.avaliacoesAnonimizadas === 'number' ? data.avaliacoesAnonimizadas : 0,
  };
}

import { AUDIT_TARGETS, type AuditAction, type AuditEntry } from './moderation';
import { toDate, toText, type StoredData } from '../shared/stored-values';
import { oneOf } from '../shared/stored-shapes';

/** auditoria/{id}, the trail every operator action leaves (moderation.ts), read back. */

/** auditoria/{id}. An action this build does not know keeps its stored name (see auditActionLabel). */
export function auditEntryFromData(id: string, data: StoredData): AuditEntry {
  const alvoTipo = oneOf(AUDIT_TARGETS, data.alvoTipo, 'usuario');
  const antes = typeof data.antes === 'object' && data.antes !== null ? (data.antes as Record<string, unknown>) : null;
  const depois = typeof data.depois === 'object' && data.depois !== null ? (data.depois as Record<string, unknown>) : null;
  return {
    id,
    em: toDate(data.em),
    atorUid: toText(data.atorUid),
    atorEmail: toText(data.atorEmail),
    acao: toText(data.acao) as AuditAction,
    alvoTipo,
    alvoId: toText(data.alvoId),
    antes,
    depois,
    motivo: toText(data.motivo),
  };
}

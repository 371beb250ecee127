/**
 * An audit entry's 'antes' and 'depois' as lines a person reads: 'estado: enviado → aprovado'.
 * Only the fields that changed; nested values (a suspension) shown by their motivo or as text.
 */
export function describeAuditChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys.flatMap((key) => {
    const was = show(before?.[key]);
    const is = show(after?.[key]);
    return was === is ? [] : [`${key}: ${was} → ${is}`];
  });
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.motivo === 'string') return `sim (${record.motivo})`;
    if (typeof (record as { toDate?: unknown }).toDate === 'function' || value instanceof Date) return 'data';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  }
  return String(value);
}

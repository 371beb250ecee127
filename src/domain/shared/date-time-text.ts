const dateAndTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * '04/12/2026 às 09:00', São Paulo time: a moment as a person reads it in a sentence. Apart from
 * sao-paulo-day.ts, which every first load carries, so that this formatter comes only with the
 * screens that write such sentences.
 */
export function formatSaoPauloDateTime(instant: Date): string {
  return dateAndTime.format(instant).replace(', ', ' às ');
}

/**
 * How people name an order: the restaurant's number of the day, '#0042'; where orders of several
 * days are listed (statements, their CSVs, the operator's audit), with its day: '#0042 · 27/11'.
 * In shared/ because the orders, the money and the screens all say it (orders/order.ts names an
 * order without a number by its short id).
 */

const dayMonth = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit' });

/** '#0042'. */
export function orderNumberText(numero: number): string {
  return `#${String(numero).padStart(4, '0')}`;
}

/** '#0010 · 27/11'; the number alone when the day is not known. */
export function orderNumberOfDay(numero: number, placedAt: Date | null): string {
  return placedAt ? `${orderNumberText(numero)} · ${dayMonth.format(placedAt)}` : orderNumberText(numero);
}

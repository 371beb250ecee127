/**
 * Money is stored in Firestore as reais (numbers with two decimals, per SPEC.md) but computed in
 * integer centavos, so sums and percentages never drift.
 */
export type Centavos = number;

/** Reais (possibly with float noise, e.g. 0.1 + 0.2) to whole centavos. */
export function toCentavos(reais: number): Centavos {
  return Math.round(reais * 100);
}

export function toReais(centavos: Centavos): number {
  return centavos / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 12,90' (with the non-breaking space Intl uses). */
export function formatCentavos(centavos: Centavos): string {
  return brl.format(centavos / 100);
}

/** Formats a stored amount in reais; anything that is not a finite number shows as R$ 0,00. */
export function formatReais(reais: unknown): string {
  return formatCentavos(typeof reais === 'number' && Number.isFinite(reais) ? toCentavos(reais) : 0);
}

import { toDate, toNumber, toText } from '../shared/stored-values';
import type { PublicCoupon } from './store-promotions';

/** A store's public coupons (store-promotions.ts) as its restaurant document and its shop window store them, read back. */

/** A date as the restaurant stores it (a Timestamp) or its shop window's JSON does (milliseconds). */
const toMoment = (value: unknown) => (typeof value === 'number' ? new Date(value) : toDate(value));

/** `cuponsDivulgados` as stored (a list of maps): malformed entries are left out. */
export function publicCouponsFromData(value: unknown): PublicCoupon[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown): PublicCoupon[] => {
    const data = (raw ?? {}) as Record<string, unknown>;
    const inicio = toMoment(data.inicio);
    const fim = toMoment(data.fim);
    const valor = toNumber(data.valor, 0);
    if (!data.codigo || !inicio || !fim || valor <= 0) return [];
    return [
      {
        codigo: toText(data.codigo),
        escopo: data.escopo === 'cidade' ? 'cidade' : 'restaurante',
        tipo: data.tipo === 'valor' ? 'valor' : 'percentual',
        valor,
        maximo: toNumber(data.maximo, 0) || null,
        pedidoMinimo: toNumber(data.pedidoMinimo, 0),
        regra: data.regra === 'uma_vez' || data.regra === 'primeiro_pedido' ? data.regra : 'livre',
        inicio,
        fim,
      },
    ];
  });
}

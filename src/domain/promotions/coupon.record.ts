import { toDate, toNumber, toText, type StoredData } from '../shared/stored-values';
import type { CouponKind, CouponRule, Coupon} from './coupon';
import { COUPON_RULES } from './coupon';

/** cupons/{id}, a coupon (coupon.ts), read back with its defaults. */

export function couponFromData(id: string, data: StoredData): Coupon {
  const tipo: CouponKind = data.tipo === 'valor' ? 'valor' : 'percentual';
  const regra = COUPON_RULES.includes(data.regra as CouponRule) ? (data.regra as CouponRule) : 'livre';
  const maximo = toNumber(data.maximo, 0);
  const limite = toNumber(data.limiteUsos, 0);
  return {
    id,
    codigo: toText(data.codigo),
    escopo: data.escopo === 'cidade' ? 'cidade' : 'restaurante',
    restaurantId: toText(data.restaurantId) || null,
    cidade: toText(data.cidade) || null,
    tipo,
    valor: toNumber(data.valor, 0),
    maximo: maximo > 0 ? maximo : null,
    pedidoMinimo: Math.max(0, toNumber(data.pedidoMinimo, 0)),
    inicio: toDate(data.inicio) ?? new Date(0),
    fim: toDate(data.fim) ?? new Date(0),
    regra,
    limiteUsos: Number.isInteger(limite) && limite > 0 ? limite : null,
    usos: Math.max(0, toNumber(data.usos, 0)),
    ativo: data.ativo !== false,
    divulgado: data.divulgado === true,
  };
}

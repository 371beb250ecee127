import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { readRequest } from '@/domain/shared/request.schema';
import { previewCouponSchema } from '@/domain/promotions/coupon.schema';
import { saveDeliveryAreasSchema } from '@/domain/delivery/delivery-areas.schema';

describe('schema refusals nobody worded', () => {
  it('are in Portuguese and name the field (issue #51)', () => {
    expect(readRequest(previewCouponSchema, { restaurantId: 'forno', codigo: Number.NaN })).toEqual({ ok: false, errors: { codigo: 'O campo "codigo" deve ser um texto.' } });
    expect(readRequest(previewCouponSchema, { codigo: 'SABOR10' })).toEqual({ ok: false, errors: { restaurantId: 'O campo "restaurantId" precisa ser informado.' } });
    expect(readRequest(previewCouponSchema, 'cupom')).toEqual({ ok: false, errors: { '': 'O envio deve ser um objeto.' } });
    const strict = v.strictObject({ n: v.pipe(v.number(), v.finite(), v.integer(), v.maxValue(9)), lista: v.pipe(v.array(v.string()), v.maxLength(1)) });
    expect(readRequest(strict, { n: Infinity, lista: ['a', 'b'], extra: 1 })).toEqual({
      ok: false,
      errors: { n: 'O campo "n" deve ser um número finito.', lista: 'O campo "lista" deve ter no máximo 1 item.', extra: 'O campo "extra" não é aceito neste envio.' },
    });
  });

  it('leave the messages a schema words itself as they are', () => {
    const read = readRequest(saveDeliveryAreasSchema, { restaurantId: 'forno', areas: { bairros: [{ nome: 'Centro', taxa: Number.NaN, minimo: null, corridaMin: null }], outrosBairros: false, gratisAcima: null } });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors['areas.bairros.0.taxa']).toMatch(/^Informe um valor/);
  });
});

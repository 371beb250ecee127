import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULING, schedulingFromData } from '@/domain/restaurants/scheduling.record';

describe('schedulingFromData', () => {
  it('reads the store’s setting, off when absent, each figure back to its default when out of range', () => {
    expect(schedulingFromData(undefined)).toEqual(DEFAULT_SCHEDULING);
    expect(DEFAULT_SCHEDULING.ativo).toBe(false);
    expect(schedulingFromData({ ativo: true, antecedenciaMin: 90, capacidadePorHorario: 3 })).toEqual({ ativo: true, antecedenciaMin: 90, capacidadePorHorario: 3 });
    expect(schedulingFromData({ ativo: 'sim', antecedenciaMin: 5, capacidadePorHorario: 2.5 })).toEqual({ ativo: false, antecedenciaMin: 60, capacidadePorHorario: 5 });
  });
});

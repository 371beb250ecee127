import { describe, expect, it } from 'vitest';
import { moneyRangeMessage } from '@/domain/money/money';
import { AREAS_FORM_MESSAGES, areasToForm, FEE_RANGE, newBairroRow, refusalToErrors, validateAreasForm } from '@/domain/delivery/delivery-areas.form';

describe('the delivery areas form', () => {
  it('starts from the saved areas as typed text, and from serving everywhere without them', () => {
    const form = areasToForm({ bairros: [{ nome: 'Pinheiros', taxa: 5.5, minimo: 40 }], outrosBairros: false, gratisAcima: 60 });
    expect(form.bairros.map(({ nome, taxa, minimo }) => ({ nome, taxa, minimo }))).toEqual([{ nome: 'Pinheiros', taxa: '5,50', minimo: '40,00' }]);
    expect(form).toMatchObject({ outrosBairros: false, gratisAtivo: true, gratisAcima: '60,00' });
    expect(areasToForm(null)).toEqual({ bairros: [], outrosBairros: true, gratisAtivo: false, gratisAcima: '' });
  });

  it('reads money as the panel does, keeps a blank minimum as the restaurant-wide one, and ignores a free threshold turned off', () => {
    const tooHigh = newBairroRow({ nome: ' Moema ', taxa: 'R$ 1.234', minimo: '' });
    const result = validateAreasForm({ bairros: [tooHigh], outrosBairros: true, gratisAtivo: false, gratisAcima: 'xx' });
    expect(result).toEqual({ ok: false, errors: { rows: { [tooHigh.key]: { taxa: moneyRangeMessage(FEE_RANGE) } } } });
    const ok = validateAreasForm({ bairros: [newBairroRow({ nome: ' Moema ', taxa: '7,9', minimo: '' })], outrosBairros: true, gratisAtivo: false, gratisAcima: 'xx' });
    expect(ok).toEqual({ ok: true, areas: { bairros: [{ nome: 'Moema', taxa: 7.9, minimo: null }], outrosBairros: true, gratisAcima: null } });
  });

  it('refuses a bairro listed twice (folded), and a list that serves nowhere', () => {
    const first = newBairroRow({ nome: 'Pinheiros', taxa: '5' });
    const second = newBairroRow({ nome: 'PINHÉIROS ', taxa: '6' });
    const result = validateAreasForm({ bairros: [first, second], outrosBairros: true, gratisAtivo: false, gratisAcima: '' });
    expect(result.ok ? null : result.errors.rows).toEqual({ [second.key]: { nome: AREAS_FORM_MESSAGES.duplicate } });
    const nowhere = validateAreasForm({ bairros: [], outrosBairros: false, gratisAtivo: false, gratisAcima: '' });
    expect(nowhere.ok ? null : nowhere.errors.form).toBe(AREAS_FORM_MESSAGES.nowhere);
  });

  it("puts the callable's field messages on the rows they name", () => {
    const rows = [newBairroRow({ nome: 'A' }), newBairroRow({ nome: 'B' })];
    expect(refusalToErrors({ 'areas.bairros.1.taxa': 'Alta demais.', 'areas.gratisAcima': 'Inválido.', 'areas.outro': 'Outro.' }, rows)).toEqual({
      rows: { [rows[1]!.key]: { taxa: 'Alta demais.' } },
      gratisAcima: 'Inválido.',
      form: 'Outro.',
    });
  });
});

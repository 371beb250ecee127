import { describe, expect, it } from 'vitest';
import { moneyRangeMessage } from '@/domain/shared/money';
import { AREAS_FORM_MESSAGES, areasToForm, FEE_RANGE, newBairroRow, refusalToErrors, validateAreasForm } from '@/domain/delivery/delivery-areas.form';

const SAO_PAULO = { cidade: 'São Paulo', bairros: ['Moema', 'Pinheiros', 'Cerqueira César'] };

describe('the delivery areas form', () => {
  it('starts from the saved areas as typed text, and a new store from serving only what it lists', () => {
    const form = areasToForm({ bairros: [{ nome: 'Pinheiros', taxa: 5.5, minimo: 40 }], outrosBairros: false, gratisAcima: 60 });
    expect(form.bairros.map(({ nome, taxa, minimo }) => ({ nome, taxa, minimo }))).toEqual([{ nome: 'Pinheiros', taxa: '5,50', minimo: '40,00' }]);
    expect(form).toMatchObject({ outrosBairros: false, gratisAtivo: true, gratisAcima: '60,00' });
    expect(areasToForm(null)).toEqual({ bairros: [], outrosBairros: false, gratisAtivo: false, gratisAcima: '' });
  });

  it('reads money as the panel does, keeps a blank minimum as the restaurant-wide one, and ignores a free threshold turned off', () => {
    const tooHigh = newBairroRow({ nome: ' Moema ', taxa: 'R$ 1.234', minimo: '' });
    const result = validateAreasForm({ bairros: [tooHigh], outrosBairros: true, gratisAtivo: false, gratisAcima: 'xx' }, SAO_PAULO);
    expect(result).toEqual({ ok: false, errors: { rows: { [tooHigh.key]: { taxa: moneyRangeMessage(FEE_RANGE) } } } });
    const ok = validateAreasForm({ bairros: [newBairroRow({ nome: ' Moema ', taxa: '7,9', minimo: '' })], outrosBairros: true, gratisAtivo: false, gratisAcima: 'xx' }, SAO_PAULO);
    expect(ok).toEqual({ ok: true, areas: { bairros: [{ nome: 'Moema', taxa: 7.9, minimo: null, corridaMin: null }], outrosBairros: true, gratisAcima: null } });
  });

  it('refuses a bairro listed twice (folded), one not on the city’s list, and a list that serves nowhere; saves the list’s spelling', () => {
    const first = newBairroRow({ nome: 'Pinheiros', taxa: '5' });
    const second = newBairroRow({ nome: 'PINHÉIROS ', taxa: '6' });
    const typo = newBairroRow({ nome: 'Cerqueira Cezar', taxa: '6' });
    const result = validateAreasForm({ bairros: [first, second, typo], outrosBairros: true, gratisAtivo: false, gratisAcima: '' }, SAO_PAULO);
    expect(result.ok ? null : result.errors.rows).toEqual({ [second.key]: { nome: AREAS_FORM_MESSAGES.duplicate }, [typo.key]: { nome: 'Escolha um bairro da lista de São Paulo.' } });
    const unaccented = validateAreasForm({ bairros: [newBairroRow({ nome: 'cerqueira cesar', taxa: '8' })], outrosBairros: false, gratisAtivo: false, gratisAcima: '' }, SAO_PAULO);
    expect(unaccented).toMatchObject({ ok: true, areas: { bairros: [{ nome: 'Cerqueira César', taxa: 8 }] } });
    const nowhere = validateAreasForm({ bairros: [], outrosBairros: false, gratisAtivo: false, gratisAcima: '' }, SAO_PAULO);
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

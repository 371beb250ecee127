import { describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGES, cardBrandOf, passesLuhn, readCardForm } from '@/domain/payments/card-form';

const now = new Date('2026-11-28T12:00:00-03:00');
const valid = { numero: '5031 4332 1540 6351', nome: '  Ana   Souza ', validade: '11/30', cvv: '123', cpf: '123.456.789-09' };

describe('the card form of “Cartão (pague agora)” (issue #52)', () => {
  it('tells the brand from the first digits, Elo before Visa and Mastercard', () => {
    expect(cardBrandOf('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrandOf('5031433215406351')).toBe('master');
    expect(cardBrandOf('2221000000000009')).toBe('master');
    expect(cardBrandOf('3711 803032 57522')).toBe('amex');
    expect(cardBrandOf('5067 2300 0000 0000')).toBe('elo');
    expect(cardBrandOf('4389 3500 0000 0000')).toBe('elo');
    expect(cardBrandOf('6062 8200 0000 0000')).toBe('hipercard');
    expect(cardBrandOf('9999')).toBeNull();
  });

  it('checks the number’s last digit (Luhn)', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('reads a good card, its name tidied, its year in full', () => {
    expect(readCardForm(valid, now)).toEqual({ ok: true, card: { numero: '5031433215406351', nome: 'Ana Souza', mes: 11, ano: 2030, cvv: '123', cpf: '12345678909', bandeira: 'master' } });
    expect(readCardForm({ ...valid, validade: '11/2026' }, now)).toMatchObject({ ok: true, card: { mes: 11, ano: 2026 } });
  });

  it('says what to fix, field by field', () => {
    expect(readCardForm({ numero: '5031 4332 1540 6352', nome: 'A', validade: '13/30', cvv: '12', cpf: '111.111.111-11' }, now)).toEqual({
      ok: false,
      errors: { numero: CARD_FORM_MESSAGES.numero, nome: CARD_FORM_MESSAGES.nome, validade: CARD_FORM_MESSAGES.validade, cvv: CARD_FORM_MESSAGES.cvv, cpf: CARD_FORM_MESSAGES.cpf },
    });
    expect(readCardForm({ ...valid, validade: '10/26' }, now)).toEqual({ ok: false, errors: { validade: CARD_FORM_MESSAGES.vencido } });
    expect(readCardForm({ ...valid, numero: '6011 1111 1111 1117' }, now)).toEqual({ ok: false, errors: { numero: CARD_FORM_MESSAGES.bandeira } });
    expect(readCardForm({ ...valid, cvv: '12a4' }, now)).toEqual({ ok: false, errors: { cvv: CARD_FORM_MESSAGES.cvv } });
  });
});

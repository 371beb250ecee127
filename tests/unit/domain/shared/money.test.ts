import { describe, expect, it } from 'vitest';
import { centavosToInput, checkMoney, fieldMoneyMessage, parseMoney } from '@/domain/shared/money';

const read = (text: string) => {
  const reading = parseMoney(text);
  return reading.ok ? reading.centavos : reading.problem;
};

describe('parseMoney', () => {
  it('reads a comma as the decimal separator', () => {
    expect(read('19,90')).toBe(1990);
    expect(read('19,9')).toBe(1990);
    expect(read('0,05')).toBe(5);
    expect(read('1234,56')).toBe(123456);
  });
  it('reads a dot with one or two digits after it as a decimal point', () => {
    expect(read('19.90')).toBe(1990);
    expect(read('19.9')).toBe(1990);
  });
  it('reads whole reais', () => {
    expect(read('19')).toBe(1900);
    expect(read('0')).toBe(0);
  });
  it('reads dots grouping thousands, with or without decimals', () => {
    expect(read('1.234,56')).toBe(123456);
    expect(read('1.234.567,8')).toBe(123456780);
    // In Brazil '1.234' is one thousand two hundred and thirty-four reais, never R$ 1,23.
    expect(read('1.234')).toBe(123400);
    expect(read('1.000')).toBe(100000);
    expect(read('19.999')).toBe(1999900);
  });
  it('ignores R$ and spaces around the number, the non-breaking one included', () => {
    expect(read('R$ 19,90')).toBe(1990);
    expect(read('r$19,90')).toBe(1990);
    expect(read(' 19,9 ')).toBe(1990);
    expect(read('R$\u00a01.234,56')).toBe(123456);
  });
  it('reads a lone separator that leaves no doubt', () => {
    expect(read('19,')).toBe(1900);
    expect(read(',5')).toBe(50);
  });
  it('says when nothing was typed', () => {
    expect(read('')).toBe('empty');
    expect(read('   ')).toBe('empty');
    expect(read('R$ ')).toBe('empty');
  });
  it('refuses garbage rather than guessing', () => {
    for (const text of ['abc', '1,2,3', '1.23.4', '12.34,5', '1,234.56', '19 90', '1e3', '0x10', ',', '.', '19,90 reais', '+5']) {
      expect(read(text), text).toBe('invalid');
    }
  });
  it('refuses more than two decimals rather than rounding', () => {
    expect(read('19,999')).toBe('too-many-decimals');
    expect(read('1.234,567')).toBe('too-many-decimals');
    expect(read('19.9999')).toBe('too-many-decimals');
  });
  it('refuses negative amounts', () => {
    expect(read('-5')).toBe('negative');
    expect(read('R$ -19,90')).toBe('negative');
  });
  it('refuses amounts too large to count in centavos exactly', () => {
    expect(read('999999999999999999')).toBe('invalid');
  });
});

describe('checkMoney', () => {
  const range = { min: 1, max: 1_000_000 };
  it('checks the range, both ends included', () => {
    expect(checkMoney('0,01', range)).toEqual({ ok: true, centavos: 1 });
    expect(checkMoney('10.000,00', range)).toEqual({ ok: true, centavos: 1_000_000 });
    expect(checkMoney('10.000,01', range)).toEqual({ ok: false, problem: 'out-of-range', centavos: 1_000_001, message: 'Informe um valor entre R$\u00a00,01 e R$\u00a010.000,00.' });
    expect(checkMoney('0', range)).toMatchObject({ ok: false, problem: 'out-of-range', centavos: 0 });
  });
  it('gives a Portuguese reason for what it cannot read', () => {
    expect(checkMoney('abc', range)).toEqual({ ok: false, problem: 'invalid', message: 'Valor não reconhecido. Digite, por exemplo, 19,90.' });
    expect(checkMoney('19,999', range)).toEqual({ ok: false, problem: 'too-many-decimals', message: 'Use no máximo duas casas decimais, por exemplo 19,90.' });
    expect(checkMoney('-1', range)).toEqual({ ok: false, problem: 'negative', message: 'O valor não pode ser negativo.' });
    expect(checkMoney('', range)).toEqual({ ok: false, problem: 'empty', message: 'Informe um valor.' });
  });
  it('reads a blank field as the value given for it', () => {
    expect(checkMoney(' ', { min: 0, max: 20_000 }, 0)).toEqual({ ok: true, centavos: 0 });
  });
});

describe('typing money back', () => {
  it('writes centavos as a person types them, and reads them back the same', () => {
    expect(centavosToInput(1990)).toBe('19,90');
    expect(centavosToInput(123450)).toBe('1234,50');
    expect(centavosToInput(0)).toBe('0,00');
    for (const centavos of [1, 1990, 123456, 1_000_000]) expect(parseMoney(centavosToInput(centavos))).toEqual({ ok: true, centavos });
  });
  it('names the field in a form message', () => {
    expect(fieldMoneyMessage('Preço (R$)', 'Informe um valor.')).toBe('Preço (R$): informe um valor.');
  });
});

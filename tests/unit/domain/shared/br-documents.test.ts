import { describe, expect, it } from 'vitest';
import { ageOn, formatCnpj, formatCpf, readCep, readCnh, readCnpj, readCpf, readPlate } from '@/domain/shared/br-documents';
import { formatPixKey, normalizePixKey } from '@/domain/money/pix-key';

describe('Brazilian documents', () => {
  it('reads CPFs and CNPJs by their check digits, typed with or without punctuation', () => {
    expect(readCpf('529.982.247-25')).toBe('52998224725');
    expect(readCpf('52998224724')).toBeNull();
    expect(readCpf('111.111.111-11')).toBeNull();
    expect(readCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(readCnpj('11.222.333/0001-80')).toBeNull();
    expect(readCnpj('00.000.000/0000-00')).toBeNull();
    // The alphanumeric CNPJ (Receita Federal, from July 2026): letters count as ASCII - 48.
    expect(readCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(readCnpj('12ABC34501DE36')).toBeNull();
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('reads CNH, CEP and plates by their form, and ages by the calendar', () => {
    expect(readCnh('045.123.789-06')).toBe('04512378906');
    expect(readCnh('1234')).toBeNull();
    expect(readCep('05422-030')).toBe('05422030');
    expect(readCep('0542203')).toBeNull();
    expect(readPlate('abc-1234')).toBe('ABC1234');
    expect(readPlate('FQX4B21')).toBe('FQX4B21');
    expect(readPlate('AB-12345')).toBeNull();
    const today = new Date(2026, 10, 23);
    expect(ageOn('2008-11-23', today)).toBe(18);
    expect(ageOn('2008-11-24', today)).toBe(17);
    expect(ageOn('2008-02-30', today)).toBeNull();
  });

  it('normalises Pix keys as the DICT stores them', () => {
    expect(normalizePixKey('telefone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('telefone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('telefone', '(11) 3284-6512')).toBeNull();
    expect(normalizePixKey('email', ' Loja@Exemplo.com.br ')).toBe('loja@exemplo.com.br');
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('aleatoria', '123E4567-E89B-12D3-A456-426614174000')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(normalizePixKey('aleatoria', '123e4567')).toBeNull();
    expect(formatPixKey({ tipo: 'telefone', chave: '+5511987654321' })).toBe('(11) 98765-4321');
  });
});

// As typed, with the slips normalising must undo: spaces around the name, a lower-case UF, an e-mail key in capitals.

import { describe, expect, it } from 'vitest';
import { accountDetailsFromData, addressesData, contactData, sameSavedAddresses, toSavedAddresses } from '@/domain/accounts/account-details.record';

const augusta = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };

describe('account details', () => {
  it('reads what the account never stored as none, and an empty list as an empty book', () => {
    expect(accountDetailsFromData({ nome: 'Ana' })).toEqual({ addresses: null, contact: null });
    expect(accountDetailsFromData({ enderecos: [] })).toEqual({ addresses: { list: [], selected: null }, contact: null });
  });

  it('reads defensively: malformed addresses dropped, at most four, an index that exists', () => {
    const list = [augusta, { rua: 1 }, 'Rua X', { ...augusta, numero: '2' }, { ...augusta, numero: '3' }, { ...augusta, numero: '4' }, { ...augusta, numero: '5' }];
    expect(toSavedAddresses(list, 3)).toEqual({ list: [augusta, { ...augusta, numero: '2' }, { ...augusta, numero: '3' }, { ...augusta, numero: '4' }], selected: 3 });
    expect(toSavedAddresses([augusta], 1).selected).toBeNull();
    expect(toSavedAddresses([augusta], 0.5).selected).toBeNull();
    expect(accountDetailsFromData({ contato: { clientName: 'Ana' } }).contact).toBeNull();
  });

  it('writes only the known fields, trimmed to the limits the rules check', () => {
    const data = addressesData({ list: [{ ...augusta, rua: ` ${'R'.repeat(130)} `, estado: '', complemento: ' Apto 12 ' }], selected: 0 });
    expect(data).toEqual({ enderecos: [{ ...augusta, rua: 'R'.repeat(120), complemento: 'Apto 12' }], enderecoSelecionado: 0 });
    expect(contactData({ clientName: ` ${'A'.repeat(90)}`, clientPhone: '(11) 98765-4321 ' })).toEqual({ contato: { clientName: 'A'.repeat(80), clientPhone: '(11) 98765-4321' } });
  });

  it('compares address books by content and choice', () => {
    expect(sameSavedAddresses({ list: [augusta], selected: 0 }, { list: [{ ...augusta }], selected: 0 })).toBe(true);
    expect(sameSavedAddresses({ list: [augusta], selected: 0 }, { list: [augusta], selected: null })).toBe(false);
  });
});

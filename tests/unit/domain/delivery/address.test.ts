import { describe, expect, it } from 'vitest';
import { addAddress, formatAddress, MAX_ADDRESSES_MESSAGE, removeAddress, selectedAddress, type Address, type SavedAddresses } from '@/domain/delivery/address';

const address: Address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304001' };

describe('addresses', () => {
  const empty: SavedAddresses = { list: [], selected: null };
  it('adds, normalizes and selects an address', () => {
    const result = addAddress(empty, address);
    expect(result).toEqual({ ok: true, saved: { list: [{ ...address, cep: '01304-001' }], selected: 0 } });
  });
  it('refuses blank fields with the spec text', () => {
    expect(addAddress(empty, { ...address, bairro: ' ' })).toEqual({ ok: false, error: 'Preencha todos os campos corretamente.' });
  });
  it('keeps at most four, refusing the fifth with the spec text', () => {
    let saved = empty;
    for (const numero of ['1', '2', '3', '4']) {
      const result = addAddress(saved, { ...address, numero });
      if (!result.ok) throw new Error(result.error);
      saved = result.saved;
    }
    expect(addAddress(saved, { ...address, numero: '5' })).toEqual({ ok: false, error: MAX_ADDRESSES_MESSAGE });
    // A duplicate is selected, not added.
    expect(addAddress(saved, { ...address, numero: '2' })).toMatchObject({ ok: true, saved: { selected: 1 } });
  });
  it('removes an address and keeps the selection pointing at the same one', () => {
    const saved: SavedAddresses = { list: [address, { ...address, numero: '2' }, { ...address, numero: '3' }], selected: 2 };
    expect(removeAddress(saved, 0)).toMatchObject({ selected: 1 });
    expect(removeAddress(saved, 2).selected).toBeNull();
    expect(selectedAddress(removeAddress(saved, 0))?.numero).toBe('3');
  });
  it('formats an address on one line, and a legacy plain text as is', () => {
    expect(formatAddress({ ...address, cep: '01304-001', complemento: 'ap 12' })).toBe('Rua Augusta, 1200 (ap 12) - Consolação - São Paulo, CEP 01304-001');
    expect(formatAddress('Rua X, 10')).toBe('Rua X, 10');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultUserName, firstName, normalizeUserType } from '@/domain/accounts/user';

describe('normalizeUserType', () => {
  it('reads the four types as they are', () => {
    for (const type of ['cliente', 'restaurante', 'motoboy', 'admin']) expect(normalizeUserType(type)).toBe(type);
  });
  it("reads the legacy 'client' as 'cliente' and a missing type as the default 'cliente'", () => {
    expect(normalizeUserType('client')).toBe('cliente');
    expect(normalizeUserType(undefined)).toBe('cliente');
    expect(normalizeUserType(null)).toBe('cliente');
  });
  it('marks any other stored type as unknown', () => {
    expect(normalizeUserType('gerente')).toBeNull();
    expect(normalizeUserType(42)).toBeNull();
  });
});

describe('defaultUserName', () => {
  it('prefers the display name, then the supplied name, then Usuário', () => {
    expect(defaultUserName('Ana', 'Bia')).toBe('Ana');
    expect(defaultUserName(null, 'Bia')).toBe('Bia');
    expect(defaultUserName('  ', '')).toBe('Usuário');
  });
});

describe('firstName', () => {
  it('takes the first word, whatever the spacing; nothing from nothing', () => {
    expect(firstName('Carlos Lima')).toBe('Carlos');
    expect(firstName('  Bruna   Reis ')).toBe('Bruna');
    expect(firstName('Zé')).toBe('Zé');
    expect(firstName('   ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { userRecordChanges } from '@/domain/accounts/profile-sync';

describe('userRecordChanges (user record on sign-in)', () => {
  it('marks a verified e-mail once', () => {
    expect(userRecordChanges({ tipo: 'cliente', emailVerificado: false, nome: 'Ana' }, { displayName: 'Ana', emailVerified: true })).toEqual({
      emailVerificado: true,
    });
    expect(userRecordChanges({ tipo: 'cliente', emailVerificado: true, nome: 'Ana' }, { displayName: 'Ana', emailVerified: true })).toEqual({});
  });
  it('turns a missing or legacy client type into cliente', () => {
    expect(userRecordChanges({ nome: 'Ana', emailVerificado: true }, { displayName: 'Ana', emailVerified: true })).toEqual({ tipo: 'cliente' });
    expect(userRecordChanges({ tipo: 'client', nome: 'Ana', emailVerificado: true }, { displayName: 'Ana', emailVerified: true })).toEqual({
      tipo: 'cliente',
    });
  });
  it('never changes an existing type', () => {
    for (const tipo of ['restaurante', 'motoboy', 'admin', 'cliente', 'gerente']) {
      expect(userRecordChanges({ tipo, nome: 'X', emailVerificado: true }, { displayName: 'X', emailVerified: true })).toEqual({});
    }
  });
  it('saves a changed display name', () => {
    expect(userRecordChanges({ tipo: 'cliente', nome: 'Ana', emailVerificado: true }, { displayName: 'Ana Paula', emailVerified: true })).toEqual({
      nome: 'Ana Paula',
    });
    expect(userRecordChanges({ tipo: 'cliente', nome: 'Ana', emailVerificado: true }, { displayName: null, emailVerified: true })).toEqual({});
  });
});

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@/domain/accounts/user';
import { signInWithEmail } from '@/services/accounts';
import { saveAccountAddresses, saveAccountContact, subscribeToUserProfile } from '@/services/users';
import { createAuthUser, firstMatching, withRulesOff } from './support';
import { startEachTestClean } from './clean-suite';

let env: RulesTestEnvironment;

const augusta = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001', complemento: 'Apto 12' };
const paulista = { rua: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', cep: '01310-100', estado: 'SP' };

function profileOfAna(): Promise<UserProfile | null> {
  return firstMatching<UserProfile | null>((onNext, onError) => subscribeToUserProfile('ana', onNext, onError));
}

startEachTestClean((created) => (env = created));
beforeEach(async () => {
  await createAuthUser({ uid: 'ana', email: 'ana@sabor.dev', password: 'segredo1' });
  await withRulesOff(env, (db) => setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', email: 'ana@sabor.dev', nome: 'Ana', tipo: 'cliente', emailVerificado: true, telefone: null }));
  await signInWithEmail('ana@sabor.dev', 'segredo1');
});

describe('saved addresses and contact data on the account', () => {
  it('an account that never saved any reads as none (so the device copy is offered to it)', async () => {
    const profile = await profileOfAna();
    expect(profile?.details).toEqual({ addresses: null, contact: null });
  });

  it('saves the addresses, the chosen one and the contact data, and reads them back on the profile', async () => {
    await saveAccountAddresses('ana', { list: [augusta, paulista], selected: 1 });
    await saveAccountContact('ana', { clientName: ' Ana Souza ', clientPhone: '(11) 98765-4321' });

    const stored = await withRulesOff(env, async (db) => (await getDoc(doc(db, 'usuarios/ana'))).data());
    expect(stored).toMatchObject({
      enderecos: [augusta, paulista],
      enderecoSelecionado: 1,
      contato: { clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' },
      tipo: 'cliente',
    });
    const profile = await profileOfAna();
    expect(profile?.details).toEqual({
      addresses: { list: [augusta, paulista], selected: 1 },
      contact: { clientName: 'Ana Souza', clientPhone: '(11) 98765-4321' },
    });
  });

  it('removing every address leaves an empty book, not none', async () => {
    await saveAccountAddresses('ana', { list: [augusta], selected: 0 });
    await saveAccountAddresses('ana', { list: [], selected: null });
    const profile = await profileOfAna();
    expect(profile?.details?.addresses).toEqual({ list: [], selected: null });
  });

  it('keeps at most four and trims what would pass the rules’ limits', async () => {
    const many = [1, 2, 3, 4, 5].map((numero) => ({ ...augusta, numero: String(numero) }));
    await saveAccountAddresses('ana', { list: [{ ...augusta, rua: `  ${'R'.repeat(200)}  ` }, ...many], selected: 4 });
    const stored = await withRulesOff(env, async (db) => (await getDoc(doc(db, 'usuarios/ana'))).data());
    expect(stored?.enderecos).toHaveLength(4);
    expect((stored?.enderecos as Array<{ rua: string }>)[0]?.rua).toBe('R'.repeat(120));
    // The chosen fifth one was not kept, so nothing is chosen.
    expect(stored?.enderecoSelecionado).toBeNull();
  });

  it('is refused for someone else’s account', async () => {
    await withRulesOff(env, (db) => setDoc(doc(db, 'usuarios/bia'), { uid: 'bia', email: 'bia@sabor.dev', nome: 'Bia', tipo: 'cliente' }));
    await expect(saveAccountAddresses('bia', { list: [augusta], selected: 0 })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

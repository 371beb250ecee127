import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { createRulesEnvironment } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'restaurantes/r1'), { nome: 'R1' });
    await setDoc(doc(db, 'restaurantes/r1/produtos/p1'), { nome: 'P1', preco: 10 });
    await setDoc(doc(db, 'usuarios/ana'), { nome: 'Ana', tipo: 'cliente' });
  });
});

describe('firestore.rules: baseline', () => {
  it('lets visitors read the catalogue', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(db, 'restaurantes/r1')));
    await assertSucceeds(getDoc(doc(db, 'restaurantes/r1/produtos/p1')));
  });

  it('lets a person read their own user document and nobody else’s', async () => {
    await assertSucceeds(getDoc(doc(env.authenticatedContext('ana').firestore(), 'usuarios/ana')));
    await assertFails(getDoc(doc(env.authenticatedContext('bia').firestore(), 'usuarios/ana')));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'usuarios/ana')));
  });

  it('denies writes that no rule allows', async () => {
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'restaurantes/r1'), { nome: 'X' }));
    await assertFails(setDoc(doc(env.authenticatedContext('ana').firestore(), 'restaurantes/r1'), { nome: 'X' }));
  });
});

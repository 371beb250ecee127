import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { as, seedRulesFixture, type Person } from './rules-fixtures';
import { createRulesEnvironment } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => seedRulesFixture(env));

const review = (userId: string, orderId: string, overrides: Record<string, unknown> = {}) => ({
  userId,
  // The fixture's profile name of ana (a review is signed with the profile name).
  userName: 'ana',
  rating: 5,
  comment: 'Chegou quentinho!',
  createdAt: serverTimestamp(),
  orderId,
  ...overrides,
});

/** A review with the restaurant's tally in the same write, as services/reviews.ts does (r1 starts with none). */
function write(who: Person, id: string, data: Record<string, unknown>, tally: Record<string, unknown> = { avaliacaoTotal: 1, avaliacaoSoma: data.rating, ultimaAvaliacaoId: id }) {
  const db = as(env, who);
  const batch = writeBatch(db);
  batch.set(doc(db, `restaurantes/r1/avaliacoes/${id}`), data);
  batch.update(doc(db, 'restaurantes/r1'), tally);
  return batch.commit();
}

describe('avaliacoes', () => {
  it('a customer reviews their own delivered order once, under the order id', async () => {
    await assertSucceeds(write('ana', 'entregue', review('ana', 'entregue')));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { rating: 1 })));
  });

  it("signs a review only with the reviewer's profile name, which may not pose as the marketplace", async () => {
    // The fixture's profile name of ana is 'ana'; her order was placed as 'Ana Souza'.
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { userName: 'Restaurante Um (oficial)' })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { userName: 'Ana Souza' })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { userName: '' })));
    // A profile renamed by hand (rules off) to a reserved name still cannot sign with it.
    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore(), 'usuarios/ana'), { nome: 'Equipe Sabor' }));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { userName: 'Equipe Sabor' })));
    await env.withSecurityRulesDisabled((context) => updateDoc(doc(context.firestore(), 'usuarios/ana'), { nome: 'ana' }));
    await assertSucceeds(write('ana', 'entregue', review('ana', 'entregue', { userName: 'ana' })));
  });

  it('anyone reads a restaurant’s reviews, but only their author (and admins) query one person’s reviews across restaurants', async () => {
    await assertSucceeds(getDocs(collection(as(env, 'visitor'), 'restaurantes/r1/avaliacoes')));
    await assertSucceeds(getDocs(query(collection(as(env, 'bia'), 'restaurantes/r1/avaliacoes'), where('userId', '==', 'ana'))));
    const byAna = (who: Person) => getDocs(query(collectionGroup(as(env, who), 'avaliacoes'), where('userId', '==', 'ana')));
    await assertSucceeds(byAna('ana'));
    await assertSucceeds(byAna('admin'));
    for (const who of ['visitor', 'bia', 'staff1', 'moto1'] as Person[]) await assertFails(byAna(who));
    await assertFails(getDocs(collectionGroup(as(env, 'bia'), 'avaliacoes')));
  });

  it('refuses a second review of an already reviewed order', async () => {
    await assertFails(write('ana', 'ja-avaliado', review('ana', 'ja-avaliado')));
  });

  it('refuses reviews of undelivered, missing or someone else’s orders', async () => {
    await assertFails(write('ana', 'novo', review('ana', 'novo')));
    await assertFails(write('ana', 'caminho', review('ana', 'caminho')));
    await assertFails(write('ana', 'nao-existe', review('ana', 'nao-existe')));
    await assertFails(write('ana', 'da-bia', review('ana', 'da-bia')));
    await assertFails(write('bia', 'entregue', review('bia', 'entregue')));
  });

  it('refuses forged authors, mismatched ids, bad ratings and a client clock', async () => {
    await assertFails(write('bia', 'entregue', review('ana', 'entregue')));
    await assertFails(write('ana', 'entregue', review('ana', 'outro')));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { rating: 6 })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { rating: 0 })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { rating: 4.5 })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { createdAt: new Date() })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { comment: 'x'.repeat(501) })));
  });

  it.each(['visitor', 'staff1', 'moto1', 'admin'] as Person[])('%s cannot write a review', async (who) => {
    await assertFails(write(who, 'entregue', review(who, 'entregue')));
  });

  it('a review goes only with a tally that adds exactly it, once', async () => {
    // Alone, neither is accepted.
    await assertFails(setDoc(doc(as(env, 'ana'), 'restaurantes/r1/avaliacoes/entregue'), review('ana', 'entregue')));
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1'), { avaliacaoTotal: 1, avaliacaoSoma: 5, ultimaAvaliacaoId: 'entregue' }));
    // A tally that counts wrong, names another review or touches anything else.
    await assertFails(write('ana', 'entregue', review('ana', 'entregue'), { avaliacaoTotal: 2, avaliacaoSoma: 5, ultimaAvaliacaoId: 'entregue' }));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue'), { avaliacaoTotal: 1, avaliacaoSoma: 50, ultimaAvaliacaoId: 'entregue' }));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue'), { avaliacaoTotal: 1, avaliacaoSoma: 5, ultimaAvaliacaoId: 'ja-avaliado' }));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue'), { avaliacaoTotal: 1, avaliacaoSoma: 5, ultimaAvaliacaoId: 'entregue', taxaEntrega: 0 }));
    await assertSucceeds(write('ana', 'entregue', review('ana', 'entregue', { rating: 4 })));
    // The tally cannot be bumped again by naming the same (now existing) review.
    await assertFails(updateDoc(doc(as(env, 'ana'), 'restaurantes/r1'), { avaliacaoTotal: 2, avaliacaoSoma: 8, ultimaAvaliacaoId: 'entregue' }));
  });

  it('nobody edits or deletes a review', async () => {
    for (const who of ['ana', 'staff1', 'admin'] as Person[]) {
      await assertFails(updateDoc(doc(as(env, who), 'restaurantes/r1/avaliacoes/ja-avaliado'), { rating: 1 }));
      await assertFails(deleteDoc(doc(as(env, who), 'restaurantes/r1/avaliacoes/ja-avaliado')));
    }
  });
});

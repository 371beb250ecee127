import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
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
  userName: 'Ana Souza',
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

  it("signs a review only with the reviewer's profile name or the name on the order", async () => {
    // The fixture's profile name of ana is 'ana'; her order was placed as 'Ana Souza'.
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { userName: 'Restaurante Um (oficial)' })));
    await assertFails(write('ana', 'entregue', review('ana', 'entregue', { userName: '' })));
    await assertSucceeds(write('ana', 'entregue', review('ana', 'entregue', { userName: 'ana' })));
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

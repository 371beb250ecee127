import { setDoc, doc } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmail } from '@/services/accounts';
import { activeListenerCount } from '@/services/listeners';
import { getRestaurantsPage } from '@/services/home-listing';
import { subscribeToRestaurant } from '@/services/restaurants';
import { signOut, subscribeToAuthUser } from '@/services/session';
import { subscribeToUserProfile } from '@/services/users';
import { createAuthUser, firstMatching } from './support';
import { startEachTestClean } from './clean-suite';

let env: RulesTestEnvironment;

startEachTestClean((created) => (env = created));

/** Writes documents as an administrator would (rules off). */
async function adminWrite(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}

describe('session services against the emulators', () => {
  it('signs in and reads the own profile live, reading the legacy tipo client as cliente', async () => {
    await createAuthUser({ uid: 'u-legacy', email: 'legado@sabor.dev', password: 'segredo1' });
    await adminWrite('usuarios/u-legacy', { nome: 'Legado', email: 'legado@sabor.dev', tipo: 'client', telefone: null });

    await signInWithEmail(' legado@sabor.dev ', 'segredo1');
    const user = await firstMatching(subscribeToAuthUser, (value) => value !== null);
    expect(user).toMatchObject({ uid: 'u-legacy', email: 'legado@sabor.dev', emailVerified: true });

    const profile = await firstMatching<Awaited<ReturnType<typeof Object>> | null>((onNext, onError) =>
      subscribeToUserProfile('u-legacy', onNext, onError),
    );
    expect(profile).toMatchObject({ uid: 'u-legacy', nome: 'Legado', tipo: 'cliente', telefone: null, restaurantId: null });
  });

  it('is refused another user’s profile by the rules, and reports it', async () => {
    await createAuthUser({ uid: 'u-a', email: 'a@sabor.dev', password: 'segredo1' });
    await adminWrite('usuarios/u-b', { nome: 'B', email: 'b@sabor.dev', tipo: 'admin' });
    await signInWithEmail('a@sabor.dev', 'segredo1');
    await expect(firstMatching((onNext, onError) => subscribeToUserProfile('u-b', onNext, onError))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('sign-out stops every live listener first', async () => {
    await createAuthUser({ uid: 'u-c', email: 'c@sabor.dev', password: 'segredo1' });
    await adminWrite('usuarios/u-c', { nome: 'C', email: 'c@sabor.dev', tipo: 'cliente' });
    await signInWithEmail('c@sabor.dev', 'segredo1');
    const errors: Error[] = [];
    subscribeToUserProfile('u-c', () => undefined, (error) => errors.push(error));
    subscribeToRestaurant('z', () => undefined, (error) => errors.push(error));
    expect(activeListenerCount()).toBe(2);
    await signOut();
    expect(activeListenerCount()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toEqual([]);
  });

  it('the home lists the listed restaurants by name, including legacy records with `name` and no fee, once the index trigger has seen them', { timeout: 90_000 }, async () => {
    await adminWrite('restaurantes/z', { nome: 'Zeca Lanches', taxaEntrega: 5, pedidoMinimo: 20, listado: true });
    await adminWrite('restaurantes/legacy', { name: 'Árabe do Bairro', pedidoMinimo: '15.5', listado: true });
    await adminWrite('restaurantes/b', { nome: 'Bistrô', taxaEntrega: 0, listado: true });
    // Approved but not opened by its owner, and suspended: not for customers (issue #24).
    await adminWrite('restaurantes/fechada', { nome: 'Aprovada Fechada', listado: false, publicado: false });
    await adminWrite('restaurantes/suspensa', { nome: 'Suspensa', listado: false, publicado: true, suspenso: { motivo: 'Fraude' } });
    const { restaurants } = await vi.waitFor(
      async () => {
        const page = await getRestaurantsPage({ place: null, category: null, after: null });
        expect(page.restaurants).toHaveLength(3);
        return page;
      },
      // The trigger writes each window; on a busy 2-core machine the five runs take a while.
      { timeout: 60_000, interval: 300 },
    );
    expect(restaurants.map((restaurant) => restaurant.nome)).toEqual(['Árabe do Bairro', 'Bistrô', 'Zeca Lanches']);
    expect(restaurants[0]).toMatchObject({ id: 'legacy', taxaEntrega: 0, pedidoMinimo: 15.5, horarioFuncionamento: [] });
  });
});

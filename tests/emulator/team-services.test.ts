import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_NOT_READY_MESSAGE } from '@/domain/restaurants/store-opening';
import type { Restaurant } from '@/domain/restaurants/restaurant';
import { TEAM_MESSAGES, type TeamInvitation, type TeamMember } from '@/domain/accounts/team';
import { signInWithEmail } from '@/services/accounts';
import { firebaseErrorCode } from '@/domain/shared/errors';
import { readInvitedEmail, setInvitedPassword, signInInvited } from '@/services/invitation-account';
import { signOut } from '@/services/session';
import { subscribeToRestaurant } from '@/services/restaurants';
import { callAcceptInvitation, callInviteMember, callOpenStore, callRemoveMember, subscribeToMyMembership, subscribeToPendingInvitations, subscribeToTeam } from '@/services/team';
import { startEachTestClean } from './clean-suite';
import { callFunction, createAuthUser, firstMatching, idTokenFor, mailTo, OPEN_ALL_WEEK, recordValues, withRulesOff } from './support';

/**
 * The team's services against the emulators, rules and functions on: the owner's invitation by
 * link, the new account's password from the link's code, the live membership the panel follows,
 * and the refusals the screens show.
 */

let env: RulesTestEnvironment;
const admin = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);
const PASSWORD = 'segredo1';
/** The e-mail trigger's run, then the SMTP round trip. */
const MAIL = { timeout: 60_000, interval: 250 };

startEachTestClean((created) => (env = created));
beforeEach(async () => {
  await createAuthUser({ uid: 'ana', email: 'ana@cantina.dev', password: PASSWORD });
  await admin(async (db) => {
    await setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', email: 'ana@cantina.dev', nome: 'Ana Souza', tipo: 'restaurante', restaurantId: 'r1', emailVerificado: true });
    await setDoc(doc(db, 'restaurantes/r1'), { nome: 'Cantina Nova', taxaEntrega: 0, pedidoMinimo: 0, uidDono: 'ana', publicado: false, listado: false, suspenso: null, pix: { tipo: 'email', chave: 'pix@cantina.dev' } });
    await setDoc(doc(db, 'restaurantes/r1/membros/ana'), { uid: 'ana', nome: 'Ana Souza', email: 'ana@cantina.dev', papel: 'dono', desde: Timestamp.now() });
  });
});

describe('team services', () => {
  it('a new person joins by the link, follows their membership live, and loses it the moment the owner removes them', async () => {
    await signInWithEmail('ana@cantina.dev', PASSWORD);
    const { conviteId, oobCode } = await callInviteMember({ restaurantId: 'r1', email: ' Bia@Cantina.dev ', papel: 'atendente' });
    expect(oobCode).toEqual(expect.any(String));
    const [pending] = await firstMatching<TeamInvitation[]>((onNext, onError) => subscribeToPendingInvitations('r1', onNext, onError), (list) => list.length === 1);
    expect(pending).toMatchObject({ id: conviteId, email: 'bia@cantina.dev', papel: 'atendente', estado: 'pendente' });
    await signOut();

    // The invitation reached the invited person's mailbox (issue #37), with the link the owner
    // may also share: the app's page of this invitation and the code for the new password.
    const [mail] = await vi.waitFor(async () => {
      const received = await mailTo('bia@cantina.dev');
      expect(received).toHaveLength(1);
      return received;
    }, MAIL);
    expect(mail).toMatchObject({ assunto: 'Convite para a equipe de Cantina Nova na Sabor' });
    expect(mail!.texto).toContain('como atendente');
    const link = new URL(mail!.links.find((href) => href.includes('/convite/'))!);
    expect(link.pathname).toBe(`/convite/r1/${conviteId}`);
    expect(link.searchParams.get('codigo')).toBe(oobCode);
    expect(await admin(async (db) => (await getDoc(doc(db, `mail/convite:r1:${conviteId}`))).data()?.delivery)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    // A new account has no device yet: no push. A customer's existing account is told on theirs too.
    expect(await admin(async (db) => (await getDoc(doc(db, `push/convite:r1:${conviteId}`))).exists())).toBe(false);
    await createAuthUser({ uid: 'caio', email: 'caio@cliente.dev', password: PASSWORD });
    await admin((db) => setDoc(doc(db, 'usuarios/caio'), { uid: 'caio', email: 'caio@cliente.dev', nome: 'Caio', tipo: 'cliente', emailVerificado: true }));
    await signInWithEmail('ana@cantina.dev', PASSWORD);
    const toCaio = await callInviteMember({ restaurantId: 'r1', email: 'caio@cliente.dev', papel: 'gerente' });
    await signOut();
    expect(toCaio.oobCode).toBeNull();
    expect(await admin(async (db) => (await getDoc(doc(db, `push/convite:r1:${toCaio.conviteId}`))).data())).toMatchObject({
      para: { uid: 'caio' },
      payload: { kind: 'convite', title: 'Convite para a equipe de Cantina Nova', url: `/convite/r1/${toCaio.conviteId}` },
    });

    // The link's code, in the invited person's browser.
    expect(await readInvitedEmail(link.searchParams.get('codigo')!)).toBe('bia@cantina.dev');
    await setInvitedPassword(oobCode!, PASSWORD);
    await expect(setInvitedPassword(oobCode!, 'outrasenha')).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
    await signInInvited('bia@cantina.dev', PASSWORD, 'Bia Lima');
    await callAcceptInvitation({ restaurantId: 'r1', conviteId, nome: 'Bia Lima' });

    const { auth } = await import('@/services/firebase');
    const bia = auth.currentUser!.uid;
    const membership = recordValues<TeamMember | null>((onNext, onError) => subscribeToMyMembership('r1', bia, onNext, onError));
    expect(await membership.until((member) => member?.papel === 'atendente')).toMatchObject({ nome: 'Bia Lima', email: 'bia@cantina.dev' });

    // An atendente may not touch the team or open the shop: the refusals carry the screens' text.
    await expect(callRemoveMember({ restaurantId: 'r1', uid: 'ana' })).rejects.toMatchObject({ name: 'CallableRefusal', message: TEAM_MESSAGES.notOwner });
    await expect(callOpenStore({ restaurantId: 'r1' })).rejects.toMatchObject({ name: 'CallableRefusal' });

    const owner = await idTokenFor('ana@cantina.dev', PASSWORD);
    expect(await callFunction('removeMember', owner, { restaurantId: 'r1', uid: 'ana' })).toMatchObject({ ok: false, details: { message: TEAM_MESSAGES.lastOwner } });
    expect(await callFunction('removeMember', owner, { restaurantId: 'r1', uid: bia })).toMatchObject({ ok: true });

    // Removed: the listener says so, by an empty snapshot or the rules' refusal.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`membership still there: ${JSON.stringify(membership.values)}`)), 10_000);
      const stop = subscribeToMyMembership(
        'r1',
        bia,
        (member) => member === null && (clearTimeout(timer), queueMicrotask(stop), resolve()),
        (error) => (firebaseErrorCode(error) === 'permission-denied' ? (clearTimeout(timer), resolve()) : reject(error)),
      );
    });
    membership.stop();
  });

  it('the owner reads the team and the shop’s state, and openStore refuses until hours and an available product exist', async () => {
    await signInWithEmail('ana@cantina.dev', PASSWORD);
    // The first answer may come from this client's cache of the previous test: wait for the server's.
    const team = await firstMatching<TeamMember[]>((onNext, onError) => subscribeToTeam('r1', onNext, onError), (list) => list.length === 1 && list[0]?.uid === 'ana');
    expect(team).toEqual([expect.objectContaining({ uid: 'ana', papel: 'dono', nome: 'Ana Souza' })]);
    const restaurant = recordValues<Restaurant | null>((onNext, onError) => subscribeToRestaurant('r1', onNext, onError));
    await restaurant.until((value) => value?.publicado === false && value.pix?.chave === 'pix@cantina.dev');

    await expect(callOpenStore({ restaurantId: 'r1' })).rejects.toMatchObject({ name: 'CallableRefusal', message: STORE_NOT_READY_MESSAGE });
    await admin(async (db) => {
      await setDoc(doc(db, 'restaurantes/r1'), { horarioFuncionamento: OPEN_ALL_WEEK }, { merge: true });
      await setDoc(doc(db, 'restaurantes/r1/produtos/p1'), { nome: 'Lasanha', preco: 40, disponivel: true, categoriaId: 'c1', type: 'regular', ultimaAtualizacao: Timestamp.now() });
    });
    await callOpenStore({ restaurantId: 'r1' });
    await restaurant.until((value) => value?.publicado === true && value.listado);
    restaurant.stop();
  });
});

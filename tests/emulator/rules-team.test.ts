import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { as, seedRulesFixture, type Person } from './rules-fixtures';
import { createRulesEnvironment } from './support';

/**
 * Issue #24 in the rules: the membership (restaurantes/{id}/membros/{uid}) and its role decide
 * every staff write, read on each request; suspended accounts have no role; applications, the
 * directory and the audit trail are written only by the functions.
 */

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => seedRulesFixture(env));

const inMinutes = (minutes: number) => Timestamp.fromMillis(Date.now() + minutes * 60_000);
const withRulesOff = (write: (db: Firestore) => Promise<unknown>) => env.withSecurityRulesDisabled((context) => write(context.firestore() as unknown as Firestore).then(() => undefined));
const accept = { status: 'em_preparacao', ultimaAtualizacao: serverTimestamp(), aceitoEm: serverTimestamp(), tempoPreparoMin: 25 };

describe('roles of a restaurant team', () => {
  it('an atendente answers orders, pauses and marks sold out, but changes no price, menu or restaurant data', async () => {
    const caixa = as(env, 'caixa1');
    await assertSucceeds(getDocs(collection(caixa, 'restaurantes/r1/pedidos')));
    await assertSucceeds(updateDoc(doc(caixa, 'restaurantes/r1/pedidos/novo'), accept));
    await assertSucceeds(updateDoc(doc(caixa, 'restaurantes/r1'), { pausadoAte: inMinutes(30) }));
    await assertSucceeds(updateDoc(doc(caixa, 'restaurantes/r1/produtos/p1'), { esgotadoAte: inMinutes(300), ultimaAtualizacao: serverTimestamp() }));
    await assertSucceeds(getDocs(collection(caixa, 'restaurantes/r1/membros')));

    await assertFails(updateDoc(doc(caixa, 'restaurantes/r1/produtos/p1'), { preco: 1, ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(doc(caixa, 'restaurantes/r1/produtos/p1'), { esgotadoAte: null, disponivel: false, ultimaAtualizacao: serverTimestamp() }));
    await assertFails(setDoc(doc(caixa, 'restaurantes/r1/produtos/p9'), { nome: 'Novo', categoriaId: 'c1', disponivel: true, ultimaAtualizacao: serverTimestamp(), type: 'regular', preco: 5 }));
    await assertFails(deleteDoc(doc(caixa, 'restaurantes/r1/produtos/p1')));
    await assertFails(setDoc(doc(caixa, 'restaurantes/r1/categorias/c9'), { nome: 'Bebidas', createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(caixa, 'restaurantes/r1'), { taxaEntrega: 0 }));
    await assertFails(updateDoc(doc(caixa, 'restaurantes/r1'), { tempoPreparoPadrao: 40 }));
    await assertFails(getDocs(collection(caixa, 'restaurantes/r1/convites')));
  });

  it('a gerente runs the menu; only the functions write the team, whoever asks', async () => {
    await withRulesOff((db) => updateDoc(doc(db, 'restaurantes/r1/membros/caixa1'), { papel: 'gerente' }));
    const gerente = as(env, 'caixa1');
    await assertSucceeds(updateDoc(doc(gerente, 'restaurantes/r1/produtos/p1'), { preco: 13, ultimaAtualizacao: serverTimestamp() }));
    for (const who of ['caixa1', 'staff1', 'admin'] as Person[]) {
      const db = as(env, who);
      await assertFails(updateDoc(doc(db, 'restaurantes/r1/membros/caixa1'), { papel: 'dono' }));
      await assertFails(setDoc(doc(db, 'restaurantes/r1/membros/ana'), { uid: 'ana', papel: 'dono' }));
      await assertFails(deleteDoc(doc(db, 'restaurantes/r1/membros/staff1')));
      await assertFails(setDoc(doc(db, 'restaurantes/r1/convites/x'), { email: 'ana@sabor.dev', papel: 'dono', estado: 'pendente' }));
    }
  });

  it('a removal bites at once: no membership, no staff write, whatever the user record says', async () => {
    const caixa = as(env, 'caixa1');
    await assertSucceeds(updateDoc(doc(caixa, 'restaurantes/r1'), { pausadoAte: inMinutes(10) }));
    await withRulesOff((db) => deleteDoc(doc(db, 'restaurantes/r1/membros/caixa1')));
    await assertFails(updateDoc(doc(caixa, 'restaurantes/r1'), { pausadoAte: null }));
    await assertFails(getDocs(collection(caixa, 'restaurantes/r1/pedidos')));
    await assertFails(getDocs(collection(caixa, 'restaurantes/r1/membros')));
  });

  it('the team is read by its members and admins; invitations by the dono, admins and the invited e-mail', async () => {
    await withRulesOff((db) => setDoc(doc(db, 'restaurantes/r1/convites/c1'), { email: 'bia@sabor.dev', papel: 'atendente', estado: 'pendente' }));
    await assertSucceeds(getDocs(collection(as(env, 'staff1'), 'restaurantes/r1/convites')));
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'restaurantes/r1/membros')));
    await assertSucceeds(getDoc(doc(as(env, 'bia'), 'restaurantes/r1/convites/c1')));
    await assertFails(getDoc(doc(as(env, 'ana'), 'restaurantes/r1/convites/c1')));
    await assertFails(getDocs(collection(as(env, 'staff2'), 'restaurantes/r1/membros')));
    await assertFails(getDocs(collection(as(env, 'ana'), 'restaurantes/r1/membros')));
  });
});

describe('suspended accounts', () => {
  const suspend = (uid: string) => withRulesOff((db) => updateDoc(doc(db, 'usuarios', uid), { suspenso: { motivo: 'Suspeita de fraude', em: Timestamp.now() } }));

  it('a suspended member, rider or admin acts as nobody', async () => {
    await suspend('staff1');
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1'), { pausadoAte: inMinutes(30) }));
    await assertFails(updateDoc(doc(as(env, 'staff1'), 'restaurantes/r1/pedidos/novo'), accept));
    await suspend('moto1');
    await assertFails(getDocs(query(collection(as(env, 'moto1'), 'restaurantes/r1/pedidos'), where('status', '==', 'aguardando_entregador'), where('deliverymanId', '==', null))));
    await suspend('admin');
    await assertFails(getDocs(collection(as(env, 'admin'), 'usuarios')));
    // Their own record stays readable: the app shows them why.
    await assertSucceeds(getDoc(doc(as(env, 'staff1'), 'usuarios/staff1')));
  });
});

describe('applications, the directory and the audit trail', () => {
  beforeEach(() =>
    withRulesOff(async (db) => {
      await setDoc(doc(db, 'cadastros/restaurante-ana'), { tipo: 'restaurante', uid: 'ana', estado: 'enviado', nome: 'Pastel da Ana' });
      await setDoc(doc(db, 'parceiros/restaurante-r1'), { tipo: 'restaurante', refId: 'r1', nome: 'Restaurante Um' });
      await setDoc(doc(db, 'auditoria/a1'), { alvoId: 'r1', acao: 'suspenso' });
    }),
  );

  it('the applicant reads their own application, the operator every one; nobody writes one', async () => {
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'cadastros/restaurante-ana')));
    await assertSucceeds(getDocs(query(collection(as(env, 'ana'), 'cadastros'), where('uid', '==', 'ana'))));
    await assertSucceeds(getDoc(doc(as(env, 'ana'), 'cadastros/entregador-ana')));
    await assertFails(getDoc(doc(as(env, 'bia'), 'cadastros/restaurante-ana')));
    await assertFails(getDocs(collection(as(env, 'bia'), 'cadastros')));
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'cadastros')));
    await assertFails(setDoc(doc(as(env, 'ana'), 'cadastros/entregador-ana'), { tipo: 'entregador', uid: 'ana', estado: 'enviado' }));
    await assertFails(updateDoc(doc(as(env, 'ana'), 'cadastros/restaurante-ana'), { estado: 'aprovado' }));
    await assertFails(updateDoc(doc(as(env, 'admin'), 'cadastros/restaurante-ana'), { estado: 'aprovado' }));
  });

  it('only operators read the directory and the audit trail, and nobody writes them', async () => {
    for (const who of ['visitor', 'ana', 'staff1', 'moto1'] as Person[]) {
      await assertFails(getDocs(collection(as(env, who), 'parceiros')));
      await assertFails(getDocs(collection(as(env, who), 'auditoria')));
    }
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'parceiros')));
    await assertSucceeds(getDocs(query(collection(as(env, 'admin'), 'auditoria'), where('alvoId', '==', 'r1'))));
    await assertFails(setDoc(doc(as(env, 'admin'), 'parceiros/restaurante-r9'), { nome: 'Falso' }));
    await assertFails(setDoc(doc(as(env, 'admin'), 'auditoria/a2'), { acao: 'suspenso' }));
    await assertFails(deleteDoc(doc(as(env, 'admin'), 'auditoria/a1')));
  });
});

describe('usuarios/{uid}/aparelhos: the devices notifications go to (issue #37)', () => {
  const device = (papel: string, extra: Record<string, unknown> = {}) => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
    papel,
    restaurantId: null,
    cidade: null,
    rotulo: 'Chrome no Android',
    silenciados: [],
    criadoEm: serverTimestamp(),
    vistoEm: serverTimestamp(),
    ...extra,
  });

  it('each person turns on their own devices for the role they have, and mutes, renews and removes them', async () => {
    const ana = doc(as(env, 'ana'), 'usuarios/ana/aparelhos/celular');
    await assertSucceeds(setDoc(ana, device('cliente')));
    await assertSucceeds(getDoc(ana));
    await assertSucceeds(updateDoc(ana, { silenciados: ['pedido_entregue'], vistoEm: serverTimestamp() }));
    // Not as another role, not for another restaurant or city, not with a stale stamp or a plain-HTTP endpoint.
    await assertFails(setDoc(doc(as(env, 'ana'), 'usuarios/ana/aparelhos/outro'), device('restaurante', { restaurantId: 'r1' })));
    await assertFails(setDoc(doc(as(env, 'ana'), 'usuarios/ana/aparelhos/outro'), device('cliente', { endpoint: 'http://fcm.googleapis.com/x' })));
    await assertFails(setDoc(doc(as(env, 'ana'), 'usuarios/ana/aparelhos/outro'), device('cliente', { vistoEm: Timestamp.now() })));
    await assertFails(updateDoc(ana, { criadoEm: Timestamp.now(), vistoEm: serverTimestamp() }));
    await assertSucceeds(setDoc(doc(as(env, 'staff1'), 'usuarios/staff1/aparelhos/balcao'), device('restaurante', { restaurantId: 'r1' })));
    await assertFails(setDoc(doc(as(env, 'staff1'), 'usuarios/staff1/aparelhos/outro'), device('restaurante', { restaurantId: 'r2' })));
    await assertSucceeds(setDoc(doc(as(env, 'moto1'), 'usuarios/moto1/aparelhos/celular'), device('motoboy', { cidade: 'sao paulo' })));
    await assertFails(setDoc(doc(as(env, 'moto1'), 'usuarios/moto1/aparelhos/outro'), device('motoboy', { cidade: 'rio de janeiro' })));
    // Nobody reads, writes or removes another person's devices.
    for (const who of ['bia', 'staff1', 'admin', 'visitor'] as Person[]) {
      await assertFails(getDoc(doc(as(env, who), 'usuarios/ana/aparelhos/celular')));
      await assertFails(setDoc(doc(as(env, who), 'usuarios/ana/aparelhos/intruso'), device('cliente')));
      await assertFails(deleteDoc(doc(as(env, who), 'usuarios/ana/aparelhos/celular')));
    }
    await assertSucceeds(deleteDoc(ana));
  });
});

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { startEachTestClean } from './clean-suite';
import { withRulesOff } from './support';

/**
 * Scheduled orders (issue #54, src/domain/orders/scheduling.ts), the store's side: its dono or
 * gerente keeps 'Pedidos agendados' (on, the notice, the orders a slot takes) within the domain's
 * ranges; nobody else does. An order waiting for its slot is cancelled by its customer or turned down
 * by the store; only the server moves it to the board (tests/emulator/scheduled-orders.test.ts).
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));

const STORE = 'forno-agenda';
const client = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();

async function seedStore() {
  await withRulesOff(env, async (admin) => {
    for (const [uid, tipo] of [['dona', 'restaurante'], ['caixa', 'restaurante'], ['lia', 'cliente'], ['rui', 'cliente']] as const) {
      await setDoc(doc(admin, `usuarios/${uid}`), { uid, email: `${uid}@sabor.dev`, nome: uid, tipo, emailVerificado: true, ...(tipo === 'restaurante' ? { restaurantId: STORE } : {}) });
    }
    await setDoc(doc(admin, `restaurantes/${STORE}`), { nome: 'Forno da Agenda' });
    await setDoc(doc(admin, `restaurantes/${STORE}/membros/dona`), { papel: 'dono', nome: 'Dona', email: 'dona@sabor.dev' });
    await setDoc(doc(admin, `restaurantes/${STORE}/membros/caixa`), { papel: 'atendente', nome: 'Caixa', email: 'caixa@sabor.dev' });
  });
}

describe('a scheduled order before its time', () => {
  it('is cancelled by its customer or turned down by the store, never accepted before the board has it', async () => {
    await seedStore();
    const slot = Timestamp.fromMillis(Date.now() + 3 * 3_600_000);
    for (const id of ['a', 'b', 'c']) {
      await withRulesOff(env, (admin) =>
        setDoc(doc(admin, `restaurantes/${STORE}/pedidos/${id}`), { status: 'agendado', userId: 'lia', restaurantId: STORE, agendadoPara: slot, prazoAceiteEm: null, ultimaAtualizacao: null }),
      );
    }
    const order = (uid: string, id: string) => doc(client(uid), `restaurantes/${STORE}/pedidos/${id}`);
    await assertFails(updateDoc(order('rui', 'a'), { status: 'cancelado', ultimaAtualizacao: serverTimestamp() }));
    await assertSucceeds(updateDoc(order('lia', 'a'), { status: 'cancelado', ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(order('caixa', 'b'), { status: 'em_preparacao', ultimaAtualizacao: serverTimestamp(), aceitoEm: serverTimestamp(), tempoPreparoMin: 30 }));
    await assertFails(updateDoc(order('caixa', 'b'), { status: 'rejeitado', ultimaAtualizacao: serverTimestamp(), motivoRejeicao: 'Porque sim' }));
    await assertSucceeds(updateDoc(order('caixa', 'b'), { status: 'rejeitado', ultimaAtualizacao: serverTimestamp(), motivoRejeicao: 'Restaurante fechando' }));
    // Nobody releases it by hand: that is the release task's (functions/src/orders/scheduled-orders.ts).
    await assertFails(updateDoc(order('caixa', 'c'), { status: 'novo_pedido', ultimaAtualizacao: serverTimestamp() }));
    await assertFails(updateDoc(order('lia', 'c'), { status: 'novo_pedido', ultimaAtualizacao: serverTimestamp() }));
  });
});

describe('the store’s scheduling setting', () => {
  it('is kept by its managers, whole and within its ranges', async () => {
    await seedStore();
    const store = (uid: string) => doc(client(uid), `restaurantes/${STORE}`);
    const setting = { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 5 };
    await assertSucceeds(updateDoc(store('dona'), { agendamento: setting }));
    await assertFails(updateDoc(store('dona'), { agendamento: { ...setting, antecedenciaMin: 10 } }));
    await assertFails(updateDoc(store('dona'), { agendamento: { ...setting, capacidadePorHorario: 51 } }));
    await assertFails(updateDoc(store('dona'), { agendamento: { ativo: true } }));
    await assertFails(updateDoc(store('dona'), { agendamento: { ...setting, ativo: 'sim' } }));
    await assertFails(updateDoc(store('dona'), { agendamento: setting, nome: 'Outro' }));
    await assertFails(updateDoc(store('caixa'), { agendamento: setting }));
    await assertFails(updateDoc(store('lia'), { agendamento: setting }));
  });
});

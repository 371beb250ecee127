import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { startEachTestClean } from './clean-suite';
import { withRulesOff } from './support';

/**
 * Scheduled orders (issue #54, src/domain/orders/scheduling.ts), the store's side: its dono or
 * gerente keeps 'Pedidos agendados' (on, the notice, the orders a slot takes) within the domain's
 * ranges; nobody else does.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));

const STORE = 'forno-agenda';
const client = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();

describe('the store’s scheduling setting', () => {
  it('is kept by its managers, whole and within its ranges', async () => {
    await withRulesOff(env, async (admin) => {
      for (const [uid, tipo] of [['dona', 'restaurante'], ['caixa', 'restaurante'], ['lia', 'cliente']] as const) {
        await setDoc(doc(admin, `usuarios/${uid}`), { uid, email: `${uid}@sabor.dev`, nome: uid, tipo, emailVerificado: true, ...(tipo === 'restaurante' ? { restaurantId: STORE } : {}) });
      }
      await setDoc(doc(admin, `restaurantes/${STORE}`), { nome: 'Forno da Agenda' });
      await setDoc(doc(admin, `restaurantes/${STORE}/membros/dona`), { papel: 'dono', nome: 'Dona', email: 'dona@sabor.dev' });
      await setDoc(doc(admin, `restaurantes/${STORE}/membros/caixa`), { papel: 'atendente', nome: 'Caixa', email: 'caixa@sabor.dev' });
    });
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

import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementWeekOf } from '@/domain/money/commission-ledger';
import { creditCarriedReason } from '@/domain/money/statements';
import { TERMS_CHANGED_MESSAGE, OWNER_ONLY_TERMS_MESSAGE } from '@/domain/money/partner-contract.schema';
import { NOTHING_TO_SETTLE_MESSAGE } from '@/domain/delivery/rider-settlements.schema';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { closeDueStatements } from '../../functions/src/money/statements';
import { acceptTermsAs, adjustCommissionAs, proposeContractAs } from '../../functions/src/money/partner-contract';
import { saveFinanceSettingsAs } from '../../functions/src/money/finance-settings';
import { confirmSettlementAs } from '../../functions/src/money/settlements';
import { as, seedRulesFixture } from './rules-fixtures';
import { createRulesEnvironment, PROJECT_ID } from './support';

/**
 * What corrects and settles the money of issue #38: the operator's adjustments (one entry each,
 * with the reason, audited; a week's credit handed on to the next), the contract's rate proposed
 * by the operator and accepted by the dono, and 'Acerto feito' between a rider and a restaurant.
 */

let env: RulesTestEnvironment;
let adminApp: App;
let db: AdminFirestore;
beforeAll(async () => {
  env = await createRulesEnvironment();
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'money-corrections');
  db = getAdminFirestore(adminApp);
});
afterAll(async () => {
  await env.cleanup();
  await deleteApp(adminApp);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const caller = (uid: string) => ({ uid, token: { email_verified: true, email: `${uid}@sabor.dev` } });

async function seedRestaurant(id: string, people: ReadonlyArray<readonly [string, string, string | null]>) {
  for (const [uid, tipo, papel] of people) {
    await db.doc(`usuarios/${uid}`).set({ uid, email: `${uid}@sabor.dev`, nome: uid, tipo });
    if (papel) await db.doc(`restaurantes/${id}/membros/${uid}`).set({ uid, papel, email: `${uid}@sabor.dev` });
  }
  await db.doc(`restaurantes/${id}`).set({ nome: `Loja ${id}`, uidDono: people.find(([, , papel]) => papel === 'dono')?.[0] ?? null });
}

describe("the operator's corrections and the contract", () => {
  it('posts an adjustment once with its reason and audit, hands a week ending in credit on to the next, and applies a new rate only once the dono accepts it', { timeout: 120_000 }, async () => {
    await seedRestaurant('ajuste-mar', [
      ['mar-op', 'admin', null],
      ['mar-dona', 'restaurante', 'dono'],
      ['mar-gerente', 'restaurante', 'gerente'],
    ]);
    const restaurant = db.doc('restaurantes/ajuste-mar');
    const lastWeek = new Date(Date.now() - 8 * DAY_MS);

    // A credit of R$ 20,00 posted twice (a retried tap): one entry, one audit line.
    const request = { id: 'a1b2c3', restaurantId: 'ajuste-mar', valor: -2000, motivo: 'Pedido cobrado em dobro na semana passada' };
    await expect(adjustCommissionAs(db, caller('mar-dona'), request)).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await expect(adjustCommissionAs(db, caller('mar-op'), { ...request, motivo: 'x' })).rejects.toMatchObject({ details: { code: 'invalid' } });
    await expect(adjustCommissionAs(db, caller('mar-op'), { ...request, valor: 0 })).rejects.toMatchObject({ details: { code: 'invalid' } });
    const posted = await adjustCommissionAs(db, caller('mar-op'), request, () => lastWeek);
    expect(await adjustCommissionAs(db, caller('mar-op'), request, () => lastWeek)).toEqual(posted);
    const week = statementWeekOf(lastWeek);
    expect((await restaurant.collection('lancamentos').doc(posted.lancamentoId).get()).data()).toMatchObject({ tipo: 'ajuste', valor: -2000, motivo: request.motivo, lancadoPor: 'mar-op', semana: week, pedidoId: '' });
    expect((await restaurant.collection('extratos').doc(week).get()).data()).toMatchObject({ estado: 'aberta', comissao: -2000, ajustes: 1, lancamentos: 1, restaurantNome: 'Loja ajuste-mar' });
    const audit = (await db.collection('auditoria').where('alvoId', '==', 'ajuste-mar').get()).docs.map((entry) => entry.data());
    expect(audit).toMatchObject([{ acao: 'ajuste_comissao', atorUid: 'mar-op', motivo: request.motivo, depois: { valor: expect.stringMatching(/^-R\$\s20,00$/), lancamento: posted.lancamentoId } }]);

    // The week closes in credit: nothing to pay, and the credit becomes an entry of the week open now.
    await closeDueStatements(db, new Date(), { notify: false });
    expect((await restaurant.collection('extratos').doc(week).get()).data()).toMatchObject({ estado: 'paga', valor: 0, notaPagamento: expect.stringContaining('crédito de R$') });
    const thisWeek = statementWeekOf(new Date());
    expect((await restaurant.collection('lancamentos').doc(`ajuste-credito-${week}`).get()).data()).toMatchObject({ valor: -2000, semana: thisWeek, motivo: creditCarriedReason(week), lancadoPor: 'sistema' });
    expect((await restaurant.collection('extratos').doc(thisWeek).get()).get('comissao')).toBe(-2000);
    // Closed again (a retried schedule): the credit is not handed on twice.
    await closeDueStatements(db, new Date(), { notify: false });
    expect((await restaurant.collection('lancamentos').where('semana', '==', thisWeek).get()).size).toBe(1);

    // A rate proposed by the operator waits for the dono; a gerente cannot accept it, nor a stale screen.
    await proposeContractAs(db, caller('mar-op'), { restaurantId: 'ajuste-mar', comissaoPercentual: 7.5, motivo: 'Parceria de lançamento no bairro' });
    // In the store's private terms (issue #51), which the public document does not carry.
    const terms = restaurant.collection('privado').doc('comercial');
    expect((await terms.get()).data()).toMatchObject({ contratoProposto: { comissaoPercentual: 7.5, termos: PARTNER_TERMS.version, motivo: 'Parceria de lançamento no bairro' } });
    expect((await terms.get()).get('comissaoPercentual')).toBeUndefined();
    expect((await restaurant.get()).get('contratoProposto')).toBeUndefined();
    await expect(proposeContractAs(db, caller('mar-op'), { restaurantId: 'ajuste-mar', comissaoPercentual: 31, motivo: 'Taxa alta demais' })).rejects.toMatchObject({ details: { code: 'invalid' } });
    const accept = { restaurantId: 'ajuste-mar', termos: PARTNER_TERMS.version, comissaoPercentual: 7.5 };
    await expect(acceptTermsAs(db, caller('mar-gerente'), accept)).rejects.toMatchObject({ message: OWNER_ONLY_TERMS_MESSAGE });
    await expect(acceptTermsAs(db, caller('mar-dona'), { ...accept, comissaoPercentual: 10 })).rejects.toMatchObject({ message: TERMS_CHANGED_MESSAGE });
    await acceptTermsAs(db, caller('mar-dona'), accept);
    await acceptTermsAs(db, caller('mar-dona'), accept);
    const accepted = (await terms.get()).data()!;
    expect(accepted).toMatchObject({ comissaoPercentual: 7.5, contratoProposto: null, contrato: { termos: PARTNER_TERMS.version, comissaoPercentual: 7.5, aceitoPor: 'mar-dona' } });
    const actions = (await db.collection('auditoria').where('alvoId', '==', 'ajuste-mar').get()).docs.map((entry) => entry.get('acao') as string);
    expect(actions.sort()).toEqual(['ajuste_comissao', 'contrato_proposto', 'termos_aceitos']);

    // The billing settings: the operator's, read back as typed keys are stored (normalised), audited.
    const settings = { chavePix: { tipo: 'email', chave: ' Cobranca@Sabor.dev ' }, titular: 'Sabor Marketplace', cidade: 'Sao Paulo', diasVencimento: 5, diasBloqueio: 12 };
    await expect(saveFinanceSettingsAs(db, caller('mar-dona'), settings)).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await expect(saveFinanceSettingsAs(db, caller('mar-op'), { ...settings, diasBloqueio: 0 })).rejects.toMatchObject({ details: { code: 'invalid', fields: { diasBloqueio: 'Informe de 1 a 60 dias.' } } });
    await expect(saveFinanceSettingsAs(db, caller('mar-op'), { ...settings, chavePix: { tipo: 'cpf', chave: '123' } })).rejects.toMatchObject({ details: { code: 'invalid' } });
    await saveFinanceSettingsAs(db, caller('mar-op'), settings);
    expect((await db.doc('config/financeiro').get()).data()).toMatchObject({ chavePix: { tipo: 'email', chave: 'cobranca@sabor.dev' }, diasVencimento: 5, diasBloqueio: 12, atualizadoPor: 'mar-op' });
    expect((await db.collection('auditoria').where('alvoId', '==', 'financeiro').get()).docs.map((entry) => entry.get('acao'))).toEqual(['cobranca_alterada']);
  });
});

describe("'Acerto feito'", () => {
  it('is confirmed by the rider and by the dono or gerente on the server’s figures; a later delivery asks again; only they read it and nobody writes it', { timeout: 120_000 }, async () => {
    await seedRestaurant('acerto-sol', [
      ['sol-dono', 'restaurante', 'dono'],
      ['sol-caixa', 'restaurante', 'atendente'],
      ['sol-moto', 'motoboy', null],
      ['sol-outro', 'motoboy', null],
    ]);
    const restaurant = db.doc('restaurantes/acerto-sol');
    const now = new Date();
    const dia = saoPauloDayKey(now);
    const delivered = (id: string, pagamento: string, totalValue: number) =>
      restaurant.collection('pedidos').doc(id).set({
        status: 'entregue',
        deliverymanId: 'sol-moto',
        entregadorNome: 'Caio',
        restaurantName: 'Bistrô do Sol',
        pagamento,
        totalValue,
        taxaEntrega: 8,
        createdAt: Timestamp.fromDate(now),
      });
    await delivered('c1', 'Dinheiro', 68);
    await delivered('c2', 'Pix', 45.4);
    const ref = { restaurantId: 'acerto-sol', entregadorId: 'sol-moto', dia };

    await expect(confirmSettlementAs(db, caller('sol-outro'), ref)).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await expect(confirmSettlementAs(db, caller('sol-caixa'), ref)).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await expect(confirmSettlementAs(db, caller('sol-moto'), { ...ref, dia: saoPauloDayKey(new Date(now.getTime() - 3 * DAY_MS)) })).rejects.toMatchObject({ message: NOTHING_TO_SETTLE_MESSAGE });
    // The cash order's R$ 60,00 (68 less the fee) against the Pix order's fee: the rider passes R$ 52,00.
    expect(await confirmSettlementAs(db, caller('sol-moto'), ref)).toEqual({ ok: true, lados: ['entregador'] });
    expect(await confirmSettlementAs(db, caller('sol-dono'), ref)).toEqual({ ok: true, lados: ['restaurante', 'entregador'] });
    const settlement = db.doc(`acertos/acerto-sol_sol-moto_${dia}`);
    expect((await settlement.get()).data()).toMatchObject({
      restaurantId: 'acerto-sol',
      entregadorId: 'sol-moto',
      entregadorNome: 'Caio',
      dia,
      entregas: 2,
      entregadorDeve: 6000,
      restauranteDeve: 800,
      entregador: { entregas: 2, liquido: 5200, por: 'sol-moto' },
      restaurante: { entregas: 2, liquido: 5200, por: 'sol-dono' },
    });

    // A third delivery that day: the restaurant confirming now stands alone until the rider does again.
    await delivered('c3', 'Cartão', 30);
    expect(await confirmSettlementAs(db, caller('sol-dono'), ref)).toEqual({ ok: true, lados: ['restaurante'] });
    expect((await settlement.get()).data()).toMatchObject({ entregas: 3, restaurante: { entregas: 3, liquido: 4400 }, entregador: { entregas: 2, liquido: 5200 } });

    // Rules: the rider, the restaurant's managers and the operators read it; nobody writes it.
    await seedRulesFixture(env);
    await env.withSecurityRulesDisabled(async (context) => {
      const client = context.firestore() as unknown as Firestore;
      await setDoc(doc(client, 'acertos/r1_moto1_2026-11-26'), { restaurantId: 'r1', entregadorId: 'moto1', dia: '2026-11-26', entregas: 1 });
    });
    await assertSucceeds(getDoc(doc(as(env, 'moto1'), 'acertos/r1_moto1_2026-11-26')));
    await assertSucceeds(getDocs(query(collection(as(env, 'moto1'), 'acertos'), where('entregadorId', '==', 'moto1'), where('dia', '>=', '2026-11-20'))));
    await assertSucceeds(getDocs(query(collection(as(env, 'staff1'), 'acertos'), where('restaurantId', '==', 'r1'), where('dia', '>=', '2026-11-20'))));
    await assertSucceeds(getDoc(doc(as(env, 'admin'), 'acertos/r1_moto1_2026-11-26')));
    for (const who of ['moto2', 'caixa1', 'staff2', 'ana', 'visitor'] as const) {
      await assertFails(getDoc(doc(as(env, who), 'acertos/r1_moto1_2026-11-26')));
    }
    await assertFails(getDocs(query(collection(as(env, 'moto2'), 'acertos'), where('restaurantId', '==', 'r1'))));
    for (const who of ['moto1', 'staff1', 'admin'] as const) {
      await assertFails(setDoc(doc(as(env, who), 'acertos/r1_moto1_2026-11-26'), { entregador: { entregas: 1, liquido: 0 } }, { merge: true }));
    }
    // The billing settings are the operators' to read, nobody's to write but the function's.
    await assertSucceeds(getDoc(doc(as(env, 'admin'), 'config/financeiro')));
    await assertFails(getDoc(doc(as(env, 'staff1'), 'config/financeiro')));
    await assertFails(setDoc(doc(as(env, 'admin'), 'config/financeiro'), { diasBloqueio: 90 }));
  });
});

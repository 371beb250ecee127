import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { collection, collectionGroup, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { statementWeekOf } from '@/domain/money/commission-ledger';
import { decodePixCharge } from '@/domain/money/pix-charge';
import { OVERDUE_SUSPENSION_REASON, statementTxid } from '@/domain/money/statements';
import { STATEMENT_ALREADY_PAID_MESSAGE, STATEMENT_NOT_DUE_MESSAGE } from '@/domain/money/statements.schema';
import { saoPauloDayKey } from '@/domain/shared/sao-paulo-day';
import { postCommission } from '../../functions/src/money/commission-ledger';
import { closeDueStatements, confirmStatementPaymentAs, reportStatementPaidAs, suspendOverdueStores } from '../../functions/src/money/statements';
import { as, seedRulesFixture } from './rules-fixtures';
import { createRulesEnvironment, mailTo, PROJECT_ID } from './support';

/**
 * The commission ledger (issue #38): the onOrderWritten trigger posts each delivered order's
 * commission once, a reversal when it is cancelled after the fact, the difference when its total
 * is corrected, each into its week's statement unless that one is closed; and who may read it.
 */

let env: RulesTestEnvironment;
let adminApp: App;
let db: AdminFirestore;
beforeAll(async () => {
  env = await createRulesEnvironment();
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'commission-ledger');
  db = getAdminFirestore(adminApp);
});
afterAll(async () => {
  await env.cleanup();
  await deleteApp(adminApp);
});

const TRIGGER = { timeout: 60_000, interval: 250 };
const DAY_MS = 24 * 60 * 60 * 1000;

async function entriesOf(restaurantId: string, orderId: string) {
  const entries = await db.collection(`restaurantes/${restaurantId}/lancamentos`).where('pedidoId', '==', orderId).get();
  return entries.docs.map((entry) => ({ id: entry.id, ...entry.data() })).sort((a, b) => a.id.localeCompare(b.id)) as Array<Record<string, unknown> & { id: string }>;
}

describe('the ledger', () => {
  it('posts a delivered order once, a reversal when it is cancelled, the difference when its total changes, and never into a closed statement', { timeout: 120_000 }, async () => {
    const restaurant = db.doc('restaurantes/razao-lume');
    const lastWeek = new Date(Date.now() - 8 * DAY_MS);
    const order = restaurant.collection('pedidos').doc('e1');
    await order.set({ status: 'entregue', totalValue: 45.4, taxaEntrega: 8, pagamento: 'Pix', numero: 12, restaurantName: 'Lume Bistrô', createdAt: Timestamp.fromDate(lastWeek), ultimaAtualizacao: Timestamp.fromDate(lastWeek) });

    // 10% of the whole total (items and delivery, SPEC.md section 9), in the week it was delivered.
    await vi.waitFor(async () => expect(await entriesOf('razao-lume', 'e1')).toHaveLength(1), TRIGGER);
    const week = statementWeekOf(lastWeek);
    expect((await entriesOf('razao-lume', 'e1'))[0]).toMatchObject({ id: 'e1-1', tipo: 'comissao', base: 4540, percentual: 10, valor: 454, pagamento: 'Pix', numero: 12, semana: week });
    // The trigger run again (or late): nothing more.
    expect(await postCommission(db, 'razao-lume', 'e1')).toBeNull();
    const statement = restaurant.collection('extratos').doc(week);
    expect((await statement.get()).data()).toMatchObject({ restaurantId: 'razao-lume', restaurantNome: 'Lume Bistrô', semana: week, estado: 'aberta', comissao: 454, pedidos: 1, lancamentos: 1 });
    expect((await statement.get()).get('inicio').toDate().getTime()).toBeLessThanOrEqual(lastWeek.getTime());

    // That week is closed; the operator then cancels the order: its reversal goes to this week's.
    await statement.update({ estado: 'fechada' });
    await order.update({ status: 'cancelado', ultimaAtualizacao: Timestamp.now() });
    await vi.waitFor(async () => expect(await entriesOf('razao-lume', 'e1')).toHaveLength(2), TRIGGER);
    const thisWeek = statementWeekOf(new Date());
    expect((await entriesOf('razao-lume', 'e1'))[1]).toMatchObject({ id: 'e1-2', tipo: 'estorno', valor: -454, semana: thisWeek });
    expect((await statement.get()).data()).toMatchObject({ estado: 'fechada', comissao: 454, lancamentos: 1 });
    expect((await restaurant.collection('extratos').doc(thisWeek).get()).data()).toMatchObject({ estado: 'aberta', comissao: -454, correcoes: -454, estornos: 1, pedidos: 0 });

    // Delivered again at a corrected total: its commission again, then the difference.
    await order.update({ status: 'entregue', ultimaAtualizacao: Timestamp.now() });
    await vi.waitFor(async () => expect(await entriesOf('razao-lume', 'e1')).toHaveLength(3), TRIGGER);
    await order.update({ totalValue: 50 });
    await vi.waitFor(async () => expect(await entriesOf('razao-lume', 'e1')).toHaveLength(4), TRIGGER);
    expect((await entriesOf('razao-lume', 'e1')).slice(2)).toMatchObject([
      { tipo: 'comissao', valor: 454, semana: thisWeek },
      { tipo: 'ajuste', base: 5000, valor: 46, semana: thisWeek },
    ]);
    expect((await restaurant.collection('comissaoPedidos').doc('e1').get()).data()).toMatchObject({ valor: 500, lancamentos: 4 });
    expect((await restaurant.collection('extratos').doc(thisWeek).get()).data()).toMatchObject({ comissao: -454 + 454 + 46, pedidos: 1, estornos: 1, ajustes: 1, lancamentos: 3 });

    // An order that was never delivered owes nothing.
    await restaurant.collection('pedidos').doc('r1').set({ status: 'rejeitado', totalValue: 30, createdAt: Timestamp.now() });
    expect(await postCommission(db, 'razao-lume', 'r1')).toBeNull();
  });

  it('bills a week of two orders paid in the app and two at the door for the door’s alone, the others shown as retained at source (issue #52)', { timeout: 120_000 }, async () => {
    const restaurant = db.doc('restaurantes/razao-app');
    const at = Timestamp.fromDate(new Date());
    const paidOnline = (valor: number) => ({ metodo: 'pix', estado: 'aprovado', pagamentoId: `mp-${valor}`, valor, taxaSabor: valor / 10, reembolsado: 0, pix: null, desafio: null, motivo: '', pagoEm: at });
    const orders = [
      { id: 'a1', totalValue: 40, pagamento: 'Pix', pagamentoOnline: paidOnline(4000) },
      { id: 'a2', totalValue: 60, pagamento: 'Cartão', pagamentoOnline: paidOnline(6000) },
      { id: 'a3', totalValue: 30, pagamento: 'Dinheiro' },
      { id: 'a4', totalValue: 50, pagamento: 'Pix' },
    ];
    for (const [index, order] of orders.entries()) {
      const { id, ...data } = order;
      await restaurant.collection('pedidos').doc(id).set({ ...data, status: 'entregue', taxaEntrega: 0, numero: index + 1, restaurantName: 'App Bistrô', createdAt: at, ultimaAtualizacao: at });
    }
    await vi.waitFor(async () => expect((await db.collection('restaurantes/razao-app/lancamentos').get()).size).toBe(4), TRIGGER);
    const entry = async (id: string) => (await entriesOf('razao-app', id))[0];
    // Sabor's 10% of the online ones was taken at source: shown, and billed at nothing.
    expect(await entry('a1')).toMatchObject({ base: 4000, valor: 0, retidoNaFonte: 400, pagamento: 'Pix pelo app' });
    expect(await entry('a2')).toMatchObject({ base: 6000, valor: 0, retidoNaFonte: 600, pagamento: 'Cartão pelo app' });
    expect(await entry('a3')).toMatchObject({ base: 3000, valor: 300, pagamento: 'Dinheiro' });
    expect(await entry('a4')).toMatchObject({ base: 5000, valor: 500, pagamento: 'Pix' });
    expect(await entry('a3')).not.toHaveProperty('retidoNaFonte');
    const statement = (await restaurant.collection('extratos').doc(statementWeekOf(at.toDate())).get()).data();
    expect(statement).toMatchObject({ comissao: 800, pedidos: 4, retidoNaFonte: 1000 });
  });
});

describe('the weekly statement', () => {
  it('closes once its week is over with the sum of its entries and a Pix code for it; the restaurant says it paid, the operator confirms', { timeout: 120_000 }, async () => {
    const restaurant = db.doc('restaurantes/razao-sol');
    await db.doc('config/financeiro').set({ chavePix: { tipo: 'email', chave: 'financeiro@sabor.dev' }, titular: 'Sabor Marketplace', cidade: 'Sao Paulo', diasVencimento: 7, diasBloqueio: 10 });
    for (const [id, role] of [['sol-op', 'admin'], ['sol-dona', 'restaurante'], ['sol-caixa', 'restaurante']] as const) {
      await db.doc(`usuarios/${id}`).set({ uid: id, email: `${id}@sabor.dev`, nome: id, tipo: role });
    }
    await restaurant.set({ nome: 'Bistrô do Sol' });
    await restaurant.collection('membros').doc('sol-dona').set({ uid: 'sol-dona', papel: 'dono', email: 'sol-dona@sabor.dev' });
    await restaurant.collection('membros').doc('sol-caixa').set({ uid: 'sol-caixa', papel: 'atendente' });
    const caller = (uid: string) => ({ uid, token: { email_verified: true, email: `${uid}@sabor.dev` } });

    const delivered = new Date(Date.now() - 8 * DAY_MS);
    const week = statementWeekOf(delivered);
    for (const [id, total, payment] of [['s1', 37.4, 'Pix'], ['s2', 52, 'Dinheiro'], ['s3', 20.05, 'Cartão']] as const) {
      await restaurant.collection('pedidos').doc(id).set({ status: 'entregue', totalValue: total, pagamento: payment, restaurantName: 'Bistrô do Sol', createdAt: Timestamp.fromDate(delivered), ultimaAtualizacao: Timestamp.fromDate(delivered) });
    }
    const statement = restaurant.collection('extratos').doc(week);
    await vi.waitFor(async () => expect((await statement.get()).get('lancamentos')).toBe(3), TRIGGER);

    // The restaurant cannot say it paid a week still open; then the week is closed.
    await expect(reportStatementPaidAs(db, caller('sol-dona'), { restaurantId: 'razao-sol', semana: week })).rejects.toMatchObject({ message: STATEMENT_NOT_DUE_MESSAGE });
    expect(await closeDueStatements(db, new Date())).toContain(statement.path);
    expect(await closeDueStatements(db, new Date())).not.toContain(statement.path);
    const lines = (await restaurant.collection('lancamentos').where('semana', '==', week).get()).docs.map((line) => line.get('valor') as number);
    const closed = (await statement.get()).data()!;
    // 10% of R$ 37,40, R$ 52,00 and R$ 20,05: R$ 3,74 + R$ 5,20 + R$ 2,01 (half up).
    expect(lines.sort()).toEqual([201, 374, 520]);
    expect(closed).toMatchObject({ estado: 'fechada', comissao: 1095, valor: 1095, codigo: statementTxid(week, 'razao-sol') });
    expect(decodePixCharge(closed.pix)).toMatchObject({ key: 'financeiro@sabor.dev', amountCentavos: 1095, txid: statementTxid(week, 'razao-sol'), titular: 'Sabor Marketplace' });
    expect(saoPauloDayKey(closed.vencimento.toDate())).toBe(saoPauloDayKey(new Date(Date.now() + 7 * DAY_MS)));
    // Its owner is told by e-mail, with the code to pay and the way to 'Financeiro'.
    const [mail] = await vi.waitFor(async () => {
      const received = await mailTo('sol-dona@sabor.dev');
      expect(received).toHaveLength(1);
      return received;
    }, TRIGGER);
    expect(mail!.assunto).toMatch(/^Sabor: extrato de comissão de \d\d\/\d\d a \d\d\/\d\d\/\d{4}, R\$\s10,95$/);
    expect(mail!.texto).toContain(closed.pix);
    expect(mail!.links.map((href) => new URL(href).search)).toContain('?aba=financeiro');

    // 'Já paguei' is the dono's or gerente's; the operator then confirms, once.
    await expect(reportStatementPaidAs(db, caller('sol-caixa'), { restaurantId: 'razao-sol', semana: week })).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await reportStatementPaidAs(db, caller('sol-dona'), { restaurantId: 'razao-sol', semana: week });
    expect((await statement.get()).data()).toMatchObject({ estado: 'informada', informadoPor: 'sol-dona' });
    const today = saoPauloDayKey(new Date());
    await expect(confirmStatementPaymentAs(db, caller('sol-dona'), { restaurantId: 'razao-sol', semana: week, pagoEm: today, nota: '' })).rejects.toMatchObject({ details: { code: 'not-allowed' } });
    await confirmStatementPaymentAs(db, caller('sol-op'), { restaurantId: 'razao-sol', semana: week, pagoEm: today, nota: 'Pix recebido no Banco X' });
    expect((await statement.get()).data()).toMatchObject({ estado: 'paga', notaPagamento: 'Pix recebido no Banco X', confirmadoPor: 'sol-op', valor: 1095 });
    await expect(confirmStatementPaymentAs(db, caller('sol-op'), { restaurantId: 'razao-sol', semana: week, pagoEm: today, nota: '' })).rejects.toMatchObject({ message: STATEMENT_ALREADY_PAID_MESSAGE });
    const audit = (await db.collection('auditoria').where('alvoId', '==', 'razao-sol').get()).docs.map((entry) => entry.get('acao') as string);
    expect(audit.sort()).toEqual(['pagamento_confirmado', 'pagamento_informado']);

    // A delivery of that closed week arriving late goes to the week open now; the paid one stands.
    await restaurant.collection('pedidos').doc('s4').set({ status: 'entregue', totalValue: 10, pagamento: 'Pix', restaurantName: 'Bistrô do Sol', createdAt: Timestamp.fromDate(delivered), ultimaAtualizacao: Timestamp.fromDate(delivered) });
    await vi.waitFor(async () => expect((await restaurant.collection('extratos').doc(statementWeekOf(new Date())).get()).get('comissao')).toBe(100), TRIGGER);
    expect((await statement.get()).get('comissao')).toBe(1095);
  });
});

describe('an overdue commission', () => {
  it('stops the store the configured days past its due date, once, and paying it lets the store take orders again', { timeout: 120_000 }, async () => {
    const restaurant = db.doc('restaurantes/razao-lua');
    await db.doc('config/financeiro').set({ chavePix: { tipo: 'email', chave: 'financeiro@sabor.dev' }, diasVencimento: 7, diasBloqueio: 10 });
    await db.doc('usuarios/lua-op').set({ uid: 'lua-op', email: 'lua-op@sabor.dev', nome: 'Operadora', tipo: 'admin' });
    await restaurant.set({ nome: 'Lua Cheia', listado: true, publicado: true, suspenso: null });
    await db.doc('parceiros/restaurante-razao-lua').set({ tipo: 'restaurante', refId: 'razao-lua', estado: 'ativo' });
    const delivered = new Date(Date.now() - 30 * DAY_MS);
    const week = statementWeekOf(delivered);
    await restaurant.collection('pedidos').doc('l1').set({ status: 'entregue', totalValue: 80, pagamento: 'Dinheiro', restaurantName: 'Lua Cheia', createdAt: Timestamp.fromDate(delivered), ultimaAtualizacao: Timestamp.fromDate(delivered) });
    const statement = restaurant.collection('extratos').doc(week);
    await vi.waitFor(async () => expect((await statement.get()).get('comissao')).toBe(800), TRIGGER);
    await closeDueStatements(db, new Date());

    // Due 9 days ago: not yet. Due 11 days ago (the limit is 10): stopped, once.
    await statement.update({ vencimento: Timestamp.fromMillis(Date.now() - 9 * DAY_MS) });
    expect(await suspendOverdueStores(db, new Date())).not.toContain('razao-lua');
    await statement.update({ vencimento: Timestamp.fromMillis(Date.now() - 11 * DAY_MS) });
    expect(await suspendOverdueStores(db, new Date())).toContain('razao-lua');
    expect(await suspendOverdueStores(db, new Date())).not.toContain('razao-lua');
    // The public document says since when; why is in the store's private terms (issue #51).
    const stopped = (await restaurant.get()).data()!;
    expect(stopped).toMatchObject({ listado: false, suspenso: { em: expect.any(Timestamp) } });
    expect(Object.keys(stopped.suspenso)).toEqual(['em']);
    const terms = (await restaurant.collection('privado').doc('comercial').get()).data()!;
    expect(terms).toMatchObject({ suspenso: { inadimplencia: true } });
    expect(terms.suspenso.motivo).toContain(OVERDUE_SUSPENSION_REASON);
    expect(terms.suspenso.motivo).toContain('R$ 8,00');
    expect((await db.doc('parceiros/restaurante-razao-lua').get()).get('estado')).toBe('suspenso');

    // The operator confirms the Pix: the store is listed and takes orders again.
    await confirmStatementPaymentAs(db, { uid: 'lua-op', token: { email_verified: true, email: 'lua-op@sabor.dev' } }, { restaurantId: 'razao-lua', semana: week, pagoEm: saoPauloDayKey(new Date()), nota: '' });
    expect((await restaurant.get()).data()).toMatchObject({ listado: true, suspenso: null });
    expect((await restaurant.collection('privado').doc('comercial').get()).get('suspenso')).toBeNull();
    expect((await db.doc('parceiros/restaurante-razao-lua').get()).get('estado')).toBe('ativo');
    const audit = (await db.collection('auditoria').where('alvoId', '==', 'razao-lua').get()).docs.map((entry) => `${entry.get('acao')} por ${entry.get('atorUid')}`);
    expect(audit.sort()).toEqual(['pagamento_confirmado por lua-op', 'reativado por lua-op', 'suspenso por sistema']);
  });
});

describe('who reads the ledger', () => {
  beforeEach(async () => {
    await seedRulesFixture(env);
    await env.withSecurityRulesDisabled(async (context) => {
      const client = context.firestore() as unknown as Firestore;
      await setDoc(doc(client, 'restaurantes/r1/lancamentos/x-1'), { tipo: 'comissao', pedidoId: 'x', valor: 400 });
      await setDoc(doc(client, 'restaurantes/r1/extratos/2026-11-23'), { restaurantId: 'r1', semana: '2026-11-23', estado: 'aberta', comissao: 400 });
    });
  });

  it("the restaurant's dono (and gerente) and the operators read it; an atendente, another restaurant, riders and customers do not; nobody writes it", async () => {
    await assertSucceeds(getDocs(collection(as(env, 'staff1'), 'restaurantes/r1/lancamentos')));
    await assertSucceeds(getDoc(doc(as(env, 'staff1'), 'restaurantes/r1/extratos/2026-11-23')));
    await assertSucceeds(getDocs(collection(as(env, 'admin'), 'restaurantes/r1/lancamentos')));
    await assertSucceeds(getDocs(collectionGroup(as(env, 'admin'), 'extratos')));
    for (const who of ['caixa1', 'staff2', 'moto1', 'ana', 'visitor'] as const) {
      await assertFails(getDocs(collection(as(env, who), 'restaurantes/r1/lancamentos')));
      await assertFails(getDoc(doc(as(env, who), 'restaurantes/r1/extratos/2026-11-23')));
      await assertFails(getDocs(collectionGroup(as(env, who), 'extratos')));
    }
    for (const who of ['staff1', 'admin'] as const) {
      await assertFails(setDoc(doc(as(env, who), 'restaurantes/r1/lancamentos/x-2'), { tipo: 'ajuste', pedidoId: 'x', valor: -400 }));
      await assertFails(setDoc(doc(as(env, who), 'restaurantes/r1/extratos/2026-11-23'), { estado: 'paga' }, { merge: true }));
      await assertFails(getDoc(doc(as(env, who), 'restaurantes/r1/comissaoPedidos/x')));
    }
  });
});

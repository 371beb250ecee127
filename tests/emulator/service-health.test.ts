import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, collection, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { getFirestore as adminFirestore, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { Request } from 'firebase-functions/v2/tasks';
import { describe, expect, it } from 'vitest';
import { openingHoursData } from '@/domain/restaurants/store-facts.record';
import { signInWithEmail } from '@/services/accounts';
import {
  getDarkPanels,
  getHealthCounts,
  getLastReconciliation,
  resolvePaymentDivergence,
  retryFailedTask,
  retryOutboxMessage,
  subscribeToFailedTasks,
  subscribeToOutboxProblems,
  subscribeToPaymentDivergences,
} from '@/services/service-health';
import { PAYMENT_DIVERGENCE_MESSAGES } from '@/domain/payments/payment-divergence';
import type { PaymentDivergence } from '@/domain/payments/payment-divergence.record';
import type { FailedTask, HealthCounts, OutboxProblem } from '@/domain/operator/service-health';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { recordingGiveUp } from '../../functions/src/lib/task-give-up';
import { MESSAGE_FINE_MESSAGE, TASK_RETRIED_MESSAGE } from '../../functions/src/ops/service-health';
import { openEveryDay } from '../fixtures/restaurant';
import { startEachTestClean } from './clean-suite';
import { createAuthUser, PROJECT_ID, withRulesOff } from './support';

/**
 * The operator's 'Saúde' (issue #51) over the emulators: what the rules let the operator (and only
 * the operator) read, each count and list from the data it lives in, a task that gave up recorded
 * by its queue and queued again, a message that needs nothing refused a resend.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));
const asOwner = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

const MINUTE = 60_000;
const ago = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * MINUTE);

async function signInAsOperator(): Promise<void> {
  await createAuthUser({ uid: 'chefe', email: 'chefe@sabor.dev', password: 'segredo1' });
  await asOwner((db) => setDoc(doc(db, 'usuarios/chefe'), { uid: 'chefe', email: 'chefe@sabor.dev', nome: 'Operadora', tipo: 'admin', emailVerificado: true }));
  await signInWithEmail('chefe@sabor.dev', 'segredo1');
}

function firstValue<T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = subscribe(
      (value) => {
        stop();
        resolve(value);
      },
      reject,
    );
  });
}

describe('the rules', () => {
  it('let the operator read the outbox, the tasks that gave up and the payments’ records; nobody else reads them, nobody writes them', async () => {
    await asOwner(async (db) => {
      await setDoc(doc(db, 'usuarios/chefe'), { uid: 'chefe', tipo: 'admin' });
      await setDoc(doc(db, 'usuarios/ana'), { uid: 'ana', tipo: 'cliente' });
      await setDoc(doc(db, 'mail/m1'), { to: 'ana@sabor.dev', delivery: { state: 'ERROR' } });
      await setDoc(doc(db, 'push/p1'), { para: { uid: 'ana' }, delivery: { state: 'ERROR' } });
      await setDoc(doc(db, 'tarefasFalhas/t1'), { fila: 'remindKitchen', retomadaEm: null });
      await setDoc(doc(db, 'pagamentos/pg1'), { restaurantId: 'forno', orderId: 'p1', valor: 4500, divergenciaAberta: true });
      await setDoc(doc(db, 'conciliacoes/2026-11-29'), { verificados: 3, corrigidos: 0, divergentes: 1 });
    });
    const operator = env.authenticatedContext('chefe', { email_verified: true }).firestore();
    const customer = env.authenticatedContext('ana', { email_verified: true }).firestore();
    for (const path of ['mail/m1', 'push/p1', 'tarefasFalhas/t1', 'pagamentos/pg1', 'conciliacoes/2026-11-29']) {
      await assertSucceeds(getDoc(doc(operator, path)));
      await assertFails(getDoc(doc(customer, path)));
      await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), path)));
      await assertFails(setDoc(doc(operator, path), { delivery: { state: 'PENDING' } }));
    }
    await assertSucceeds(getDocs(collection(operator, 'mail')));
    await assertFails(getDocs(collection(customer, 'push')));
  });
});

describe("'Saúde'", () => {
  it('counts and lists the failed and stuck messages, the tasks that gave up, the late statements, the due deletions and the dark panels', async () => {
    const hours = openingHoursData(openEveryDay());
    await signInAsOperator();
    // Counted before and after: a message another suite's trigger writes late must not count here.
    const before = await getHealthCounts(new Date());
    await asOwner(async (db) => {
      await setDoc(doc(db, 'mail/falhou'), { to: 'ana@sabor.dev', assunto: 'convite', message: { subject: 'Convite para a equipe' }, criadoEm: ago(30), delivery: { state: 'ERROR', attempts: 3, error: '550 Caixa postal inexistente' } });
      await setDoc(doc(db, 'mail/entregue'), { to: 'bia@sabor.dev', message: { subject: 'Ok' }, criadoEm: ago(30), delivery: { state: 'SUCCESS', attempts: 1 } });
      // On its way (taken by a sender a minute ago): PROCESSING, so the real sender leaves it alone.
      await setDoc(doc(db, 'mail/saindo'), { to: 'caio@sabor.dev', message: { subject: 'Agora' }, criadoEm: ago(1), delivery: { state: 'PROCESSING', attempts: 1 } });
      await setDoc(doc(db, 'push/parada'), { para: { restaurantId: 'forno' }, payload: { title: 'Novo pedido' }, criadoEm: ago(40), delivery: { state: 'PROCESSING', attempts: 1 } });
      await setDoc(doc(db, 'tarefasFalhas/aberta'), { fila: 'closeUnansweredOrder', dados: { restaurantId: 'forno', orderId: 'p1' }, tentativas: 100, erro: 'not due', em: ago(5), retomadaEm: null });
      await setDoc(doc(db, 'tarefasFalhas/retomada'), { fila: 'remindKitchen', dados: {}, tentativas: 40, erro: 'x', em: ago(50), retomadaEm: ago(40) });
      await setDoc(doc(db, 'restaurantes/forno/extratos/2026-11-16'), { estado: 'aberta', fim: ago(24 * 60), semana: '2026-11-16' });
      await setDoc(doc(db, 'restaurantes/forno/extratos/2026-11-23'), { estado: 'aberta', fim: Timestamp.fromMillis(Date.now() + 3 * 24 * 60 * MINUTE), semana: '2026-11-23' });
      await setDoc(doc(db, 'exclusoes/vencida'), { uid: 'vencida', estado: 'agendada', efetivaEm: ago(60) });
      await setDoc(doc(db, 'exclusoes/futura'), { uid: 'futura', estado: 'agendada', efetivaEm: ago(-60) });
      const store = { listado: true, horarioFuncionamento: hours, exigePainelAberto: true, cidade: 'São Paulo' };
      await setDoc(doc(db, 'restaurantes/escuro'), { ...store, nome: 'Forno Escuro', painelVistoEm: ago(12) });
      await setDoc(doc(db, 'restaurantes/aceso'), { ...store, nome: 'Forno Aceso', painelVistoEm: ago(1) });
      await setDoc(doc(db, 'restaurantes/pausado'), { ...store, nome: 'Forno Pausado', painelVistoEm: ago(12), pausadoAte: ago(-30) });
      await setDoc(doc(db, 'restaurantes/sem-exigir'), { ...store, nome: 'Forno Livre', exigePainelAberto: false, painelVistoEm: ago(12) });
      await setDoc(doc(db, 'pagamentos/divergente'), { restaurantId: 'forno', orderId: 'p9', metodo: 'pix', valor: 4500, divergencia: 'o valor 100 difere do cobrado (4500), em centavos', divergenciaEm: ago(10), divergenciaAberta: true, estadoProvedor: 'approved' });
      await setDoc(doc(db, 'pagamentos/resolvido'), { restaurantId: 'forno', orderId: 'p8', metodo: 'pix', valor: 3000, divergencia: 'x', divergenciaEm: ago(20), divergenciaAberta: false });
      await setDoc(doc(db, 'pagamentos/em-dia'), { restaurantId: 'forno', orderId: 'p7', metodo: 'cartao', valor: 3000 });
      await setDoc(doc(db, 'conciliacoes/2099-01-01'), { verificados: 12, corrigidos: 2, divergentes: 1, em: Timestamp.fromDate(new Date('2099-01-01T08:45:00Z')) });
    });

    const after = await getHealthCounts(new Date());
    const added = Object.fromEntries(Object.entries(after).map(([key, count]) => [key, count - before[key as keyof HealthCounts]]));
    expect(added).toEqual({ mensagensFalhas: 1, mensagensParadas: 1, tarefasFalhas: 1, paineisApagados: 1, extratosAtrasados: 1, exclusoesVencidas: 1, pagamentosDivergentes: 1 });
    const mine = (ids: string[]) => (item: { id: string }) => ids.includes(item.id);
    const problems = (await firstValue<OutboxProblem[]>((onNext, onError) => subscribeToOutboxProblems(new Date(), onNext, onError))).filter(mine(['falhou', 'entregue', 'saindo', 'parada']));
    expect(problems).toEqual([
      expect.objectContaining({ colecao: 'mail', id: 'falhou', problema: 'falhou', para: 'ana@sabor.dev', assunto: 'Convite para a equipe', tentativas: 3, erro: '550 Caixa postal inexistente' }),
      expect.objectContaining({ colecao: 'push', id: 'parada', problema: 'parada', para: 'Cozinha da loja forno', assunto: 'Novo pedido', tentativas: 1 }),
    ]);
    const tasks = (await firstValue<FailedTask[]>(subscribeToFailedTasks)).filter(mine(['aberta', 'retomada']));
    expect(tasks.map((task) => [task.id, task.fila, task.dados])).toEqual([['aberta', 'closeUnansweredOrder', { restaurantId: 'forno', orderId: 'p1' }]]);
    const panels = (await getDarkPanels(new Date())).filter((panel) => ['escuro', 'aceso', 'pausado', 'sem-exigir'].includes(panel.restaurantId));
    expect(panels.map((panel) => panel.nome)).toEqual(['Forno Escuro']);
    const divergences = (await firstValue<PaymentDivergence[]>(subscribeToPaymentDivergences)).filter(mine(['divergente', 'resolvido', 'em-dia']));
    expect(divergences).toEqual([{ id: 'divergente', restaurantId: 'forno', orderId: 'p9', metodo: 'pix', valor: 4500, divergencia: 'o valor 100 difere do cobrado (4500), em centavos', divergenciaEm: expect.any(Date), estadoProvedor: 'approved' }]);
    expect(await getLastReconciliation()).toEqual({ dia: '2099-01-01', verificados: 12, corrigidos: 2, divergentes: 1, em: new Date('2099-01-01T08:45:00Z') });

    // 'Resolvido', with what was done: it leaves the list, and a second operator is told it was resolved.
    await resolvePaymentDivergence({ pagamentoId: 'divergente', nota: 'Pagamento de teste da loja, devolvido por ela' });
    const closed = await asOwner(async (db) => (await getDoc(doc(db, 'pagamentos/divergente'))).data());
    expect(closed).toMatchObject({ divergenciaAberta: false, resolvidoPor: 'chefe', resolucao: 'Pagamento de teste da loja, devolvido por ela' });
    await expect(resolvePaymentDivergence({ pagamentoId: 'divergente', nota: 'De novo' })).rejects.toEqual(new CallableRefusal('resolved', PAYMENT_DIVERGENCE_MESSAGES.notOpen));
    await expect(resolvePaymentDivergence({ pagamentoId: 'divergente', nota: 'ok' })).rejects.toMatchObject({ code: 'invalid', message: PAYMENT_DIVERGENCE_MESSAGES.note });
  });

  it("records a task at its queue's last attempt, and 'Tentar de novo' queues it once", async () => {
    const app = initializeApp({ projectId: PROJECT_ID }, 'service-health');
    const db = adminFirestore(app);
    try {
      const failing = recordingGiveUp(db, 'releaseUnwrittenCouponUse', 3, () => Promise.reject(new Error('O pedido ainda pode ser gravado.')));
      const request = (retryCount: number) => ({ id: `cupom-${retryCount}`, retryCount, data: { couponId: 'forno_X', restaurantId: 'forno', orderId: 'p9' } }) as unknown as Request<unknown>;
      await expect(failing(request(1))).rejects.toThrow('O pedido ainda pode ser gravado.');
      expect((await db.doc('tarefasFalhas/cupom-1').get()).exists).toBe(false);
      await expect(failing(request(2))).rejects.toThrow('O pedido ainda pode ser gravado.');
      const recorded = (await db.doc('tarefasFalhas/cupom-2').get()).data();
      expect(recorded).toMatchObject({ fila: 'releaseUnwrittenCouponUse', dados: { couponId: 'forno_X', restaurantId: 'forno', orderId: 'p9' }, tentativas: 3, erro: 'O pedido ainda pode ser gravado.', retomadaEm: null });

      await signInAsOperator();
      await retryFailedTask('cupom-2');
      expect((await db.doc('tarefasFalhas/cupom-2').get()).get('retomadaEm')).toBeInstanceOf(AdminTimestamp);
      const audit = await db.collection('auditoria').where('acao', '==', 'tarefa_retomada').get();
      expect(audit.docs.map((entry) => entry.get('alvoId'))).toEqual(['releaseUnwrittenCouponUse/cupom-2']);
      await expect(retryFailedTask('cupom-2')).rejects.toEqual(new CallableRefusal('retried', TASK_RETRIED_MESSAGE));
    } finally {
      await deleteApp(app);
    }
  });

  it("refuses to resend a message that was delivered or is still on its way", async () => {
    await asOwner(async (db) => {
      await setDoc(doc(db, 'push/entregue'), { para: { uid: 'ana' }, payload: { title: 'Ok' }, criadoEm: ago(30), delivery: { state: 'SUCCESS', attempts: 1 } });
      await setDoc(doc(db, 'push/saindo'), { para: { uid: 'ana' }, payload: { title: 'Agora' }, criadoEm: ago(1), delivery: { state: 'PROCESSING', attempts: 1 } });
    });
    await signInAsOperator();
    for (const id of ['entregue', 'saindo']) {
      await expect(retryOutboxMessage({ colecao: 'push', id })).rejects.toEqual(new CallableRefusal('fine', MESSAGE_FINE_MESSAGE));
    }
  });
});

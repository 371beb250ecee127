import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '@/domain/operator/moderation';
import { REVIEW_REASONS } from '@/domain/onboarding/application';
import { runAccountDeletionsAs } from '../../functions/src/accounts/account-deletion';
import { saveCityAs } from '../../functions/src/stores/cities';
import { saveFinanceSettingsAs } from '../../functions/src/money/finance-settings';
import { setSuspensionAs } from '../../functions/src/accounts/moderation';
import { reviewApplicationAs } from '../../functions/src/accounts/onboarding';
import { adjustCommissionAs, proposeContractAs } from '../../functions/src/money/partner-contract';
import { closeStatementsAs, confirmStatementPaymentAs } from '../../functions/src/money/statements';
import { retryOutboxMessageAs } from '../../functions/src/ops/service-health';
import { resolvePaymentDivergenceAs } from '../../functions/src/ops/payment-divergences';
import { decideHelpCaseAs } from '../../functions/src/help/help-answers';
import { NO_WATCH } from '../../functions/src/orders/order-watch';
import { callFunction, createAuthUser, idTokenFor, PROJECT_ID } from './support';

/**
 * Every operator action leaves its audit entry, naming the operator (issue #39): each callable
 * that only an operator may call (those built on adminOf) is run here once, and the audit trail
 * must have grown by its entry. A new operator callable not listed here fails the first test.
 */

let app: App;
let db: Firestore;
let auth: Auth;
const ADMIN = { uid: 'aud-admin', token: { email_verified: true, email: 'aud-admin@sabor.dev' } };
const restaurantId = 'aud-forno';
const week = '2026-11-02';

beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, 'operator-audit');
  db = getFirestore(app);
  auth = getAuth(app);
  await db.doc('usuarios/aud-admin').set({ uid: 'aud-admin', email: 'aud-admin@sabor.dev', nome: 'Operadora', tipo: 'admin' });
  await db.doc(`restaurantes/${restaurantId}`).set({ nome: 'Forno Auditado', listado: true });
  await db.doc(`restaurantes/${restaurantId}/membros/aud-dono`).set({ papel: 'dono', nome: 'Dono', email: 'aud-dono@sabor.dev' });
});
afterAll(() => deleteApp(app));

/** Each operator callable: what it needs in place, its request, and the entry it must leave. */
const ACTIONS: Array<{ callable: string; acao: AuditAction; alvoId: string | RegExp; run: () => Promise<unknown> }> = [
  {
    callable: 'setSuspension',
    acao: 'suspenso',
    alvoId: 'aud-cliente',
    run: async () => {
      await createAuthUser({ uid: 'aud-cliente', email: 'aud-cliente@sabor.dev', password: 'segredo1' });
      await db.doc('usuarios/aud-cliente').set({ uid: 'aud-cliente', email: 'aud-cliente@sabor.dev', nome: 'Cliente', tipo: 'cliente' });
      return setSuspensionAs(db, auth, ADMIN, { alvo: 'usuario', id: 'aud-cliente', suspender: true, motivo: 'Suspeita de fraude' });
    },
  },
  {
    callable: 'reviewApplication',
    acao: 'cadastro_recusado',
    alvoId: 'entregador-aud-moto',
    run: async () => {
      await db.doc('cadastros/entregador-aud-moto').set({ tipo: 'entregador', uid: 'aud-moto', email: 'aud-moto@sabor.dev', estado: 'enviado', nome: 'Moto', dados: { nome: 'Moto' }, historico: [] });
      return reviewApplicationAs(db, ADMIN, { cadastroId: 'entregador-aud-moto', decisao: 'recusar', motivos: [REVIEW_REASONS.entregador[0]!], mensagem: '' });
    },
  },
  {
    callable: 'saveCity',
    acao: 'cidade_criada',
    alvoId: 'jundiai',
    run: () => saveCityAs(db, ADMIN, { chave: null, cidade: { nome: 'Jundiaí', uf: 'SP', ativa: false, corridaMin: 15, bairros: ['Centro'] } }),
  },
  {
    callable: 'saveFinanceSettings',
    acao: 'cobranca_alterada',
    alvoId: 'financeiro',
    run: async () => {
      // Put back as found: other files read the platform's settings.
      const before = await db.doc('config/financeiro').get();
      try {
        return await saveFinanceSettingsAs(db, ADMIN, { chavePix: { tipo: 'email', chave: 'auditoria@sabor.dev' }, titular: 'Sabor', cidade: 'Sao Paulo', diasVencimento: 7, diasBloqueio: 10 });
      } finally {
        if (before.exists) await db.doc('config/financeiro').set(before.data()!);
        else await db.doc('config/financeiro').delete();
      }
    },
  },
  {
    callable: 'adjustCommission',
    acao: 'ajuste_comissao',
    alvoId: restaurantId,
    run: () => adjustCommissionAs(db, ADMIN, { id: 'aud-ajuste-1', restaurantId, valor: 500, motivo: 'Correção de teste' }),
  },
  {
    callable: 'proposeContract',
    acao: 'contrato_proposto',
    alvoId: restaurantId,
    run: () => proposeContractAs(db, ADMIN, { restaurantId, comissaoPercentual: 8, motivo: 'Nova taxa de teste' }),
  },
  {
    callable: 'closeStatements',
    acao: 'extrato_fechado',
    alvoId: '*',
    run: async () => {
      const start = new Date(`${week}T03:00:00Z`);
      await db.doc(`restaurantes/${restaurantId}/extratos/${week}`).set({
        semana: week,
        inicio: Timestamp.fromDate(start),
        fim: Timestamp.fromMillis(start.getTime() + 7 * 24 * 60 * 60_000 - 1),
        estado: 'aberta',
        comissao: 1234,
        restaurantNome: 'Forno Auditado',
      });
      return closeStatementsAs(db, ADMIN);
    },
  },
  {
    callable: 'confirmStatementPayment',
    acao: 'pagamento_confirmado',
    alvoId: restaurantId,
    run: () => confirmStatementPaymentAs(db, ADMIN, { restaurantId, semana: week, pagoEm: '2026-11-20', nota: 'Pix recebido' }),
  },
  {
    callable: 'runAccountDeletions',
    acao: 'conta_excluida',
    // The deletion's own entry outlives the person: it names her pseudonym, never her uid.
    alvoId: /^titular-excluido-[0-9a-f]{8}$/,
    run: async () => {
      await db.doc('usuarios/aud-saindo').set({ uid: 'aud-saindo', email: 'aud-saindo@sabor.dev', nome: 'Saindo', tipo: 'cliente' });
      await db.doc('exclusoes/aud-saindo').set({ uid: 'aud-saindo', estado: 'agendada', efetivaEm: Timestamp.fromMillis(Date.now() - 60_000), pedidaEm: Timestamp.fromMillis(Date.now() - 8 * 24 * 60 * 60_000) });
      return runAccountDeletionsAs(db, auth, ADMIN);
    },
  },
  {
    callable: 'retryOutboxMessage',
    acao: 'mensagem_reenviada',
    alvoId: 'push/aud-push',
    run: async () => {
      await db.doc('push/aud-push').set({ para: { uid: 'aud-ninguem' }, payload: { kind: 'teste', title: 'Teste', body: '', url: '/', tag: 't' }, criadoEm: Timestamp.now(), delivery: { state: 'ERROR', attempts: 3, error: '500' } });
      return retryOutboxMessageAs(db, ADMIN, { colecao: 'push', id: 'aud-push' });
    },
  },
  {
    callable: 'decideHelpCase',
    acao: 'caso_decidido',
    alvoId: restaurantId,
    run: async () => {
      await db.doc('casos/aud-pedido_outro').set({ restaurantId, orderId: 'aud-pedido', userId: 'aud-cliente', problema: 'outro', estado: 'com_operador', eventos: [], decidindo: null });
      return decideHelpCaseAs(db, null, ADMIN, { casoId: 'aud-pedido_outro', acao: 'sem_reembolso', responsavel: 'loja', nota: 'Sem evidência de problema' }, NO_WATCH);
    },
  },
  {
    callable: 'resolvePaymentDivergence',
    acao: 'divergencia_resolvida',
    alvoId: restaurantId,
    run: async () => {
      await db.doc('pagamentos/aud-pagamento').set({ restaurantId, orderId: 'aud-pedido', valor: 4500, metodo: 'pix', divergencia: 'o valor 100 difere do cobrado (4500), em centavos', divergenciaEm: Timestamp.now(), divergenciaAberta: true });
      return resolvePaymentDivergenceAs(db, ADMIN, { pagamentoId: 'aud-pagamento', nota: 'Pagamento de outra pessoa: devolvido pela loja' });
    },
  },
  {
    callable: 'retryFailedTask',
    acao: 'tarefa_retomada',
    alvoId: 'releaseUnwrittenCouponUse/aud-tarefa',
    run: async () => {
      await db.doc('tarefasFalhas/aud-tarefa').set({ fila: 'releaseUnwrittenCouponUse', dados: {}, tentativas: 30, erro: 'not due', em: Timestamp.now(), retomadaEm: null });
      // Through the Functions emulator: queueing a task needs its Cloud Tasks emulator.
      await createAuthUser({ uid: ADMIN.uid, email: ADMIN.token.email, password: 'segredo1' });
      const outcome = await callFunction('retryFailedTask', await idTokenFor(ADMIN.token.email, 'segredo1'), { id: 'aud-tarefa' });
      if (!outcome.ok) throw new Error(`retryFailedTask refused: ${outcome.details?.message}`);
    },
  },
];

/** The callables whose handler starts with adminOf, read from functions/src and its subject folders. */
function operatorCallables(): string[] {
  const folder = path.resolve(__dirname, '../../functions/src');
  const names: string[] = [];
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(/export async function (\w+)As\([^]*?\n}\n/g)) {
      if (/await adminOf\(db, caller\)/.test(match[0])) names.push(match[1]!);
    }
  }
  return names.sort();
}

describe('operator actions', () => {
  it('are all listed here', () => {
    expect(ACTIONS.map((action) => action.callable).sort()).toEqual(operatorCallables());
  });

  it.each(ACTIONS)('$callable leaves a $acao entry naming the operator', async ({ acao, alvoId, run }) => {
    await run();
    const entries = await db.collection('auditoria').where('atorUid', '==', ADMIN.uid).where('acao', '==', acao).get();
    const targets = entries.docs.map((entry) => entry.get('alvoId') as string);
    expect(targets).toContainEqual(typeof alvoId === 'string' ? alvoId : expect.stringMatching(alvoId));
    if (acao === 'conta_excluida') expect(targets).not.toContain('aud-saindo');
    expect(entries.docs.every((entry) => entry.get('atorEmail') === ADMIN.token.email && entry.get('em') instanceof Timestamp)).toBe(true);
  });
});

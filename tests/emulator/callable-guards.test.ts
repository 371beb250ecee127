import { createSign, generateKeyPairSync } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, type CallableName } from '@/domain/contract/callables';
import { APP_NOT_RECOGNISED_MESSAGE } from '@/domain/shared/callable-refusal';
import { callFunction, createAuthUser, idTokenFor, PROJECT_ID } from './support';
import { PARTNER_TERMS } from '@/domain/money/partner-terms';

/**
 * Every callable, called by an account whose e-mail is not verified and by a suspended account
 * (issue #39): each refuses them, saying so, except the few a person must reach whatever the
 * state of their account (their data, their deletion, their own devices, an invitation's
 * new-account path). A callable added to the contract without a sample request here fails.
 */

let app: App;
let db: Firestore;
let unverified = '';
let suspended = '';
let customer = '';
beforeAll(async () => {
  app = initializeApp({ projectId: PROJECT_ID }, 'callable-guards');
  db = getFirestore(app);
  for (const [uid, emailVerified, extra] of [
    ['guard-novo', false, {}],
    ['guard-suspenso', true, { suspenso: { motivo: 'Suspeita de fraude', em: new Date() } }],
    ['guard-cliente', true, {}],
  ] as const) {
    const email = `${uid}@sabor.dev`;
    await createAuthUser({ uid, email, password: 'segredo1', emailVerified });
    await db.doc(`usuarios/${uid}`).set({ uid, email, nome: uid, tipo: 'cliente', emailVerificado: emailVerified, ...extra });
  }
  unverified = await idTokenFor('guard-novo@sabor.dev', 'segredo1');
  suspended = await idTokenFor('guard-suspenso@sabor.dev', 'segredo1');
  customer = await idTokenFor('guard-cliente@sabor.dev', 'segredo1');
});

/**
 * An App Check token as a script would forge one: the claims of a real one, signed with a key of
 * its own (the Functions emulator only decodes tokens; functions/src/lib/app-check.ts checks them).
 */
function forgedAppCheckToken(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'forjada' })}.${part({ iss: `https://firebaseappcheck.googleapis.com/${PROJECT_ID}`, sub: 'script', aud: [`projects/${PROJECT_ID}`], iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
}
afterAll(() => deleteApp(app));

const restaurantId = 'guard-forno';

/** A well-formed request for each callable, so that what refuses it is the caller, not the request. */
const SAMPLES: Record<CallableName, unknown> = {
  placeOrder: {
    orderId: 'guardOrder0000000001',
    restaurantId,
    lines: [{ productId: 'pizza', quantidade: 1, size: null, flavor: null, complementos: [], observacoes: '' }],
    endereco: { rua: 'Rua Augusta', numero: '10', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' },
    clientName: 'Guarda',
    clientPhone: '(11) 98765-4321',
    pagamento: 'Dinheiro',
    troco: null,
    observacoesPedido: '',
    expectedTotal: 3000,
  },
  claimOrder: { restaurantId, orderId: 'guardOrder0000000001' },
  releaseOrder: { restaurantId, orderId: 'guardOrder0000000001', motivo: 'Aceitei por engano' },
  submitApplication: { tipo: 'entregador', dados: {} },
  reviewApplication: { cadastroId: 'entregador-guard', decisao: 'aprovar', motivos: [], mensagem: '' },
  openStore: { restaurantId },
  saveDeliveryAreas: { restaurantId, areas: { bairros: [], outrosBairros: false, gratisAcima: null } },
  inviteMember: { restaurantId, email: 'nova@sabor.dev', papel: 'atendente' },
  acceptInvitation: { restaurantId, conviteId: 'convite1' },
  cancelInvitation: { restaurantId, conviteId: 'convite1' },
  setMemberRole: { restaurantId, uid: 'alguem', papel: 'gerente' },
  removeMember: { restaurantId, uid: 'alguem' },
  setSuspension: { alvo: 'usuario', id: 'alguem', suspender: false },
  saveCity: { chave: null, cidade: { nome: 'Sorocaba', uf: 'SP', ativa: false, corridaMin: 15, bairros: ['Centro'] } },
  sendTestPush: { aparelhoId: 'aparelho1' },
  closeStatements: {},
  reportStatementPaid: { restaurantId, semana: '2026-11-16' },
  confirmStatementPayment: { restaurantId, semana: '2026-11-16', pagoEm: '2026-11-20', nota: '' },
  adjustCommission: { id: 'guard-ajuste-1', restaurantId, valor: 100, motivo: 'Correção de teste' },
  proposeContract: { restaurantId, comissaoPercentual: 8, motivo: 'Nova taxa de teste' },
  acceptTerms: { restaurantId, termos: PARTNER_TERMS.version, comissaoPercentual: 10 },
  confirmSettlement: { restaurantId, entregadorId: 'guard-moto', dia: '2026-11-20' },
  saveFinanceSettings: { chavePix: { tipo: 'email', chave: 'financeiro@sabor.dev' }, titular: 'Sabor', cidade: 'Sao Paulo', diasVencimento: 7, diasBloqueio: 10 },
  exportMyData: {},
  previewCoupon: { restaurantId: 'guard-forno', codigo: 'BEMVINDO10' },
  requestAccountDeletion: { motivo: 'Tenho outra conta' },
  cancelAccountDeletion: {},
  runAccountDeletions: {},
  retryOutboxMessage: { colecao: 'push', id: 'guard-push' },
  retryFailedTask: { id: 'guard-tarefa' },
  connectPaymentAccount: { restaurantId },
  finishPaymentAccount: { state: 'estadoDeTesteDaGuarda0001', code: 'codigo' },
  disconnectPaymentAccount: { restaurantId },
  openHelpCase: { restaurantId, orderId: 'guardOrder0000000001', problema: 'outro', descricao: 'O pedido chegou com a embalagem aberta.' },
  answerHelpCase: { casoId: 'guardOrder0000000001_outro', acao: 'reenviar' },
  decideHelpCase: { casoId: 'guardOrder0000000001_outro', acao: 'sem_reembolso', responsavel: 'loja', nota: 'Sem evidência de problema' },
  resolvePaymentDivergence: { pagamentoId: 'guard-pagamento', nota: 'Conferido com a loja' },
  refundOrderItems: { id: 'guard-reembolso-1', restaurantId, orderId: 'guardOrder0000000001', itens: [{ indice: 0, quantidade: 1 }], motivo: 'Item faltando' },
  checkCardPayment: { restaurantId, orderId: 'guardOrder0000000001' },
  sendOrderMessage: { id: 'guard-mensagem-1', restaurantId, orderId: 'guardOrder0000000001', canal: 'loja', texto: 'Olá' },
  savePhoto: { restaurantId, uso: 'prato', foto: 'UklGRgAAAABXRUJQ', miniatura: 'UklGRgAAAABXRUJQ' },
  deletePhoto: { restaurantId, fotoId: 'abcdefghij0123456789' },
};

/**
 * What a person may do before verifying their e-mail: see and take their data, leave, test their
 * own device, and accept an invitation (whose new-account path verifies the address itself).
 */
const OPEN_TO_UNVERIFIED = new Set<CallableName>(['exportMyData', 'requestAccountDeletion', 'cancelAccountDeletion', 'sendTestPush', 'acceptInvitation']);
/** A suspension does not take away the right to one's data (LGPD art. 18). */
const OPEN_TO_SUSPENDED = new Set<CallableName>(['exportMyData']);

describe('every callable', () => {
  it('has a sample request here', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it.each(CALLABLE_NAMES)('%s refuses an unverified and a suspended caller, saying why', { timeout: 60_000 }, async (name) => {
    const asUnverified = await callFunction(name, unverified, SAMPLES[name]);
    if (OPEN_TO_UNVERIFIED.has(name)) {
      // Not refused for the e-mail: either done, or refused for something else.
      if (!asUnverified.ok) expect(asUnverified.details?.message, name).not.toMatch(/Confirme seu e-mail/);
    } else {
      expect(asUnverified.ok, name).toBe(false);
      if (!asUnverified.ok) {
        expect(['PERMISSION_DENIED', 'UNAUTHENTICATED'], `${name}: ${asUnverified.status} ${asUnverified.details?.message}`).toContain(asUnverified.status);
        expect(asUnverified.details?.message, name).toMatch(/\p{L}{3}/u);
      }
    }

    const asSuspended = await callFunction(name, suspended, SAMPLES[name]);
    if (OPEN_TO_SUSPENDED.has(name)) {
      expect(asSuspended.ok, name).toBe(true);
      return;
    }
    expect(asSuspended.ok, name).toBe(false);
    if (!asSuspended.ok) {
      expect(['PERMISSION_DENIED', 'FAILED_PRECONDITION'], `${name}: ${asSuspended.status} ${asSuspended.details?.message}`).toContain(asSuspended.status);
      expect(asSuspended.details?.message, name).toMatch(/\p{L}{3}/u);
    }
  });
});

describe('App Check (enforced, as the emulator scripts configure it)', () => {
  it.each(CALLABLE_NAMES)('%s refuses a call without a valid App Check token, in Portuguese', async (name) => {
    for (const appCheck of ['none', { token: forgedAppCheckToken() }, { token: 'nem-um-jwt' }] as const) {
      const outcome = await callFunction(name, customer, SAMPLES[name], appCheck);
      expect(outcome.ok, `${name} with ${JSON.stringify(appCheck).slice(0, 30)}`).toBe(false);
      if (!outcome.ok) {
        expect(outcome.status).toBe('UNAUTHENTICATED');
        expect(outcome.details).toEqual({ code: 'app-check', message: APP_NOT_RECOGNISED_MESSAGE });
      }
    }
  });

  it("answers the same call from the app (the stand-in's token)", async () => {
    expect(await callFunction('exportMyData', customer, {}, 'none')).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    expect(await callFunction('exportMyData', customer, {})).toMatchObject({ ok: true });
  });
});

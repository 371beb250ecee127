import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { PAYMENT_ACCOUNT_MESSAGES, PAYMENT_ACCOUNTS, PAYMENT_CONNECTION_MINUTES, PAYMENT_CONNECTIONS, PAYMENT_STATUS_DOC, PAYMENT_TOKEN_REFRESH_DAYS } from '@/domain/payments/payment-account';
import { finishPaymentAccountSchema, paymentAccountTargetSchema } from '@/domain/payments/payment-account.schema';
import { PATHS } from '@/domain/shared/routes';
import { actorOf, memberRoleIn, readOrRefuse, refuse, RESTAURANT_NOT_FOUND_MESSAGE, writeAudit, type Caller } from '../lib/callable-support';
import { appUrl } from '../notify/settings';
import type { PaymentProvider, SellerCredentials } from './provider';

/**
 * 'Conectar Mercado Pago' (issue #52, domain/payments/payment-account.ts): the dono sends the
 * store to the provider's consent page with a one-time `state`, the provider sends them back to
 * the panel with a code, and the code becomes the store's tokens, kept where no client reads
 * them. From then on the checkout offers paying in the app; 'Desconectar' ends it.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Where the provider sends the dono back (the panel's page that finishes the connection). */
export function paymentRedirectUri(): string {
  return `${appUrl()}${PATHS.paymentAccountReturn}`;
}

function providerOrRefuse(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw refuse('failed-precondition', 'unavailable', PAYMENT_ACCOUNT_MESSAGES.unavailable);
  return provider;
}

/** The caller, refused unless they are a dono of `restaurantId`. */
async function ownerOf(db: Firestore, caller: Caller | undefined, restaurantId: string) {
  const actor = await actorOf(db, caller);
  const restaurant = db.collection('restaurantes').doc(restaurantId);
  const [store, member] = await Promise.all([restaurant.get(), restaurant.collection('membros').doc(actor.uid).get()]);
  if (!store.exists) throw refuse('not-found', 'not-found', RESTAURANT_NOT_FOUND_MESSAGE);
  if (!memberRoleIn(member, ['dono'])) throw refuse('permission-denied', 'not-allowed', PAYMENT_ACCOUNT_MESSAGES.ownerOnly);
  return actor;
}

/** 'Conectar Mercado Pago': the consent page's address, for this store and this person, for a few minutes. */
export async function connectPaymentAccountAs(db: Firestore, provider: PaymentProvider | null, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; url: string }> {
  const { restaurantId } = readOrRefuse(paymentAccountTargetSchema, data);
  const actor = await ownerOf(db, caller, restaurantId);
  const payments = providerOrRefuse(provider);
  const state = randomBytes(24).toString('base64url');
  await db
    .collection(PAYMENT_CONNECTIONS)
    .doc(state)
    .create({ restaurantId, uid: actor.uid, criadaEm: Timestamp.fromDate(now()), expiraEm: Timestamp.fromMillis(now().getTime() + PAYMENT_CONNECTION_MINUTES * 60_000) });
  return { ok: true, url: payments.authorizationUrl(state, paymentRedirectUri()) };
}

/** The tokens' document (server-only) for credentials. */
function accountData(credentials: SellerCredentials, provider: PaymentProvider, at: Date) {
  return {
    provedor: provider.name,
    vendedorId: credentials.sellerId,
    accessToken: credentials.accessToken,
    refreshToken: credentials.refreshToken,
    publicKey: credentials.publicKey,
    expiraEm: Timestamp.fromDate(credentials.expiresAt),
    atualizadaEm: Timestamp.fromDate(at),
  };
}

/** A connected store's credentials, as accountData stored them; null when it has none. */
export async function sellerCredentialsOf(db: Firestore, restaurantId: string): Promise<SellerCredentials | null> {
  const account = await db.collection(PAYMENT_ACCOUNTS).doc(restaurantId).get();
  const accessToken = account.get('accessToken');
  if (!account.exists || typeof accessToken !== 'string' || !accessToken) return null;
  return {
    sellerId: String(account.get('vendedorId') ?? ''),
    accessToken,
    refreshToken: String(account.get('refreshToken') ?? ''),
    publicKey: String(account.get('publicKey') ?? ''),
    expiresAt: (account.get('expiraEm') as Timestamp | undefined)?.toDate() ?? new Date(0),
  };
}

/**
 * The provider's answer, back on the panel: the code exchanged for the store's tokens, once, by
 * the person who started it, within PAYMENT_CONNECTION_MINUTES.
 */
export async function finishPaymentAccountAs(db: Firestore, provider: PaymentProvider | null, caller: Caller | undefined, data: unknown, now: () => Date = () => new Date()): Promise<{ ok: true; restaurantId: string }> {
  const { state, code } = readOrRefuse(finishPaymentAccountSchema, data);
  const actor = await actorOf(db, caller);
  const payments = providerOrRefuse(provider);
  const connectionRef = db.collection(PAYMENT_CONNECTIONS).doc(state);
  // Taken first, so that a code is exchanged once even when the page sends it twice.
  const connection = await db.runTransaction(async (transaction) => {
    const stored = await transaction.get(connectionRef);
    const expired = (stored.get('expiraEm') as Timestamp | undefined)?.toMillis() ?? 0;
    if (!stored.exists || stored.get('uid') !== actor.uid || expired < now().getTime()) throw refuse('failed-precondition', 'expired', PAYMENT_ACCOUNT_MESSAGES.expired);
    transaction.delete(connectionRef);
    return { restaurantId: String(stored.get('restaurantId')) };
  });
  await ownerOf(db, caller, connection.restaurantId);
  let credentials: SellerCredentials;
  try {
    credentials = await payments.connectSeller(code, paymentRedirectUri());
  } catch (error) {
    logger.error('The provider refused a seller connection', { restaurantId: connection.restaurantId, error: String(error) });
    throw refuse('unavailable', 'provider', PAYMENT_ACCOUNT_MESSAGES.failed);
  }
  await saveConnection(db, payments, connection.restaurantId, credentials, now(), actor.uid, (transaction) =>
    writeAudit(db, transaction, actor, { acao: 'conta_pagamento_conectada', alvoTipo: 'restaurante', alvoId: connection.restaurantId, depois: { provedor: payments.name, vendedorId: credentials.sellerId } }),
  );
  return { ok: true, restaurantId: connection.restaurantId };
}

/**
 * A store's connection, kept: its tokens where no client reads them, its state for its team and
 * the operators, and its card and directory entry saying it takes payment in the app. `also`
 * adds the caller's own writes (the audit entry) to the same transaction.
 */
async function saveConnection(
  db: Firestore,
  payments: PaymentProvider,
  restaurantId: string,
  credentials: SellerCredentials,
  at: Date,
  by: string | null,
  also: (transaction: Transaction) => void,
): Promise<void> {
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  const partnerRef = db.collection('parceiros').doc(`restaurante-${restaurantId}`);
  await db.runTransaction(async (transaction) => {
    const partner = await transaction.get(partnerRef);
    transaction.set(db.collection(PAYMENT_ACCOUNTS).doc(restaurantId), { ...accountData(credentials, payments, at), conectadaEm: Timestamp.fromDate(at), conectadaPor: by });
    transaction.set(restaurantRef.collection('privado').doc(PAYMENT_STATUS_DOC), {
      provedor: payments.name,
      estado: 'conectada',
      vendedorId: credentials.sellerId,
      conectadaEm: FieldValue.serverTimestamp(),
      desconectadaEm: null,
    });
    // The account's public key is public by design: the customer's browser tokenises a card with it.
    transaction.update(restaurantRef, { pagamentoOnline: true, chavePublicaPagamento: credentials.publicKey || null });
    // The operator's directory says which stores take payment in the app.
    if (partner.exists) transaction.update(partnerRef, { pagamentoOnline: true });
    also(transaction);
  });
}

/**
 * The demo's store connected without a browser (scripts/seed.mjs): a code the local stand-in
 * gives for `sellerId`, exchanged and kept as the panel's return page would.
 */
export async function connectDemoStore(db: Firestore, payments: PaymentProvider, restaurantId: string, code: string, at: Date): Promise<void> {
  const credentials = await payments.connectSeller(code, paymentRedirectUri());
  await saveConnection(db, payments, restaurantId, credentials, at, null, () => undefined);
}

/** 'Desconectar': the tokens forgotten, the checkout back to paying at the door only. */
export async function disconnectPaymentAccountAs(db: Firestore, caller: Caller | undefined, data: unknown): Promise<{ ok: true }> {
  const { restaurantId } = readOrRefuse(paymentAccountTargetSchema, data);
  const actor = await ownerOf(db, caller, restaurantId);
  const restaurantRef = db.collection('restaurantes').doc(restaurantId);
  const partnerRef = db.collection('parceiros').doc(`restaurante-${restaurantId}`);
  await db.runTransaction(async (transaction) => {
    const [account, partner] = await transaction.getAll(db.collection(PAYMENT_ACCOUNTS).doc(restaurantId), partnerRef);
    transaction.delete(db.collection(PAYMENT_ACCOUNTS).doc(restaurantId));
    transaction.set(restaurantRef.collection('privado').doc(PAYMENT_STATUS_DOC), { estado: 'desconectada', desconectadaEm: FieldValue.serverTimestamp() }, { merge: true });
    transaction.update(restaurantRef, { pagamentoOnline: false, chavePublicaPagamento: null });
    if (partner?.exists) transaction.update(partnerRef, { pagamentoOnline: false });
    if (account?.exists) writeAudit(db, transaction, actor, { acao: 'conta_pagamento_desconectada', alvoTipo: 'restaurante', alvoId: restaurantId, antes: { vendedorId: account.get('vendedorId') ?? null } });
  });
  return { ok: true };
}

/**
 * The connected stores' tokens refreshed before they expire (daily; Mercado Pago's last 180 days):
 * those expiring within PAYMENT_TOKEN_REFRESH_DAYS. One the provider refuses is logged and left to
 * the next run; it still works until its expiry.
 */
export async function refreshPaymentAccounts(db: Firestore, provider: PaymentProvider, now: Date): Promise<{ renovadas: number; falhas: number }> {
  const due = await db.collection(PAYMENT_ACCOUNTS).where('expiraEm', '<=', Timestamp.fromMillis(now.getTime() + PAYMENT_TOKEN_REFRESH_DAYS * DAY_MS)).get();
  let renovadas = 0;
  let falhas = 0;
  for (const account of due.docs) {
    try {
      const credentials = await provider.refreshSeller(String(account.get('refreshToken') ?? ''));
      await account.ref.update(accountData(credentials, provider, now));
      renovadas += 1;
    } catch (error) {
      falhas += 1;
      logger.error('A seller token could not be refreshed', { restaurantId: account.id, error: String(error) });
    }
  }
  return { renovadas, falhas };
}

/** The store's credentials; rejects when it has none (disconnected meanwhile). */
export async function connectedSeller(db: Firestore, restaurantId: string): Promise<SellerCredentials> {
  const seller = await sellerCredentialsOf(db, restaurantId);
  if (!seller) throw new Error(`The store ${restaurantId} has no payment account connected`);
  return seller;
}

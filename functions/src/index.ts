/**
 * Sabor's Cloud Functions (Firebase Functions v2). Bundled with the app's src/domain into
 * functions/lib by scripts/build-functions.mjs; run locally by the Functions emulator that
 * `npm start` and `npm test` start (scripts/lib/emulators.mjs).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onRequest, type CallableFunction } from 'firebase-functions/v2/https';
import { onCallRefusingUndecodable } from './lib/callable-protocol';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION as REGION, type CallableName, type CallableResponse } from '@/domain/contract/callables';
import { parseOrderTarget } from '@/domain/orders/order-claim';
import { saveCityAs } from './cities';
import { claimOrderAs } from './claim-order';
import { releaseOrderAs } from './release-order';
import { closeUnansweredOrderAs } from './close-unanswered';
import { setSuspensionAs } from './moderation';
import { saveDeliveryAreasAs } from './delivery-areas';
import { indexProduct, indexRestaurant } from './discovery-index';
import { reviewApplicationAs, submitApplicationAs } from './onboarding';
import { openStoreAs } from './open-store';
import { placeOrderAs, type NewOrder } from './place-order';
import { rollUpOrder } from './sales-rollups';
import { postCommission } from './commission-ledger';
import { moveContactOfDelivered } from './order-privacy';
import { syncRiderOffer } from './rider-offers';
import { closeDueStatements, closeStatementsAs, confirmStatementPaymentAs, reportStatementPaidAs, suspendOverdueStores } from './statements';
import { acceptTermsAs, adjustCommissionAs, proposeContractAs } from './partner-contract';
import { confirmSettlementAs } from './settlements';
import { saveFinanceSettingsAs } from './finance-settings';
import { exportMyDataAs } from './data-export';
import { previewCouponAs } from './coupons';
import { cityChanged, refreshStorePromotions, syncCouponWrite } from './store-promotions';
import { cancelAccountDeletionAs, deleteDueAccounts, requestAccountDeletionAs, runAccountDeletionsAs } from './account-deletion';
import { deletePhotoAs, releaseUnusedPhoto, savePhotoAs, servePhoto } from './photos';
import { configuredImageStore } from './lib/image-store';
import { acceptInvitationAs, cancelInvitationAs, inviteMemberAs, removeMemberAs, setMemberRoleAs } from './team';
import { deliverMail } from './notify/mail-sender';
import { queuePushes } from './notify/outbox';
import { deliverPush } from './notify/push-sender';
import { LOCAL_PUSH_SERVICES, MAIL_SECRETS, PUSH_SECRETS } from './notify/settings';
import { smtpSender } from './notify/smtp';
import { webPushSender } from './notify/web-push';
import { sendTestPushAs } from './notify/test-push';
import { orderPushes } from '@/domain/notifications/order-events';
import { KITCHEN_REMINDER_MS } from '@/domain/notifications/kitchen-reminders';
import { PANEL_HEARTBEAT_STALE_MS } from '@/domain/restaurants/ordering-state';
import { panelBeatOf, parsePanelBeat, remindKitchenAs, watchPanelBeatAs } from './notify/kitchen-watch';

const app = initializeApp();
const db = getFirestore(app);
const auth = getAuth(app);
/** Where photos' bytes live: Firestore by default, Cloud Storage with PHOTO_STORE=storage (lib/image-store.ts). */
const photos = configuredImageStore(db);

/**
 * Queues a task of `functionName` under `id`: a second queueing of the same id (a retried call or
 * trigger) is refused and ignored. A failure to queue is logged, not thrown: what caused it stands.
 */
async function enqueueTask(functionName: string, data: object, options: { scheduleTime: Date; id: string }): Promise<void> {
  try {
    await getFunctions(app).taskQueue(`locations/${REGION}/functions/${functionName}`).enqueue(data, options);
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!code.includes('task-already-exists')) logger.error('Could not queue a task', { functionName, data, error: String(error) });
  }
}

/**
 * A new order's watch: the task that closes it at its deadline if nobody answered (the panel and
 * the customer's status page also close it when they notice the deadline passed,
 * src/ui/use-close-unanswered.ts), and the kitchen's reminders until it is answered.
 */
async function watchNewOrder(order: NewOrder): Promise<void> {
  const target = { restaurantId: order.restaurantId, orderId: order.orderId };
  await Promise.all([
    enqueueTask('closeUnansweredOrder', target, { scheduleTime: order.prazoAceiteEm, id: `prazo-${order.orderId}` }),
    enqueueTask('remindKitchen', target, { scheduleTime: new Date(Date.now() + KITCHEN_REMINDER_MS), id: `lembrete-${order.orderId}` }),
  ]);
}

const logQueueError = (id: string, error: unknown) => logger.error('Could not queue a push', { id, error: String(error) });

// ---------- the callables, one per name of src/domain/contract/callables.ts ----------

const CALLABLE = { region: REGION, maxInstances: 10 } as const;

/**
 * Every callable of the contract, under its name and answering its response type: a name missing
 * here, one not in the contract, or a handler answering another shape fails to compile. Each
 * handler reads its own request (the data arrives unchecked) and refuses with the contract's codes.
 */
const callables = {
  /** The checkout's 'Confirmar pedido': see placeOrderAs. */
  placeOrder: onCallRefusingUndecodable(CALLABLE, (request) => placeOrderAs(db, request.auth, request.data, undefined, watchNewOrder)),
  /** The rider's 'Aceitar Pedido': see claimOrderAs. */
  previewCoupon: onCallRefusingUndecodable(CALLABLE, (request) => previewCouponAs(db, request.auth, request.data)),
  claimOrder: onCallRefusingUndecodable(CALLABLE, (request) => claimOrderAs(db, request.auth, request.data)),
  /** The rider's 'Devolver pedido': see releaseOrderAs. */
  releaseOrder: onCallRefusingUndecodable(CALLABLE, (request) => releaseOrderAs(db, request.auth, request.data)),
  /** 'Enviar cadastro' (restaurant or rider): see submitApplicationAs. */
  submitApplication: onCallRefusingUndecodable(CALLABLE, (request) => submitApplicationAs(db, request.auth, request.data)),
  /** The operator's Aprovar / Pedir ajustes / Recusar. */
  reviewApplication: onCallRefusingUndecodable(CALLABLE, (request) => reviewApplicationAs(db, request.auth, request.data)),
  /** The owner's 'Abrir minha loja'. */
  openStore: onCallRefusingUndecodable(CALLABLE, (request) => openStoreAs(db, request.auth, request.data)),
  saveDeliveryAreas: onCallRefusingUndecodable(CALLABLE, (request) => saveDeliveryAreasAs(db, request.auth, request.data)),
  inviteMember: onCallRefusingUndecodable(CALLABLE, (request) => inviteMemberAs(db, auth, request.auth, request.data)),
  acceptInvitation: onCallRefusingUndecodable(CALLABLE, (request) => acceptInvitationAs(db, auth, request.auth, request.data)),
  cancelInvitation: onCallRefusingUndecodable(CALLABLE, (request) => cancelInvitationAs(db, request.auth, request.data)),
  setMemberRole: onCallRefusingUndecodable(CALLABLE, (request) => setMemberRoleAs(db, request.auth, request.data)),
  removeMember: onCallRefusingUndecodable(CALLABLE, (request) => removeMemberAs(db, auth, request.auth, request.data)),
  /** The operator's 'Suspender' / 'Retirar suspensão'. */
  setSuspension: onCallRefusingUndecodable(CALLABLE, (request) => setSuspensionAs(db, auth, request.auth, request.data)),
  /** The operator's 'Cidades': see saveCityAs. */
  saveCity: onCallRefusingUndecodable(CALLABLE, (request) => saveCityAs(db, request.auth, request.data)),
  /** 'Enviar notificação de teste' (issue #37). */
  sendTestPush: onCallRefusingUndecodable(CALLABLE, (request) => sendTestPushAs(db, request.auth, request.data)),
  /** The commission statements (issue #38): see functions/src/statements.ts. */
  closeStatements: onCallRefusingUndecodable(CALLABLE, (request) => closeStatementsAs(db, request.auth)),
  reportStatementPaid: onCallRefusingUndecodable(CALLABLE, (request) => reportStatementPaidAs(db, request.auth, request.data)),
  confirmStatementPayment: onCallRefusingUndecodable(CALLABLE, (request) => confirmStatementPaymentAs(db, request.auth, request.data)),
  /** A restaurant's contract and corrections: see functions/src/partner-contract.ts. */
  adjustCommission: onCallRefusingUndecodable(CALLABLE, (request) => adjustCommissionAs(db, request.auth, request.data)),
  proposeContract: onCallRefusingUndecodable(CALLABLE, (request) => proposeContractAs(db, request.auth, request.data)),
  acceptTerms: onCallRefusingUndecodable(CALLABLE, (request) => acceptTermsAs(db, request.auth, request.data)),
  /** 'Acerto feito' between a rider and a restaurant: see functions/src/settlements.ts. */
  confirmSettlement: onCallRefusingUndecodable(CALLABLE, (request) => confirmSettlementAs(db, request.auth, request.data)),
  /** The operator's 'Dados de cobrança'. */
  saveFinanceSettings: onCallRefusingUndecodable(CALLABLE, (request) => saveFinanceSettingsAs(db, request.auth, request.data)),
  /** 'Baixar meus dados' (issue #39). */
  exportMyData: onCallRefusingUndecodable(CALLABLE, (request) => exportMyDataAs(db, request.auth)),
  /** 'Excluir minha conta' and 'Cancelar exclusão' (issue #39): see functions/src/account-deletion.ts. */
  requestAccountDeletion: onCallRefusingUndecodable(CALLABLE, (request) => requestAccountDeletionAs(db, request.auth, request.data)),
  cancelAccountDeletion: onCallRefusingUndecodable(CALLABLE, (request) => cancelAccountDeletionAs(db, request.auth)),
  runAccountDeletions: onCallRefusingUndecodable(CALLABLE, (request) => runAccountDeletionsAs(db, auth, request.auth)),
  /** The panel's photos (issue #40): see functions/src/photos.ts. */
  savePhoto: onCallRefusingUndecodable(CALLABLE, (request) => savePhotoAs(db, photos, request.auth, request.data)),
  deletePhoto: onCallRefusingUndecodable(CALLABLE, (request) => deletePhotoAs(db, photos, request.auth, request.data)),
} satisfies { [Name in CallableName]: CallableFunction<unknown, Promise<CallableResponse<Name>>> };

export const {
  placeOrder,
  previewCoupon,
  claimOrder,
  releaseOrder,
  submitApplication,
  reviewApplication,
  openStore,
  saveDeliveryAreas,
  inviteMember,
  acceptInvitation,
  cancelInvitation,
  setMemberRole,
  removeMember,
  setSuspension,
  saveCity,
  sendTestPush,
  closeStatements,
  reportStatementPaid,
  confirmStatementPayment,
  adjustCommission,
  proposeContract,
  acceptTerms,
  confirmSettlement,
  saveFinanceSettings,
  exportMyData,
  requestAccountDeletion,
  cancelAccountDeletion,
  runAccountDeletions,
  savePhoto,
  deletePhoto,
} = callables;

/**
 * /img/{id}: a photo's bytes (issue #40), behind Hosting's rewrite of /img/** (firebase.json) and,
 * under `npm start` and the tests, Vite's proxy (vite.config.ts). Cached for a year by the CDN and
 * the browser: a photo's id never gets other bytes.
 */
export const img = onRequest({ region: REGION, maxInstances: 10, invoker: 'public' }, (request, response) => servePhoto(photos, request, response));

/**
 * Closes the week's commission statements every Monday just after midnight, São Paulo time
 * (functions/src/statements.ts). Not run by the local emulators (they have no scheduler): there
 * the operator's 'Fechar semanas encerradas' does the same.
 */
export const closeWeekStatements = onSchedule({ schedule: '10 0 * * 1', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const closed = await closeDueStatements(db, new Date());
  logger.info('Weekly statements closed', { count: closed.length });
});

/** Every morning, the stores with a commission overdue past the limit stop taking orders (statements.ts). */
export const suspendOverdueStoresDaily = onSchedule({ schedule: '0 6 * * *', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const stopped = await suspendOverdueStores(db, new Date());
  if (stopped.length > 0) logger.warn('Stores stopped for an overdue commission', { stopped });
});

/**
 * Carries out the account deletions whose 7 days are over (issue #39), every night at 03:30,
 * São Paulo time. Locally the operator's 'Concluir exclusões vencidas' does the same.
 */
export const deleteDueAccountsDaily = onSchedule({ schedule: '30 3 * * *', timeZone: 'America/Sao_Paulo', region: REGION }, async () => {
  const done = await deleteDueAccounts(db, auth, new Date());
  if (done.concluidas + done.adiadas > 0) logger.info('Account deletions', done);
});

/**
 * Closes an order at its deadline when the restaurant has not answered it, with nobody's page
 * open (issue #23). Cloud Tasks runs it at the scheduleTime placeOrder gave; a run before the
 * deadline (the local Tasks emulator ignores scheduleTime and runs every task at once) answers an
 * error so that the queue runs it again after its backoff: at most 45 s late.
 */
export const closeUnansweredOrder = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 100, minBackoffSeconds: 15, maxBackoffSeconds: 45, maxDoublings: 1 },
    rateLimits: { maxConcurrentDispatches: 500 },
  },
  async (request) => {
    const target = parseOrderTarget(request.data);
    if (!target) return;
    const outcome = await closeUnansweredOrderAs(db, target);
    if (outcome === 'not-due') throw new HttpsError('unavailable', 'The order is not due yet; run again later.');
  },
);

/**
 * Every write of an order (created, moved to another status, deleted), retried on failure:
 * - the sales rollups that the admin's dashboard and 'Relatórios' read (issue #27, sales-rollups.ts);
 * - the commission ledger and the week's statement (issue #38, commission-ledger.ts);
 * - who hears of the change, queued in the outbox (issue #37, domain/notifications/order-events.ts);
 * - once delivered, the customer's phone and street out of the staff's and the rider's sight
 *   (issue #39, order-privacy.ts);
 * - the riders' offer while it waits for a rider (issue #39, rider-offers.ts).
 * Each is idempotent (a retried event changes nothing twice), and each runs even when another
 * fails; one trigger for the five, because orders are written often. A push that cannot be
 * queued is logged: the order's change stands.
 */
export const onOrderWritten = onDocumentWritten({ document: 'restaurantes/{restaurantId}/pedidos/{orderId}', region: REGION, retry: true }, async (event) => {
  const { restaurantId, orderId } = event.params;
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const pushes = orderPushes(restaurantId, orderId, before ?? null, after ?? null);
  const outcomes = await Promise.allSettled([
    rollUpOrder(db, restaurantId, orderId),
    postCommission(db, restaurantId, orderId),
    queuePushes(db, pushes, logQueueError),
    moveContactOfDelivered(db, restaurantId, orderId, after),
    syncRiderOffer(db, restaurantId, orderId, before, after),
  ]);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
});

// ---------- the discovery index (issue #27): what the home page and the search query ----------

/**
 * Every write of a restaurant: its search index, its shop window (the home's card) and its
 * dishes' copy of its name, city and listing (functions/src/discovery-index.ts); and, when it is
 * a panel's heartbeat, the watch that tells the kitchen if that beat was the last (issue #37,
 * notify/kitchen-watch.ts); and a replaced logo or cover's old bytes deleted (issue #40). One trigger
 * for all: the heartbeat is the most frequent write there is.
 */
export const onRestaurantWritten = onDocumentWritten({ document: 'restaurantes/{restaurantId}', region: REGION, retry: true }, async (event) => {
  const before = event.data?.before.data() ?? null;
  const after = event.data?.after.data() ?? null;
  const beat = panelBeatOf(event.params.restaurantId, before, after);
  await Promise.all([
    // A new store, or one moved to another city: its city's coupons shown on it (store-promotions.ts),
    // then its index and window. One after the other: two transactions on the same document at once
    // wait on each other's locks (the emulator's until they time out).
    (cityChanged(before, after) ? refreshStorePromotions(db, event.params.restaurantId) : Promise.resolve(false)).then(() =>
      indexRestaurant(db, event.params.restaurantId, before, after),
    ),
    // A replaced logo or cover: its old bytes deleted (photos.ts); nothing is read when neither changed.
    releaseUnusedPhoto(db, photos, event.params.restaurantId, before?.logo, after?.logo ?? null),
    releaseUnusedPhoto(db, photos, event.params.restaurantId, before?.capa, after?.capa ?? null),
    beat ? enqueueTask('tellSilentPanel', beat, { scheduleTime: new Date(beat.seenAt + PANEL_HEARTBEAT_STALE_MS + 1000), id: `painel-${beat.restaurantId}-${beat.seenAt}` }) : null,
  ]);
});

/** Every write of a dish, its deletion included: its search entry, and its old photo deleted when no longer shown (photos.ts). */
export const indexProductForDiscovery = onDocumentWritten(
  { document: 'restaurantes/{restaurantId}/produtos/{productId}', region: REGION, retry: true },
  async (event) => {
    await Promise.all([
      indexProduct(db, event.params.restaurantId, event.params.productId),
      releaseUnusedPhoto(db, photos, event.params.restaurantId, event.data?.before.get('imageUrl'), event.data?.after.exists ? event.data.after.get('imageUrl') : null),
    ]);
  },
);

/**
 * Every write of a coupon that changes what customers are shown: the public coupons copied onto
 * its store, or onto every store of its city (store-promotions.ts), which their cards, search
 * results, menus and checkouts show.
 */
export const onCouponWritten = onDocumentWritten({ document: 'cupons/{couponId}', region: REGION, retry: true }, async (event) => {
  await syncCouponWrite(db, event.data?.before.data(), event.data?.after.data());
});

// ---------- notifications (issue #37): the outbox's senders ----------

/**
 * Every e-mail queued in mail/{id} (the 'Trigger Email' extension's shape), and every RETRY its
 * own failure wrote: sent once through SMTP (functions/src/notify/mail-sender.ts).
 */
export const sendQueuedMail = onDocumentWritten({ document: 'mail/{mailId}', region: REGION, secrets: MAIL_SECRETS }, async (event) => {
  const after = event.data?.after;
  const state = after?.get('delivery.state') as string | undefined;
  if (!after?.exists || (state !== undefined && state !== 'PENDING' && state !== 'RETRY')) return;
  await deliverMail(db, event.params.mailId, smtpSender());
});

/** Every push queued in push/{id}, and every RETRY: sent once to each device it is for (functions/src/notify/push-sender.ts). */
export const sendQueuedPush = onDocumentWritten({ document: 'push/{pushId}', region: REGION, secrets: PUSH_SECRETS }, async (event) => {
  const after = event.data?.after;
  const state = after?.get('delivery.state') as string | undefined;
  if (!after?.exists || (state !== undefined && state !== 'PENDING' && state !== 'RETRY')) return;
  await deliverPush(db, event.params.pushId, webPushSender(), undefined, LOCAL_PUSH_SERVICES);
});

/**
 * A new order's reminders to the kitchen (domain/notifications/kitchen-reminders.ts): the queue's
 * retry is the clock, one run a minute while the order waits for an answer (the longest accept
 * limit is 30 minutes), each run queueing what is due.
 */
export const remindKitchen = onTaskDispatched(
  { region: REGION, retryConfig: { maxAttempts: 40, minBackoffSeconds: 60, maxBackoffSeconds: 60, maxDoublings: 0 }, rateLimits: { maxConcurrentDispatches: 500 } },
  async (request) => {
    const target = parseOrderTarget(request.data);
    if (!target) return;
    if ((await remindKitchenAs(db, target, logQueueError)) === 'later') throw new HttpsError('unavailable', 'The order still waits for an answer; remind again later.');
  },
);

/** A heartbeat's watch (queued by onRestaurantWritten): runs again, every 30 s to a minute, until the beat goes stale. */
export const tellSilentPanel = onTaskDispatched(
  { region: REGION, retryConfig: { maxAttempts: 15, minBackoffSeconds: 30, maxBackoffSeconds: 60, maxDoublings: 1 }, rateLimits: { maxConcurrentDispatches: 500 } },
  async (request) => {
    const beat = parsePanelBeat(request.data);
    if (!beat) return;
    if ((await watchPanelBeatAs(db, beat, logQueueError)) === 'not-due') throw new HttpsError('unavailable', 'The beat is not stale yet; look again later.');
  },
);

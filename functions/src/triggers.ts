/**
 * The Firestore triggers: what keeps derived data true as documents change, and the outbox's
 * senders. index.ts re-exports all that this module exports, so it exports Functions only.
 * Every trigger may run twice for one event: each effect is keyed by its event or its document.
 */
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTIONS_REGION as REGION } from '@/domain/contract/callables';
import { orderPushes } from '@/domain/notifications/order-events';
import { PANEL_HEARTBEAT_STALE_MS } from '@/domain/restaurants/ordering-state';
import { enqueueTask } from './lib/task-queue';
import { postCommission } from './money/commission-ledger';
import { rollUpOrder } from './money/sales-rollups';
import { panelBeatOf } from './notify/kitchen-watch';
import { deliverMail } from './notify/mail-sender';
import { queuePushes } from './notify/outbox';
import { deliverPush } from './notify/push-sender';
import { LOCAL_PUSH_SERVICES, MAIL_SECRETS, PUSH_SECRETS } from './notify/settings';
import { smtpSender } from './notify/smtp';
import { webPushSender } from './notify/web-push';
import { moveContactOfDelivered } from './orders/order-privacy';
import { countDeliveryReview } from './orders/delivery-reviews';
import { rollUpHelpCase } from './help/help-figures';
import { syncRiderOffer } from './orders/rider-offers';
import { endRiderTracking } from './orders/rider-tracking';
import { tellScheduledCustomers } from './orders/scheduled-orders';
import { db, logQueueError, payments, photos } from './runtime';
import { QUEUED_ORDER_WATCH } from './orders/order-watch';
import { PAYMENT_SECRETS } from './payments/mercado-pago';
import { refundEndedOrder } from './payments/order-payments';
import { returnSpentCredit } from './money/customer-credits';
import { indexProduct, indexRestaurant } from './stores/discovery-index';
import { releaseCasePhoto, releaseUnusedPhoto } from './stores/photos';
import { cityChanged, refreshStorePromotions, syncCouponWrite } from './stores/store-promotions';

/**
 * Every write of an order (created, moved to another status, deleted), retried on failure:
 * - the sales rollups that the admin's dashboard and 'Relatórios' read (issue #27, money/sales-rollups.ts);
 * - the commission ledger and the week's statement (issue #38, money/commission-ledger.ts);
 * - who hears of the change, queued in the outbox (issue #37, domain/notifications/order-events.ts);
 * - once delivered, the customer's phone and street out of the staff's and the rider's sight
 *   (issue #39, orders/order-privacy.ts);
 * - the riders' offer while it waits for a rider (issue #39, orders/rider-offers.ts);
 * - a paid order that ended undelivered refunded in full (issue #52, payments/order-payments.ts);
 * - the Sabor credits an order that ended undelivered spent, given back (issue #53, money/customer-credits.ts).
 * Each is idempotent (a retried event changes nothing twice), and each runs even when another
 * fails; one trigger for the seven, because orders are written often. A push that cannot be
 * queued is logged: the order's change stands.
 */
export const onOrderWritten = onDocumentWritten({ document: 'restaurantes/{restaurantId}/pedidos/{orderId}', region: REGION, retry: true, secrets: PAYMENT_SECRETS }, async (event) => {
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
    refundEndedOrder(db, payments, { restaurantId, orderId }, after, QUEUED_ORDER_WATCH, new Date()),
    returnSpentCredit(db, { restaurantId, orderId }, after),
    endRiderTracking(db, restaurantId, orderId, before, after),
  ]);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
});

// ---------- the discovery index (issue #27): what the home page and the search query ----------

/**
 * Every write of a restaurant: its search index, its shop window (the home's card) and its
 * dishes' copy of its name, city and listing (stores/discovery-index.ts); and, when it is
 * a panel's heartbeat, the watch that tells the kitchen if that beat was the last (issue #37,
 * notify/kitchen-watch.ts); a replaced logo or cover's old bytes deleted (issue #40); and, when it
 * paused or changed its hours, its scheduled customers told (issue #54, orders/scheduled-orders.ts).
 * One trigger for all: the heartbeat is the most frequent write there is.
 */
export const onRestaurantWritten = onDocumentWritten({ document: 'restaurantes/{restaurantId}', region: REGION, retry: true }, async (event) => {
  const before = event.data?.before.data() ?? null;
  const after = event.data?.after.data() ?? null;
  const beat = panelBeatOf(event.params.restaurantId, before, after);
  await Promise.all([
    // A new store, or one moved to another city: its city's coupons shown on it (stores/store-promotions.ts),
    // then its index and window. One after the other: two transactions on the same document at once
    // wait on each other's locks (the emulator's until they time out).
    (cityChanged(before, after) ? refreshStorePromotions(db, event.params.restaurantId) : Promise.resolve(false)).then(() =>
      indexRestaurant(db, event.params.restaurantId, before, after),
    ),
    // A replaced logo or cover: its old bytes deleted (stores/photos.ts); nothing is read when neither changed.
    releaseUnusedPhoto(db, photos, event.params.restaurantId, before?.logo, after?.logo ?? null),
    releaseUnusedPhoto(db, photos, event.params.restaurantId, before?.capa, after?.capa ?? null),
    tellScheduledCustomers(db, event.params.restaurantId, before, after, String(Date.parse(event.time)), new Date()),
    beat ? enqueueTask('tellSilentPanel', beat, { scheduleTime: new Date(beat.seenAt + PANEL_HEARTBEAT_STALE_MS + 1000), id: `painel-${beat.restaurantId}-${beat.seenAt}` }) : null,
  ]);
});

/** Every write of a dish, its deletion included: its search entry, and its old photo deleted when no longer shown (stores/photos.ts). */
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
 * its store, or onto every store of its city (stores/store-promotions.ts), which their cards, search
 * results, menus and checkouts show.
 */
export const onCouponWritten = onDocumentWritten({ document: 'cupons/{couponId}', region: REGION, retry: true }, async (event) => {
  await syncCouponWrite(db, event.data?.before.data(), event.data?.after.data());
});

// ---------- notifications (issue #37): the outbox's senders ----------

/**
 * Every e-mail queued in mail/{id} (the 'Trigger Email' extension's shape), and every RETRY its
 * own failure wrote: sent once through SMTP (notify/mail-sender.ts).
 */
export const sendQueuedMail = onDocumentWritten({ document: 'mail/{mailId}', region: REGION, secrets: MAIL_SECRETS }, async (event) => {
  const after = event.data?.after;
  const state = after?.get('delivery.state') as string | undefined;
  if (!after?.exists || (state !== undefined && state !== 'PENDING' && state !== 'RETRY')) return;
  await deliverMail(db, event.params.mailId, smtpSender());
});

/** Every push queued in push/{id}, and every RETRY: sent once to each device it is for (notify/push-sender.ts). */
// Kept warm (minInstances, as placeOrder and claimOrder: functions/src/callables.ts): a new order's ring on the kitchen's tablet.
export const sendQueuedPush = onDocumentWritten({ document: 'push/{pushId}', region: REGION, secrets: PUSH_SECRETS, minInstances: 1 }, async (event) => {
  const after = event.data?.after;
  const state = after?.get('delivery.state') as string | undefined;
  if (!after?.exists || (state !== undefined && state !== 'PENDING' && state !== 'RETRY')) return;
  await deliverPush(db, event.params.pushId, webPushSender(), undefined, LOCAL_PUSH_SERVICES);
});

/** A customer's rating of a delivery (issue #53), counted once in its rider's tally (orders/delivery-reviews.ts). */
export const onDeliveryReviewCreated = onDocumentCreated({ document: 'avaliacoesEntrega/{orderId}', region: REGION, retry: true }, async (event) => {
  await countDeliveryReview(db, event.params.orderId);
});

/** A help case's events counted in its month's figures for 'Atendimento' (help/help-figures.ts), and a photo taken off it deleted. */
export const onHelpCaseWritten = onDocumentWritten({ document: 'casos/{caseId}', region: REGION, retry: true }, async (event) => {
  await Promise.all([
    rollUpHelpCase(db, event.params.caseId, event.data?.before.data(), event.data?.after.data()),
    // A photo taken off its case (the customer's account deleted): its bytes go too.
    releaseCasePhoto(photos, event.data?.before.get('foto'), event.data?.after.exists ? event.data.after.get('foto') : null),
  ]);
});

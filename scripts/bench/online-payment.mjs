/**
 * Paid-in-the-app latency (issue #52): a customer (the app's own services, run in Node) places an
 * order paid by Pix at Cantina da Nonna, the store the seed connected to the Mercado Pago
 * stand-in; the stand-in then approves its charge, as the customer's bank would, and sends its
 * signed notice to the functions' webhook, which reads the payment back and releases the order to
 * the kitchen. Measured on one clock from the approval to the moment the kitchen's panel, open in
 * Chromium, shows the order's card marked 'Pago online'. Each order is then cancelled by its
 * customer (and refunded), so the panel and the customer limits start clean for the next one.
 */
import { emulatorConfig } from '../lib/admin-clients.mjs';
import { PASSWORD, signIn } from './browser.mjs';
import { percentile, printTable } from './format.mjs';
import { benchCustomer, checkoutOf, whenCardShown } from './ordering.mjs';

const RESTAURANT_ID = 'cantina-da-nonna';
const STAFF = 'restaurante@sabor.dev';
/** Two unanswered orders at most per customer (src/domain/orders/order-limits.ts): a fresh customer every two samples. */
const ORDERS_PER_CUSTOMER = 2;
const TABLET = { viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };

/** The order's `pagamentoOnline` field `field` once `done` holds for it (read as the emulator's owner), polled every 100 ms. */
async function whenPayment(orderId, field, done, what, attempts = 300) {
  const config = emulatorConfig();
  const url = `http://${config.firestoreHost}/v1/projects/${config.projectId}/databases/(default)/documents/restaurantes/${RESTAURANT_ID}/pedidos/${orderId}`;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const answer = await (await fetch(url, { headers: { Authorization: 'Bearer owner' } })).json();
    const value = answer.fields?.pagamentoOnline?.mapValue?.fields?.[field]?.stringValue;
    if (value && done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The order ${orderId} ${what}`);
}

/** The order's charge id, once placeOrder has attached it. */
const chargeOf = (orderId) => whenPayment(orderId, 'pagamentoId', () => true, 'got no Pix charge');

export async function measurePaidOnline({ browser, base, vite, count }) {
  const standIn = process.env.SABOR_MERCADO_PAGO_URL;
  if (!standIn) throw new Error('SABOR_MERCADO_PAGO_URL is not set: the Mercado Pago stand-in starts with the emulators.');
  const context = await browser.newContext(TABLET);
  try {
    const panel = await context.newPage();
    await signIn(panel, base, { email: STAFF, staff: true });
    await panel.getByRole('link', { name: 'Notificações' }).filter({ visible: true }).first().waitFor({ timeout: 30_000 });

    const { accounts, orders, checkout, orderRequest, restaurant, bag } = await checkoutOf(vite, RESTAURANT_ID);
    const run = Date.now().toString(36);
    const address = { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' };

    const samples = [];
    for (let index = 1; index <= count; index += 1) {
      if ((index - 1) % ORDERS_PER_CUSTOMER === 0) await accounts.signInWithEmail(await benchCustomer('pix', run, (index - 1) / ORDERS_PER_CUSTOMER + 1), PASSWORD);
      const clientName = `Pix ${String(index).padStart(2, '0')} ${Date.now().toString(36)}`;
      const request = orderRequest.buildOrderRequest({
        orderId: orders.newOrderId(RESTAURANT_ID),
        bag,
        restaurantId: RESTAURANT_ID,
        address,
        contact: { clientName, clientPhone: '(11) 95555-0000' },
        payment: 'Pix',
        online: 'pix',
        change: null,
        note: '',
        total: checkout.checkoutTotals(bag, restaurant, address).total,
      });
      await orders.placeOrder(request);
      const paymentId = await chargeOf(request.orderId);
      // The panel watches for the card, paid, before the approval starts: nothing can be missed.
      const shown = whenCardShown(panel, [clientName, 'Pago online']);
      const approvedAt = performance.timeOrigin + performance.now();
      const approval = await fetch(`${standIn}/__stand-in/payments/${paymentId}/approve`, { method: 'POST' });
      if (!approval.ok) throw new Error(`The stand-in did not approve ${paymentId}: HTTP ${approval.status}`);
      samples.push((await shown) - approvedAt);
      await orders.cancelOrder({ id: request.orderId, restaurantId: RESTAURANT_ID });
      // The next sample starts once this one's refund has gone through (the cancel's trigger, the
      // provider, its notice back), so no sample waits on the work of the one before. The refund
      // itself is the emulator suite's to check: a slow one here is said, not a failure.
      if (index < count) {
        await whenPayment(request.orderId, 'estado', (estado) => estado === 'reembolsado', 'was not refunded after its cancellation', 600).catch((error) =>
          console.warn(`${error.message} within 60 s: the next sample may overlap its refund.`),
        );
      }
    }
    await (await vite.ssrLoadModule('/src/services/session.ts')).signOut();
    return samples;
  } finally {
    await context.close();
  }
}

export function printPaidOnline(samples) {
  console.log(`\nPaid in the app (issue #52) over ${samples.length} Pix payments (local emulators and Mercado Pago stand-in; from the stand-in approving the charge, through its signed webhook and the functions, to the kitchen's card showing 'Pago online'):\n`);
  printTable(['', 'p50', 'p95', 'min', 'max'], [['Pago online shown', ...[percentile(samples, 0.5), percentile(samples, 0.95), Math.min(...samples), Math.max(...samples)].map((value) => `${value.toFixed(0)} ms`)]]);
}

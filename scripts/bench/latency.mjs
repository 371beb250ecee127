/**
 * Order-to-panel latency: a customer (the app's own checkout code, run in Node with the Firebase
 * JS SDK) places an order through the placeOrder function, which checks and writes it; the
 * restaurant panel, open in Chromium as the staff would have it, shows it and starts the alert
 * sound. Measured from just before the call to the moment the order's card is in the page, and to
 * the moment the looping alert's play() has started, on one clock (both sides run on this
 * machine). Each order is then cancelled by the customer, which silences the panel before the
 * next one. Pastelaria da Feira has no new orders in the demo data, so nothing rings before.
 */
import { PASSWORD, signIn } from './browser.mjs';
import { percentile, printTable } from './format.mjs';
import { benchCustomer, checkoutOf, whenCardShown } from './ordering.mjs';

const RESTAURANT_ID = 'pastelaria-da-feira';
const STAFF = 'staff.pastelaria-da-feira@sabor.dev';
/**
 * A customer may place 5 orders an hour (src/domain/orders/order-limits.ts), cancelled ones
 * included, and a run measures 50: each batch of 4 is placed by a customer of its own, made for
 * the run, so the limit never refuses a sample, whatever ran before on the same emulators.
 */
const ORDERS_PER_CUSTOMER = 4;

const TABLET = { viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };

export async function measureLatency({ browser, base, vite, count }) {
  const context = await browser.newContext(TABLET);
  try {
    const panel = await context.newPage();
    // When the looping alert starts and stops, on the page's clock.
    await panel.addInitScript(() => {
      window.__soundStarts = [];
      window.__soundPlaying = false;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function playing() {
        return play.call(this).then(() => {
          if (this.loop) {
            window.__soundPlaying = true;
            window.__soundStarts.push(performance.timeOrigin + performance.now());
          }
        });
      };
      const pause = HTMLMediaElement.prototype.pause;
      HTMLMediaElement.prototype.pause = function paused() {
        if (this.loop) window.__soundPlaying = false;
        pause.call(this);
      };
    });
    await signIn(panel, base, { email: STAFF, staff: true });
    await panel.getByRole('link', { name: 'Notificações' }).filter({ visible: true }).first().waitFor({ timeout: 30_000 });

    const { accounts, orders, checkout, orderRequest, restaurant, bag } = await checkoutOf(vite, RESTAURANT_ID);
    const run = Date.now().toString(36);
    await accounts.signInWithEmail(await benchCustomer('latencia', run, 1), PASSWORD);

    const samples = { card: [], sound: [] };
    for (let index = 1; index <= count; index += 1) {
      if (index > 1 && (index - 1) % ORDERS_PER_CUSTOMER === 0) {
        await accounts.signInWithEmail(await benchCustomer('latencia', run, (index - 1) / ORDERS_PER_CUSTOMER + 1), PASSWORD);
      }
      const clientName = `Latência ${String(index).padStart(2, '0')} ${Date.now().toString(36)}`;
      const request = orderRequest.buildOrderRequest({
        orderId: orders.newOrderId(RESTAURANT_ID),
        bag,
        restaurantId: RESTAURANT_ID,
        address: { rua: 'Rua Augusta', numero: String(index), bairro: 'Consolação', cidade: 'São Paulo', cep: '01304-001' },
        contact: { clientName, clientPhone: '(11) 95555-0000' },
        payment: 'Pix',
        change: null,
        note: '',
        total: checkout.checkoutTotals(bag, restaurant).total,
      });
      // The page watches for the name before the write starts, so nothing can be missed.
      const shown = whenCardShown(panel, [clientName]);
      await panel.evaluate(() => {
        window.__soundStarts = [];
        return new Promise((resolve) => requestAnimationFrame(resolve));
      });
      const writtenAt = performance.timeOrigin + performance.now();
      await orders.placeOrder(request);
      samples.card.push((await shown) - writtenAt);
      const soundAt = await panel.waitForFunction(() => window.__soundStarts[0], null, { timeout: 15_000 });
      samples.sound.push((await soundAt.jsonValue()) - writtenAt);
      // The customer cancels it: the panel falls silent before the next order.
      await orders.cancelOrder({ id: request.orderId, restaurantId: RESTAURANT_ID });
      await panel.waitForFunction(() => !window.__soundPlaying, null, { timeout: 15_000 });
    }
    // Done with the customer: stop their Firestore streams before the emulators go away.
    await (await vite.ssrLoadModule('/src/services/session.ts')).signOut();
    return samples;
  } finally {
    await context.close();
  }
}

export function printLatency(samples) {
  console.log(
    `\nOrder-to-panel latency over ${samples.card.length} orders (local emulators; from the customer's confirmation, through the placeOrder function, to the card on the panel and to the alert sound starting):\n`,
  );
  const row = (label, values) => [label, ...[percentile(values, 0.5), percentile(values, 0.95), Math.min(...values), Math.max(...values)].map((value) => `${value.toFixed(0)} ms`)];
  printTable(['', 'p50', 'p95', 'min', 'max'], [row('card shown', samples.card), row('sound started', samples.sound)]);
}

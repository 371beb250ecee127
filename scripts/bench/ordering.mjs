/**
 * What the benchmark's ordering steps share (latency.mjs, online-payment.mjs): customers made for
 * the run, and the app's own checkout code, loaded through Vite to order as the app does.
 */
import { emulatorConfig, upsertAuthUser, writeDocuments } from '../lib/admin-clients.mjs';
import { PASSWORD } from './browser.mjs';

/** A verified customer account of this run (`kind` names it), made through the emulators' admin REST APIs; resolves with its e-mail. */
export async function benchCustomer(kind, run, index) {
  const config = emulatorConfig();
  const uid = `bench-${kind}-${run}-${index}`;
  const email = `${uid}@bench.sabor.dev`;
  const nome = `Cliente ${kind} ${index}`;
  await upsertAuthUser(config, { uid, email, password: PASSWORD, nome });
  await writeDocuments(config, [{ path: `usuarios/${uid}`, data: { uid, nome, email, tipo: 'cliente', telefone: '(11) 95555-0000', criadoEm: new Date(), emailVerificado: true } }]);
  return email;
}

/** First value of a live subscription of the app's services. */
export function firstValue(subscribe) {
  return new Promise((resolve, reject) => {
    const stop = subscribe(
      (value) => {
        queueMicrotask(() => stop());
        resolve(value);
      },
      reject,
    );
  });
}

/**
 * The app's services and checkout rules, and a bag of one available dish of `restaurantId` at its
 * minimum order, as a customer would fill it.
 */
export async function checkoutOf(vite, restaurantId) {
  const accounts = await vite.ssrLoadModule('/src/services/accounts.ts');
  const orders = await vite.ssrLoadModule('/src/services/orders.ts');
  const restaurants = await vite.ssrLoadModule('/src/services/restaurants.ts');
  const catalog = await vite.ssrLoadModule('/src/services/catalog.ts');
  const checkout = await vite.ssrLoadModule('/src/domain/checkout/checkout.ts');
  const orderRequest = await vite.ssrLoadModule('/src/domain/checkout/order-request.ts');
  const bagRules = await vite.ssrLoadModule('/src/domain/checkout/bag.ts');
  const money = await vite.ssrLoadModule('/src/domain/shared/money.ts');
  const restaurant = await firstValue((next, fail) => restaurants.subscribeToRestaurant(restaurantId, next, fail));
  const products = await firstValue((next, fail) => catalog.subscribeToProducts(restaurantId, next, fail));
  const dish = products.find((product) => product.type === 'regular' && product.disponivel);
  const bag = bagRules.replaceBag(restaurant, {
    productId: dish.id,
    nome: dish.nome,
    imageUrl: dish.imageUrl,
    type: 'regular',
    unitPrice: money.toCentavos(dish.preco),
    quantidade: Math.max(1, Math.ceil(restaurant.pedidoMinimo / dish.preco)),
    selectedSize: null,
    selectedFlavor: null,
    // A bag line carries its complementos (issue #25), none here.
    complementos: [],
  });
  return { accounts, orders, checkout, orderRequest, restaurant, bag };
}

/**
 * When the panel first shows an order card holding every one of `texts` (its customer's name, and
 * 'Pago online' for a paid one), on the page's clock. Watching starts before whatever makes it
 * appear, so nothing is missed; a rejection is left to the caller's own error (caught here).
 */
export function whenCardShown(panel, texts) {
  const shown = panel.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const seen = () => [...document.querySelectorAll('.panel-order')].some((card) => wanted.every((text) => card.textContent.includes(text)));
        if (seen()) return resolve(performance.timeOrigin + performance.now());
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    texts,
  );
  shown.catch(() => undefined);
  return shown;
}

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startPushService, type PushService, type ReceivedPush } from '../fixtures/push-service';
import { DEMO, adminDeleteDocuments, adminGetFields, adminListDocuments, adminSetFields, createCustomer, expectPath, fillDeliveryDetails, payAtTheDoor, fromRestValue, signIn, FUNCTION_CALL_TIMEOUT } from './support';

/**
 * Nothing missed when the screen is off (issue #37), with no network: each device turns
 * notifications on through the product's own button, its browser's PushManager.subscribe stubbed
 * to answer with an endpoint on the test's push service (tests/fixtures/push-service.ts), which
 * decrypts what the functions send as the browser would. Then the service worker's own handler,
 * fed through the DevTools protocol, shows what arrives.
 */

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(() => push.stop());

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A browser whose Web Push subscription is `deviceId`'s on the test's push service. */
async function deviceContext(browser: Browser, deviceId: string, viewport = PHONE): Promise<BrowserContext> {
  const subscription = push.subscribe(deviceId);
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', permissions: ['notifications'] });
  await context.addInitScript((sub) => {
    let current: unknown = null;
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    // Chromium's own push service is Google's, unreachable here.
    PushManager.prototype.subscribe = async function subscribe() {
      current = fake;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current as PushSubscription | null;
    };
  }, subscription);
  return context;
}

/** 'Notificações' → 'Ativar notificações neste aparelho'. */
async function turnOnNotifications(page: Page): Promise<void> {
  await page.goto('/notificacoes');
  await page.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
  // The subscription waits for the service worker to be active: on a device's first visit it is
  // still caching the app, which takes a while on a busy machine.
  await expect(page.getByText('As notificações estão ativadas neste aparelho.', { exact: false })).toBeVisible({ timeout: 60_000 });
}

const about = (orderId: string) => (received: ReceivedPush) => String(received.payload.tag ?? '').endsWith(orderId);

test('the kitchen, the customer and the city’s riders are told with their screens off; the worker shows it and a tap opens the order', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  // A retry runs in a new worker, with a push service of its own: the devices a failed first try
  // turned on for the demo kitchen and the Rio rider point at a push service that is gone, and
  // sending to them would fail the outbox's record. This journey is the only one that turns them on.
  await Promise.all([adminDeleteDocuments('usuarios/demo-restaurante/aparelhos'), adminDeleteDocuments('usuarios/demo-motoboy-rio/aparelhos')]);

  // The counter tablet turns notifications on from the panel's own link, then its page is closed.
  const kitchen = await deviceContext(browser, 'cozinha', TABLET);
  const kitchenPage = await kitchen.newPage();
  await kitchenPage.goto('/login-restaurante');
  await kitchenPage.getByLabel('E-mail').fill(DEMO.restaurante);
  await kitchenPage.getByLabel('Senha').fill(DEMO.password);
  await kitchenPage.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(kitchenPage, '/painel-restaurante');
  await kitchenPage.getByRole('link', { name: 'Notificações' }).click();
  await expectPath(kitchenPage, '/notificacoes');
  await turnOnNotifications(kitchenPage);
  // Turning notifications on leaves the order sound as it was: on.
  await kitchenPage.goto('/painel-restaurante');
  await expect(kitchenPage.getByRole('button', { name: /^Som dos pedidos/ })).toHaveAttribute('aria-pressed', 'true');
  await kitchen.close();

  // A São Paulo rider of this test's own (the demo riders' deliveries are other journeys'), and
  // the Rio rider, both available.
  const caio = await createCustomer('Caio Nunes');
  await adminSetFields(`usuarios/${caio.uid}`, { tipo: 'motoboy', telefone: '(11) 94444-3333', cidade: 'sao paulo', cidadeNome: 'São Paulo', disponivel: true, disponivelVistoEm: new Date() });
  const riderSp = await (await deviceContext(browser, 'moto-sp')).newPage();
  await signIn(riderSp, caio.email);
  await expectPath(riderSp, '/deliveryman-dashboard/available-orders');
  await turnOnNotifications(riderSp);
  const riderRio = await (await deviceContext(browser, 'moto-rio')).newPage();
  await signIn(riderRio, 'motoboy.rio@sabor.dev');
  await expectPath(riderRio, '/deliveryman-dashboard/available-orders');
  await turnOnNotifications(riderRio);
  await riderRio.context().close();

  // The customer turns them on, orders, and leaves the status page open only for the worker's part.
  const customerContext = await deviceContext(browser, 'cliente');
  const customer = await customerContext.newPage();
  const account = await createCustomer('Rita Lopes');
  await signIn(customer, account.email);
  await expectPath(customer, '/inicio');
  await turnOnNotifications(customer);
  await customer.goto('/cardapio/cantina-da-nonna');
  await customer.getByRole('button', { name: /^Lasanha à Bolonhesa/ }).click();
  await customer.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  const name = `Rita ${Date.now().toString(36)}`;
  await fillDeliveryDetails(customer, { rua: 'Rua da Consolação', numero: '1500', bairro: 'Consolação', cep: '01302-001', cidade: 'São Paulo', name, phone: '11955554444' });
  await payAtTheDoor(customer, 'Pix');
  await customer.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expect(customer.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  const ordered = Date.now();
  const live = customer.getByRole('status').filter({ hasText: /^Pedido #\d{4}/ });
  await expect(live).toContainText('aguardando o restaurante aceitar');
  const number = ((await live.locator('strong').textContent()) ?? '').replace('Pedido ', '');
  await customer.getByRole('link', { name: 'Acompanhar pedido' }).click();
  const orderId = decodeURIComponent(new URL(customer.url()).pathname.split('/').pop() ?? '');

  // The kitchen's tablet, its panel closed, is told of the order by its number: the outbox says
  // where it went, the push service what arrived.
  const outbox = `push/pedido_novo:cantina-da-nonna:${orderId}`;
  await expect.poll(async () => fromRestValue((await adminGetFields(outbox))?.delivery ?? { nullValue: null }), { timeout: 30_000 }).toMatchObject({ state: 'SUCCESS' });
  expect({ outbox: fromRestValue((await adminGetFields(outbox))?.delivery ?? { nullValue: null }), devices: await adminListDocuments('usuarios/demo-restaurante/aparelhos') }).toMatchObject({
    // Sent to the kitchen's one device (on failure, this prints the outbox's record and the devices).
    outbox: { info: { enviados: 1, enviadosPara: [expect.stringContaining('usuarios/demo-restaurante/aparelhos/')] } },
  });
  // (Left unanswered for a minute, it would come again: the reminders' own test is in push-outbox.)
  await expect.poll(() => push.received('cozinha').filter(about(orderId)).map((received) => received.payload.title)[0], { timeout: 30_000 }).toContain(`Pedido ${number}`);
  const newOrder = push.received('cozinha').find(about(orderId))!;
  expect(newOrder).toMatchObject({ urgency: 'high', payload: { url: '/painel-restaurante', renotify: true, requireInteraction: true } });
  test.info().annotations.push({ type: 'push latency', description: `kitchen told ${newOrder.at - ordered} ms after 'Pedido enviado!'` });

  // The kitchen accepts it and calls a rider (from a panel opened for that, not the subscribed tablet).
  const panel = await (await browser.newContext({ viewport: TABLET, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await panel.goto('/login-restaurante');
  await panel.getByLabel('E-mail').fill(DEMO.restaurante);
  await panel.getByLabel('Senha').fill(DEMO.password);
  await panel.getByRole('button', { name: 'Entrar no painel' }).click();
  const card = panel.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await panel.getByRole('dialog', { name: /^Aceitar pedido/ }).getByRole('button', { name: /\(padrão\)/ }).click();
  await expect(card).toContainText('Em preparação');
  await expect.poll(() => push.received('cliente').filter(about(orderId)).map((received) => received.payload.title), { timeout: 30_000 }).toContain('Cantina da Nonna aceitou seu pedido');
  await card.getByRole('button', { name: 'Pronto: chamar entregador' }).click();
  await expect(card).toContainText('Aguardando entregador');

  // São Paulo's available rider is told; Rio's is not.
  await expect.poll(() => push.received('moto-sp').filter(about(orderId)).map((received) => received.payload.title), { timeout: 30_000 }).toEqual(['Entrega esperando em Cantina da Nonna']);
  await riderSp.goto('/deliveryman-dashboard/available-orders');
  const offer = riderSp.getByRole('listitem').filter({ hasText: `Ref. ${orderId.slice(0, 8)}` });
  await offer.getByRole('button', { name: 'Aceitar Pedido' }).click();
  await expectPath(riderSp, '/deliveryman-dashboard/my-active-orders', FUNCTION_CALL_TIMEOUT);
  await expect.poll(() => push.received('cliente').filter(about(orderId)).map((received) => received.payload.title), { timeout: 30_000 }).toContain('Seu pedido está a caminho');
  expect(push.received('cliente').find((received) => received.payload.title === 'Seu pedido está a caminho')!.payload.body).toContain('Caio');
  expect(push.received('moto-rio').filter(about(orderId))).toEqual([]);

  // The service worker's own handler, fed as the push service would through the DevTools protocol,
  // shows the notification with its page (the order's status page).
  const accepted = push.received('cliente').find((received) => received.payload.title === 'Cantina da Nonna aceitou seu pedido')!.payload;
  const cdp = await customerContext.newCDPSession(customer);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; scopeURL: string }> }) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  // The worker woken and run by a busy browser: as long as a push takes to arrive.
  await expect.poll(() => registrations.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations[0]!.registrationId, data: JSON.stringify(accepted) });
  await expect
    .poll(() => customer.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, data: shown.data as unknown }))), { timeout: 30_000 })
    .toContainEqual({ title: accepted.title, body: accepted.body, tag: `status-${orderId}`, data: { url: accepted.url } });

  // A tap on it opens the order's page in the app's window, which had gone elsewhere meanwhile.
  // (No protocol command taps a notification: the worker's own click handler gets the event.)
  await customer.goto('/inicio');
  const worker = customerContext.serviceWorkers()[0] ?? (await customerContext.waitForEvent('serviceworker'));
  await worker.evaluate(async (tag) => {
    interface WorkerScope {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    }
    const scope = globalThis as unknown as WorkerScope;
    const [shown] = await scope.registration.getNotifications({ tag });
    if (!shown) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
  }, `status-${orderId}`);
  await expect(customer).toHaveURL(new RegExp(`/status/${orderId}`));
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${number}`);

  await Promise.all([riderSp, panel, customer].map((page) => page.context().close()));
});

test("a push that failed three times waits in the operator's 'Saúde', counted on the console's home, and goes out on 'Reenviar'", async ({ browser }) => {
  test.setTimeout(240_000);

  // A customer's phone whose push service is down (answers 500): the test notification fails its three attempts.
  const phone = await deviceContext(browser, 'servico-fora');
  const customer = await phone.newPage();
  const account = await createCustomer('Lia Prado');
  await signIn(customer, account.email);
  await expectPath(customer, '/inicio');
  await turnOnNotifications(customer);
  push.answer('servico-fora', 500);
  await customer.getByRole('button', { name: 'Enviar notificação de teste' }).click();

  // The operator's 'Saúde' lists it, live, with its attempts and the push service's answer.
  const operator = await (await browser.newContext({ viewport: TABLET, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(operator, DEMO.admin);
  await expectPath(operator, '/admin-dashboard');
  await operator.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Saúde' }).click();
  await expectPath(operator, '/admin-dashboard/saude');
  const card = operator.getByRole('listitem').filter({ hasText: `Conta ${account.uid}` });
  await expect(card).toContainText('Notificações ativadas', { timeout: FUNCTION_CALL_TIMEOUT });
  await expect(card).toContainText('Falhou 3 vezes');
  await expect(card).toContainText('500');

  // The console's home counts it among the failed messages, a way into 'Saúde'.
  await operator.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Visão geral' }).click();
  const failedTile = operator.getByRole('region', { name: 'Saúde do serviço' }).getByRole('link', { name: /Mensagens com falha/ });
  await expect(failedTile).toHaveText(/^[1-9]\d*\s*Mensagens com falha$/);
  await failedTile.click();
  await expectPath(operator, '/admin-dashboard/saude');

  // The service is back: 'Reenviar' sends it, the phone gets it, and it leaves the list.
  push.answer('servico-fora', 201);
  const before = push.received('servico-fora').length;
  await card.getByRole('button', { name: /^Reenviar/ }).click();
  await expect(operator.getByRole('status').filter({ hasText: 'Mensagem reenviada (Notificações ativadas)' })).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await expect.poll(() => push.received('servico-fora').slice(before).map((received) => received.payload.title), { timeout: 30_000 }).toEqual(['Notificações ativadas']);
  await expect(card).toBeHidden();
  await phone.close();
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminGetFields, adminListDocuments, adminSetFields, createCustomer, createKitchen, DEMO, expectPath, placeOrderAs, signIn, signInStaff } from './support';

/**
 * The Friday-night kitchen on a 1024x768 counter tablet, with a restaurant of its own (no other
 * test sees its orders or its pause). Orders come from a customer's account through the
 * placeOrder function, as the app sends them.
 */
// One 'Prato Feito' (R$ 25,00) plus R$ 5,00 of delivery.
const ONE_DISH = 3000;

test.use({ viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: true, deviceScaleFactor: 1 });

/**
 * Opens the panel signed in as the kitchen's staff; `window.__sound` says whether the alert is
 * playing, `window.__cancelSounds` how often the cancellation sound started.
 */
async function openPanel(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const state = window as unknown as { __sound: boolean; __cancelSounds: number };
    state.__sound = false;
    state.__cancelSounds = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playing(this: HTMLMediaElement) {
      return play.call(this).then(() => {
        if (this.loop) state.__sound = true;
        if (this.src.endsWith('/sounds/cancelled.wav')) state.__cancelSounds += 1;
      });
    };
    const pause = HTMLMediaElement.prototype.pause;
    HTMLMediaElement.prototype.pause = function paused(this: HTMLMediaElement) {
      if (this.loop) state.__sound = false;
      pause.call(this);
    };
  });
  await signInStaff(page, email);
  return page;
}

const sound = (page: Page) => page.evaluate(() => (window as unknown as { __sound: boolean }).__sound);
const column = (page: Page, name: RegExp) => page.getByRole('region', { name });
const card = (page: Page, client: string) => page.getByRole('listitem').filter({ hasText: client });

/** An order placed through placeOrder by a customer of its own (each may have two unanswered). */
interface Placed {
  id: string;
  email: string;
}

async function order(restaurantId: string, dishId: string, clientName: string): Promise<Placed> {
  const { email } = await createCustomer(clientName);
  const result = await placeOrderAs(email, { restaurantId, productIds: [dishId], expectedTotal: ONE_DISH, clientName });
  if (!('orderId' in result)) throw new Error(result.refusal);
  return { id: result.orderId, email };
}

async function customerPhone(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signIn(page, email);
  await expectPath(page, '/inicio');
  return page;
}

async function customerStatus(browser: Browser, restaurantId: string, placed: Placed): Promise<Page> {
  const page = await customerPhone(browser, placed.email);
  await page.goto(`/status/${placed.id}?restaurante=${restaurantId}`);
  return page;
}

test('five orders in a minute all ring and land on the board; accepting with a prep time, +10 min and a rejection reach the customer live', async ({ browser }) => {
  test.setTimeout(120_000);
  const kitchen = await createKitchen();
  const panel = await openPanel(browser, kitchen.staffEmail);
  const second = await openPanel(browser, kitchen.staffEmail);
  await expect(panel.getByText('Nenhum pedido para hoje.')).toBeVisible();

  const names = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elis'].map((name) => `${name} ${Date.now().toString(36)}`);
  const placed: Placed[] = [];
  for (const name of names) placed.push(await order(kitchen.restaurantId, kitchen.dishId, name));

  const novos = column(panel, /^Novos/);
  for (const name of names) await expect(novos.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(panel.getByText('5 novos pedidos!')).toBeVisible();
  await expect.poll(() => sound(panel)).toBe(true);
  await expect.poll(() => sound(second)).toBe(true);
  // Numbers of the day, in order of arrival.
  await expect(card(panel, names[0]!)).toContainText('#0001');
  await expect(card(panel, names[4]!)).toContainText('#0005');

  // Accept the first with 15 minutes: the customer sees the expected time, live.
  const customer = await customerStatus(browser, kitchen.restaurantId, placed[0]!);
  await expect(customer.getByText('Aguardando o restaurante aceitar.', { exact: false })).toBeVisible();
  await card(panel, names[0]!).getByRole('button', { name: 'Aceitar' }).click();
  await panel.getByRole('dialog').getByRole('button', { name: '15 min' }).click();
  await expect(column(panel, /^Em preparo/).getByRole('listitem').filter({ hasText: names[0]! })).toContainText('Preparo: 15 min');
  const expected = customer.getByText(/^Previsão de entrega:/);
  await expect(expected).toHaveText(/Previsão de entrega: \d\d:\d\d/);
  const before = (await expected.textContent()) ?? '';
  await card(panel, names[0]!).getByRole('button', { name: '+10 min' }).click();
  await expect(card(panel, names[0]!)).toContainText('Preparo: 25 min');
  await expect(expected).not.toHaveText(before);
  const minutes = (text: string) => {
    const [, hours, mins] = /(\d\d):(\d\d)/.exec(text) ?? [];
    return Number(hours) * 60 + Number(mins);
  };
  expect((minutes((await expected.textContent()) ?? '') - minutes(before) + 1440) % 1440).toBe(10);

  // Reject the second with a reason: the customer reads it.
  await customer.context().close();
  const rejected = await customerStatus(browser, kitchen.restaurantId, placed[1]!);
  await card(panel, names[1]!).getByRole('button', { name: 'Rejeitar' }).click();
  const reject = panel.getByRole('dialog');
  await reject.getByRole('button', { name: 'Rejeitar pedido' }).click();
  await expect(reject.getByText('Escolha o motivo da rejeição.')).toBeVisible();
  await reject.getByLabel('Muito movimento no momento').check();
  await reject.getByRole('button', { name: 'Rejeitar pedido' }).click();
  await expect(rejected.getByText('O restaurante recusou o pedido: muito movimento no momento.', { exact: false })).toBeVisible();
  await expect(card(panel, names[1]!)).toHaveCount(0);

  // Answering the rest on one tablet silences the other.
  for (const name of names.slice(2)) {
    await card(panel, name).getByRole('button', { name: 'Aceitar' }).click();
    await panel.getByRole('dialog').getByRole('button', { name: /25 min/ }).click();
    await expect(column(panel, /^Em preparo/).getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await expect.poll(() => sound(second)).toBe(false);
  await expect(second.getByText(/novos pedidos!/)).toHaveCount(0);

  const stored = await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`);
  expect(stored.find((document) => document.id === placed[1]!.id)?.fields).toMatchObject({ status: 'rejeitado', motivoRejeicao: 'Muito movimento no momento' });
  expect(stored.find((document) => document.id === placed[0]!.id)?.fields).toMatchObject({ status: 'em_preparacao', tempoPreparoMin: 25 });
  await Promise.all([panel.context().close(), second.context().close(), rejected.context().close()]);
});

test('on the counter tablet a 3-line order’s Aceitar is in view at once; the customer’s cancellation shows as such, with its own sound', async ({ browser }) => {
  const kitchen = await createKitchen();
  for (const [id, nome] of [['suco', 'Suco de Laranja'], ['pudim', 'Pudim de Leite']]) {
    await adminSetFields(`restaurantes/${kitchen.restaurantId}/produtos/${id}`, { nome, descricao: '', categoriaId: 'pratos', disponivel: true, type: 'regular', preco: 25 });
  }
  const panel = await openPanel(browser, kitchen.staffEmail);
  await expect(panel.getByText('Nenhum pedido para hoje.')).toBeVisible();

  const name = `Iara ${Date.now().toString(36)}`;
  const { email } = await createCustomer(name);
  const placed = await placeOrderAs(email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId, 'suco', 'pudim'], expectedTotal: 3 * 2500 + 500, clientName: name });
  if (!('orderId' in placed)) throw new Error(placed.refusal);
  const fresh = card(panel, name);
  await expect(fresh.getByRole('listitem')).toHaveCount(3);
  // Without scrolling: the header, tabs and toolbar leave room for the newest order's answer.
  expect(await panel.evaluate(() => window.scrollY)).toBe(0);
  await expect(fresh.getByRole('button', { name: 'Aceitar' })).toBeInViewport({ ratio: 1 });
  await expect.poll(() => sound(panel)).toBe(true);

  const customer = await customerStatus(browser, kitchen.restaurantId, { id: placed.orderId, email });
  await customer.getByRole('button', { name: 'Cancelar pedido' }).click();
  await customer.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(fresh).toContainText('Cancelado pelo cliente');
  await expect(fresh.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await expect(column(panel, /^Novos/).getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect.poll(() => panel.evaluate(() => (window as unknown as { __cancelSounds: number }).__cancelSounds)).toBe(1);
  // The new-order alert stops: nothing is waiting any more.
  await expect.poll(() => sound(panel)).toBe(false);
  expect((await adminGetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${placed.orderId}`))?.status).toEqual({ stringValue: 'cancelado' });
  await Promise.all([panel.context().close(), customer.context().close()]);
});

test('a paused kitchen refuses new orders with a clear message; an unanswered order is closed and the customer told', async ({ browser }) => {
  test.setTimeout(90_000);
  const kitchen = await createKitchen();
  const panel = await openPanel(browser, kitchen.staffEmail);

  await panel.getByRole('button', { name: 'Pausar pedidos' }).click();
  await panel.getByRole('dialog').getByRole('button', { name: '15 min' }).click();
  await expect(panel.getByText(/^Pedidos pausados até \d\d:\d\d\./)).toBeVisible();
  // The panel shows the pause as soon as it is written locally; the order goes after the server has it.
  await expect.poll(async () => (await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.pausadoAte?.timestampValue).toBeTruthy();
  const refused = await placeOrderAs((await createCustomer('Fábio')).email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: ONE_DISH, clientName: 'Fábio' });
  expect(refused).toEqual({ refusal: expect.stringMatching(/^O restaurante pausou os pedidos até as \d\d:\d\d\. Tente novamente mais tarde\.$/) });
  await panel.getByRole('button', { name: 'Retomar pedidos' }).click();
  await expect(panel.getByRole('button', { name: 'Pausar pedidos' })).toBeVisible();
  await expect.poll(async () => (await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.pausadoAte).toEqual({ nullValue: null });

  // An order nobody answers: its deadline passes (moved into the past rather than waiting 8 minutes).
  const name = `Gabi ${Date.now().toString(36)}`;
  const placedOrder = await order(kitchen.restaurantId, kitchen.dishId, name);
  const id = placedOrder.id;
  await expect(card(panel, name)).toBeVisible();
  const customer = await customerStatus(browser, kitchen.restaurantId, placedOrder);
  await expect(customer.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${id}`, { prazoAceiteEm: new Date(Date.now() - 1000) });
  await expect(customer.getByText('O restaurante não respondeu a tempo e o pedido foi encerrado.', { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(customer.getByRole('link', { name: 'Escolher outro restaurante' })).toBeVisible();
  await expect(card(panel, name)).toHaveCount(0, { timeout: 20_000 });
  const [stored] = (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`)).filter((document) => document.id === id);
  expect(stored?.fields.status).toBe('expirado');
  await Promise.all([panel.context().close(), customer.context().close()]);
});

test('an order nobody answers is closed by the server at its deadline, with no page open: the customer and the admin read it', async ({ browser }) => {
  // The task's retries (every 15 to 45 s) until the deadline, then the pages.
  test.setTimeout(180_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { limiteAceiteMin: 3, exigePainelAberto: false });
  const name = `Hugo ${Date.now().toString(36)}`;
  const placed = await order(kitchen.restaurantId, kitchen.dishId, name);
  const orderPath = `restaurantes/${kitchen.restaurantId}/pedidos/${placed.id}`;
  const stored = await adminGetFields(orderPath);
  // placeOrder gave it the restaurant's time to answer (3 minutes, the shortest it may set)...
  expect(new Date(String(stored?.prazoAceiteEm?.timestampValue)).getTime() - Date.now()).toBeGreaterThan(2 * 60_000);
  // ...and the task queued for that deadline comes back until it is due: the clock moves on to
  // 15 s from now instead of the test waiting three minutes for it.
  const deadline = Date.now() + 15_000;
  await adminSetFields(orderPath, { prazoAceiteEm: new Date(deadline) });

  // Nobody has the panel, the status page or the admin open: only the server can close it.
  await expect
    .poll(async () => (await adminGetFields(orderPath))?.status?.stringValue, {
      timeout: deadline - Date.now() + 60_000,
      intervals: [5_000],
    })
    .toBe('expirado');
  expect(Date.now() - deadline).toBeLessThan(60_000);

  const customer = await customerPhone(browser, placed.email);
  await customer.goto('/meus-pedidos');
  // Her only order, with the closing's name.
  await expect(customer.getByRole('main')).toContainText('Sem resposta do restaurante');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const desk = await context.newPage();
  await signIn(desk, DEMO.admin);
  await expectPath(desk, '/admin-dashboard');
  await desk.getByRole('button', { name: 'Ver Mais Pedidos' }).click();
  await expect(desk.getByRole('listitem').filter({ hasText: name }).first()).toContainText('Sem resposta do restaurante');
  await Promise.all([customer.context().close(), context.close()]);
});

import { expect, test } from '@playwright/test';
import { adminListDocuments, createCustomer, expectPath, fillDeliveryDetails, payAtTheDoor, signIn } from './support';

test('the home page and a visited menu open without a network, from the service worker and the Firestore cache', async ({ page, context }) => {
  await page.goto('/inicio');
  await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();
  // The worker at /sw.js takes control of the page (scope /).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe('/sw.js');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(/\/$/);

  await page.getByRole('link', { name: /^Cantina da Nonna/ }).click();
  await expect(page.getByRole('button', { name: /^Lasanha à Bolonhesa/ })).toBeVisible();
  await page.goto('/inicio');
  await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está sem internet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nossos Restaurantes Parceiros' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();

  await page.getByRole('link', { name: /^Cantina da Nonna/ }).click();
  await expectPath(page, '/cardapio/cantina-da-nonna');
  await expect(page.getByRole('button', { name: /^Lasanha à Bolonhesa/ })).toBeVisible();
  await context.setOffline(false);
});

test('an order confirmed without a network waits, visibly, and goes through once the connection is back', async ({ page, context }) => {
  const note = `Sem internet ${Date.now()}`;
  // A customer of its own: the seeded ones may be near the hourly limit of orders (order-limits.ts).
  const customer = await createCustomer('Rafael Offline');
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto('/cardapio/cantina-da-nonna');
  await page.getByRole('button', { name: /^Lasanha à Bolonhesa/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(page, { rua: 'Rua Harmonia', numero: '77', bairro: 'Vila Madalena', cep: '05435-000', cidade: 'São Paulo', name: 'Rafael Offline', phone: '(11) 95555-7777' });
  await payAtTheDoor(page, 'Pix');
  await page.getByLabel(/Observações para o restaurante/).fill(note);

  await context.setOffline(true);
  await page.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expect(page.getByText(/^Aguardando conexão\.\.\. Seu pedido será enviado assim que a internet voltar/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviando pedido...' })).toBeVisible();
  // Nothing reached the server meanwhile, and the page stays on the checkout with the bag.
  await page.waitForTimeout(3000);
  expect((await adminListDocuments('restaurantes/cantina-da-nonna/pedidos')).filter((order) => order.fields.observacoesPedido === note)).toHaveLength(0);
  await expectPath(page, '/checkout');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible({ timeout: 30_000 });
  const orders = (await adminListDocuments('restaurantes/cantina-da-nonna/pedidos')).filter((order) => order.fields.observacoesPedido === note);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.fields).toMatchObject({ clientName: 'Rafael Offline', status: 'novo_pedido', pagamento: 'Pix' });
  // The bag was emptied once the order was in.
  await page.goto('/sacola');
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();
});

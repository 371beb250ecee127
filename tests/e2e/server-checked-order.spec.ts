import { expect, test } from '@playwright/test';
import { adminListDocuments, adminSetFields, expectPath, fillDeliveryDetails, signIn } from './support';

/**
 * Orders are priced and checked by the placeOrder function: what the customer sees when the
 * catalogue changes under their bag, and what lands in Firestore. Burger do Bairro is no other
 * test's restaurant, so its menu can change here.
 */
const CUSTOMER = 'cliente4@sabor.dev';
const RESTAURANT = 'restaurantes/burger-do-bairro';
const BURGER = `${RESTAURANT}/produtos/x-burger-classico`;
const DETAILS = { rua: 'Rua Augusta', numero: '1500', bairro: 'Consolação', cep: '01304001', cidade: 'São Paulo', name: 'Diego Martins', phone: '(11) 96666-1234' };

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await adminSetFields(BURGER, { preco: 28.9, disponivel: true });
});

async function fillBag(page: import('@playwright/test').Page) {
  await signIn(page, CUSTOMER);
  await expectPath(page, '/inicio');
  await page.goto('/cardapio/burger-do-bairro');
  await page.getByRole('button', { name: /^X-Burger Clássico/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(page, DETAILS);
}

test('a price changed in the panel shows on the checkout before confirming, and the order is written at it', async ({ page }) => {
  await fillBag(page);
  await page.getByLabel(/Pix/).check();
  // 28,90 + 4,99 of delivery.
  await expect(page.getByRole('button', { name: /Confirmar pedido · R\$\s33,89/ })).toBeVisible();

  await adminSetFields(BURGER, { preco: 31.5 });
  await expect(page.getByText('Os preços mudaram. Confira o novo total antes de confirmar.')).toBeVisible();
  await expect(page.getByText(/X-Burger Clássico: de R\$\s28,90 por R\$\s31,50/)).toBeVisible();
  await page.getByRole('button', { name: /Confirmar pedido · R\$\s36,49/ }).click();
  await expectPath(page, '/pedido-concluido');

  const orders = await adminListDocuments(`${RESTAURANT}/pedidos`);
  const mine = orders.filter((order) => order.fields.clientName === DETAILS.name);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.fields).toMatchObject({ subTotal: 31.5, taxaEntrega: 4.99, totalValue: 36.49, restaurantName: 'Burger do Bairro', status: 'novo_pedido' });
});

test('an item that runs out is refused by the server with a clear message, and the bag is kept', async ({ page }) => {
  await fillBag(page);
  await page.getByLabel(/Cartão/).check();
  // The customer's screen has not heard yet (the page goes offline for its listeners only after):
  // the server is what refuses.
  await page.route('**/google.firestore.v1.Firestore/Listen/**', (route) => route.abort());
  await adminSetFields(BURGER, { disponivel: false });
  await page.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expect(page.getByRole('alert')).toHaveText('X-Burger Clássico não está disponível no momento. Remova da sacola para continuar.');
  await expectPath(page, '/checkout');
  await page.unroute('**/google.firestore.v1.Firestore/Listen/**');

  await page.goto('/sacola');
  await expect(page.getByText('X-Burger Clássico')).toBeVisible();
  const orders = await adminListDocuments(`${RESTAURANT}/pedidos`);
  expect(orders.filter((order) => order.fields.clientName === DETAILS.name && order.fields.pagamento === 'Cartão')).toHaveLength(0);
});

import { expect, test, type Page } from '@playwright/test';
import { ALL_DAY, adminListDocuments, adminSetFields, createCustomer, expectPath, fillDeliveryDetails, signIn } from './support';

/**
 * Orders are priced and checked by the placeOrder function: what the customer sees when the
 * catalogue changes under their bag, and what lands in Firestore. Burger do Bairro is no other
 * test's restaurant, so its menu can change here.
 */
const RESTAURANT = 'restaurantes/burger-do-bairro';
const BURGER = `${RESTAURANT}/produtos/x-burger-classico`;

/** Delivery details with a name no other attempt uses, to find this test's order. */
function details() {
  return { rua: 'Rua Augusta', numero: '1500', bairro: 'Consolação', cep: '01304001', cidade: 'São Paulo', name: `Diego ${Date.now().toString(36)}`, phone: '(11) 96666-1234' };
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await adminSetFields(BURGER, { preco: 28.9, disponivel: true });
  await adminSetFields(RESTAURANT, { horarioFuncionamento: ALL_DAY, pausadoAte: null });
});

async function fillBag(page: Page, delivery: ReturnType<typeof details>) {
  // A customer of its own each time: the seeded ones may be near the hourly limit of orders.
  const customer = await createCustomer(delivery.name);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto('/cardapio/burger-do-bairro');
  await page.getByRole('button', { name: /^X-Burger Clássico/ }).click();
  // 'Ponto da carne' is required (a free choice), so the burger's price is its own.
  await page.getByRole('dialog').getByRole('radio', { name: /Ao ponto/ }).check();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(page, delivery);
}

const ordersOf = async (name: string) => (await adminListDocuments(`${RESTAURANT}/pedidos`)).filter((order) => order.fields.clientName === name);

test('a price changed in the panel shows on the checkout before confirming, and the order is written at it', async ({ page }) => {
  const delivery = details();
  await fillBag(page, delivery);
  await page.getByLabel(/Pix/).check();
  // 28,90 + 4,99 of delivery.
  await expect(page.getByRole('button', { name: /Confirmar pedido · R\$\s33,89/ })).toBeVisible();

  await adminSetFields(BURGER, { preco: 31.5 });
  await expect(page.getByText('Os preços mudaram. Confira o novo total antes de confirmar.')).toBeVisible();
  await expect(page.getByText(/X-Burger Clássico: de R\$\s28,90 por R\$\s31,50/)).toBeVisible();
  await page.getByRole('button', { name: /Confirmar pedido · R\$\s36,49/ }).click();
  await expectPath(page, '/pedido-concluido');

  const mine = await ordersOf(delivery.name);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.fields).toMatchObject({ subTotal: 31.5, taxaEntrega: 4.99, totalValue: 36.49, restaurantName: 'Burger do Bairro', status: 'novo_pedido' });
});

test('a restaurant that pauses or closes during the checkout: confirming is disabled at once, saying why beside the button, and the bag is kept', async ({ page }) => {
  const delivery = details();
  await fillBag(page, delivery);
  // The time promise before ordering: 25 min of usual preparation plus the 20 of the ride.
  await expect(page.getByText('Entrega em 40-50 min')).toBeVisible();
  await page.getByLabel(/Cartão/).check();
  const confirm = page.getByRole('button', { name: /Confirmar pedido/ });
  await expect(confirm).toBeEnabled();

  // 'Pausar pedidos' as the panel writes it.
  await adminSetFields(RESTAURANT, { pausadoAte: new Date(Date.now() + 30 * 60_000) });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(/^O restaurante pausou os pedidos até as \d\d:\d\d\. Tente novamente mais tarde\.$/);
  await adminSetFields(RESTAURANT, { pausadoAte: null });
  await expect(confirm).toBeEnabled();
  await expect(confirm).not.toHaveAccessibleDescription(/./);

  await adminSetFields(RESTAURANT, { horarioFuncionamento: ALL_DAY.map((day) => ({ ...day, isOpen: false, periods: [] })) });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('O restaurante está fechado no momento e não pode receber pedidos.');
  expect(await ordersOf(delivery.name)).toHaveLength(0);
  await page.goto('/sacola');
  await expect(page.getByText('X-Burger Clássico', { exact: true })).toBeVisible();
});

test('an item that runs out is marked on the checkout, left out of the total, blocks confirming, and can be removed', async ({ page }) => {
  await fillBag(page, details());
  await page.getByLabel(/Pix/).check();
  await expect(page.getByRole('button', { name: /Confirmar pedido · R\$\s33,89/ })).toBeEnabled();
  await adminSetFields(BURGER, { disponivel: false });
  await expect(page.getByText('X-Burger Clássico não está disponível no momento. Remova da sacola para continuar.')).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: '1x X-Burger Clássico' });
  await expect(line.getByText('Indisponível', { exact: true })).toBeVisible();
  // Only the delivery fee is left: the burger is out of the total until it is removed.
  await expect(page.getByRole('button', { name: /Confirmar pedido · R\$\s4,99/ })).toBeDisabled();
  await line.getByRole('button', { name: 'Remover X-Burger Clássico' }).click();
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();
});

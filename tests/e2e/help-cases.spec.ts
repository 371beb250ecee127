import { expect, test } from '@playwright/test';
import { adminListDocuments, connectStandInAccount, createCustomer, createKitchen, DEMO, expectPath, fromRestValue, FUNCTION_CALL_TIMEOUT, placeOrderAs, signIn, standInCardToken } from './support';

/**
 * When an order goes wrong (issue #53): a customer on a phone says a dish is missing from an order
 * paid in the app; the kitchen, on the counter tablet, is told (a push and 'Clientes pedindo
 * ajuda' above the board) and gives the dish back; the customer sees the answer on the order's
 * page and the money on its way back; the store's statement shows Sabor's commission on the dish
 * credited back.
 */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

test('a customer asks for help with a missing dish; the kitchen refunds it, and everyone sees it', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const kitchen = await createKitchen();
  await connectStandInAccount(kitchen.staffEmail, kitchen.restaurantId);
  const customer = await createCustomer('Rui Ajuda');
  // Two dishes of R$ 25,00 and R$ 5,00 of delivery, paid by card in the app.
  const placed = await placeOrderAs(customer.email, {
    restaurantId: kitchen.restaurantId,
    productIds: [kitchen.dishId, kitchen.dishId],
    expectedTotal: 5500,
    clientName: 'Rui Ajuda',
    cartao: await standInCardToken(kitchen.restaurantId),
  });
  if (!('orderId' in placed)) throw new Error(`placeOrder refused: ${placed.refusal}`);

  // The kitchen accepts it on the counter tablet.
  const tablet = await (await browser.newContext({ baseURL, viewport: TABLET, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await tablet.goto('/login-restaurante');
  await tablet.getByLabel('E-mail').fill(kitchen.staffEmail);
  await tablet.getByLabel('Senha').fill(DEMO.password);
  await tablet.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(tablet, '/painel-restaurante');
  const order = tablet.locator('.panel-order').filter({ hasText: 'Rui Ajuda' });
  await order.getByRole('button', { name: 'Aceitar' }).click();
  await tablet.getByRole('dialog').getByRole('button', { name: /min/ }).first().click();

  // The customer, on the phone, says one dish did not come.
  const phone = await (await browser.newContext({ baseURL, viewport: PHONE, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(phone, customer.email);
  await expectPath(phone, '/inicio');
  await phone.goto(`/status/${placed.orderId}?restaurante=${kitchen.restaurantId}`);
  const help = phone.getByRole('region', { name: 'Ajuda com este pedido' });
  await help.getByRole('button', { name: 'Preciso de ajuda' }).click();
  const form = phone.getByRole('dialog', { name: 'Preciso de ajuda' });
  await form.getByRole('radio', { name: 'Item faltando' }).check();
  await form.getByRole('button', { name: 'Enviar' }).click();
  // Nothing chosen nor told yet: each said, nothing sent.
  await expect(form.getByText('Escolha os itens com problema.')).toBeVisible();
  await expect(form.getByText('Conte o que aconteceu (de 10 a 1.000 caracteres).')).toBeVisible();
  await form.getByRole('button', { name: 'Mais Prato Feito' }).first().click();
  await form.getByLabel('Conte o que aconteceu').fill('Chegou só um prato feito, o outro não veio na sacola.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form).toHaveCount(0, { timeout: FUNCTION_CALL_TIMEOUT });
  const opened = help.getByRole('article', { name: 'Pedido de ajuda: Item faltando' });
  await expect(opened).toContainText('Aguardando a loja');
  await expect(opened).toContainText(/A loja responde até \d{2}:\d{2}/);
  await expect(opened).toContainText('Item faltando (1x Prato Feito): Chegou só um prato feito');

  // The kitchen is told: a push to its devices, and the case above the board with its deadline.
  const pushes = await adminListDocuments('push');
  expect(pushes.map((push) => ({ para: fromRestValue(push.fields.para), payload: fromRestValue(push.fields.payload) }))).toContainEqual(
    expect.objectContaining({ para: { restaurantId: kitchen.restaurantId }, payload: expect.objectContaining({ kind: 'ajuda_nova' }) }),
  );
  const cases = tablet.getByRole('region', { name: 'Clientes pedindo ajuda (1)' });
  await expect(cases).toContainText('Item faltando', { timeout: 30_000 });
  await expect(cases).toContainText(/Responda até \d{2}:\d{2}/);
  await cases.getByRole('button', { name: 'Reembolsar' }).click();
  const confirm = tablet.getByRole('dialog', { name: /^Reembolsar o pedido/ });
  await expect(confirm).toContainText('Devolver ao cliente 1x Prato Feito');
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(cases).toHaveCount(0, { timeout: FUNCTION_CALL_TIMEOUT });

  // The customer sees the answer and the money on its way back.
  await expect(opened).toContainText('Resolvido', { timeout: 30_000 });
  await expect(opened).toContainText('A loja devolveu R$ 25,00 pelo mesmo meio de pagamento.');
  await expect(phone.getByRole('list', { name: 'Reembolsos' })).toContainText('Devolvido R$ 25,00: 1x Prato Feito (Item faltando)');

  // The store's statement: Sabor's 10% on the dish credited back.
  await tablet.goto('/painel-restaurante?aba=financeiro');
  await tablet.getByRole('button', { name: 'Ver lançamentos' }).first().click();
  await expect(tablet.getByText(/Reembolso de R\$\s25,00 no pedido #\d{4}: 1x Prato Feito \(Item faltando\)\. Custo: a loja\./)).toBeVisible({ timeout: 30_000 });
  await phone.context().close();
  await tablet.context().close();
});

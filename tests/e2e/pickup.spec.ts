import { expect, test } from '@playwright/test';
import { adminGetFields, adminListDocuments, createCustomer, createKitchen, expectPath, openCounterTablet, signIn } from './support';

/**
 * 'Retirar no local' (issue #40): a kitchen of its own turns pickup on; a customer on a phone
 * chooses it in the bag, pays no fee, sees the store's address with a map link and the code for
 * the counter; the counter (a 1024x768 tablet) takes the order along its own path and marks it
 * 'Retirado' only with the right code.
 */

test('a pickup order has no fee, shows the store address and a pickup code, and moves to Retirado at the counter', async ({ browser }) => {
  test.setTimeout(180_000);
  const kitchen = await createKitchen();
  const counter = await openCounterTablet(browser, kitchen.staffEmail);

  // The owner turns pickup on in 'Editar Dados'.
  await counter.getByRole('button', { name: 'Editar Dados' }).click();
  const settings = counter.getByRole('dialog');
  await settings.getByLabel('Aceitar pedidos para retirar no local').check();
  await expect.poll(async () => (await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.retiradaNoLocal).toEqual({ booleanValue: true });
  await settings.getByRole('button', { name: 'Cancelar' }).click();

  const clientName = `Paula Retira ${Date.now().toString(36)}`;
  const customer = await createCustomer(clientName);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const phone = await phoneContext.newPage();
  await signIn(phone, customer.email);
  await expectPath(phone, '/inicio');
  await phone.goto(`/cardapio/${kitchen.restaurantId}`);
  await phone.getByRole('button', { name: /^Prato Feito/ }).click();
  await phone.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await phone.getByRole('link', { name: /^Ver sacola/ }).click();
  await expectPath(phone, '/sacola');

  // 'Retirar no local': the delivery fee is gone, the total is the dish alone.
  await phone.getByRole('radio', { name: /Retirar no local/ }).check();
  const summary = phone.locator('.order-summary');
  await expect(summary).toContainText('Sem taxa');
  await expect(summary).not.toContainText('Taxa de entrega');
  await expect(summary).toContainText(/Total\s*R\$\s25,00/);
  // No address step: straight to the name and phone, three steps in all.
  const steps = phone.getByRole('list', { name: 'Etapas do pedido' });
  await expect(steps).toHaveText(/^1\s*Sacola\s*2\s*Seus dados\s*3\s*Pagamento$/);
  await phone.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(phone, '/dados-cliente');
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/2\s*Seus dados/);
  await expect(phone.getByText('O restaurante usa estes dados para falar com você sobre o pedido.')).toBeVisible();
  await phone.getByLabel('Nome completo').fill(clientName);
  await phone.getByLabel('Telefone').fill('(11) 98888-7777');
  await phone.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(phone, '/checkout');

  // Where to collect it: the store's address with a Google Maps link, and its hours.
  const place = phone.getByRole('region', { name: /^Retirar em/ });
  await expect(place).toContainText('Rua dos Testes, 1 - Centro, São Paulo - SP');
  await expect(place.getByRole('link', { name: /Abrir no mapa/ })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Rua dos Testes, 1 - Centro, São Paulo - SP')}`);
  await expect(place.getByRole('table', { name: 'Horário de funcionamento' })).toContainText('00:00 – 23:59');
  await expect(phone.getByText('Faltam informações para finalizar o pedido.')).toBeHidden();
  await phone.getByRole('radio', { name: /Pix/ }).check();
  const confirm = phone.getByRole('button', { name: /Confirmar pedido/ });
  await expect(confirm).toHaveText(/R\$\s25,00/);
  await confirm.click();
  await expectPath(phone, '/pedido-concluido');
  // The next bag starts as a delivery: 'Retirar no local' was this order's choice (issue #51).
  expect(await phone.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('modalidade')))).toEqual([]);

  // Stored without a fee, an address or a rider.
  const [stored] = await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`);
  expect(stored?.fields).toMatchObject({ modalidade: 'retirada', endereco: { nullValue: null }, taxaEntrega: 0, totalValue: 25, deliverymanId: { nullValue: null } });
  const orderId = stored!.id;
  const code = String((await adminGetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${orderId}/privado/entrega`))?.codigo?.stringValue ?? '');
  expect(code).toMatch(/^\d{4}$/);

  await phone.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(phone.getByRole('heading', { name: 'Código de retirada' })).toBeVisible();
  await expect(phone.locator('.handover-code__digits')).toContainText(code);
  await expect(phone.getByRole('region', { name: /^Retirar em/ })).toContainText('Rua dos Testes, 1 - Centro, São Paulo - SP');
  await expect(phone.getByText('Retirar no local: Rua dos Testes, 1 - Centro, São Paulo - SP')).toBeVisible();

  // The counter: accept, then 'Pronto para retirada' (no rider is called).
  const card = counter.getByRole('listitem').filter({ hasText: clientName });
  await expect(card).toContainText('Retirar no local');
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await counter.getByRole('dialog').getByRole('button', { name: '15 min' }).click();
  await expect(phone.getByText(/^Previsão de retirada:/)).toBeVisible();
  await card.getByRole('button', { name: 'Pronto para retirada' }).click();
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toHaveText('Pronto para retirada');
  await expect(counter.getByRole('region', { name: /^Prontos \/ aguardando entregador ou retirada/ }).getByRole('listitem').filter({ hasText: clientName })).toBeVisible();
  expect(await adminListDocuments('ofertas').then((offers) => offers.filter((offer) => offer.id.includes(orderId)))).toEqual([]);

  // A wrong code is refused in Portuguese; the customer's code marks it 'Retirado'.
  const codeField = card.getByLabel('Código de retirada do cliente');
  const wrong = code === '0000' ? '1111' : '0000';
  await codeField.fill(wrong);
  await card.getByRole('button', { name: 'Retirado' }).click();
  await expect(card.getByText(/^Código incorreto\. Peça ao cliente o código de retirada/)).toBeVisible();
  await codeField.fill(code);
  await card.getByRole('button', { name: 'Retirado' }).click();
  await expect(card).toBeHidden();
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toHaveText('Retirado');
  await expect.poll(async () => (await adminGetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${orderId}`))?.status).toEqual({ stringValue: 'retirado' });
  await phoneContext.close();
  await counter.context().close();
});

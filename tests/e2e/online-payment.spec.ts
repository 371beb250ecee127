import { expect, test } from '@playwright/test';
import { DEMO, adminGetFields, brl, createCustomer, createKitchen, expectPath, fillDeliveryDetails, fromRestValue, FUNCTION_CALL_TIMEOUT, scanPixQr, signIn } from './support';

/**
 * Payment in the app (issue #52), on a store of the test's own: its dono connects the store's own
 * Mercado Pago account from 'Financeiro' (the counter tablet's size) through the provider's consent
 * page (the local stand-in's) and comes back to the panel connected. A customer on a phone then
 * pays a Pix in the app: the order waits unseen by the kitchen until the provider says it is paid,
 * reaches the kitchen marked 'Pago online', and when the kitchen rejects it the customer sees the
 * money given back. The customer then pays a second order by credit card: a wrong number and a
 * declined card are said in Portuguese with nothing typed lost, another card goes through at once.
 * Last, the dono disconnects the account.
 */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const STAND_IN = process.env.SABOR_MERCADO_PAGO_URL ?? '';

test("the dono connects the store's Mercado Pago account; a customer pays a Pix in the app, the kitchen sees it paid, rejects it, and the money goes back; then pays by a card whose bank asks for 3-D Secure, and the dono gives back a dish that ran out; the dono disconnects", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const kitchen = await createKitchen();
  const page = await (await browser.newContext({ baseURL, viewport: TABLET, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await page.goto('/login-restaurante');
  await page.getByLabel('E-mail').fill(kitchen.staffEmail);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(page, '/painel-restaurante');
  await page.goto('/painel-restaurante?aba=financeiro');

  const card = page.getByRole('region', { name: 'Pagamento online' });
  // A new kitchen's first read of its payment account, beside the other journeys.
  await expect(card).toContainText('Conecte a conta Mercado Pago da loja', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Conectar Mercado Pago' }).click();

  // Mercado Pago's own page (the stand-in): the dono picks the store's account and authorises.
  await expect(page.getByRole('heading', { name: 'Conectar sua conta Mercado Pago à Sabor' })).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await page.getByLabel('Sabor do Sertão (vendedor 1002)').check();
  await page.getByRole('button', { name: 'Autorizar' }).click();

  // Back on the panel: the code exchanged, the store connected to that account.
  await expectPath(page, '/painel-restaurante/mercado-pago');
  await expect(page.getByText('Conta Mercado Pago conectada. Seus clientes já podem pagar com Pix ou cartão pelo app.')).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  expect(fromRestValue({ mapValue: { fields: (await adminGetFields(`restaurantes/${kitchen.restaurantId}/privado/pagamentos`)) ?? {} } })).toMatchObject({ estado: 'conectada', vendedorId: '1002' });
  await page.getByRole('link', { name: 'Voltar ao Financeiro' }).click();
  await expect(card).toContainText(/Conta Mercado Pago conectada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);

  // The counter's board, live from here on.
  await page.goto('/painel-restaurante');
  await expect(page.getByRole('button', { name: 'Pedidos do Dia' })).toBeVisible();

  // A customer, on the phone, chooses 'Pix (pague agora)' at the checkout.
  const { email } = await createCustomer('Lia Pagante');
  const phone = await (await browser.newContext({ baseURL, viewport: PHONE, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(phone, email);
  await expectPath(phone, '/inicio');
  await phone.goto(`/cardapio/${kitchen.restaurantId}?produto=${kitchen.dishId}`);
  await phone.getByRole('button', { name: /^Adicionar · R\$/ }).click();
  await fillDeliveryDetails(phone, { rua: 'Rua Augusta', numero: '1200', bairro: 'Consolação', cep: '01304-001', cidade: 'São Paulo', name: 'Lia Pagante', phone: '(11) 98888-7777' });
  await phone.getByRole('radio', { name: /Pix \(pague agora\)/ }).check();
  await phone.getByRole('button', { name: /^Confirmar pedido/ }).click();

  // Straight to its page: the QR of the charge, its copia e cola and how long it is valid. The kitchen has nothing yet.
  await expect(phone).toHaveURL(/\/status\//, { timeout: FUNCTION_CALL_TIMEOUT });
  const orderId = decodeURIComponent(new URL(phone.url()).pathname.split('/').pop() ?? '');
  const charge = phone.getByRole('region', { name: 'Pague o Pix para enviar o pedido' });
  await expect(charge).toContainText(new RegExp(`Valor: ${brl(30)}`), { timeout: FUNCTION_CALL_TIMEOUT });
  await expect(charge.getByRole('timer')).toContainText(/O código vale por mais 1[45]:\d{2}/);
  const orderPath = `restaurantes/${kitchen.restaurantId}/pedidos/${orderId}`;
  const waiting = fromRestValue({ mapValue: { fields: (await adminGetFields(orderPath)) ?? {} } }) as { status: string; pagamentoOnline: { pagamentoId: string; pix: { copiaECola: string } } };
  expect(waiting.status).toBe('aguardando_pagamento');
  expect(await scanPixQr(charge)).toBe(waiting.pagamentoOnline.pix.copiaECola);
  // Unpaid, it is not the kitchen's: the live board still shows no order.
  await expect(page.getByText('Nenhum pedido para hoje.')).toBeVisible();
  await expect(page.locator('.panel-order')).toHaveCount(0);

  // The customer's bank pays it (the stand-in's hook): the provider's notice releases the order.
  await fetch(`${STAND_IN}/__stand-in/payments/${waiting.pagamentoOnline.pagamentoId}/approve`, { method: 'POST' });
  await expect(phone.getByText('Pix pelo app · Pago online')).toBeVisible({ timeout: 60_000 });
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toContainText('Novo pedido');
  await expect(charge).toHaveCount(0);
  // At the store's own account (the seller its dono authorised), Sabor's commission as the marketplace fee: 10% of R$ 30,00.
  const payments = (await (await fetch(`${STAND_IN}/__stand-in/payments`)).json()) as Array<Record<string, unknown>>;
  expect(payments.find((payment) => String(payment.id) === String(waiting.pagamentoOnline.pagamentoId))).toMatchObject({ status: 'approved', collector_id: 1002, transaction_amount: 30, application_fee: 3 });

  // The kitchen sees it, marked paid: nothing to collect at the door.
  const paidCard = page.locator('.panel-order').filter({ hasText: 'Lia Pagante' });
  await expect(paidCard.getByText('Pago online', { exact: true })).toBeVisible({ timeout: 30_000 });
  await paidCard.getByRole('button', { name: 'Rejeitar' }).click();
  const reject = page.getByRole('dialog');
  await reject.getByLabel('Item indisponível').check();
  await reject.getByRole('button', { name: 'Rejeitar pedido' }).click();

  // Rejected after it was paid: refunded in full at the provider, and the customer is told.
  await expect(phone.getByText(new RegExp(`O restaurante recusou o pedido: item indisponível\\. O valor pago pelo app \\(${brl(30)}\\) foi devolvido\\.`))).toBeVisible({ timeout: 60_000 });
  const refunded = (await (await fetch(`${STAND_IN}/__stand-in/payments`)).json()) as Array<{ id: number; status: string; transaction_amount_refunded: number }>;
  expect(refunded.find((payment) => String(payment.id) === String(waiting.pagamentoOnline.pagamentoId))).toMatchObject({ status: 'refunded', transaction_amount_refunded: 30 });

  // Again, by credit card in the app: typed on the page, tokenised by Mercado Pago's script for the store's account.
  await phone.goto(`/cardapio/${kitchen.restaurantId}?produto=${kitchen.dishId}`);
  await phone.getByRole('button', { name: /^Adicionar · R\$/ }).click();
  await phone.goto('/checkout');
  await phone.getByRole('radio', { name: /Cartão de crédito \(pague agora\)/ }).check();
  const cardForm = phone.getByRole('group', { name: 'Dados do cartão de crédito' });
  await cardForm.getByLabel('Número do cartão').fill('5031 4332 1540 6352');
  await phone.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(cardForm.getByText('Confira o número do cartão.')).toBeVisible();
  await cardForm.getByLabel('Número do cartão').fill('5031 4332 1540 6351');
  await expect(cardForm.getByText('Mastercard')).toBeVisible();
  // Mercado Pago's test cardholder FUND: declined for lack of funds, said in Portuguese; nothing typed is lost.
  await cardForm.getByLabel('Nome impresso no cartão').fill('FUND Lia Pagante');
  await cardForm.getByLabel('Validade (MM/AA)').fill('11/30');
  await cardForm.getByLabel('Código de segurança').fill('123');
  await cardForm.getByLabel('CPF do titular').fill('123.456.789-09');
  await phone.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(phone.getByText('O cartão não tem limite suficiente. Use outro cartão ou pague com Pix.')).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await expect(cardForm.getByLabel('CPF do titular')).toHaveValue('123.456.789-09');
  // Another card, whose bank asks for 3-D Secure (Mercado Pago's test card): the bank's own page on
  // '/status', framed by the one page allowed to (under the production CSP), a code typed there,
  // and the order goes on to the kitchen.
  await cardForm.getByLabel('Número do cartão').fill('5483 9281 6457 4623');
  await cardForm.getByLabel('Nome impresso no cartão').fill('APRO Lia Pagante');
  await phone.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(phone).toHaveURL(/\/status\//, { timeout: FUNCTION_CALL_TIMEOUT });
  await expect(phone.getByRole('heading', { name: 'Confirme o pagamento com o seu banco' })).toBeVisible();
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).not.toContainText('Novo pedido');
  const bank = phone.frameLocator('iframe[title="Verificação do banco"]').frameLocator('iframe[name="banco"]');
  await bank.getByLabel('Código enviado por SMS pelo seu banco').fill('123456');
  await phone.screenshot({ path: testInfo.outputPath('3ds-challenge.png') });
  await bank.getByRole('button', { name: 'Confirmar' }).click();
  await expect(phone.getByText('Cartão pelo app · Pago online')).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await expect(phone.getByRole('heading', { name: 'Confirme o pagamento com o seu banco' })).toHaveCount(0);
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toContainText('Novo pedido');
  const cardOrder = page.locator('.panel-order').filter({ hasText: 'Lia Pagante' }).filter({ hasText: 'Pago online' });
  await expect(cardOrder).toHaveCount(1, { timeout: 30_000 });

  // The kitchen accepts it, then finds the dish ran out: the dono gives it back, and the customer sees it on the order's page.
  await cardOrder.getByRole('button', { name: 'Aceitar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /min/ }).first().click();
  const preparing = page.locator('.panel-order').filter({ hasText: 'Lia Pagante' }).filter({ has: page.getByRole('button', { name: 'Reembolsar itens' }) });
  await preparing.getByRole('button', { name: 'Reembolsar itens' }).click();
  const refund = page.getByRole('dialog', { name: /^Reembolsar itens do pedido/ });
  await refund.getByRole('button', { name: /^Mais / }).click();
  await refund.getByRole('radio', { name: 'Item acabou e não foi enviado' }).check();
  const give = refund.getByRole('button', { name: /^Devolver R\$/ });
  const amount = ((await give.textContent()) ?? '').replace('Devolver ', '');
  await give.click();
  await expect(refund).toHaveCount(0, { timeout: FUNCTION_CALL_TIMEOUT });
  await expect(preparing.getByRole('list', { name: 'Reembolsos' })).toContainText(`Devolvido ${amount}`);
  const customerRefunds = phone.getByRole('list', { name: 'Reembolsos' });
  await expect(customerRefunds).toContainText(`Devolvido ${amount}: 1x`, { timeout: 30_000 });
  await expect(customerRefunds).toContainText('(Item acabou e não foi enviado)');
  await phone.context().close();

  await page.goto('/painel-restaurante?aba=financeiro');

  await card.getByRole('button', { name: 'Desconectar' }).click();
  await expect(card).toContainText('Conecte a conta Mercado Pago da loja', { timeout: FUNCTION_CALL_TIMEOUT });
  expect(fromRestValue((await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.pagamentoOnline ?? { nullValue: null })).toBe(false);
});

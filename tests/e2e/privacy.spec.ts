import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminGetFields, adminListDocuments, adminSetFields, createCustomer, createKitchen, DEMO, expectPath, fromRestValue, placeOrderAs, signIn, waitForSalesRollups } from './support';

/**
 * A person's data under their control (issue #39): 'Baixar meus dados' from the account menu
 * gives a file with the person's own orders; consents are given and revoked in one tap; 'Excluir
 * minha conta' gives 7 days to change one's mind, then leaves nothing of the person but
 * anonymised orders, with the restaurant's figures as they were.
 */

test("a customer downloads their data from 'Privacidade': the file holds their account and names their orders", async ({ page }) => {
  await signIn(page, DEMO.cliente);
  await expectPath(page, '/inicio');
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Privacidade' }).click();
  await expectPath(page, '/privacidade');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-sabor_\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { geradoEm: string; conta: { email: string }; pedidos: Array<{ id: string; restaurantId: string }> };
  expect(file.conta.email).toBe(DEMO.cliente);
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo gerado' })).toContainText(`e ${file.pedidos.length} pedido`);

  // Every order of hers at a restaurant she ordered from is in the file, and nobody else's.
  expect(file.pedidos.length).toBeGreaterThan(0);
  const restaurantId = file.pedidos[0]!.restaurantId;
  const seeded = await adminListDocuments(`restaurantes/${restaurantId}/pedidos`);
  // Other journeys may order as her meanwhile: only what existed when the file was made counts.
  const mine = seeded.filter((order) => order.fields.userId === 'demo-cliente' && String(order.fields.createdAt) < file.geradoEm);
  const inFile = new Set(file.pedidos.filter((order) => order.restaurantId === restaurantId).map((order) => order.id));
  expect(mine.map((order) => order.id).sort()).toEqual([...inFile].sort());
  expect(seeded.length).toBeGreaterThan(mine.length);
});

test("a customer asks to delete the account, cancels on signing in again, asks again; after the 7 days the account is gone and the restaurant's order keeps no name, phone or street", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { exigePainelAberto: false });
  const customer = await createCustomer('Rita Almeida');
  const placed = await placeOrderAs(customer.email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Rita Almeida' });
  if (!('orderId' in placed)) throw new Error(`The order was refused: ${placed.refusal}`);
  const orderPath = `restaurantes/${kitchen.restaurantId}/pedidos/${placed.orderId}`;
  await adminSetFields(orderPath, { status: 'entregue', aceitoEm: new Date(), ultimaAtualizacao: new Date() });
  await waitForSalesRollups(kitchen.restaurantId, 1);
  // The day's figures once they count the sale as delivered.
  const days = () => adminListDocuments(`restaurantes/${kitchen.restaurantId}/vendasPorDia`);
  await expect.poll(async () => (await days()).map((day) => day.fields.vendas), { timeout: 60_000 }).toEqual([1]);
  const figures = async () =>
    (await days()).map(({ fields }) => [fields.dia, fields.pedidos, fields.vendas, fields.valorVendas, fields.comissao, fields.emAndamento, fields.valorEmAndamento].join(' '));
  const figuresBefore = await figures();

  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto('/privacidade');

  // Her file names her order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { pedidos: Array<{ id: string }> };
  expect(file.pedidos.map((order) => order.id)).toEqual([placed.orderId]);

  // Consents: promotions accepted, then revoked, each with its time.
  const consents = page.getByRole('list', { name: 'Consentimentos' });
  const marketing = consents.getByRole('listitem').filter({ hasText: 'Novidades e promoções por e-mail' });
  await expect(marketing).toContainText('Nada registrado ainda.');
  await marketing.getByRole('button', { name: 'Aceitar: Novidades e promoções por e-mail' }).click();
  await expect(marketing).toContainText(/Aceito em \d\d\/\d\d\/\d{4} às \d\d:\d\d \(versão \d{4}-\d\d-\d\d\)\./);
  await marketing.getByRole('button', { name: 'Revogar: Novidades e promoções por e-mail' }).click();
  await expect(marketing).toContainText(/Revogado em \d\d\/\d\d\/\d{4}/);
  expect(fromRestValue((await adminGetFields(`usuarios/${customer.uid}/consentimentos/marketing`))?.aceito)).toBe(false);

  // 'Excluir minha conta': the reason is asked first, then a confirmation.
  const deletion = page.getByRole('region', { name: 'Excluir minha conta' });
  await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(deletion.getByText('Escolha o motivo.')).toBeVisible();
  await deletion.getByLabel('Tenho outra conta').check();
  await deletion.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir minha conta' }).click();
  const scheduled = page.getByRole('heading', { name: 'Exclusão de conta agendada' });
  await expect(scheduled).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/A sua conta será excluída em \d\d\/\d\d\/\d{4} às \d\d:\d\d\./)).toBeVisible();

  // She leaves and signs in again within the 7 days: 'Cancelar exclusão' brings her account back.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectPath(page, '/login');
  await signIn(page, customer.email);
  await expect(scheduled).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar exclusão' }).click();
  await expect(scheduled).toHaveCount(0, { timeout: 20_000 });
  expect(await adminGetFields(`usuarios/${customer.uid}`)).not.toHaveProperty('exclusao');

  // She asks again, and this time lets the 7 days pass (the clock moved on the request).
  await page.goto('/privacidade');
  await page.getByRole('region', { name: 'Excluir minha conta' }).getByLabel('Preocupação com os meus dados').check();
  await page.getByRole('region', { name: 'Excluir minha conta' }).getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(scheduled).toBeVisible({ timeout: 20_000 });
  await adminSetFields(`exclusoes/${customer.uid}`, { efetivaEm: new Date(Date.now() - 60_000) });

  // The operator sees the request and runs what the nightly job runs.
  const desk = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(desk, DEMO.admin);
  await expectPath(desk, '/admin-dashboard');
  await desk.getByRole('link', { name: 'Usuários' }).click();
  const requests = desk.getByRole('list', { name: 'Pedidos de exclusão de conta' });
  const request = requests.getByRole('listitem').filter({ hasText: customer.email });
  // The console's first reads, beside the other journeys.
  await expect(request).toContainText('Agendada', { timeout: 30_000 });
  await expect(request).toContainText('Preocupação com os meus dados');
  await desk.getByRole('button', { name: 'Concluir exclusões vencidas' }).click();
  await expect(desk.getByRole('status').filter({ hasText: /contas? excluídas?\./ })).toBeVisible({ timeout: 30_000 });
  // The record of the deletion stays, under a pseudonym (issue #51): nothing in it leads back to her.
  await expect(requests.getByRole('listitem').filter({ hasText: customer.uid })).toHaveCount(0, { timeout: 30_000 });
  const done = requests.getByRole('listitem').filter({ hasText: /titular-excluido-[0-9a-f]{8}/ }).filter({ hasText: 'Preocupação com os meus dados' }).first();
  await expect(done).toContainText('Conta excluída');
  await expect(done).toContainText('Concluída');
  await expect(done).toContainText('1 pedido e 0 avaliações anonimizados');
  await expect(done).not.toContainText('Rita');
  await expect(request).toHaveCount(0);

  // Her account no longer signs in; her profile is gone.
  await page.context().clearCookies();
  await signIn(page, customer.email);
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  expect(await adminGetFields(`usuarios/${customer.uid}`)).toBeNull();

  // The restaurant's order: no name, phone or street, the same total; the figures as they were.
  const order = (await adminGetFields(orderPath))!;
  expect(fromRestValue(order.clientName)).toBe('Cliente Anônimo');
  expect(order.clientPhone).toBeUndefined();
  expect(fromRestValue(order.endereco)).toEqual({ bairro: 'Consolação', cidade: 'São Paulo' });
  expect(fromRestValue(order.totalValue)).toBe(30);
  await desk.waitForTimeout(1500);
  expect(await figures()).toEqual(figuresBefore);
  await desk.context().close();
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adminGetFields,
  adminSetFields,
  clickVerificationLink,
  createCustomer,
  createKitchen,
  DEMO,
  expectPath,
  placeOrderAs,
  signIn,
  uniqueEmail,
} from './support';

/**
 * Issue #24 in real browsers: people join the marketplace on their phones, the operator decides
 * at a desk, and what each decision changes is checked on screen and in Firestore.
 */

/** The operator at a desk (1440 wide), signed in on /admin-dashboard. */
async function operatorDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  await expectPath(page, '/admin-dashboard');
  return page;
}

/** Opens an application from the operator's queue ('Cadastros', in review). */
async function openApplication(desk: Page, name: string): Promise<void> {
  await desk.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Cadastros' }).click();
  await desk.getByRole('link', { name }).click();
  await expect(desk.getByRole('heading', { name: 'Decisão' })).toBeVisible();
}

test('a rider signs up from "Seja um entregador", applies, is approved live and claims an order', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('entregador');
  const name = `Thiago Entregador ${Date.now().toString(36)}`;

  // A visitor finds the programme from the login page and creates an account, which brings them back.
  await page.goto('/login');
  await page.getByRole('link', { name: /seja um entregador/i }).click();
  await expectPath(page, '/seja-entregador');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Telefone').fill('(11) 98222-3030');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expectPath(page, '/verificar-email');
  await expect(page.getByText(email)).toBeVisible();
  // The e-mail leaves right after the account is made; follow its link once the emulator has it.
  await expect(async () => clickVerificationLink(email)).toPass({ timeout: 15_000 });
  await expectPath(page, '/seja-entregador');

  // The form refuses a motorcycle without a category A licence, keeping what was typed.
  const form = page.getByRole('form', { name: 'Cadastro de entregador' });
  await form.getByLabel('CPF').fill('529.982.247-25');
  await form.getByLabel('Data de nascimento').fill('1996-04-12');
  await form.getByLabel('Cidade onde vai entregar').fill('São Paulo');
  await form.getByLabel('Moto').check();
  await form.getByLabel('Número da CNH').fill('04512378906');
  await form.getByLabel('Placa da moto').fill('FQX4B21');
  await form.getByLabel('Tipo da chave').selectOption('cpf');
  await form.getByLabel('Chave Pix').fill('529.982.247-25');
  await form.getByLabel(/Li e aceito os termos de parceria/).check();
  await form.getByRole('button', { name: 'Enviar cadastro' }).click();
  await expect(form.getByText('Para moto, a CNH precisa ter a categoria A.')).toBeVisible();
  await expect(form.getByLabel('Placa da moto')).toHaveValue('FQX4B21');
  await form.getByLabel('Categoria da CNH').selectOption('A');
  await form.getByRole('button', { name: 'Enviar cadastro' }).click();
  await expectPath(page, '/meu-cadastro');
  await expect(page.getByRole('heading', { name: 'Cadastro enviado' })).toBeVisible();

  // The operator approves it at a desk; the rider's page changes by itself.
  const desk = await operatorDesk(browser, baseURL);
  await openApplication(desk, name);
  await expect(desk.getByText('529.982.247-25').first()).toBeVisible();
  await desk.getByLabel(/^Aprovar/).check();
  await desk.getByRole('button', { name: 'Aprovar cadastro' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Aprovar' }).click();
  await expect(desk.getByText('Aprovado').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cadastro de entregador aprovado!' })).toBeVisible({ timeout: 15_000 });

  // An order waits for a rider; the new rider sees it and takes it.
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { exigePainelAberto: false });
  const customer = await createCustomer('Cliente do Entregador');
  const placed = await placeOrderAs(customer.email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Cliente do Entregador' });
  if (!('orderId' in placed)) throw new Error(placed.refusal);
  const orderPath = `restaurantes/${kitchen.restaurantId}/pedidos/${placed.orderId}`;
  await adminSetFields(orderPath, { status: 'aguardando_entregador', aceitoEm: new Date(), tempoPreparoMin: 25, ultimaAtualizacao: new Date() });

  await page.getByRole('link', { name: 'Ver pedidos disponíveis' }).click();
  await expectPath(page, '/deliveryman-dashboard/available-orders');
  const offer = page.getByRole('listitem').filter({ hasText: 'Cozinha de Teste' }).filter({ hasText: placed.orderId.slice(0, 8) });
  await offer.getByRole('button', { name: 'Aceitar Pedido' }).click();
  await expect.poll(async () => (await adminGetFields(orderPath))?.status?.stringValue).toBe('a_caminho');
  const rider = await adminGetFields(`usuarios/${(await adminGetFields(orderPath))?.deliverymanId?.stringValue}`);
  expect(rider?.email?.stringValue).toBe(email);
  expect(rider?.tipo?.stringValue).toBe('motoboy');
  await desk.context().close();
});

test('the operator suspends a restaurant: customers can no longer order there, until it is lifted', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { exigePainelAberto: false });
  const restaurantName = String((await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.nome?.stringValue ?? '');
  await adminSetFields(`parceiros/restaurante-${kitchen.restaurantId}`, {
    tipo: 'restaurante',
    refId: kitchen.restaurantId,
    nome: restaurantName,
    nomeBusca: restaurantName.toLowerCase(),
    documento: '11222333000181',
    email: kitchen.staffEmail,
    cidade: 'São Paulo',
    estado: 'ativo',
    publicado: true,
    criadoEm: new Date(),
  });
  const customer = await createCustomer('Cliente da Suspensão');
  const order = { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Cliente da Suspensão' };

  const desk = await operatorDesk(browser, baseURL);
  await desk.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Restaurantes' }).click();
  await desk.getByLabel(/Buscar/).fill(restaurantName.slice(0, 20));
  await desk.getByRole('button', { name: 'Buscar' }).click();
  await desk.getByRole('link', { name: restaurantName }).click();
  const situation = desk.getByRole('region', { name: 'Situação da loja' });
  await situation.getByRole('button', { name: 'Suspender' }).click();
  await situation.getByRole('button', { name: 'Confirmar suspensão' }).click();
  await expect(situation.getByText('Informe o motivo da suspensão.')).toBeVisible();
  await situation.getByRole('button', { name: 'Suspeita de fraude' }).click();
  await situation.getByRole('button', { name: 'Confirmar suspensão' }).click();
  await expect(situation.getByText('Suspenso', { exact: true })).toBeVisible();

  // The customer's menu says so, and the server refuses an order sent anyway.
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await expect(page.getByText('Cantina da Nonna').first()).toBeVisible();
  await expect(page.getByText(restaurantName)).toHaveCount(0);
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await expect(page.getByText('Este restaurante não está recebendo pedidos no momento.').first()).toBeVisible();
  expect(await placeOrderAs(customer.email, order)).toEqual({ refusal: 'Este restaurante não está recebendo pedidos no momento.' });
  const stored = await adminGetFields(`restaurantes/${kitchen.restaurantId}`);
  expect(stored?.listado?.booleanValue).toBe(false);
  expect(stored?.suspenso?.mapValue).toMatchObject({ fields: { motivo: { stringValue: 'Suspeita de fraude' } } });

  await situation.getByRole('button', { name: 'Retirar suspensão' }).click();
  await situation.getByRole('button', { name: 'Confirmar: retirar suspensão' }).click();
  await expect(situation.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(page.getByText('Este restaurante não está recebendo pedidos no momento.')).toHaveCount(0);
  expect(await placeOrderAs(customer.email, order)).toMatchObject({ orderId: expect.any(String) });
  // The trail shows both, with the operator and the reason.
  await expect(desk.getByText('Suspeita de fraude').first()).toBeVisible();
  await desk.context().close();
});

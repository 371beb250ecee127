import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, expectPath, signIn } from './support';

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8186';
const PROJECT_ID = process.env.SABOR_PROJECT_ID ?? 'demo-sabor';
const RESTAURANT = 'cantina-da-nonna';
/** The customer of the order this test creates (no other end-to-end test orders as her). */
const CUSTOMER = { uid: 'demo-cliente-5', email: 'cliente5@sabor.dev', nome: 'Eduarda Lima', telefone: '(11) 97410-2255' };
const RIDER_2 = 'motoboy2@sabor.dev';

type RestValue = Record<string, unknown>;

function restValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, restValue(item)])) } };
}

/**
 * Places a complete order waiting for a rider, from outside the app (the emulator's REST API with
 * the owner token): as if the customer had ordered and the kitchen had handed it to the riders.
 */
async function orderWaitingForRider(): Promise<string> {
  const id = `e2eRider${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const order = {
    itens: [
      { quantidade: 2, nome: 'Lasanha à Bolonhesa', preco: 42.9, observacoes: 'sem cebola' },
      { quantidade: 1, nome: 'Tiramisù', preco: 19.9, observacoes: '' },
    ],
    subTotal: 105.7,
    taxaEntrega: 6.9,
    totalValue: 112.6,
    pagamento: 'Dinheiro',
    troco: 150,
    endereco: { rua: 'Rua Harmonia', numero: '321', bairro: 'Vila Madalena', cidade: 'São Paulo', cep: '05435-000' },
    clientName: CUSTOMER.nome,
    clientPhone: CUSTOMER.telefone,
    status: 'aguardando_entregador',
    restaurantId: RESTAURANT,
    restaurantName: 'Cantina da Nonna',
    userId: CUSTOMER.uid,
    createdAt: new Date(),
    deliverymanId: null,
    acceptedAt: null,
    observacoesPedido: 'Interfone 32',
  };
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/restaurantes/${RESTAURANT}/pedidos/${id}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: (restValue(order) as { mapValue: { fields: RestValue } }).mapValue.fields }),
  });
  if (!response.ok) throw new Error(`Creating the order failed: ${response.status} ${await response.text()}`);
  return id;
}

/** A signed-in page in its own browser context (its own phone). */
async function phoneOf(browser: Browser, baseURL: string | undefined, email: string, landing: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, email);
  await expectPath(page, landing);
  return page;
}

const card = (page: Page, shortId: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Pedido #(${shortId}|\\d{4} · ${shortId})$`) }) });

test('riders see a new order at once; one accepts it, it leaves the other rider’s list, and is delivered to the customer', async ({ page, browser, baseURL }) => {
  // Two riders, each on their own phone, on 'Pedidos Disponíveis'.
  await signIn(page, DEMO.motoboy);
  await expectPath(page, '/deliveryman-dashboard/available-orders');
  await expect(page.getByRole('heading', { name: 'Pedidos Disponíveis' })).toBeVisible();
  const rider2 = await phoneOf(browser, baseURL, RIDER_2, '/deliveryman-dashboard/available-orders');
  await expect(rider2.getByRole('heading', { name: 'Pedidos Disponíveis' })).toBeVisible();
  // Both lists are live before the order exists (cards, or the empty text).
  for (const phone of [page, rider2]) {
    await expect(phone.getByRole('button', { name: 'Aceitar Pedido' }).or(phone.getByText('Nenhum pedido disponível no momento.')).first()).toBeVisible();
  }

  const id = await orderWaitingForRider();
  const shortId = id.slice(0, 8);

  // It appears on both phones within a second, with restaurant, address, total and status.
  const mine = card(page, shortId);
  await expect(mine).toBeVisible({ timeout: 1_000 });
  await expect(card(rider2, shortId)).toBeVisible({ timeout: 1_000 });
  await expect(mine).toContainText('Cantina da Nonna');
  await expect(mine).toContainText('Rua Harmonia, 321 - Vila Madalena - São Paulo');
  await expect(mine).toContainText(/R\$\s112,60/);
  await expect(mine).toContainText('Aguardando entregador');

  // Rider 1 accepts; the card leaves rider 2's list by itself.
  await mine.getByRole('button', { name: 'Aceitar Pedido' }).click();
  await expect(page.getByText(`Pedido ${shortId} aceito com sucesso!`)).toBeVisible();
  await expect(card(page, shortId)).toHaveCount(0);
  await expect(card(rider2, shortId)).toHaveCount(0, { timeout: 2_000 });

  // It is among rider 1's deliveries, with what to collect and whom to call.
  await page.getByRole('link', { name: /Ver minhas entregas/ }).click();
  await expectPath(page, '/deliveryman-dashboard/my-active-orders');
  const delivery = card(page, shortId);
  await expect(delivery).toContainText(CUSTOMER.nome);
  await expect(delivery.getByRole('link', { name: CUSTOMER.telefone })).toHaveAttribute('href', 'tel:+5511974102255');
  await expect(delivery).toContainText(/Receber R\$\s112,60 em dinheiro/);
  await expect(delivery).toContainText(/Levar troco para R\$\s150,00/);
  await expect(delivery).toContainText('2x Lasanha à Bolonhesa');
  await expect(delivery).toContainText('Observações: Interfone 32');

  // Confirm the delivery, after the question.
  await delivery.getByRole('button', { name: 'Confirmar entrega' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar entrega' });
  await expect(dialog).toContainText(`O pedido #${shortId} foi entregue a ${CUSTOMER.nome}`);
  await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByText(`Entrega do pedido ${shortId} confirmada!`)).toBeVisible();
  await expect(card(page, shortId)).toHaveCount(0);

  // The customer sees it delivered.
  const customer = await phoneOf(browser, baseURL, CUSTOMER.email, '/inicio');
  await customer.goto(`/status/${id}?restaurante=${RESTAURANT}`);
  await expect(customer.getByRole('status', { name: 'Status do pedido' })).toHaveText('Entregue');

  // 'Sair' takes the rider to /login.
  await rider2.getByRole('button', { name: 'Sair' }).click();
  await expectPath(rider2, '/login');
  await Promise.all([rider2.context().close(), customer.context().close()]);
});

test.describe('administrator', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('sees the four figures, commission per restaurant, and pages through every order', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expectPath(page, '/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Painel de Administração' })).toBeVisible();
    await expect(page.getByText('Bem-vindo(a), Patrícia Admin!')).toBeVisible();

    for (const label of ['Total de Pedidos', 'Valor Total das Vendas', 'Comissão por Venda 10%', 'Faturamento (Comissão)']) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByText('Vendas são os pedidos entregues (ou concluídos)').first()).toBeVisible();

    const perRestaurant = page.getByRole('region', { name: 'Faturamento por Restaurante (Comissão)' });
    await expect(perRestaurant.getByRole('heading', { name: /Cantina da Nonna/ })).toBeVisible();
    const dues = await perRestaurant.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => Number((item.querySelector('.admin-restaurant__due dd')?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
    );
    expect(dues.length).toBeGreaterThan(3);
    expect(dues).toEqual([...dues].sort((a, b) => b - a));

    const orders = page.getByRole('region', { name: 'Todos os Pedidos' });
    // Order cards as a person sees them (placeholders while loading are hidden and have no text).
    const cards = orders.getByRole('listitem').filter({ hasText: 'Comissão (10%)' });
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText(/Comissão \(10%\)/);
    await expect(cards.first().getByRole('list', { name: 'Itens' }).getByRole('listitem').first()).toHaveText(/^\d+ x .+ \(R\$\s[\d.]+,\d{2}\)$/);

    await orders.getByRole('button', { name: 'Ver Mais Pedidos' }).click();
    await expect(cards).toHaveCount(20);
    await orders.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(cards).toHaveCount(40);
    await orders.getByRole('button', { name: 'Ver Menos', exact: true }).click();
    await expect(cards).toHaveCount(3);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/login');
  });
});

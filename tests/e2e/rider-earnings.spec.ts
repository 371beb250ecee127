import { expect, test, type Browser, type Page } from '@playwright/test';
import { statementWeekLabel, statementWeekOf } from '../../src/domain/money/commission-ledger';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT } from '../../src/domain/money/commission';
import { adminGetFields, adminSetFields, brl, createCustomer, createKitchen, createRider, DEMO, expectPath, fromRestValue, placeOrderAs, signIn, FUNCTION_CALL_TIMEOUT } from './support';

/**
 * A rider's day (issue #38): a cash order and a Pix order delivered; 'Meus ganhos' shows both
 * fees and the cash collected; the settlement with that restaurant says who passes what to whom,
 * and the rider and the restaurant both confirm it ('Acerto feito'), each seeing the other's. And
 * the one money rule, said alike on the partner pages, the rider's card and the statement, which
 * the operator's figure for these orders follows.
 */

const CUSTOMER_NAME = 'Rita Almeida';
const RIDER_NAME = 'Téo Martins';

async function contextPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

test("a rider delivers a cash order and a Pix order: 'Meus ganhos' shows both fees, and the settlement with the restaurant is confirmed by both", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { exigePainelAberto: false });
  const name = String(fromRestValue((await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.nome));
  const rider = await createRider(RIDER_NAME);
  const { email } = await createCustomer(CUSTOMER_NAME);

  // Two orders of R$ 30,00 (a R$ 25,00 dish and the R$ 5,00 fee): one paid in cash, one by Pix.
  const orders: Array<{ id: string; path: string; pagamento: 'Dinheiro' | 'Pix' }> = [];
  for (const pagamento of ['Dinheiro', 'Pix'] as const) {
    const placed = await placeOrderAs(email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: CUSTOMER_NAME, pagamento });
    if (!('orderId' in placed)) throw new Error(`The order was refused: ${placed.refusal}`);
    const path = `restaurantes/${kitchen.restaurantId}/pedidos/${placed.orderId}`;
    // The kitchen accepted it and it is ready: it waits for a rider.
    await adminSetFields(path, { status: 'aguardando_entregador', aceitoEm: new Date(), tempoPreparoMin: 20, ultimaAtualizacao: new Date() });
    orders.push({ id: placed.orderId, path, pagamento });
  }

  // The rider takes both, picks them up and hands each over with the customer's code.
  const phone = await contextPage(browser, baseURL, { width: 390, height: 844 });
  await signIn(phone, rider.email);
  await expectPath(phone, '/deliveryman-dashboard/available-orders');
  for (const order of orders) {
    await phone.goto('/deliveryman-dashboard/available-orders');
    const offer = phone.getByRole('listitem').filter({ hasText: `Ref. ${order.id.slice(0, 8)}` });
    // On offer once the order trigger has written it (issue #39).
    await expect(offer).toContainText(/Você ganha R\$\s5,00 pela entrega/, { timeout: 60_000 });
    await offer.getByRole('button', { name: 'Aceitar Pedido' }).click();
    await expectPath(phone, '/deliveryman-dashboard/my-active-orders', FUNCTION_CALL_TIMEOUT);
  }
  for (const order of orders) {
    const delivery = phone.getByRole('listitem').filter({ hasText: `Ref. ${order.id.slice(0, 8)}` });
    await delivery.getByRole('button', { name: 'Confirmar retirada' }).click();
    const code = String(fromRestValue((await adminGetFields(`${order.path}/privado/entrega`))?.codigo));
    await delivery.getByLabel('Código de entrega').fill(code);
    await delivery.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(delivery).toHaveCount(0, { timeout: 30_000 });
  }

  // 'Meus ganhos', today: two deliveries, R$ 10,00 in fees, R$ 30,00 collected in cash.
  await phone.getByRole('link', { name: 'Ganhos' }).click();
  await expectPath(phone, '/deliveryman-dashboard/ganhos');
  const figure = (label: string) => phone.locator('.metric-card').filter({ hasText: label }).locator('.metric-card__value');
  await expect(figure('Entregas')).toHaveText('2');
  await expect(figure('Ganhos das corridas')).toHaveText(new RegExp(`^${brl(10)}$`));
  await expect(figure('Dinheiro recebido')).toHaveText(new RegExp(`^${brl(30)}$`));
  await expect(phone.getByRole('region', { name: 'Entregas', exact: true }).getByRole('listitem')).toHaveCount(2);

  // The settlement: the cash order's R$ 25,00 (30 less the fee) against the Pix order's R$ 5,00 fee.
  const riderSide = phone.getByRole('listitem', { name: new RegExp(`Acerto com ${name}`) });
  await expect(riderSide).toContainText(new RegExp(`em dinheiro, parte do restaurante ${brl(25)}`));
  await expect(riderSide).toContainText(new RegExp(`Você repassa ${brl(20)} ao restaurante`));
  await expect(riderSide).toContainText('Aguardando confirmação dos dois lados.');
  await riderSide.getByRole('button', { name: 'Acerto feito' }).click();
  await expect(riderSide).toContainText('Você confirmou. Falta o restaurante confirmar.', { timeout: 30_000 });

  // The restaurant's 'Financeiro' reads the same settlement the other way round and confirms it.
  const owner = await contextPage(browser, baseURL, { width: 1024, height: 768 });
  await owner.goto('/login-restaurante');
  await owner.getByLabel('E-mail').fill(kitchen.staffEmail);
  await owner.getByLabel('Senha').fill('sabor123');
  await owner.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(owner, '/painel-restaurante');
  await owner.getByRole('tab', { name: 'Financeiro' }).click();
  const restaurantSide = owner.getByRole('listitem', { name: /Acerto com Téo/ });
  await expect(restaurantSide).toContainText(new RegExp(`Téo repassa ${brl(20)} a você`));
  await expect(restaurantSide).toContainText('O entregador confirmou. Falta você.');
  await restaurantSide.getByRole('button', { name: 'Acerto feito' }).click();
  await expect(restaurantSide).toContainText('Acerto feito: confirmado pelos dois lados.', { timeout: 30_000 });
  // The rider's screen follows live.
  await expect(riderSide).toContainText('Acerto feito: confirmado pelos dois lados.', { timeout: 30_000 });
  await expect(riderSide.getByRole('button', { name: 'Acerto feito' })).toHaveCount(0);

  // The statement says the same rule, and its lines follow it: 10% of each order's R$ 30,00.
  await expect(owner.getByText(COMMISSION_RULE_TEXT)).toBeVisible();
  await expect(owner.getByText(DELIVERY_FEE_RULE_TEXT)).toBeVisible();
  const week = owner.getByRole('listitem').filter({ hasText: `Semana ${statementWeekLabel(statementWeekOf(new Date()))}` });
  await week.getByRole('button', { name: 'Ver lançamentos' }).click();
  const lines = week.getByRole('table').locator('tbody tr');
  await expect(lines).toHaveCount(2, { timeout: 30_000 });
  for (const line of await lines.all()) await expect(line).toHaveText(new RegExp(`Comissão \\(10%\\)${brl(30)}${brl(3)}$`));

  // The partner pages state it as the statement does; the rider's card said 'Você ganha R$ 5,00' above.
  const visitor = await contextPage(browser, baseURL, { width: 390, height: 844 });
  await visitor.goto('/cadastre-seu-restaurante');
  await expect(visitor.getByText(COMMISSION_RULE_TEXT)).toBeVisible();
  await expect(visitor.getByText(DELIVERY_FEE_RULE_TEXT)).toBeVisible();
  await visitor.goto('/seja-entregador');
  await expect(visitor.getByText(DELIVERY_FEE_RULE_TEXT)).toBeVisible();

  // The operator's figure for the restaurant is the same: R$ 6,00 owed in the week open now.
  const operator = await contextPage(browser, baseURL, { width: 1024, height: 768 });
  await signIn(operator, DEMO.admin);
  await expectPath(operator, '/admin-dashboard');
  await operator.goto(`/admin-dashboard/restaurantes/${kitchen.restaurantId}`);
  const money = operator.getByRole('region', { name: 'Financeiro' });
  await expect(money).toContainText('Taxa de comissão em vigor10%');
  await expect(money).toContainText(new RegExp(`Semana aberta${brl(6)}`));

  await Promise.all([phone, owner, visitor, operator].map((page) => page.context().close()));
});

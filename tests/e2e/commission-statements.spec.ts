import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { statementWeekLabel, statementWeekOf } from '../../src/domain/money/commission-ledger';
import { SUSPENDED_RESTAURANT_MESSAGE } from '../../src/domain/operator/suspension';
import { DEMO, adminGetFields, adminSetFields, brl, createCustomer, createKitchen, expectPath, fromRestValue, placeOrderAs, scanPixQr, signIn } from './support';

/**
 * Commission statements (issue #38) on a restaurant of the test's own: a week of deliveries closes
 * into one statement, which the restaurant pays by Pix and the operator confirms; a statement left
 * unpaid past the limit stops the store until it is paid.
 */

const TABLET = { width: 1024, height: 768 };
const DAY_MS = 24 * 60 * 60 * 1000;

async function tablet(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: TABLET, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/** A delivered order written as the kitchen's history (the ledger's trigger posts it). */
async function delivered(restaurantId: string, restaurantName: string, id: string, at: Date, totalValue: number, pagamento: string, numero: number) {
  await adminSetFields(`restaurantes/${restaurantId}/pedidos/${id}`, {
    status: 'entregue',
    restaurantId,
    restaurantName,
    totalValue,
    subTotal: totalValue - 5,
    taxaEntrega: 5,
    pagamento,
    numero,
    itens: [],
    userId: 'cliente-antigo',
    deliverymanId: 'entregador-antigo',
    createdAt: at,
    ultimaAtualizacao: at,
  });
}

async function statementPosted(restaurantId: string, week: string, entries: number) {
  await expect
    .poll(async () => Number(fromRestValue((await adminGetFields(`restaurantes/${restaurantId}/extratos/${week}`))?.lancamentos ?? { integerValue: '0' })), { timeout: 30_000 })
    .toBe(entries);
}

/** The operator's 'Fechar semanas encerradas' on a fresh page (no earlier message on it), and what it said. */
async function closeWeeks(operator: Page): Promise<string> {
  await operator.goto('/admin-dashboard/financeiro');
  await operator.getByRole('button', { name: 'Fechar semanas encerradas' }).click();
  const notice = operator.getByRole('status').filter({ hasText: /fechad|Nenhuma semana/ });
  // The close reads and writes every finished week of every store: beside other journeys, slow.
  await expect(notice).toBeVisible({ timeout: 60_000 });
  return (await notice.textContent()) ?? '';
}

test('a week of deliveries closes into one statement equal to its lines; the restaurant pays it by Pix and says so, the operator confirms; unpaid past the limit, the store stops until it is paid', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const kitchen = await createKitchen();
  // Open to orders without its panel, so the order at the end does not depend on the clock.
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { exigePainelAberto: false });
  const name = String(fromRestValue((await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.nome));

  // Three deliveries on three days of last week: 10% of R$ 37,40, R$ 52,00 and R$ 20,05.
  const week = statementWeekOf(new Date(Date.now() - 7 * DAY_MS));
  const monday = Date.parse(`${week}T15:00:00Z`);
  await delivered(kitchen.restaurantId, name, 'semana-1', new Date(monday), 37.4, 'Pix', 1);
  await delivered(kitchen.restaurantId, name, 'semana-2', new Date(monday + DAY_MS), 52, 'Dinheiro', 2);
  await delivered(kitchen.restaurantId, name, 'semana-3', new Date(monday + 2 * DAY_MS), 20.05, 'Cartão', 3);
  await statementPosted(kitchen.restaurantId, week, 3);

  // The week is over: the operator runs the weekly close (the schedule does on Mondays).
  const operator = await tablet(browser, baseURL);
  await signIn(operator, DEMO.admin);
  await expectPath(operator, '/admin-dashboard');
  expect(await closeWeeks(operator)).toMatch(/extratos? fechados?/);

  // The restaurant's 'Financeiro': one statement for the week, equal to the sum of its lines.
  const owner = await tablet(browser, baseURL);
  await owner.goto('/login-restaurante');
  await owner.getByLabel('E-mail').fill(kitchen.staffEmail);
  await owner.getByLabel('Senha').fill(DEMO.password);
  await owner.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(owner, '/painel-restaurante');
  await owner.getByRole('tab', { name: 'Financeiro' }).click();
  const card = owner.getByRole('listitem').filter({ hasText: `Semana ${statementWeekLabel(week)}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('A pagar');
  await expect(card.locator('.statement-card__amount')).toHaveText(new RegExp(`^${brl(10.95)}$`));
  await card.getByRole('button', { name: 'Ver lançamentos' }).click();
  const rows = card.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5);
  const lines = await card.getByRole('table').locator('tbody tr td:last-child').allTextContents();
  const sum = lines.reduce((total, text) => total + Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100), 0);
  expect(sum).toBe(1095);
  await expect(rows.last()).toHaveText(new RegExp(`^Total${brl(10.95)}$`));

  // 'Pagar com Pix': the QR a bank app reads pays the platform's key the exact amount, naming the statement.
  await card.getByRole('button', { name: 'Pagar com Pix' }).click();
  const code = ((await card.getByText(/^Código do extrato:/).textContent()) ?? '').match(/Código do extrato: (\w+)\./)?.[1];
  expect(getPixPayloadInfo(await scanPixQr(card))).toMatchObject({ key: 'financeiro@sabor.dev', amount: 10.95, txid: code });
  await card.getByRole('button', { name: 'Já paguei' }).click();
  await owner.getByRole('dialog', { name: 'Informar pagamento?' }).getByRole('button', { name: 'Já paguei' }).click();
  await expect(card).toContainText('Pagamento informado', { timeout: 30_000 });

  // The operator sees it among the informed ones and confirms it; the restaurant's card says 'Paga'.
  await operator.getByLabel('Situação').selectOption({ label: 'Pagamento informado' });
  await operator.getByRole('button', { name: `Confirmar pagamento de ${name}, semana ${statementWeekLabel(week)}` }).click();
  const confirm = operator.getByRole('dialog', { name: 'Confirmar pagamento' });
  await confirm.getByLabel('Observação (opcional)').fill('Pix recebido no extrato do banco');
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(operator.getByText(`Pagamento de ${name} confirmado.`)).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Paga', { timeout: 30_000 });
  await expect(card).toContainText('Pix recebido no extrato do banco');

  // An older week, closed and left unpaid past the limit (10 days after its due date): the next
  // close stops the store. Customers are refused; its team reads why.
  const older = statementWeekOf(new Date(Date.now() - 21 * DAY_MS));
  await delivered(kitchen.restaurantId, name, 'antiga-1', new Date(Date.parse(`${older}T15:00:00Z`)), 80, 'Dinheiro', 4);
  await statementPosted(kitchen.restaurantId, older, 1);
  await closeWeeks(operator);
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/extratos/${older}`, { vencimento: new Date(Date.now() - 11 * DAY_MS) });
  expect(await closeWeeks(operator)).toMatch(/lojas? deix(ou|aram) de receber pedidos por comissão em atraso/);
  const customer = await createCustomer('Cliente do Bairro');
  const order = { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Cliente do Bairro' };
  expect(await placeOrderAs(customer.email, order)).toEqual({ refusal: SUSPENDED_RESTAURANT_MESSAGE });
  await owner.reload();
  await expect(owner.getByText(/Sua loja está suspensa pela Sabor/)).toContainText('Inadimplência: comissão em atraso');

  // Paid and confirmed: the store takes orders again.
  await operator.getByLabel('Situação').selectOption({ label: 'Vencidas' });
  await operator.getByRole('button', { name: `Confirmar pagamento de ${name}, semana ${statementWeekLabel(older)}` }).click();
  await operator.getByRole('dialog', { name: 'Confirmar pagamento' }).getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(operator.getByText(`Pagamento de ${name} confirmado.`)).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => placeOrderAs(customer.email, order), { timeout: 30_000 }).toHaveProperty('orderId');

  await Promise.all([operator, owner].map((page) => page.context().close()));
});

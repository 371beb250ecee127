import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { statementWeekLabel, statementWeekOf } from '../../src/domain/money/commission-ledger';
import { STATEMENT_CSV_HEADER } from '../../src/domain/money/statement-csv';
import { SETTLEMENT_CSV_HEADER } from '../../src/domain/delivery/rider-settlements';
import { COMMISSION_RULE_TEXT, DELIVERY_FEE_RULE_TEXT, DISCOUNT_RULE_TEXT } from '../../src/domain/money/commission';
import { adminGetFields, adminSetFields, brl, createCustomer, createKitchen, createRider, DEMO, expectPath, fromRestValue, placeOrderAs, signIn, FUNCTION_CALL_TIMEOUT } from './support';

/**
 * A day of money that adds up (issues #38 and #50). Three orders at the test kitchen (a R$ 25,00
 * dish, R$ 5,00 of delivery, free delivery from R$ 40,00) in São Paulo, whose riders are paid at
 * least R$ 6,00 a ride (the demo city's minimum):
 * - cash, no coupon: R$ 30,00;
 * - Pix with Sabor's city coupon SABORE2E (R$ 5,00 off): R$ 25,00, the commission still on R$ 30,00;
 * - card, two dishes with the store's coupon LOJAE2E (10%): R$ 45,00 with free delivery.
 * The kitchen's card and the customer's '/status' show the coupon and who funds it; the rider's
 * 'Meus ganhos' pays every ride R$ 6,00 (the store tops the fee up, the free delivery included);
 * the settlement with the store moves exactly that, and both sides confirm it; the store's
 * statement and the operator's figure for it agree to the centavo (R$ 3,00 - R$ 2,00 + R$ 4,50).
 * Each person's screen is checked at its own size and again at the other (phone and tablet).
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const CUSTOMER_NAME = 'Rita Almeida';
const RIDER_NAME = 'Téo Martins';

async function contextPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

/** The lines of the CSV a button downloads (after its byte-order mark, for Excel). */
async function downloadedCsv(page: Page, button: Locator): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

const coupon = (id: string, fields: Record<string, unknown>) =>
  adminSetFields(`cupons/${id}`, {
    maximo: null,
    pedidoMinimo: 0,
    inicio: new Date(Date.now() - 60_000),
    fim: new Date(Date.now() + 24 * 60 * 60_000),
    regra: 'livre',
    limiteUsos: null,
    usos: 0,
    ativo: true,
    atualizadoEm: new Date(),
    ...fields,
  });

test("a day of money: a cash order, a Sabor coupon and a store coupon with free delivery; the rider is paid every ride, and the statement, the operator and the settlement agree", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const kitchen = await createKitchen();
  const restaurant = `restaurantes/${kitchen.restaurantId}`;
  await adminSetFields(restaurant, { exigePainelAberto: false, areasEntrega: { bairros: [], outrosBairros: true, gratisAcima: 40 } });
  const name = String(fromRestValue((await adminGetFields(restaurant))?.nome));
  await coupon('cidade-sao-paulo_SABORE2E', { codigo: 'SABORE2E', escopo: 'cidade', cidade: 'sao paulo', tipo: 'valor', valor: 5 });
  await coupon(`${kitchen.restaurantId}_LOJAE2E`, { codigo: 'LOJAE2E', escopo: 'restaurante', restaurantId: kitchen.restaurantId, tipo: 'percentual', valor: 10 });
  const rider = await createRider(RIDER_NAME);
  const { email } = await createCustomer(CUSTOMER_NAME);

  const plans: Array<{ pagamento: 'Dinheiro' | 'Pix' | 'Cartão'; productIds: string[]; expectedTotal: number; cupom?: string }> = [
    { pagamento: 'Dinheiro', productIds: [kitchen.dishId], expectedTotal: 3000 },
    { pagamento: 'Pix', productIds: [kitchen.dishId], expectedTotal: 2500, cupom: 'SABORE2E' },
    { pagamento: 'Cartão', productIds: [kitchen.dishId, kitchen.dishId], expectedTotal: 4500, cupom: 'LOJAE2E' },
  ];
  const orders: Array<{ id: string; path: string }> = [];
  for (const plan of plans) {
    const placed = await placeOrderAs(email, { restaurantId: kitchen.restaurantId, clientName: CUSTOMER_NAME, ...plan });
    if (!('orderId' in placed)) throw new Error(`The order was refused: ${placed.refusal}`);
    const path = `${restaurant}/pedidos/${placed.orderId}`;
    // The kitchen accepted it and it is ready: it waits for a rider.
    await adminSetFields(path, { status: 'aguardando_entregador', aceitoEm: new Date(), tempoPreparoMin: 20, ultimaAtualizacao: new Date() });
    orders.push({ id: placed.orderId, path });
  }

  // The kitchen, on its tablet, sees the Sabor coupon on the card, and that Sabor pays it back.
  const owner = await contextPage(browser, baseURL, TABLET);
  await owner.goto('/login-restaurante');
  await owner.getByLabel('E-mail').fill(kitchen.staffEmail);
  await owner.getByLabel('Senha').fill('sabor123');
  await owner.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(owner, '/painel-restaurante');
  const saborCard = owner.locator('.panel-order').filter({ hasText: 'SABORE2E' });
  // On the card itself, the coupon and who funds it; every line when the total is opened.
  await expect(saborCard.getByText(new RegExp(`Desconto Sabor · SABORE2E \\(a Sabor devolve no extrato\\): -${brl(5)}`))).toBeVisible();
  await saborCard.locator('summary.panel-order__money').click();
  await expect(saborCard.getByText('A Sabor devolve no extrato', { exact: true })).toBeVisible();
  await expect(saborCard).toContainText(new RegExp(`Desconto Sabor · SABORE2E \\(a Sabor devolve no extrato\\)-${brl(5)}`));
  await expect(saborCard).toContainText(new RegExp(`Total${brl(25)}`));
  await expect(saborCard).toContainText(new RegExp(`A loja paga ao entregador \\(mínimo da cidade\\)${brl(1)}`));
  const storeCard = owner.locator('.panel-order').filter({ hasText: 'LOJAE2E' });
  await expect(storeCard).toContainText(new RegExp(`Desconto da loja · LOJAE2E-${brl(5)}`));
  await expect(storeCard).toContainText(new RegExp(`Entrega grátis${brl(0)}`));
  await expect(storeCard).toContainText(new RegExp(`A loja paga ao entregador \\(mínimo da cidade\\)${brl(6)}`));
  // The same card on a phone-sized screen, where the board shows one stage at a time: the coupon and who funds it.
  await owner.setViewportSize(PHONE);
  await owner.getByRole('button', { name: /^Prontos \/ aguardando entregador/ }).click();
  await expect(saborCard.getByText(new RegExp(`Desconto Sabor · SABORE2E \\(a Sabor devolve no extrato\\): -${brl(5)}`))).toBeVisible();
  await owner.setViewportSize(TABLET);

  // The customer's '/status' of the Sabor coupon order, on the phone: items, coupon, delivery, total.
  const customer = await contextPage(browser, baseURL, PHONE);
  await signIn(customer, email);
  await expectPath(customer, '/inicio');
  await customer.goto(`/status/${orders[1]!.id}?restaurante=${kitchen.restaurantId}`);
  const money = customer.locator('.order-money');
  await expect(money).toContainText(new RegExp(`Itens${brl(25)}Cupom SABORE2E-${brl(5)}Taxa de entrega${brl(5)}Total${brl(25)}`));
  await customer.setViewportSize(TABLET);
  await expect(money).toContainText(new RegExp(`Itens${brl(25)}Cupom SABORE2E-${brl(5)}Taxa de entrega${brl(5)}Total${brl(25)}`));

  // The rider takes each order in turn (two at most at once), picks it up and hands it over with the customer's code.
  const phone = await contextPage(browser, baseURL, PHONE);
  await signIn(phone, rider.email);
  await expectPath(phone, '/deliveryman-dashboard/available-orders');
  for (const [index, order] of orders.entries()) {
    await phone.goto('/deliveryman-dashboard/available-orders');
    const offer = phone.getByRole('listitem').filter({ hasText: `Ref. ${order.id.slice(0, 8)}` });
    // On offer once the order trigger has written it (issue #39); every ride pays the city's R$ 6,00.
    await expect(offer).toContainText(/Você ganha R\$\s6,00 pela entrega/, { timeout: 60_000 });
    if (index < 2) await expect(offer).toContainText(new RegExp(`${brl(5)} de taxa \\+ ${brl(1)} pagos pela loja`));
    await offer.getByRole('button', { name: 'Aceitar Pedido' }).click();
    await expectPath(phone, '/deliveryman-dashboard/my-active-orders', FUNCTION_CALL_TIMEOUT);
    const delivery = phone.getByRole('listitem').filter({ hasText: `Ref. ${order.id.slice(0, 8)}` });
    await delivery.getByRole('button', { name: 'Confirmar retirada' }).click();
    const code = String(fromRestValue((await adminGetFields(`${order.path}/privado/entrega`))?.codigo));
    await delivery.getByLabel('Código de entrega').fill(code);
    await delivery.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(delivery).toHaveCount(0, { timeout: 30_000 });
  }

  // 'Meus ganhos', today: three rides at R$ 6,00, none at R$ 0,00; R$ 30,00 collected in cash.
  await phone.getByRole('link', { name: 'Ganhos' }).click();
  await expectPath(phone, '/deliveryman-dashboard/ganhos');
  const figure = (label: string) => phone.locator('.metric-card').filter({ hasText: label }).locator('.metric-card__value');
  await expect(figure('Entregas')).toHaveText('3');
  await expect(figure('Ganhos das corridas')).toHaveText(new RegExp(`^${brl(18)}$`));
  await expect(figure('Dinheiro recebido')).toHaveText(new RegExp(`^${brl(30)}$`));
  const rides = phone.getByRole('region', { name: 'Entregas', exact: true }).getByRole('listitem');
  await expect(rides).toHaveCount(3);
  for (const ride of await rides.all()) await expect(ride.getByLabel(new RegExp(`Ganho da corrida ${brl(6)}`))).toBeVisible();
  // The same figures on a tablet.
  await phone.setViewportSize(TABLET);
  await expect(figure('Ganhos das corridas')).toHaveText(new RegExp(`^${brl(18)}$`));
  await expect(rides.first().getByLabel(new RegExp(`Ganho da corrida ${brl(6)}`))).toBeVisible();
  await phone.setViewportSize(PHONE);

  // The settlement: the cash order's R$ 24,00 (30 less the ride) against R$ 12,00 of rides the store was paid for.
  const riderSide = phone.getByRole('listitem', { name: new RegExp(`Acerto com ${name}`) });
  await expect(riderSide).toContainText(new RegExp(`em dinheiro, parte do restaurante ${brl(24)}`));
  await expect(riderSide).toContainText(new RegExp(`Você repassa ${brl(12)} ao restaurante`));
  await expect(riderSide).toContainText('Aguardando confirmação dos dois lados.');
  await riderSide.getByRole('button', { name: 'Acerto feito' }).click();
  await expect(riderSide).toContainText('Você confirmou. Falta o restaurante confirmar.', { timeout: 30_000 });

  // The restaurant's 'Financeiro' reads the same settlement the other way round and confirms it.
  await owner.getByRole('tab', { name: 'Financeiro' }).click();
  const restaurantSide = owner.getByRole('listitem', { name: /Acerto com Téo/ });
  await expect(restaurantSide).toContainText(new RegExp(`Téo repassa ${brl(12)} a você`));
  await expect(restaurantSide).toContainText('O entregador confirmou. Falta você.');
  await restaurantSide.getByRole('button', { name: 'Acerto feito' }).click();
  await expect(restaurantSide).toContainText('Acerto feito: confirmado pelos dois lados.', { timeout: 30_000 });
  // The rider's screen follows live.
  await expect(riderSide).toContainText('Acerto feito: confirmado pelos dois lados.', { timeout: 30_000 });
  await expect(riderSide.getByRole('button', { name: 'Acerto feito' })).toHaveCount(0);
  // The rider's CSV of the settlements says the same (the rider by first name, as the store sees him): three rides, the R$ 24,00 of cash against the R$ 12,00 of rides the store owes.
  const settlementsCsv = await downloadedCsv(phone, phone.getByRole('button', { name: 'Baixar CSV dos acertos' }));
  expect(settlementsCsv[0]).toBe(SETTLEMENT_CSV_HEADER.join(';'));
  expect(settlementsCsv.slice(1)).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4};/), '']);
  expect(settlementsCsv[1]).toContain(`;${name};Téo;3;24,00;12,00;0,00;Entregador;12,00;Acerto feito`);

  // The statement says the rules, and its lines follow them: 10% of R$ 30,00; 10% of R$ 30,00 less the
  // Sabor coupon's R$ 5,00 credited back; 10% of R$ 45,00.
  await expect(owner.getByText(COMMISSION_RULE_TEXT)).toBeVisible();
  await expect(owner.getByText(DISCOUNT_RULE_TEXT)).toBeVisible();
  await expect(owner.getByText(DELIVERY_FEE_RULE_TEXT)).toBeVisible();
  const week = owner.getByRole('listitem').filter({ hasText: `Semana ${statementWeekLabel(statementWeekOf(new Date()))}` });
  await week.getByRole('button', { name: 'Ver lançamentos' }).click();
  const lines = week.getByRole('table').locator('tbody tr');
  await expect(lines).toHaveCount(3, { timeout: 30_000 });
  await expect(lines.filter({ hasText: 'Crédito do cupom da Sabor' })).toHaveText(new RegExp(`${brl(30)}-${brl(2)}$`));
  await expect(lines.filter({ hasText: new RegExp(brl(45)) })).toHaveText(new RegExp(`Comissão \\(10%\\)${brl(45)}${brl(4.5)}$`));
  // Its CSV names each order by its number of the day, and carries the credit and the same total.
  const statementCsv = await downloadedCsv(owner, week.getByRole('button', { name: 'Baixar CSV' }));
  expect(statementCsv[0]).toBe(STATEMENT_CSV_HEADER.join(';'));
  const orderLine = /^\d{2}\/\d{2}\/\d{4};#000[123] · \d{2}\/\d{2};Comissão;/;
  expect(statementCsv.slice(1, 4)).toEqual([expect.stringMatching(orderLine), expect.stringMatching(orderLine), expect.stringMatching(orderLine)]);
  expect(statementCsv.slice(1, 4).sort()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/;Dinheiro;30,00;10;;;3,00;$/),
      expect.stringMatching(/;Pix;30,00;10;-5,00;;-2,00;$/),
      expect.stringMatching(/;Cartão;45,00;10;;;4,50;$/),
    ]),
  );
  expect(statementCsv.slice(4)).toEqual(['Total;;;;;;;;5,50;', '']);

  // The partner pages state them as the statement does.
  const visitor = await contextPage(browser, baseURL, PHONE);
  await visitor.goto('/cadastre-seu-restaurante');
  await expect(visitor.getByText(COMMISSION_RULE_TEXT)).toBeVisible();
  await expect(visitor.getByText(DISCOUNT_RULE_TEXT)).toBeVisible();
  await expect(visitor.getByText(DELIVERY_FEE_RULE_TEXT)).toBeVisible();
  await visitor.goto('/seja-entregador');
  await expect(visitor.getByText(DELIVERY_FEE_RULE_TEXT)).toBeVisible();

  // The operator's figure for the restaurant is the statement's, to the centavo: R$ 5,50 in the week open now.
  const operator = await contextPage(browser, baseURL, TABLET);
  await signIn(operator, DEMO.admin);
  await expectPath(operator, '/admin-dashboard');
  await operator.goto(`/admin-dashboard/restaurantes/${kitchen.restaurantId}`);
  const finance = operator.getByRole('region', { name: 'Financeiro' });
  await expect(finance).toContainText('Taxa de comissão em vigor10%');
  await expect(finance).toContainText(new RegExp(`Semana aberta${brl(5.5)}`));
  await operator.setViewportSize(PHONE);
  await expect(finance).toContainText(new RegExp(`Semana aberta${brl(5.5)}`));

  await Promise.all([phone, owner, customer, visitor, operator].map((page) => page.context().close()));
});

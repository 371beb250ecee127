import { expect, test } from '@playwright/test';
import { riderRatingText } from '../../src/domain/delivery/delivery-review';
import { adminGetFields, adminListDocuments, adminSetFields, callAs, createCustomer, createKitchen, DEMO, expectPath, fillDeliveryDetails, fromRestValue, FUNCTION_CALL_TIMEOUT, payAtTheDoor, phonePhoto, placeOrderAs, signIn } from './support';

/**
 * When an order goes wrong (issue #53): a customer on a phone says a dish is missing from an order
 * paid at the door, with a photo; the kitchen, on the counter tablet, is told (a push and
 * 'Clientes pedindo ajuda' above the board) and gives the dish back; the customer sees the answer
 * on the order's page and the dish's price as Sabor credits, and spends them on the next order;
 * the store's statement charges the dish less Sabor's commission; the operator's figures count the
 * case.
 */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

test('a customer asks for help with a missing dish; the kitchen gives it back as Sabor credits, spent on the next order, and everyone sees it', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const kitchen = await createKitchen();
  const customer = await createCustomer('Rui Ajuda');
  // Two dishes of R$ 25,00 and R$ 5,00 of delivery, paid in cash at the door.
  const placed = await placeOrderAs(customer.email, {
    restaurantId: kitchen.restaurantId,
    productIds: [kitchen.dishId, kitchen.dishId],
    expectedTotal: 5500,
    clientName: 'Rui Ajuda',
    pagamento: 'Dinheiro',
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
  // From 'Meus Pedidos': the order's 'Preciso de ajuda' opens its page with the form.
  await phone.goto('/meus-pedidos');
  const current = phone.getByRole('region', { name: 'Pedidos Atuais' }).getByRole('listitem').filter({ hasText: kitchen.nome });
  await current.getByRole('link', { name: 'Preciso de ajuda' }).click();
  await expectPath(phone, `/status/${placed.orderId}`);
  const help = phone.getByRole('region', { name: 'Ajuda com este pedido' });
  const form = phone.getByRole('dialog', { name: 'Preciso de ajuda' });
  await expect(form).toBeVisible();
  // Opened once: a reload of the page does not ask again.
  await expect(phone).not.toHaveURL(/ajuda=/);
  await form.getByRole('radio', { name: 'Item faltando' }).check();
  await form.getByRole('button', { name: 'Enviar' }).click();
  // Nothing chosen nor told yet: each said, nothing sent.
  await expect(form.getByText('Escolha os itens com problema.')).toBeVisible();
  await expect(form.getByText('Conte o que aconteceu (de 10 a 1.000 caracteres).')).toBeVisible();
  await form.getByRole('button', { name: 'Mais Prato Feito' }).first().click();
  await form.getByLabel('Conte o que aconteceu').fill('Chegou só um prato feito, o outro não veio na sacola.');
  // A photo of what came, cropped and compressed on the phone as the panel's are.
  await form.getByLabel('Escolher da galeria').setInputFiles({ name: 'sacola.png', mimeType: 'image/png', buffer: phonePhoto() });
  await form.getByRole('button', { name: 'Usar foto' }).click();
  await expect(form.getByText('Foto anexada.')).toBeVisible();
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
  await expect(confirm).toContainText('Devolver ao cliente 1x Prato Feito em créditos Sabor');
  await confirm.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(cases).toHaveCount(0, { timeout: FUNCTION_CALL_TIMEOUT });

  // The customer sees the answer, with the photo they sent, and the dish's price as Sabor credits.
  await expect(opened).toContainText('Resolvido', { timeout: 30_000 });
  await expect(opened).toContainText('A loja devolveu R$ 25,00 em créditos Sabor, para usar no próximo pedido.');
  await expect(opened.getByRole('img')).toHaveAttribute('src', /^\/img\//);
  await expect(phone.getByRole('list', { name: 'Reembolsos' })).toContainText('Devolvido R$ 25,00 em créditos Sabor: 1x Prato Feito (Item faltando)');
  await phone.getByRole('link', { name: 'Meus créditos' }).click();
  await expectPath(phone, '/meus-creditos');
  await expect(phone.getByRole('region', { name: 'Saldo' })).toContainText('R$ 25,00');
  await expect(phone.getByRole('list', { name: 'Movimentos dos créditos' })).toContainText('Crédito recebido+R$ 25,00');

  // The next order spends them: a dish of R$ 25,00 and R$ 5,00 of delivery, R$ 5,00 to pay at the door.
  await phone.goto(`/cardapio/${kitchen.restaurantId}?produto=${kitchen.dishId}`);
  await phone.getByRole('button', { name: /^Adicionar · R\$/ }).click();
  await fillDeliveryDetails(phone, { rua: 'Rua Augusta', numero: '300', bairro: 'Consolação', cep: '01305-000', cidade: 'São Paulo', name: 'Rui Ajuda', phone: '(11) 95555-4444' });
  await expect(phone.getByRole('checkbox', { name: 'Usar meus créditos Sabor (R$ 25,00)' })).toBeChecked();
  await expect(phone.locator('.order-summary').getByText('Créditos Sabor', { exact: true })).toBeVisible();
  await expect(phone.locator('.order-summary__total')).toContainText('R$ 5,00');
  await payAtTheDoor(phone, 'Dinheiro');
  await phone.screenshot({ path: test.info().outputPath('checkout-with-credits.png') });
  await phone.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expectPath(phone, '/pedido-concluido');
  await phone.goto('/meus-creditos');
  await expect(phone.getByRole('region', { name: 'Saldo' })).toContainText('R$ 0,00');
  await expect(phone.getByRole('list', { name: 'Movimentos dos créditos' })).toContainText('Usado em um pedido−R$ 25,00');

  // The store's statement: the dish it was paid for at the door, less Sabor's 10% on it.
  await tablet.goto('/painel-restaurante?aba=financeiro');
  await tablet.getByRole('button', { name: 'Ver lançamentos' }).first().click();
  await expect(tablet.getByText(/Créditos Sabor de R\$\s25,00 ao cliente do pedido #\d{4}, pago na entrega: 1x Prato Feito \(Item faltando\)\./)).toBeVisible({ timeout: 30_000 });
  const entry = await adminGetFields(`restaurantes/${kitchen.restaurantId}/lancamentos/reembolso-ajuda-${placed.orderId}_item_faltando`);
  expect(fromRestValue(entry?.valor ?? { nullValue: null })).toBe(2250);
  await phone.context().close();
  await tablet.context().close();

  // The operator's month counts the case against the store.
  const desk = await (await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(desk, DEMO.admin);
  // Signed in once the console opens: a visit before would find no session and go back to /login.
  await expectPath(desk, '/admin-dashboard');
  await desk.goto('/admin-dashboard/atendimento');
  const figures = desk.getByRole('table', { name: 'Lojas com mais pedidos de ajuda' });
  // One case against its two orders: 50 per 100.
  await expect(figures.getByRole('row', { name: `${kitchen.nome} 1 50` })).toBeVisible({ timeout: 30_000 });
  await desk.context().close();
});

test('a case the store leaves unanswered reaches the operator’s desk, who gives back an amount at Sabor’s cost: the customer has the credits and the month counts them as Sabor’s', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const kitchen = await createKitchen();
  const customer = await createCustomer('Vera Prazo');
  const placed = await placeOrderAs(customer.email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Vera Prazo', pagamento: 'Dinheiro' });
  if (!('orderId' in placed)) throw new Error(`placeOrder refused: ${placed.refusal}`);
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${placed.orderId}`, { status: 'entregue', ultimaAtualizacao: new Date() });
  const opened = await callAs<{ casoId: string }>(customer.email, 'openHelpCase', {
    restaurantId: kitchen.restaurantId,
    orderId: placed.orderId,
    problema: 'item_errado',
    itens: [{ indice: 0, quantidade: 1 }],
    descricao: 'Veio um prato diferente do que eu pedi.',
  });
  if (!('casoId' in opened)) throw new Error(`openHelpCase refused: ${opened.refusal}`);

  // The operator's month before: what Sabor has borne so far.
  const desk = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(desk, DEMO.admin);
  // Signed in once the console opens: a visit before would find no session and go back to /login.
  await expectPath(desk, '/admin-dashboard');
  await desk.goto('/admin-dashboard/atendimento');
  const saborCost = desk.getByRole('term').filter({ hasText: 'Devolvido, custo da Sabor' }).locator('xpath=following-sibling::dd[1]');
  const centavos = async () => Number(((await saborCost.textContent()) ?? '').replace(/^R\$\s*([\d.]+),(\d{2}).*$/s, '$1$2').replace(/\./g, ''));
  await expect(saborCost).toBeVisible();
  const before = await centavos();

  // 'Notas dos entregadores': the seeded riders, the lowest average first, each as their tally says.
  const ratings = desk.getByRole('table', { name: 'Entregadores com as notas mais baixas nas entregas, dadas pelos clientes' }).getByRole('row').filter({ has: desk.getByRole('link') });
  await expect(ratings.filter({ hasText: 'Carlos Lima' })).toHaveCount(1);
  const averages: number[] = [];
  for (const row of await ratings.all()) {
    const uid = decodeURIComponent(((await row.getByRole('link').getAttribute('href')) ?? '').split('/').pop() ?? '');
    const tally = await adminGetFields(`notasEntregadores/${uid}`);
    const rating = { total: Number(fromRestValue(tally?.total)), soma: Number(fromRestValue(tally?.soma)) };
    await expect(row.getByRole('cell').nth(1)).toHaveText(riderRatingText(rating) ?? '');
    averages.push(rating.soma / rating.total);
  }
  expect(averages).toEqual([...averages].sort((a, b) => a - b));

  // The store never answers: its deadline passes (moved into the past here), and the case's task,
  // which the local queue runs early and again until it is due, sends it to the operator.
  await adminSetFields(`casos/${opened.casoId}`, { prazoLojaEm: new Date(Date.now() - 60_000) });
  const waiting = desk.getByRole('listitem').filter({ hasText: 'Vera Prazo' }).filter({ hasText: 'A loja não respondeu' });
  await expect(waiting).toBeVisible({ timeout: 120_000 });
  // An amount of the operator's own, within the order's R$ 30,00: more is caught before anything is sent.
  await waiting.getByRole('radio', { name: 'Devolver outro valor' }).check();
  await waiting.getByRole('radio', { name: 'A Sabor' }).check();
  await waiting.getByLabel('Registro da decisão').fill('A loja não respondeu; a Sabor assume o prato.');
  await waiting.getByLabel('Valor a devolver (R$)').fill('40,00');
  await waiting.getByRole('button', { name: 'Decidir' }).click();
  await expect(waiting.getByText('Informe o valor a devolver, até o total do pedido.')).toBeVisible();
  await waiting.getByLabel('Valor a devolver (R$)').fill('25,00');
  await expect(waiting.getByLabel('Valor a devolver (R$)')).toHaveAccessibleDescription(/^Será salvo: R\$\s25,00$/);
  await expect(waiting.getByLabel('Registro da decisão')).toHaveValue('A loja não respondeu; a Sabor assume o prato.');
  await waiting.getByRole('button', { name: 'Decidir' }).click();
  await expect(waiting).toHaveCount(0, { timeout: FUNCTION_CALL_TIMEOUT });

  // The customer has the dish's price in credits; no store is charged; the month counts it as Sabor's cost.
  await expect.poll(async () => fromRestValue((await adminGetFields(`creditos/${customer.uid}`))?.saldo ?? { nullValue: null }), { timeout: 30_000 }).toBe(2500);
  expect(await adminGetFields(`restaurantes/${kitchen.restaurantId}/lancamentos/reembolso-ajuda-${opened.casoId}`)).toBeNull();
  await expect.poll(async () => {
    await desk.reload();
    await expect(saborCost).toBeVisible();
    return (await centavos()) - before;
  }, { timeout: 60_000 }).toBe(2500);
  await desk.context().close();
});

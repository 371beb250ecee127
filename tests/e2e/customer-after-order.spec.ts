import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminGetFields, adminSetFields, createCustomer, createKitchen, expectPath, placeOrderAs, signIn } from './support';

/**
 * After the order: the expected time, talking to the restaurant, rating it from the status page,
 * ordering the same again, and addresses that follow the account to another phone. Each test has
 * a restaurant and a customer of its own, so no other test sees their orders, bag or addresses.
 */

const MOBILE = '(11) 98123-4567';
const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

/** A verified customer account of the test's own (Auth emulator + usuarios/{uid}). */
/** The kitchen of createKitchen, taking orders without its panel open, with a mobile phone. */
async function kitchenWithMobile() {
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { exigePainelAberto: false, telefone: MOBILE, tempoPreparoPadrao: 25 });
  return kitchen;
}

async function placeOrder(email: string, restaurantId: string, productIds: string[], expectedTotal: number): Promise<string> {
  const result = await placeOrderAs(email, { restaurantId, productIds, expectedTotal, clientName: 'Cliente de Teste' });
  if (!('orderId' in result)) throw new Error(result.refusal);
  return result.orderId;
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expectPath(page, '/inicio');
}

test('the status page tells when the order arrives, links to the restaurant and asks for a rating once delivered', async ({ page }) => {
  const kitchen = await kitchenWithMobile();
  const customer = await createCustomer('Helena Prado');
  const orderId = await placeOrder(customer.email, kitchen.restaurantId, [kitchen.dishId], 3000);
  const orderPath = `restaurantes/${kitchen.restaurantId}/pedidos/${orderId}`;
  const numero = Number((await adminGetFields(orderPath))?.numero?.integerValue);
  const label = `#${String(numero).padStart(4, '0')}`;

  await signedIn(page, customer.email);

  // Not answered yet: an estimate from the restaurant's usual time, on the order card too.
  await page.goto('/meus-pedidos');
  const current = page.getByRole('region', { name: 'Pedidos Atuais' });
  await expect(current.getByRole('listitem').filter({ hasText: label })).toContainText(/Previsão: cerca de \d\d:\d\d \(aguardando o restaurante\)/);
  await page.goto(`/status/${orderId}?restaurante=${kitchen.restaurantId}`);
  await expect(page.getByText(/Previsão de entrega: cerca de \d\d:\d\d/)).toBeVisible();

  // Call and WhatsApp, the chat opening with the order's number.
  await expect(page.getByRole('link', { name: /^Ligar para Cozinha de Teste/ })).toHaveAttribute('href', 'tel:+5511981234567');
  await expect(page.getByRole('link', { name: /^WhatsApp de Cozinha de Teste/ })).toHaveAttribute(
    'href',
    `https://wa.me/5511981234567?text=${encodeURIComponent(`Olá! Sobre o meu pedido ${label}`)}`,
  );
  // A landline: no WhatsApp, still a call.
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { telefone: '(11) 3000-0000' });
  await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Ligar para/ })).toHaveAttribute('href', 'tel:+551130000000');

  // Accepted with 30 minutes of preparation: acceptance + 30 + 20 for the ride.
  const acceptedAt = new Date(Date.now() - 5 * 60_000);
  await adminSetFields(orderPath, { status: 'em_preparacao', aceitoEm: acceptedAt, tempoPreparoMin: 30 });
  const expected = clock.format(new Date(acceptedAt.getTime() + 50 * 60_000));
  await expect(page.locator('.order-status__expected')).toHaveText(`Previsão de entrega: ${expected}`);
  await page.goto('/meus-pedidos');
  await expect(current.getByRole('listitem').filter({ hasText: label })).toContainText(`Previsão de entrega: ${expected}`);

  // Delivered: 'Como foi seu pedido?', the tapped star already chosen in the form.
  await page.goto(`/status/${orderId}?restaurante=${kitchen.restaurantId}`);
  await adminSetFields(orderPath, { status: 'entregue' });
  const prompt = page.getByRole('region', { name: 'Avaliar o pedido' });
  await expect(prompt.getByRole('group', { name: 'Como foi seu pedido?' })).toBeVisible();
  await expect(page.locator('.order-status__expected')).toHaveCount(0);
  await prompt.locator('label', { has: page.getByRole('radio', { name: '4 estrelas' }) }).click();
  const dialog = page.getByRole('dialog', { name: /^Avaliar Cozinha de Teste/ });
  await expect(dialog.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  await dialog.getByLabel('Comentário (opcional)').fill('Chegou quentinho.');
  await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Avaliação enviada. Obrigado por contar como foi!')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  const review = await adminGetFields(`restaurantes/${kitchen.restaurantId}/avaliacoes/${orderId}`);
  expect(review?.rating).toEqual({ integerValue: '4' });
  expect(review?.comment).toEqual({ stringValue: 'Chegou quentinho.' });
  expect(review?.userId).toEqual({ stringValue: customer.uid });

  // Once rated, the page (and 'Meus Pedidos') say so instead of asking again.
  await page.reload();
  await expect(page.getByText('Pedido avaliado. Obrigado!')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Como foi seu pedido?' })).toHaveCount(0);
  await page.goto('/meus-pedidos');
  await expect(page.getByRole('region', { name: 'Pedidos Antigos' }).getByRole('listitem').filter({ hasText: label })).toContainText('Avaliado, obrigado!');
});

test('Pedir de novo waits for an open restaurant, fills the bag at today’s prices, says what is gone, and asks before replacing another restaurant’s bag', async ({ page }) => {
  const kitchen = await kitchenWithMobile();
  const products = `restaurantes/${kitchen.restaurantId}/produtos`;
  await adminSetFields(`${products}/suco`, { nome: 'Suco de Caju', descricao: '', categoriaId: 'bebidas', disponivel: true, type: 'regular', preco: 8 });
  await adminSetFields(`${products}/pudim`, { nome: 'Pudim', descricao: '', categoriaId: 'doces', disponivel: true, type: 'regular', preco: 10 });
  const customer = await createCustomer('Igor Matos');
  // 25,00 + 8,00 + 10,00 + 5,00 of delivery.
  const orderId = await placeOrder(customer.email, kitchen.restaurantId, [kitchen.dishId, 'suco', 'pudim'], 4800);
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${orderId}`, { status: 'entregue' });
  // Since then: the pudim ran out, the dish costs more.
  await adminSetFields(`${products}/pudim`, { disponivel: false });
  await adminSetFields(`${products}/${kitchen.dishId}`, { preco: 27 });

  await signedIn(page, customer.email);
  // The bag holds another restaurant's item.
  await page.goto('/cardapio/sabor-mineiro');
  await page.getByRole('button', { name: /^Pão de Queijo/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/meus-pedidos');
  const card = page
    .getByRole('region', { name: 'Pedidos Antigos' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="${orderId}"]`) });
  // While the kitchen has paused orders, nothing goes into the bag: the menu's own reason instead.
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { pausadoAte: new Date(Date.now() + 30 * 60_000) });
  await card.getByRole('button', { name: /^Pedir de novo/ }).click();
  await expect(card.getByRole('alert')).toContainText('O restaurante pausou os pedidos até as');
  await expectPath(page, '/meus-pedidos');
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { pausadoAte: null });

  await card.getByRole('button', { name: /^Pedir de novo/ }).click();
  const ask = page.getByRole('dialog', { name: 'Trocar de restaurante?' });
  await expect(ask).toContainText('Sua sacola tem itens de Sabor Mineiro');
  // Keeping the bag keeps it as it was.
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expectPath(page, '/meus-pedidos');
  await card.getByRole('button', { name: /^Pedir de novo/ }).click();
  await page.getByRole('dialog', { name: 'Trocar de restaurante?' }).getByRole('button', { name: 'Limpar sacola e adicionar' }).click();

  await expectPath(page, '/sacola');
  const notice = page.getByRole('status').filter({ hasText: 'Os itens do pedido anterior estão na sacola' });
  await expect(notice).toContainText('Pudim não está mais disponível.');
  await expect(notice).toContainText(/Prato Feito subiu de R\$\s25,00 para R\$\s27,00\./);
  const lines = page.locator('.bag-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Prato Feito');
  await expect(lines.nth(1)).toContainText('Suco de Caju');
  await expect(page.getByText('Pão de Queijo')).toHaveCount(0);
  // 27,00 + 8,00; no bairro chosen on this phone yet, so no fee is shown before the address (issue #36).
  await expect(page.locator('.order-summary__total')).toContainText(/R\$\s35,00/);
  await expect(page.locator('.order-summary')).toContainText('Escolha seu bairro para ver a taxa');
  const bag = await page.evaluate(() => JSON.parse(localStorage.getItem('sabor:bag') ?? 'null') as { restaurantId: string; lines: Array<{ productId: string; unitPrice: number }> });
  expect(bag.restaurantId).toBe(kitchen.restaurantId);
  expect(bag.lines.map((line) => [line.productId, line.unitPrice])).toEqual([
    [kitchen.dishId, 2700],
    ['suco', 800],
  ]);
});

test('addresses and contact data follow the account to a phone that never saw them', async ({ browser }) => {
  const customer = await createCustomer('Joana Reis');

  const first = await phone(browser);
  await signedIn(first, customer.email);
  await first.goto('/endereco');
  const form = first.locator('form.address-form');
  // #18: the CEP comes first.
  await expect(form.getByRole('textbox').first()).toHaveAccessibleName('CEP');
  await form.getByLabel('CEP').fill('01426001');
  await form.getByLabel('Rua').fill('Rua Oscar Freire');
  await form.getByLabel('Número').fill('900');
  await form.getByLabel('Complemento (opcional)').fill('Casa 2');
  await form.getByLabel('Bairro').fill('Jardins');
  await form.getByLabel('Cidade').fill('São Paulo');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(first.getByRole('radio', { name: /Rua Oscar Freire, 900 \(Casa 2\)/ })).toBeChecked();
  await first.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(first, '/dados-cliente');
  await first.getByLabel('Nome completo').fill('Joana Reis');
  await first.getByLabel('Telefone').fill('(11) 97777-1234');
  await first.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(first, '/checkout');

  // On the account, in the shape the rules accept.
  await expect
    .poll(async () => {
      const stored = await adminGetFields(`usuarios/${customer.uid}`);
      return [stored?.enderecoSelecionado, stored?.contato];
    })
    .toEqual([
      { integerValue: '0' },
      { mapValue: { fields: { clientName: { stringValue: 'Joana Reis' }, clientPhone: { stringValue: '(11) 97777-1234' } } } },
    ]);

  // A second phone, nothing kept on it: the address and the contact data are there.
  const second = await phone(browser);
  await signedIn(second, customer.email);
  expect(await second.evaluate(() => localStorage.getItem('sabor:addresses'))).toBeNull();
  await second.goto('/endereco');
  await expect(second.getByRole('radio', { name: /Rua Oscar Freire, 900 \(Casa 2\) - Jardins - São Paulo, CEP 01426-001/ })).toBeChecked();
  await second.getByRole('button', { name: 'Continuar' }).click();
  await expect(second.getByLabel('Nome completo')).toHaveValue('Joana Reis');
  await expect(second.getByLabel('Telefone')).toHaveValue('(11) 97777-1234');
  // ...and became this phone's offline copy.
  expect(JSON.parse((await second.evaluate(() => localStorage.getItem('sabor:addresses'))) ?? 'null')).toMatchObject({ selected: 0, list: [{ rua: 'Rua Oscar Freire' }] });

  // Removed on the second phone: gone on the first too (the account's copy wins).
  await second.goto('/endereco');
  await second.getByRole('button', { name: /^Remover endereço Rua Oscar Freire/ }).click();
  await expect(second.getByRole('radio')).toHaveCount(0);
  await first.goto('/endereco');
  await expect(first.getByRole('radio')).toHaveCount(0);
  await expect.poll(() => first.evaluate(() => localStorage.getItem('sabor:addresses'))).toBeNull();
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  return context.newPage();
}

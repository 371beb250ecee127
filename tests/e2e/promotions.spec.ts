import { expect, test } from '@playwright/test';
import { adminGetFields, adminListDocuments, adminSetFields, createCustomer, createKitchen, DEMO, expectPath, fillDeliveryDetails, fromRestValue, FUNCTION_CALL_TIMEOUT, openPanelOnPhone, placeOrderAs, signIn } from './support';

/**
 * Menus that sell (issue #40): promotions set in the panel, shown on the customer's screens and
 * charged by placeOrder. A kitchen of its own, so no other test sees its prices.
 */

test("a dish on 'de/por' for today shows both prices on the menu, the sheet and the bag, and is charged the 'por'", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/categorias/pratos`, { nome: 'Pratos', createdAt: new Date(), ordem: 0 });

  // The owner, on their phone: 'Editar' on Prato Feito (R$ 25,00), 'de/por' from today.
  const owner = await openPanelOnPhone(browser, kitchen.staffEmail);
  await owner.getByRole('tab', { name: 'Cardápio' }).click();
  const item = owner.getByRole('listitem').filter({ hasText: 'Prato Feito' });
  await item.getByRole('button', { name: 'Editar' }).click();
  const edit = owner.getByRole('dialog', { name: 'Editar Produto' });
  await edit.getByLabel("Preço promocional por um período ('de/por')").check();
  // A 'por' not below the price is refused, and nothing typed is lost.
  await edit.getByLabel('Preço promocional (R$)').fill('25,00');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(edit.getByText('O preço promocional deve ser menor que o preço normal.')).toBeVisible();
  await expect(edit.getByLabel('Preço promocional (R$)')).toHaveValue('25,00');
  await expect(edit.getByLabel('Nome')).toHaveValue('Prato Feito');
  await edit.getByLabel('Preço promocional (R$)').fill('19,90');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText(/de R\$\s25,00 por R\$\s19,90/);
  await expect(item).toContainText(/Promoção até \d\d\/\d\d/);
  const stored = (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/produtos`)).find((product) => product.id === kitchen.dishId);
  expect(fromRestValue(stored?.fields.promocao)).toMatchObject({ preco: 19.9 });

  // The customer: 'Promoções' opens the menu; the card, the sheet and the bag show both prices.
  const customer = await createCustomer(`Paula ${Date.now().toString(36)}`);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  const promotions = page.getByRole('region', { name: 'Promoções' });
  // A new kitchen's menu, read for the first time beside the other journeys.
  await expect(page.locator('.menu-sections h2').first()).toHaveText('Promoções', { timeout: 30_000 });
  const card = promotions.getByRole('button', { name: /^Prato Feito, de R\$\s25,00 por R\$\s19,90$/ });
  await expect(card).toBeVisible();
  await card.click();
  const sheet = page.getByRole('dialog', { name: 'Prato Feito' });
  await expect(sheet).toContainText(/de R\$\s25,00\s*por R\$\s19,90/);
  await sheet.getByRole('button', { name: 'Aumentar quantidade' }).click();
  await sheet.getByRole('button', { name: /^Adicionar · R\$\s39,80$/ }).click();
  await page.goto('/sacola');
  await expect(page.locator('.bag-line')).toContainText(/de R\$\s50,00\s*por R\$\s39,80/);

  const name = `Paula ${Date.now().toString(36)}`;
  await fillDeliveryDetails(page, { rua: 'Rua dos Testes', numero: '10', bairro: 'Centro', cep: '01001000', cidade: 'São Paulo', name, phone: '(11) 95555-1234' });
  await expect(page.locator('.checkout-items')).toContainText(/de R\$\s50,00\s*por R\$\s39,80/);
  await page.getByLabel(/Cartão/).check();
  await page.getByRole('button', { name: /^Confirmar pedido · R\$\s44,80$/ }).click();
  await expectPath(page, '/pedido-concluido', 60_000);

  const orders = (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`)).filter((order) => order.fields.clientName === name);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.fields).toMatchObject({ subTotal: 39.8, taxaEntrega: 5, totalValue: 44.8 });
  expect(fromRestValue(orders[0]?.fields.itens)).toEqual([expect.objectContaining({ nome: 'Prato Feito', quantidade: 2, preco: 19.9, precoDe: 25 })]);
  await owner.context().close();
});

test("a 10% coupon with a R$ 40,00 minimum: applied at R$ 45,00, removed with its message at R$ 35,00, a forged discount refused; a first-order coupon refused on the second order", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const kitchen = await createKitchen();
  const restaurant = `restaurantes/${kitchen.restaurantId}`;
  await adminSetFields(`${restaurant}/produtos/suco`, { nome: 'Suco de Laranja', descricao: '', categoriaId: 'pratos', disponivel: true, type: 'regular', preco: 10 });
  const coupon = (codigo: string, fields: Record<string, unknown>) =>
    adminSetFields(`cupons/${kitchen.restaurantId}_${codigo}`, {
      codigo,
      escopo: 'restaurante',
      restaurantId: kitchen.restaurantId,
      maximo: null,
      inicio: new Date(Date.now() - 60_000),
      fim: new Date(Date.now() + 24 * 60 * 60_000),
      limiteUsos: null,
      usos: 0,
      ativo: true,
      atualizadoEm: new Date(),
      ...fields,
    });
  // The owner makes BEMVINDO10 in the panel, on their phone: 10% of the items above R$ 40,00.
  const owner = await openPanelOnPhone(browser, kitchen.staffEmail);
  await owner.getByRole('tab', { name: 'Cardápio' }).click();
  await owner.getByRole('button', { name: 'Novo cupom' }).click();
  const form = owner.getByRole('dialog', { name: 'Novo cupom' });
  await form.getByLabel('Código').fill('bem vindo 10');
  await form.getByLabel('Desconto (%)').fill('150');
  await form.getByLabel('Pedido mínimo (R$, opcional)').fill('40');
  await form.getByLabel('Quem pode usar').selectOption('livre');
  await form.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(form.getByText('O desconto em porcentagem deve ser um número inteiro de 1 a 100.')).toBeVisible();
  await expect(form.getByLabel('Código')).toHaveValue('bem vindo 10');
  await form.getByLabel('Desconto (%)').fill('10');
  // Shown to every customer on the store's card and menu.
  await form.getByLabel('Mostrar no card da loja e no cardápio').check();
  await form.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(form).toBeHidden();
  const card = owner.getByRole('listitem').filter({ hasText: 'BEMVINDO10' });
  await expect(card).toContainText(/Cupom de 10% · pedido mínimo R\$\s40,00/);
  await expect(card).toContainText('Sem limite por cliente · 0 usos');
  await expect(card).toContainText('Divulgado aos clientes');
  await coupon('PRIMEIRA', { tipo: 'valor', valor: 5, pedidoMinimo: 0, regra: 'primeiro_pedido' });

  const name = `Rita ${Date.now().toString(36)}`;
  const customer = await createCustomer(name);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  // The coupon trigger copies it onto the store, and the store's trigger onto its shop window.
  await expect.poll(async () => String((await adminGetFields(`vitrines/${kitchen.restaurantId}`))?.cupons?.stringValue ?? ''), { timeout: FUNCTION_CALL_TIMEOUT }).toContain('BEMVINDO10');
  // The search's result and the menu show it; the menu with its code and conditions.
  await page.getByLabel('Buscar restaurantes e pratos').fill(kitchen.restaurantId.replace('cozinha-', ''));
  await expect(page.getByRole('link', { name: /Cozinha de Teste/ })).toContainText('Cupom de 10%');
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  const storeCoupons = page.getByRole('region', { name: 'Cupons' });
  await expect(storeCoupons).toContainText(/Cupom de 10% · pedido mínimo R\$\s40,00\s*Sem limite por cliente · Válido até \d\d\/\d\d/);
  await expect(storeCoupons.getByRole('button', { name: /BEMVINDO10/ })).toBeVisible();
  await page.getByRole('button', { name: /^Prato Feito/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await page.getByRole('button', { name: /^Suco de Laranja/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aumentar quantidade' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(page, { rua: 'Rua dos Testes', numero: '20', bairro: 'Centro', cep: '01001000', cidade: 'São Paulo', name, phone: '(11) 95555-4321' });

  // R$ 45,00 of items: 10% off, plus R$ 5,00 of delivery. The store's coupon is offered: one tap.
  const field = page.getByLabel('Cupom de desconto');
  await page.getByRole('button', { name: 'Usar BEMVINDO10 (Cupom de 10%)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cupom BEMVINDO10 aplicado' })).toHaveText(/^Cupom BEMVINDO10 aplicado \(10% dos itens\): −R\$\s4,50\s*Remover cupom$/, {
    // The first call of previewCoupon may wake its Function.
    timeout: FUNCTION_CALL_TIMEOUT,
  });
  await expect(page.locator('.order-summary')).toContainText(/Cupom BEMVINDO10\s*−R\$\s4,50/);
  await expect(page.getByRole('button', { name: /^Confirmar pedido · R\$\s45,50$/ })).toBeVisible();

  // A forged discount is refused: the coupon's below its minimum, or no coupon at all.
  const forged = { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId, 'suco'], clientName: name, pagamento: 'Cartão' as const };
  expect(await placeOrderAs(customer.email, { ...forged, cupom: 'BEMVINDO10', expectedTotal: 3500 - 350 + 500 })).toEqual({ refusal: expect.stringMatching(/^Pedido mínimo de R\$\s40,00 para este cupom$/) });
  expect(await placeOrderAs(customer.email, { ...forged, expectedTotal: 3500 - 350 + 500 })).toMatchObject({ refusal: expect.stringMatching(/preços deste restaurante mudaram/) });

  // One juice less: R$ 35,00, below the minimum: the coupon comes off, saying why.
  await page.goto('/sacola');
  await page.getByRole('group', { name: /Suco de Laranja/ }).getByRole('button', { name: 'Diminuir quantidade' }).click();
  await expect(page.getByText(/^O cupom BEMVINDO10 foi removido\. Pedido mínimo de R\$\s40,00 para este cupom\.$/)).toBeVisible();
  await expect(page.locator('.order-summary')).not.toContainText('Cupom');
  await page.goto('/checkout');
  await expect(page.locator('.order-summary')).not.toContainText('Cupom');
  await page.getByLabel(/Cartão/).check();
  await page.getByRole('button', { name: /^Confirmar pedido · R\$\s40,00$/ }).click();
  await expectPath(page, '/pedido-concluido', 60_000);

  // The second order: 'PRIMEIRA' is for the first order at this store only; the typed code stays.
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await page.getByRole('button', { name: /^Prato Feito/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await page.goto('/checkout');
  await field.fill('PRIMEIRA');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Este cupom vale só no primeiro pedido nesta loja.')).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await expect(field).toHaveValue('PRIMEIRA');
  const orders = (await adminListDocuments(`${restaurant}/pedidos`)).filter((order) => order.fields.clientName === name);
  expect(orders.map((order) => order.fields.totalValue)).toEqual([40]);
  await owner.context().close();
});

test("the operator's launch coupon for a city reaches its stores' menus; the customer uses it, and the store's statement credits it back", async ({ browser, page }) => {
  test.setTimeout(150_000);
  // A city of this run's own, so its coupon reaches no other test's store.
  const run = Date.now().toString(36);
  const cidade = `Vila Cupom ${run}`;
  const key = `vila cupom ${run}`;
  await adminSetFields(`cidades/${key}`, { nome: cidade, uf: 'SP', ativa: true, corridaMin: 20, totalBairros: 1 });
  await adminSetFields(`cidades/${key}/bairros/lista`, { nomes: ['Centro'] });
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { cidade, endereco: `Rua dos Testes, 1 - Centro, ${cidade} - SP` });
  const codigo = `LANCA${run.slice(-6).toUpperCase()}`;

  // The operator, on the desktop: 'Cidades' -> 'Cupons' -> a R$ 5,00 coupon for the city, shown.
  const operator = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(operator, DEMO.admin);
  await expectPath(operator, '/admin-dashboard');
  await operator.goto('/admin-dashboard/cidades');
  await operator.getByRole('button', { name: 'Novo cupom' }).click();
  const form = operator.getByRole('dialog', { name: 'Novo cupom' });
  await form.getByLabel('Cidade', { exact: true }).selectOption({ label: `${cidade} - SP` });
  await form.getByLabel('Código').fill(codigo);
  await form.getByLabel('Tipo de desconto').selectOption('valor');
  await form.getByLabel('Desconto (R$)').fill('5');
  await form.getByLabel('Quem pode usar').selectOption('uma_vez');
  await form.getByLabel('Mostrar nos cards e cardápios das lojas da cidade').check();
  await form.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(form).toBeHidden();
  await expect(operator.getByRole('listitem').filter({ hasText: codigo })).toContainText(`${codigo} · ${cidade} - SP`);
  await operator.context().close();

  // The coupon trigger copies it onto every store of the city; the menu shows it as the Sabor's.
  await expect.poll(async () => String((await adminGetFields(`vitrines/${kitchen.restaurantId}`))?.cupons?.stringValue ?? ''), { timeout: FUNCTION_CALL_TIMEOUT }).toContain(codigo);
  const name = `Rita ${run}`;
  const customer = await createCustomer(name);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await expect(page.getByRole('region', { name: 'Cupons' })).toContainText(/Cupom de R\$\s5,00\s*Cupom da Sabor · Uma vez por cliente/);
  await page.getByRole('button', { name: /^Prato Feito/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(page, { rua: 'Rua dos Testes', numero: '30', bairro: 'Centro', cep: '01001000', cidade, name, phone: '(11) 95555-1234' });
  await page.getByRole('button', { name: new RegExp(`^Usar ${codigo} \\(Cupom de R\\$\\s5,00\\)$`) }).click();
  await expect(page.getByRole('status').filter({ hasText: `Cupom ${codigo} aplicado` })).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await page.getByLabel(/Cartão/).check();
  // R$ 25,00 of items and R$ 5,00 of delivery, less the coupon.
  await page.getByRole('button', { name: /^Confirmar pedido · R\$\s25,00$/ }).click();
  await expectPath(page, '/pedido-concluido', 60_000);

  // Delivered: the commission is on R$ 30,00 (the total before the platform's discount), and the
  // discount comes back to the store in the same entry: R$ 3,00 - R$ 5,00.
  const [order] = (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`)).filter((stored) => stored.fields.clientName === name);
  expect(order?.fields).toMatchObject({ totalValue: 25, desconto: 5 });
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${order!.id}`, { status: 'entregue', ultimaAtualizacao: new Date() });
  await expect
    .poll(async () => (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/lancamentos`)).map((entry) => entry.fields), { timeout: FUNCTION_CALL_TIMEOUT })
    .toEqual([expect.objectContaining({ tipo: 'comissao', pedidoId: order!.id, base: 3000, valor: -200, creditoCupom: 500 })]);
});

/** The panel signed in as `email`, on a phone. */

import { expect, test } from '@playwright/test';
import { adminListDocuments, adminSetFields, createCustomer, createKitchen, expectPath, fillDeliveryDetails, fromRestValue, signIn } from './support';

/**
 * Menus that sell (issue #40): promotions set in the panel, shown on the customer's screens and
 * charged by placeOrder. A kitchen of its own, so no other test sees its prices.
 */

test("a dish on 'de/por' for today shows both prices on the menu, the sheet and the bag, and is charged the 'por'", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/categorias/pratos`, { nome: 'Pratos', createdAt: new Date(), ordem: 0 });

  // The owner, on their phone: 'Editar' on Prato Feito (R$ 25,00), 'de/por' from today.
  const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await owner.goto('/login-restaurante');
  await owner.getByLabel('E-mail').fill(kitchen.staffEmail);
  await owner.getByLabel('Senha').fill('sabor123');
  await owner.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(owner, '/painel-restaurante');
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
  await expect(page.locator('.menu-sections h2').first()).toHaveText('Promoções');
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

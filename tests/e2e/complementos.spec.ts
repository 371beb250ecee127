import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminListDocuments, brl, createCustomer, expectPath, fillDeliveryDetails, fromRestValue, signIn } from './support';

/**
 * Complementos (issue #25) at phone size, as the seed has them: Burger do Bairro's X-Burger with
 * 'Ponto da carne' (required, 1) and 'Adicionais' (up to 5, bacon up to 2), and Açaí Tropical's
 * cup with 'Complementos' (3 grátis). What the customer sees, what the server stores, and what
 * the kitchen's tablet shows on the card and the ticket.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const CHOICES = 'Ponto da carne: Mal passado · Adicionais: 2x Bacon, Cheddar';

async function checkout(page: Page, name: string) {
  await fillDeliveryDetails(page, { rua: 'Rua dos Pinheiros', numero: '900', bairro: 'Pinheiros', cep: '05422-001', cidade: 'São Paulo', name, phone: '11955554444' });
  await page.getByLabel(/Pix/).check();
}

type StoredItem = { nome: string; preco: number; quantidade: number; complementos: Array<{ grupo: string; nome: string; quantidade: number; preco: number; gratis: number }> };

async function storedItems(restaurantId: string, clientName: string): Promise<StoredItem[]> {
  const [order] = (await adminListDocuments(`restaurantes/${restaurantId}/pedidos`)).filter((document) => document.fields.clientName === clientName);
  expect(order, `the order of ${clientName}`).toBeTruthy();
  return fromRestValue(order?.fields.itens) as StoredItem[];
}

async function openKitchen(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto('/login-restaurante');
  await page.getByLabel('E-mail').fill('staff.burger-do-bairro@sabor.dev');
  await page.getByLabel('Senha').fill('sabor123');
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(page, '/painel-restaurante');
  return page;
}

test('a burger cannot be added without its point; with 2x bacon and cheddar it is priced by the catalogue, and the kitchen reads the choices grouped', async ({ page, browser }) => {
  const name = `Lia ${Date.now().toString(36)}`;
  const customer = await createCustomer(name);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto('/cardapio/burger-do-bairro');
  await page.getByRole('button', { name: /^X-Burger Clássico/ }).click();
  const sheet = page.getByRole('dialog', { name: 'X-Burger Clássico' });
  const point = sheet.getByRole('group', { name: /Ponto da carne/ });
  await expect(point).toContainText('Obrigatório');
  await expect(point).toContainText('Escolha 1');
  await expect(sheet.getByRole('group', { name: /Adicionais/ })).toContainText('Escolha até 5');

  // Nothing happens silently: the sheet says what is missing and the bag stays empty.
  await sheet.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(sheet.getByText('X-Burger Clássico: escolha uma opção em Ponto da carne.')).toBeVisible();
  await expect(sheet).toBeVisible();

  await point.getByRole('radio', { name: /Mal passado/ }).check();
  const addBacon = sheet.getByRole('button', { name: /Aumentar.*Bacon|Mais.*Bacon|Adicionar.*Bacon/ });
  await addBacon.click();
  await addBacon.click();
  // Bacon is capped at 2.
  await expect(addBacon).toBeDisabled();
  await sheet.getByRole('checkbox', { name: /Cheddar/ }).check();
  // R$ 28,90 + 2 x R$ 4,00 + R$ 3,00.
  await sheet.getByRole('button', { name: new RegExp(`^Adicionar.*${brl(39.9)}`) }).click();
  await expect(sheet).toBeHidden();

  await page.goto('/sacola');
  await expect(page.getByText(CHOICES)).toBeVisible();
  await checkout(page, name);
  // R$ 39,90 + R$ 4,99 of delivery.
  await page.getByRole('button', { name: new RegExp(`Confirmar pedido · ${brl(44.89)}`) }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();

  const [burger] = await storedItems('burger-do-bairro', name);
  expect(burger).toMatchObject({ nome: 'X-Burger Clássico', preco: 39.9, quantidade: 1 });
  expect(burger?.complementos).toEqual([
    expect.objectContaining({ grupo: 'Ponto da carne', nome: 'Mal passado', quantidade: 1, preco: 0 }),
    expect.objectContaining({ grupo: 'Adicionais', nome: 'Bacon', quantidade: 2, preco: 4 }),
    expect.objectContaining({ grupo: 'Adicionais', nome: 'Cheddar', quantidade: 1, preco: 3 }),
  ]);

  // The kitchen's tablet: the card and the printed ticket read the choices grouped.
  const kitchen = await openKitchen(browser);
  const card = kitchen.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(CHOICES);
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await kitchen.getByRole('dialog', { name: /^Aceitar pedido/ }).getByRole('button', { name: /\(padrão\)/ }).click();
  await card.getByRole('button', { name: 'Imprimir' }).click();
  await expect(kitchen.locator('.print-ticket')).toContainText(CHOICES);
  await kitchen.context().close();
});

test('an açaí with "3 grátis" charges only the 4th and 5th complement', async ({ page }) => {
  const name = `Nina ${Date.now().toString(36)}`;
  const customer = await createCustomer(name);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto('/cardapio/acai-tropical');
  await page.getByRole('button', { name: /^Açaí 500 ml/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Açaí 500 ml' });
  const toppings = sheet.getByRole('group', { name: /^Complementos/ });
  await expect(toppings).toContainText('3 grátis');
  const tick = async (option: RegExp) => {
    const box = toppings.getByRole('checkbox', { name: option });
    if (await box.count()) await box.check();
    else await toppings.getByRole('button', { name: new RegExp(`(Aumentar|Mais|Adicionar).*${option.source}`) }).click();
  };
  for (const option of [/Banana/, /Paçoca/, /Granola/]) await tick(option);
  await expect(sheet.getByRole('button', { name: new RegExp(`^Adicionar.*${brl(22.9)}`) })).toBeVisible();
  await tick(/Leite condensado/);
  await tick(/Leite em pó/);
  // Two paid at R$ 2,00 each.
  await sheet.getByRole('button', { name: new RegExp(`^Adicionar.*${brl(26.9)}`) }).click();
  await expect(sheet).toBeHidden();

  await page.goto('/sacola');
  await checkout(page, name);
  // R$ 26,90 + R$ 3,50 of delivery.
  await page.getByRole('button', { name: new RegExp(`Confirmar pedido · ${brl(30.4)}`) }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  const [acai] = await storedItems('acai-tropical', name);
  expect(acai).toMatchObject({ nome: 'Açaí 500 ml', preco: 26.9 });
  expect(acai?.complementos.reduce((sum, choice) => sum + choice.gratis, 0)).toBe(3);
  expect(acai?.complementos).toHaveLength(5);
});

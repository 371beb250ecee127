import { expect, test } from '@playwright/test';
import { DEMO, adminGetFields, createKitchen, expectPath, fromRestValue, FUNCTION_CALL_TIMEOUT } from './support';

/**
 * Payment in the app (issue #52), on a store of the test's own at the counter tablet's size: its
 * dono connects the store's own Mercado Pago account from 'Financeiro' through the provider's
 * consent page (the local stand-in's), comes back to the panel connected, and disconnects.
 */

const TABLET = { width: 1024, height: 768 };

test("the dono connects the store's Mercado Pago account from 'Financeiro' and disconnects it", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const kitchen = await createKitchen();
  const page = await (await browser.newContext({ baseURL, viewport: TABLET, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await page.goto('/login-restaurante');
  await page.getByLabel('E-mail').fill(kitchen.staffEmail);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(page, '/painel-restaurante');
  await page.goto('/painel-restaurante?aba=financeiro');

  const card = page.getByRole('region', { name: 'Pagamento online' });
  await expect(card).toContainText('Conecte a conta Mercado Pago da loja');
  await card.getByRole('button', { name: 'Conectar Mercado Pago' }).click();

  // Mercado Pago's own page (the stand-in): the dono picks the store's account and authorises.
  await expect(page.getByRole('heading', { name: 'Conectar sua conta Mercado Pago à Sabor' })).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  await page.getByLabel('Sabor do Sertão (vendedor 1002)').check();
  await page.getByRole('button', { name: 'Autorizar' }).click();

  // Back on the panel: the code exchanged, the store connected to that account.
  await expectPath(page, '/painel-restaurante/mercado-pago');
  await expect(page.getByText('Conta Mercado Pago conectada. Seus clientes já podem pagar com Pix ou cartão pelo app.')).toBeVisible({ timeout: FUNCTION_CALL_TIMEOUT });
  expect(fromRestValue({ mapValue: { fields: (await adminGetFields(`restaurantes/${kitchen.restaurantId}/privado/pagamentos`)) ?? {} } })).toMatchObject({ estado: 'conectada', vendedorId: '1002' });
  await page.getByRole('link', { name: 'Voltar ao Financeiro' }).click();
  await expect(card).toContainText(/Conta Mercado Pago conectada em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);

  await card.getByRole('button', { name: 'Desconectar' }).click();
  await expect(card).toContainText('Conecte a conta Mercado Pago da loja', { timeout: FUNCTION_CALL_TIMEOUT });
  expect(fromRestValue((await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.pagamentoOnline ?? { nullValue: null })).toBe(false);
});

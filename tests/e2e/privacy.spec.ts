import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminListDocuments, DEMO, expectPath, signIn } from './support';

/**
 * A person's data under their control (issue #39): 'Baixar meus dados' from the account menu
 * gives a file with the person's own orders.
 */

test("a customer downloads their data from 'Privacidade': the file holds their account and names their orders", async ({ page }) => {
  await signIn(page, DEMO.cliente);
  await expectPath(page, '/inicio');
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Privacidade' }).click();
  await expectPath(page, '/privacidade');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-sabor_\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { geradoEm: string; conta: { email: string }; pedidos: Array<{ id: string; restaurantId: string }> };
  expect(file.conta.email).toBe(DEMO.cliente);
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo gerado' })).toContainText(`e ${file.pedidos.length} pedido`);

  // Every order of hers at a restaurant she ordered from is in the file, and nobody else's.
  expect(file.pedidos.length).toBeGreaterThan(0);
  const restaurantId = file.pedidos[0]!.restaurantId;
  const seeded = await adminListDocuments(`restaurantes/${restaurantId}/pedidos`);
  // Other journeys may order as her meanwhile: only what existed when the file was made counts.
  const mine = seeded.filter((order) => order.fields.userId === 'demo-cliente' && String(order.fields.createdAt) < file.geradoEm);
  const inFile = new Set(file.pedidos.filter((order) => order.restaurantId === restaurantId).map((order) => order.id));
  expect(mine.map((order) => order.id).sort()).toEqual([...inFile].sort());
  expect(seeded.length).toBeGreaterThan(mine.length);
});

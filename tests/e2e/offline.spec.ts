import { expect, test } from '@playwright/test';
import { expectPath } from './support';

test('the home page and a visited menu open without a network, from the service worker and the Firestore cache', async ({ page, context }) => {
  await page.goto('/inicio');
  await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();
  // The worker at /sw.js takes control of the page (scope /).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  expect(await page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname)).toBe('/sw.js');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(/\/$/);

  await page.getByRole('link', { name: /^Cantina da Nonna/ }).click();
  await expect(page.getByRole('button', { name: /^Lasanha à Bolonhesa/ })).toBeVisible();
  await page.goto('/inicio');
  await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Você está sem internet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nossos Restaurantes Parceiros' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();

  await page.getByRole('link', { name: /^Cantina da Nonna/ }).click();
  await expectPath(page, '/cardapio/cantina-da-nonna');
  await expect(page.getByRole('button', { name: /^Lasanha à Bolonhesa/ })).toBeVisible();
  await context.setOffline(false);
});

import { expect, test } from '@playwright/test';

// A page wider than the phone makes mobile browsers zoom out the whole layout (and misplaces
// fixed dialogs): every screen must fit the 390 px viewport.
for (const path of ['/inicio', '/cardapio/cantina-da-nonna', '/cardapio/tempero-baiano', '/login', '/cadastro', '/login-restaurante', '/nao-autorizado']) {
  test(`${path} fits a phone screen without horizontal scrolling`, async ({ page }) => {
    await page.goto(path);
    // Wait for the page's real content (live Firestore listeners keep the network busy).
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(390);
    expect(innerWidth).toBe(390);
  });
}

test('a new page opens at its top, and back returns to where the person was', async ({ page }) => {
  await page.goto('/inicio');
  const partners = page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' }).getByRole('link');
  await expect(partners.first()).toBeVisible();
  const last = partners.last();
  await last.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await page.evaluate(() => window.scrollY);
  await last.click();
  await expect(page).toHaveURL(/\/cardapio\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
});

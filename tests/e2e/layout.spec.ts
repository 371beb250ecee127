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

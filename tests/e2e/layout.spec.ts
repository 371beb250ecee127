import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectPath, signIn } from './support';

// A page wider than the phone makes mobile browsers zoom out the whole layout (and misplaces
// fixed dialogs): every screen must fit the 390 px viewport.
for (const path of ['/inicio', '/cardapio/cantina-da-nonna', '/cardapio/tempero-baiano', '/login', '/cadastro', '/login-restaurante', '/nao-autorizado', '/cadastre-seu-restaurante', '/seja-entregador']) {
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
  // A card of the first page (the home reads 20 at a time; back finds that page again).
  const card = partners.nth(5);
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  // The wheel scrolls smoothly: the position is read once it has settled (two reads alike), or
  // back would be measured against a point the page was still passing.
  let before = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === before && now > 300;
      before = now;
      return settled;
    })
    .toBe(true);
  await card.click();
  await expect(page).toHaveURL(/\/cardapio\//);
  // The menu itself, not the home page still on screen while the menu's code loads (the URL
  // changes first): its header's comments button exists only there.
  await expect(page.getByRole('button', { name: 'Ver Comentários' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 5);
});

test('a reload opens /meus-pedidos at its top, where back had returned to the old position', async ({ page }) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await signIn(page, DEMO.cliente);
  await expectPath(page, '/inicio');
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Meus Pedidos' }).click();
  await expectPath(page, '/meus-pedidos');
  const orders = page.locator('main a.order-card__link');
  await expect(orders.first()).toBeVisible();
  // An order some way down the first page of the list (more pages load as one scrolls on).
  const further = orders.nth(5);
  await further.scrollIntoViewIfNeeded();
  await expect.poll(scrollY).toBeGreaterThan(300);
  const before = await scrollY();
  await further.click();
  await expect(page).toHaveURL(/\/status\//);
  await page.goBack();
  await expectPath(page, '/meus-pedidos');
  await expect.poll(scrollY).toBeGreaterThan(before - 5);

  // A reload is a first load, not a way back.
  await page.reload();
  await expect(orders.first()).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  await expect(further).toBeAttached();
  expect(await scrollY()).toBe(0);
  // So is a page typed into the same tab: it does not inherit another first load's position.
  await further.scrollIntoViewIfNeeded();
  await expect.poll(scrollY).toBeGreaterThan(300);
  await page.getByRole('link', { name: 'Sabor, página inicial' }).click();
  await expectPath(page, '/inicio');
  await page.goto('/meus-pedidos');
  await expect(further).toBeAttached();
  expect(await scrollY()).toBe(0);
});

/** The phone sizes every layout check runs at: the test project's 390 x 844, and a narrow 360. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const;

/**
 * What the theme toggle's box overlaps: other buttons, links and fields, and any price text
 * ('R$ 12,90'). Empty when it covers nothing.
 */
async function coveredByThemeToggle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toggle = [...document.querySelectorAll('button')].find((button) => /^Mudar para o tema/.test(button.getAttribute('aria-label') ?? ''));
    if (!toggle) return ['(no theme toggle on the page)'];
    const box = toggle.getBoundingClientRect();
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.left < box.right - 0.5 && rect.right > box.left + 0.5 && rect.top < box.bottom - 0.5 && rect.bottom > box.top + 0.5;
    const found: string[] = [];
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]')) {
      if (element === toggle || element.contains(toggle) || getComputedStyle(element).visibility === 'hidden') continue;
      if (overlaps(element.getBoundingClientRect())) found.push(`${element.tagName} "${(element.textContent ?? '').trim() || element.getAttribute('aria-label')}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/R\$\s*\d/.test(node.textContent ?? '')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) found.push(`price "${node.textContent}"`);
    }
    return found;
  });
}

/** The main screens, each with what shows once its content (buttons and prices) is on screen. */
const MAIN_SCREENS: Array<{ name: string; email?: string; path: string; loaded: (page: Page) => Locator }> = [
  { name: 'home', path: '/inicio', loaded: (page) => page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' }).getByRole('link').first() },
  { name: 'menu', path: '/cardapio/cantina-da-nonna', loaded: (page) => page.getByRole('button', { name: /^Lasanha à Bolonhesa/ }) },
  { name: 'sign-in', path: '/login', loaded: (page) => page.getByRole('button', { name: 'Entrar' }) },
  { name: 'restaurant panel', email: DEMO.restaurante, path: '/painel-restaurante', loaded: (page) => page.getByRole('heading', { name: 'Cantina da Nonna' }) },
  { name: 'rider', email: DEMO.motoboy, path: '/deliveryman-dashboard/available-orders', loaded: (page) => page.getByRole('heading', { name: 'Pedidos Disponíveis' }) },
  { name: 'admin', email: DEMO.admin, path: '/admin-dashboard', loaded: (page) => page.getByText('Faturamento (Comissão)') },
];

for (const viewport of PHONES) {
  test.describe(`${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    for (const screen of MAIN_SCREENS) {
      test(`${screen.name}: fits the width, and the theme toggle covers no button and no price`, async ({ page }) => {
        if (screen.email) {
          await signIn(page, screen.email);
          await expect(page).not.toHaveURL(/\/login$/);
        }
        await page.goto(screen.path);
        await expectPath(page, screen.path);
        await expect(screen.loaded(page)).toBeVisible();
        await expect(page.getByText(/^Carregando/)).toHaveCount(0);
        const toggle = page.getByRole('button', { name: /^Mudar para o tema/ });
        await expect(toggle).toHaveCount(1);
        await expect(toggle).toBeInViewport();
        expect(await coveredByThemeToggle(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }

    test("the product sheet's 'Adicionar · R$ ...' shows its whole price, also once the total grows", async ({ page }) => {
      await page.goto('/cardapio/cantina-da-nonna');
      await page.getByRole('button', { name: /^Lasanha à Bolonhesa/ }).click();
      const sheet = page.getByRole('dialog');
      const add = sheet.getByRole('button', { name: /^Adicionar/ });
      await expect(add).toHaveText(/^Adicionar · R\$\s\d+,\d\d$/);

      const fits = () =>
        add.evaluate((button) => {
          const rect = button.getBoundingClientRect();
          return {
            clipped: button.scrollWidth > button.clientWidth,
            inViewport: rect.left >= 0 && rect.right <= window.innerWidth && rect.top >= 0 && rect.bottom <= window.innerHeight,
          };
        });
      expect(await fits()).toEqual({ clipped: false, inViewport: true });

      // Ten lasagnas: a three-digit total.
      for (let count = 1; count < 10; count += 1) await sheet.getByRole('button', { name: 'Aumentar quantidade' }).click();
      await expect(add).toHaveText(/^Adicionar · R\$\s\d{3},\d\d$/);
      expect(await fits()).toEqual({ clipped: false, inViewport: true });
    });

    test('tapping a category chip on the menu shows that category, in view under the chips', async ({ page }) => {
      await page.goto('/cardapio/cantina-da-nonna');
      const chips = page.getByRole('navigation', { name: 'Categorias do cardápio' });
      await expect(page.getByRole('heading', { name: 'Bebidas', level: 2 })).toBeVisible();

      // From the top of the page, and again from the bottom, where the chip bar sticks under the header.
      for (const [category, other] of [['Massas', 'Bebidas'], ['Pizzas', 'Massas']] as const) {
        const chip = chips.getByRole('button', { name: category, exact: true });
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('heading', { name: other, level: 2 })).toHaveCount(0);
        const heading = page.getByRole('heading', { name: category, level: 2 });
        await expect(heading).toBeInViewport();
        // Not hidden under the sticky chip bar either.
        await expect
          .poll(async () => {
            const [title, bar] = [(await heading.boundingBox())!, (await chips.boundingBox())!];
            return title.y - (bar.y + bar.height);
          })
          .toBeGreaterThanOrEqual(0);
        await page.getByRole('button', { name: 'Todos', exact: true }).click();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      }
    });
  });
}

test('on a 390 x 844 phone the first partner restaurant, its name and its fee show on /inicio without scrolling', async ({ page }) => {
  // A fee is shown for a place only (issue #36): the bairro chosen before, as a returning customer has it.
  await page.addInitScript(() => localStorage.setItem('sabor:delivery-place', JSON.stringify({ bairro: 'Bela Vista', cidade: 'São Paulo' })));
  await page.goto('/inicio');
  const first = page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' }).getByRole('link').first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const card = (await first.boundingBox())!;
  expect(card.y).toBeGreaterThanOrEqual(0);
  expect(card.y + card.height).toBeLessThanOrEqual(844);
  await expect(first.locator('.restaurant-card__name')).toBeInViewport({ ratio: 1 });
  await expect(first.getByText(/^Entrega (R\$\s\d+,\d\d|grátis)/)).toBeInViewport({ ratio: 1 });
});

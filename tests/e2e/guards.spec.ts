import { expect, test } from '@playwright/test';
import { DEMO, expectPath, signIn } from './support';

test.describe('visitor', () => {
  test('the root opens the home with the partner restaurants', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/inicio');
    await expect(page.getByRole('heading', { name: 'Nossos Restaurantes Parceiros' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  });

  for (const path of ['/sacola', '/meus-pedidos', '/checkout', '/painel-restaurante', '/admin-dashboard', '/deliveryman-dashboard', '/verificar-email', '/rota-inexistente']) {
    test(`is sent from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, '/login');
      await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    });
  }

  test('never downloads the restaurant, rider or admin code on the home page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/inicio');
    await expect(page.getByRole('link', { name: /^Cantina da Nonna/ })).toBeVisible();
    await page.goto('/painel-restaurante');
    await expectPath(page, '/login');
    expect(scripts.filter((url) => /RestaurantPanel|RiderArea|AdminDashboard/.test(url))).toEqual([]);
  });

  test('the not-authorized page explains and goes back', async ({ page }) => {
    await page.goto('/inicio');
    await page.goto('/nao-autorizado');
    await expect(page.getByRole('heading', { name: 'Acesso Não Autorizado' })).toBeVisible();
    await expect(page.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expectPath(page, '/inicio');
  });

  test("'Voltar' after a full page load goes back to the page before, not home", async ({ page }) => {
    await page.goto('/cadastro');
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeVisible();
    await page.goto('/nao-autorizado');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expectPath(page, '/cadastro');
  });
});

test.describe('customer', () => {
  test('signs in, lands on the home and is kept out of other roles and entry pages', async ({ page }) => {
    await signIn(page, DEMO.cliente);
    await expectPath(page, '/inicio');
    await expect(page.getByRole('button', { name: 'Abrir menu da conta' })).toBeVisible();

    for (const path of ['/login', '/cadastro', '/login-restaurante', '/obrigado', '/', '/painel-restaurante', '/admin-dashboard', '/deliveryman-dashboard/available-orders', '/rota-inexistente']) {
      await page.goto(path);
      await expectPath(page, '/inicio');
    }
    await page.goto('/meus-pedidos');
    await expectPath(page, '/meus-pedidos');
  });

  test('returns to the page it was sent away from after signing in', async ({ page }) => {
    await page.goto('/meus-pedidos');
    await expectPath(page, '/login');
    await page.getByLabel('E-mail').fill(DEMO.cliente);
    await page.getByLabel('Senha').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/meus-pedidos');
  });
});

test.describe('other roles land on their homes', () => {
  for (const [email, home] of [
    [DEMO.restaurante, '/painel-restaurante'],
    [DEMO.motoboy, '/deliveryman-dashboard/available-orders'],
    [DEMO.admin, '/admin-dashboard'],
  ] as const) {
    test(`${email} -> ${home}`, async ({ page }) => {
      await signIn(page, email);
      await expectPath(page, home);
      await page.goto('/sacola');
      await expectPath(page, home);
    });
  }
});

test('the theme toggle switches and remembers the theme', async ({ page }) => {
  await page.goto('/inicio');
  await expect(page.locator('html')).not.toHaveClass(/light-theme/);
  await page.getByRole('button', { name: 'Mudar para o tema claro' }).click();
  await expect(page.locator('html')).toHaveClass(/light-theme/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light-theme/);
  expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBe('light-theme');
  await page.getByRole('button', { name: 'Mudar para o tema escuro' }).click();
  await expect(page.locator('html')).not.toHaveClass(/light-theme/);
});

import { expect, test } from '@playwright/test';
import { DEMO, expectPath, signIn } from './support';

// The riders' side is in rider-handover.spec.ts.
test.describe('administrator', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('sees the four figures, commission per restaurant, and pages through every order', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expectPath(page, '/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Painel de Administração' })).toBeVisible();
    await expect(page.getByText('Bem-vindo(a), Patrícia Admin!')).toBeVisible();

    for (const label of ['Total de Pedidos', 'Valor Total das Vendas', 'Comissão por Venda 10%', 'Faturamento (Comissão)']) {
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByText('Vendas são os pedidos entregues (ou concluídos)').first()).toBeVisible();

    const perRestaurant = page.getByRole('region', { name: 'Faturamento por Restaurante (Comissão)' });
    await expect(perRestaurant.getByRole('heading', { name: /Cantina da Nonna/ })).toBeVisible();
    const dues = await perRestaurant.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => Number((item.querySelector('.admin-restaurant__due dd')?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))),
    );
    expect(dues.length).toBeGreaterThan(3);
    expect(dues).toEqual([...dues].sort((a, b) => b - a));

    const orders = page.getByRole('region', { name: 'Todos os Pedidos' });
    // Order cards as a person sees them (placeholders while loading are hidden and have no text).
    const cards = orders.getByRole('listitem').filter({ hasText: /Comissão \(\d/ });
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText(/Comissão \(10%\)/);
    await expect(cards.first().getByRole('list', { name: 'Itens' }).getByRole('listitem').first()).toHaveText(/^\d+ x .+ \(R\$\s[\d.]+,\d{2}\)$/);

    await orders.getByRole('button', { name: 'Ver Mais Pedidos' }).click();
    await expect(cards).toHaveCount(20);
    await orders.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(cards).toHaveCount(40);
    await orders.getByRole('button', { name: 'Ver Menos', exact: true }).click();
    await expect(cards).toHaveCount(3);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/login');
  });
});

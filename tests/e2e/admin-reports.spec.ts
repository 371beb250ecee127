import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminSetFields, createKitchen, DEMO, expectPath, signIn, signInStaff, waitForSalesRollups } from './support';

/**
 * Sales figures for a period, on the admin dashboard and in the restaurant's 'Relatórios', with a
 * restaurant of its own whose orders sit on three days of a random past year: nothing else in the
 * emulator has orders then, so the admin's totals for those days are this test's alone, and a
 * retry picks other days.
 */

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const MONEY = (amount: string) => new RegExp(`R\\$\\s${amount}`);

interface Seeded {
  restaurantId: string;
  restaurantName: string;
  staffEmail: string;
  /** The period's first and last days ('YYYY-MM-DD'); `after` is the day after it. */
  first: string;
  last: string;
  after: string;
  /** Today in São Paulo, 'YYYY-MM-DD'. */
  today: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

async function seed(): Promise<Seeded> {
  const kitchen = await createKitchen();
  // An accent in the name: the CSV must keep it (UTF-8 with a byte order mark).
  const restaurantName = `Pastelaria Açaí ${kitchen.restaurantId.slice('cozinha-'.length)}`;
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { nome: restaurantName });

  const year = 1990 + Math.floor(Math.random() * 30);
  const month = pad(1 + Math.floor(Math.random() * 12));
  const day = 1 + Math.floor(Math.random() * 20);
  const first = `${year}-${month}-${pad(day)}`;
  const last = `${year}-${month}-${pad(day + 2)}`;
  const after = `${year}-${month}-${pad(day + 3)}`;
  const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);

  const orders: Array<[string, number, Date]> = [
    ['entregue', 100, at(first, '10:00')],
    ['concluido', 50.5, at(first, '12:00')],
    ['finalizado', 30, at(last, '20:00')],
    ['a_caminho', 40, at(last, '21:00')],
    ['rejeitado', 99, at(last, '22:00')],
    // 02:30 UTC of the next day, still the last day in São Paulo.
    ['novo_pedido', 10, at(last, '23:30')],
    // Outside the period.
    ['entregue', 7, at(after, '00:30')],
    // Today.
    ['entregue', 25, new Date()],
    ['em_preparacao', 12, new Date()],
  ];
  await Promise.all(
    orders.map(([status, totalValue, createdAt], index) =>
      adminSetFields(`restaurantes/${kitchen.restaurantId}/pedidos/relatorio${index}${Date.now().toString(36)}`, {
        itens: [{ quantidade: 1, nome: 'Pastel de queijo', preco: totalValue, observacoes: '' }],
        subTotal: totalValue,
        taxaEntrega: 0,
        totalValue,
        pagamento: 'Pix',
        troco: null,
        endereco: { rua: 'Rua Augusta', numero: '300', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' },
        clientName: 'Cliente do Relatório',
        clientPhone: '(11) 95555-4444',
        status,
        restaurantId: kitchen.restaurantId,
        restaurantName,
        userId: 'demo-cliente-5',
        createdAt,
        deliverymanId: null,
        acceptedAt: null,
      }),
    ),
  );
  // The figures come from the sales rollups the trigger keeps as these orders land.
  await waitForSalesRollups(kitchen.restaurantId, orders.length);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return { restaurantId: kitchen.restaurantId, restaurantName, staffEmail: kitchen.staffEmail, first, last, after, today };
}

const brDate = (key: string) => key.split('-').reverse().join('/');

/** The keys of the days the chart in `scope` draws a bar for. */
async function bars(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope.locator('rect.bar-chart__bar').evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-key') ?? ''));
}

test('admin: the period filter sets the figures, the chart and the commission CSV', async ({ page }) => {
  const data = await seed();
  await signIn(page, DEMO.admin);
  await expectPath(page, '/admin-dashboard');

  const choices = page.getByRole('group', { name: 'Período' });
  const perRestaurant = page.getByRole('region', { name: 'Faturamento por Restaurante (Comissão)' });
  const mine = perRestaurant.getByRole('listitem').filter({ has: page.getByRole('heading', { name: data.restaurantName }) });
  const chart = page.getByRole('region', { name: 'Vendas por dia' });
  const metric = (label: string) => page.locator('.admin-metrics .metric-card').filter({ hasText: label }).locator('.metric-card__value');

  /** Pages through the table ('Carregar mais', 20 restaurants a page) until this test's row shows. */
  async function findMine() {
    const loading = perRestaurant.locator('.skeleton__list');
    await expect(perRestaurant.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(loading).toHaveCount(0);
    const more = perRestaurant.getByRole('button', { name: 'Carregar mais' });
    while (!(await mine.isVisible()) && (await more.isVisible())) {
      await more.click();
      await expect(loading).toHaveCount(0);
    }
  }

  // This month (the default) and today both hold today's sale, not the order in progress.
  await expect(choices.getByRole('button', { name: 'Este mês' })).toHaveAttribute('aria-pressed', 'true');
  await findMine();
  await expect(mine).toContainText(/Total de vendasR\$\s25,00/);
  await choices.getByRole('button', { name: 'Hoje' }).click();
  await expect(page.getByText(`Mostrando ${brDate(data.today)}`)).toBeVisible();
  await findMine();
  await expect(mine).toContainText(/Total de vendasR\$\s25,00/);
  await expect(mine).toContainText(/Comissão devidaR\$\s2,50/);
  await expect.poll(() => bars(chart), { timeout: 30_000 }).toContain(data.today);

  // Chosen dates: checked like the restaurant's report, then applied.
  await choices.getByRole('button', { name: 'Personalizado' }).click();
  await page.getByLabel('Data Início').fill(data.last);
  await page.getByLabel('Data Fim').fill(data.first);
  await page.getByRole('button', { name: 'Aplicar Filtro' }).click();
  await expect(page.getByText('Data de início não pode ser posterior à data de fim.')).toBeVisible();
  await page.getByLabel('Data Início').fill(data.first);
  await page.getByLabel('Data Fim').fill(data.last);
  await page.getByRole('button', { name: 'Aplicar Filtro' }).click();
  await expect(page.getByText(`Mostrando ${brDate(data.first)} a ${brDate(data.last)}`)).toBeVisible();
  await expect(metric('Valor Total das Vendas')).toContainText(MONEY('180,50'), { timeout: 30_000 });

  // Only this test has orders on those days: the platform's figures are its own. Sold: entregue,
  // concluido, finalizado; a caminho is in progress; rejected and new orders are neither.
  await expect(metric('Total de Pedidos')).toHaveText('6');
  await expect(metric('Valor Total das Vendas')).toHaveText(MONEY('180,50'));
  await expect(metric('Em andamento')).toHaveText(MONEY('40,00'));
  await expect(metric('Faturamento (Comissão)')).toHaveText(MONEY('18,05'));
  await expect(mine).toContainText(/Pedidos6 \(3 vendas\)/);
  await expect(mine).toContainText(/Total de vendasR\$\s180,50/);
  await expect(mine).toContainText(/Comissão devidaR\$\s18,05/);

  // The chart: a bar for each day with sales, none for the day between; the values as a table.
  await expect(chart.getByRole('img')).toHaveAccessibleName(new RegExp(`R\\$\\s180,50 em 3 vendas, 2 dias com vendas; maior dia ${brDate(data.first)}`));
  await expect.poll(() => bars(chart)).toEqual([data.first, data.last]);
  await chart.getByText('Ver valores').click();
  const rows = chart.getByRole('table', { name: 'Vendas por dia' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(new RegExp(`${brDate(data.first)}\\s*R\\$\\s150,50`));
  await expect(rows.nth(2)).toContainText(new RegExp(`${brDate(data.last)}\\s*R\\$\\s30,00`));

  // The CSV of the commission per restaurant for those days.
  const [download] = await Promise.all([page.waitForEvent('download'), perRestaurant.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`comissao-por-restaurante_${data.first}_a_${data.last}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  // Only restaurants with orders in the period have a line: here, this test's alone.
  expect(lines).toEqual([
    'Restaurante;Pedidos;Vendas;Valor das vendas (R$);Comissão (R$)',
    `${data.restaurantName};6;3;180,50;18,05`,
    'Total;6;3;180,50;18,05',
    '',
  ]);
});

async function openReports(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInStaff(page, email);
  await page.getByRole('tab', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios de Vendas' })).toBeVisible();
  return page;
}

test('restaurant: Relatórios counts sales as the admin does, with the value in progress apart and a chart per day', async ({ browser }) => {
  const data = await seed();
  const panel = await openReports(browser, data.staffEmail);

  const today = panel.locator('.metric-card').filter({ hasText: 'Vendas de Hoje' });
  await expect(today).toContainText(MONEY('25,00'));
  await expect(today).toContainText(/Em andamento: R\$\s12,00 \(1 pedido\)/);
  // With no period chosen the chart shows this month, with today's sale.
  await expect(panel.getByRole('figure', { name: 'Vendas por dia (este mês)' })).toBeVisible();
  await expect.poll(() => bars(panel.locator('.report-chart')), { timeout: 30_000 }).toContain(data.today);

  await panel.getByLabel('Data Início').fill(data.first);
  await panel.getByLabel('Data Fim').fill(data.last);
  await panel.getByRole('button', { name: 'Aplicar Filtro' }).click();
  const total = panel.locator('.report-total');
  await expect(total).toContainText(/Total do período:\s*R\$\s180,50 em 3 pedidos/);
  await expect(total).toContainText(/Em andamento: R\$\s40,00 em 1 pedido/);
  await expect(panel.getByRole('region', { name: 'Vendas do período' }).getByRole('row')).toHaveCount(4);

  const chart = panel.locator('.report-chart');
  await expect(chart.getByRole('figure', { name: `Vendas por dia (${brDate(data.first)} a ${brDate(data.last)})` })).toBeVisible();
  await expect(chart.getByRole('img')).toHaveAccessibleName(/R\$\s180,50 em 3 vendas, 2 dias com vendas/);
  await expect.poll(() => bars(chart)).toEqual([data.first, data.last]);
  await panel.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('admin: Todos os Pedidos shows 3, Ver Mais Pedidos the rest a page at a time, Ver Menos the 3 again (from the top or the end)', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expectPath(page, '/admin-dashboard');
    const orders = page.getByRole('region', { name: 'Todos os Pedidos' });
    // Order cards as a person sees them (loading placeholders carry no text).
    const cards = orders.getByRole('listitem').filter({ hasText: /Comissão \(\d/ });
    await expect(cards).toHaveCount(3);
    const newest = await cards.first().locator('.admin-order__id').textContent();

    await orders.getByRole('button', { name: 'Ver Mais Pedidos' }).click();
    await expect(cards).toHaveCount(20);
    // Orders placed through the app lead with the number the restaurant and the customer say
    // aloud, beside the restaurant, the short id only as a reference (orders other tests write
    // by hand have no number, and are named by the short id).
    const numbered = cards.filter({ hasText: /Ref\. \w{8}/ }).first();
    await expect(numbered.locator('.admin-order__id')).toHaveText(/^#\d{4} · \S/);
    // The list starts again from the newest orders and carries on beneath (other tests may have
    // placed an order or two since).
    const ids = await cards.locator('.admin-order__id').allTextContents();
    expect(ids.slice(0, 10)).toContain(newest);
    await orders.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(cards).toHaveCount(40);

    // At the end of a long list: back to the 3, with the section's title on screen.
    await orders.getByRole('button', { name: 'Ver Menos (voltar aos 3 mais recentes)' }).click();
    await expect(cards).toHaveCount(3);
    await expect(orders.getByRole('heading', { name: 'Todos os Pedidos' })).toBeInViewport();
    await expect(orders.getByRole('button', { name: 'Ver Mais Pedidos' })).toHaveAttribute('aria-expanded', 'false');

    await orders.getByRole('button', { name: 'Ver Mais Pedidos' }).click();
    await expect(cards).toHaveCount(20);
    await orders.getByRole('button', { name: 'Ver Menos', exact: true }).click();
    await expect(cards).toHaveCount(3);
  });
});

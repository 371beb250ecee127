import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminListDocuments, adminSetFields, DEMO, expectPath, signIn, uniqueEmail } from './support';

/**
 * Fails on serious and critical axe violations, listing them readably, in both themes: the screen
 * as it is (dark, the default), then with the class the theme toggle sets (src/state/theme.ts),
 * then back. One visit measures both, instead of every journey walked again in the light theme.
 * The light theme changes colour tokens only (src/ui/styles/tokens.css, ':root.light-theme'),
 * so in it only the contrast rule can read anything new: axe runs that rule alone there.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((light) => {
      document.documentElement.classList.toggle('light-theme', light);
      // Colours are measured at rest: the change of theme starts the buttons' colour transitions
      // (a style read makes them start now); they are taken to their end at once, or axe reads a
      // colour halfway. Not waited for: a page in the background (another page of the test in
      // front) advances no transition, and the wait never ended. Transitions only: an endless
      // animation (a new order's pulse) has no end to go to.
      void getComputedStyle(document.body).color;
      for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
    }, theme === 'light');
    // axe.run in the page itself: the default runs each frame's part there and finishes in a
    // blank page it opens, a new window each scan. The app has no cross-origin frame to reach.
    // Only the violations are read: axe then describes one node of each passed rule instead of
    // every node (a selector and an HTML copy each), most of a scan's work on a long page.
    const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
    const results = await (theme === 'light' ? axe.withRules(['color-contrast']) : axe).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
    expect(serious, `${screen}, ${theme} theme: ${serious.join('\n')}`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove('light-theme'));
}

const VISITOR_SCREENS: Array<[string, string | RegExp]> = [
  ['/inicio', 'Nossos Restaurantes Parceiros'],
  ['/cardapio/cantina-da-nonna', 'Cantina da Nonna'],
  ['/login', 'Entrar'],
  ['/cadastro', 'Criar conta'],
  ['/login-restaurante', 'Login do Restaurante'],
  ['/nao-autorizado', 'Acesso Não Autorizado'],
  ['/cadastre-seu-restaurante', 'Cadastre seu restaurante'],
  ['/seja-entregador', 'Seja um entregador'],
];

test.describe('axe, in the dark and the light theme', () => {
  // The longest file of the suite (six minutes under the full run), its screens independent of
  // each other: spread over both workers, so it does not finish alone at the end.
  test.describe.configure({ mode: 'parallel' });
  // Colours are measured at rest: a button fading back in after its action (0.15 s) would be
  // read at a contrast nobody sees for longer than that.
  test.use({ reducedMotion: 'reduce' });

  for (const [path, heading] of VISITOR_SCREENS) {
    test(`visitor screen ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoSeriousViolations(page, path);
    });
  }

  test('customer screens', async ({ page }) => {
    // Eight screens, each measured by axe: beside the other journeys on two cores it has run past a minute.
    test.slow();
    await signIn(page, DEMO.cliente);
    await expectPath(page, '/inicio');
    for (const [path, heading] of [
      ['/meus-pedidos', 'Meus Pedidos'],
      ['/sacola', 'Sacola'],
      ['/endereco', 'Endereço de entrega'],
      ['/dados-cliente', 'Seus dados'],
      ['/politica-de-dados', 'Política de Dados'],
      ['/cadastre-seu-restaurante', 'Cadastre seu restaurante'],
      ['/meu-cadastro', 'Meu cadastro'],
      ['/privacidade', 'Privacidade'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });

  test('customer dialogs, checkout and order status', async ({ page }) => {
    await signIn(page, DEMO.cliente);
    await expectPath(page, '/inicio');
    await page.goto('/cardapio/cantina-da-nonna');
    await page.getByRole('button', { name: /^Pizza Margherita/ }).click();
    await expect(page.getByRole('dialog', { name: 'Pizza Margherita' })).toBeVisible();
    await expectNoSeriousViolations(page, 'pizza dialog');
    await page.getByRole('dialog').getByLabel('Grande').check();
    await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
    await page.getByRole('button', { name: 'Ver Comentários' }).click();
    await expect(page.getByRole('dialog', { name: 'Comentários' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'comments dialog');
    await page.keyboard.press('Escape');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Finalizar pedido', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/checkout');
    await page.goto('/meus-pedidos');
    await page.getByRole('region', { name: 'Pedidos Antigos' }).getByRole('link').first().click();
    await expect(page.getByRole('status', { name: 'Status do pedido' })).toBeVisible();
    await expectNoSeriousViolations(page, '/status');
  });

  test('panel dialogs and the rider deliveries', async ({ page }) => {
    // Nine scans of a full panel (complementos, day closing, reports) on a 2-core machine.
    test.setTimeout(150_000);
    // The seed's new orders close at their deadline, minutes after seeding: keep one new.
    const seeded = (await adminListDocuments('restaurantes/cantina-da-nonna/pedidos')).find((order) => order.fields.userId === 'demo-cliente-2' && order.fields.prazoAceiteEm);
    if (!seeded) throw new Error('The seed has no new order of demo-cliente-2 at the Cantina');
    await adminSetFields(`restaurantes/cantina-da-nonna/pedidos/${seeded.id}`, { status: 'novo_pedido', prazoAceiteEm: new Date(Date.now() + 30 * 60_000) });
    await signIn(page, DEMO.restaurante);
    await expectPath(page, '/painel-restaurante');
    await expectNoSeriousViolations(page, 'order board');
    // The answers to a new order and the pause, opened and left without doing anything.
    for (const [button, dialog] of [
      ['Aceitar', /^Aceitar pedido/],
      ['Rejeitar', /^Rejeitar pedido/],
      ['Pausar pedidos', 'Pausar novos pedidos'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).first().click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectNoSeriousViolations(page, `${button} dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Editar Dados' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar Dados do Restaurante' })).toBeVisible();
    await expectNoSeriousViolations(page, 'restaurant data dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Cardápio' }).click();
    await page.getByRole('button', { name: 'Adicionar Novo Produto' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar Novo Produto' })).toBeVisible();
    await expectNoSeriousViolations(page, 'product dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Relatórios' }).click();
    await expect(page.getByRole('heading', { name: 'Relatórios de Vendas' })).toBeVisible();
    // The day's closing (its own tables) and the sales of the period, both on screen before the scan.
    await expect(page.getByRole('heading', { name: 'Fechamento do dia' })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'ID Pedido' }).or(page.getByText('Não há vendas no período selecionado.'))).toBeVisible();
    await expectNoSeriousViolations(page, 'reports');
    await page.getByRole('tab', { name: 'Avaliações' }).click();
    await expect(page.getByRole('heading', { name: 'Comentários dos Clientes' })).toBeVisible();
    await expectNoSeriousViolations(page, 'reviews');
  });

  test('e-mail verification screen after a sign-up', async ({ page }) => {
    const email = uniqueEmail('axe');
    await page.goto('/cadastro');
    await page.getByLabel('Nome completo').fill('Bruna Axe');
    await page.getByLabel('Telefone').fill('(11) 91234-5678');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expectPath(page, '/verificar-email');
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail!' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousViolations(page, '/verificar-email');
    // With the resend outcome on screen as well.
    await page.getByRole('button', { name: 'Reenviar E-mail de Verificação' }).click();
    await expect(page.getByText('E-mail de verificação reenviado! Verifique sua caixa de entrada e pasta de spam.')).toBeVisible();
    await expectNoSeriousViolations(page, '/verificar-email after resending');
  });

  test('admin dashboard with every order expanded', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expectPath(page, '/admin-dashboard');
    const orders = page.getByRole('region', { name: 'Todos os Pedidos' });
    await orders.getByRole('button', { name: 'Ver Mais Pedidos' }).click();
    await expect(orders.getByRole('button', { name: 'Ver Menos', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(orders.getByRole('button', { name: 'Carregar mais' })).toBeVisible();
    await expect(orders.getByRole('list', { name: 'Itens' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Faturamento por Restaurante (Comissão)' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'admin orders expanded');
    // A second page appended below the first.
    await orders.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(orders.getByText('Carregando pedidos...')).toHaveCount(0);
    await expect(orders.getByRole('button', { name: 'Carregar mais' }).or(orders.getByText(/^Todos os \d+ pedidos foram exibidos\.$/))).toBeVisible();
    await expectNoSeriousViolations(page, 'admin orders, second page');
  });

  // One test a person: each signs in on a fresh page, and a slow machine times one screen list, not three.
  test('restaurant panel screens', async ({ page }) => {
    await signIn(page, DEMO.restaurante);
    await expectPath(page, '/painel-restaurante');
    await expect(page.getByRole('heading', { name: 'Cantina da Nonna', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/painel-restaurante');
    await page.getByRole('tab', { name: 'Financeiro' }).click();
    await page.getByRole('button', { name: 'Pagar com Pix' }).first().click();
    await expect(page.getByRole('img', { name: /^QR Code do Pix/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'panel finance');
  });

  test('rider screens', async ({ page }) => {
    await signIn(page, DEMO.motoboy);
    await expectPath(page, '/deliveryman-dashboard/available-orders');
    await expect(page.getByRole('heading', { name: 'Pedidos Disponíveis', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/deliveryman-dashboard/available-orders');
    await page.goto('/deliveryman-dashboard/my-active-orders');
    await expect(page.getByRole('heading', { name: 'Minhas Entregas', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'my-active-orders');
    await page.getByRole('link', { name: 'Ganhos' }).click();
    await page.getByRole('button', { name: 'Esta semana' }).click();
    await expect(page.getByRole('heading', { name: 'Acerto com os restaurantes' })).toBeVisible();
    await expectNoSeriousViolations(page, 'rider earnings');
  });

  test('admin console screens', async ({ page }) => {
    // Seven screens measured: on a slow machine that is more than one screen list's minute.
    test.slow();
    await signIn(page, DEMO.admin);
    await expectPath(page, '/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Painel de Administração', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeEnabled({ timeout: 20_000 });
    await expectNoSeriousViolations(page, '/admin-dashboard');
    // The console (issue #24): the queue, an application with its decision form, the directory.
    await page.getByRole('link', { name: 'Cadastros' }).click();
    await page.getByRole('link', { name: 'Pizzaria Forno a Lenha' }).click();
    await expect(page.getByRole('heading', { name: 'Decisão' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin application');
    await page.getByRole('link', { name: 'Restaurantes' }).click();
    await expect(page.getByRole('link', { name: 'Cantina da Nonna' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin restaurants');
    // The statements (issue #38).
    await page.getByRole('link', { name: 'Financeiro' }).click();
    await expect(page.getByRole('columnheader', { name: 'Restaurante' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar dados de cobrança' })).toBeVisible();
    await expectNoSeriousViolations(page, 'admin finance');
    await page.getByRole('button', { name: 'Editar dados de cobrança' }).click();
    await expectNoSeriousViolations(page, 'admin finance settings');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    // A restaurant's money: its contract, balance and the adjustment form.
    await page.getByRole('link', { name: 'Restaurantes' }).click();
    await page.getByRole('link', { name: 'Cantina da Nonna' }).click();
    await expect(page.getByText('Saldo devedor')).toBeVisible();
    await page.getByRole('button', { name: 'Lançar ajuste' }).click();
    await expectNoSeriousViolations(page, 'admin restaurant finance');
  });
});

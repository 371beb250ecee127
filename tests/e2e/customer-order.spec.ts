import { expect, test, type Page } from '@playwright/test';
import { adminSetFields, createCustomer, expectPath, expectSecurityHeaders, signIn, watchSecurityPolicies } from './support';


async function addDish(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Adicionar/ }).click();
  await expect(dialog).toBeHidden();
}

test('a customer orders, follows the order live until delivered, and rates the restaurant', async ({ page }) => {
  // The whole journey runs under the production headers (issue #23) and must break none of them:
  // the home page, a menu, sign-in, the checkout, placeOrder and the live status.
  const policies = await watchSecurityPolicies(page);
  const assets = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/assets/'));
  const home = await page.goto('/inicio');
  expectSecurityHeaders(await home!.allHeaders());
  expect((await assets).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(page.getByRole('region', { name: 'Restaurantes' }).getByRole('link', { name: /Sabor Mineiro/ })).toBeVisible();

  // A customer of its own: the seeded ones may be near the hourly limit of orders (order-limits.ts).
  const customer = await createCustomer('Camila Ferreira');
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');

  // Below the minimum order (R$ 25,00 at Sabor Mineiro).
  const menu = await page.goto('/cardapio/sabor-mineiro');
  expectSecurityHeaders(await menu!.allHeaders());
  await addDish(page, /^Pão de Queijo/);
  await page.getByRole('link', { name: /^Ver sacola/ }).click();
  await expectPath(page, '/sacola');
  // No place chosen yet: the bag names no fee and no minimum it could be wrong about (issue #36);
  // the address decides both.
  await expect(page.locator('.order-summary')).toContainText('Escolha seu bairro para ver a taxa');
  await expect(page.getByText(/O pedido mínimo/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Address: validation, then a new address.
  await expectPath(page, '/endereco');
  // Addresses follow the account: on a retry, the one saved the first time is listed already.
  const add = page.getByRole('button', { name: 'Adicionar endereço' });
  await expect(page.locator('form.address-form').or(add)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Preencha todos os campos corretamente.')).toBeVisible();
  await page.getByLabel('CEP', { exact: true }).fill('01426001');
  await page.getByLabel('Rua', { exact: true }).fill('Rua Oscar Freire');
  await page.getByLabel('Número', { exact: true }).fill('900');
  await page.getByLabel('Bairro', { exact: true }).fill('Jardins');
  await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('radio', { name: /Rua Oscar Freire, 900/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Contact data: the phone must match the pattern.
  await expectPath(page, '/dados-cliente');
  await page.getByLabel('Nome completo').fill('Camila Prado');
  await page.getByLabel('Telefone').fill('1234');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Formato de telefone inválido. Ex: (XX) XXXXX-XXXX')).toBeVisible();
  await page.getByLabel('Telefone').fill('(11) 97777-1234');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Checkout below the minimum: message and a disabled confirm button.
  await expectPath(page, '/checkout');
  await page.getByLabel(/Dinheiro/).check();
  await expect(page.getByText('O pedido mínimo para este restaurante é de R$ 25,00. Adicione mais itens.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirmar pedido/ })).toBeDisabled();

  // One more dish reaches the minimum: 16,90 + 24,90 + fee 7,50 = 49,30.
  await page.goto('/cardapio/sabor-mineiro');
  await addDish(page, /^Torresmo Pururuca/);
  await page.goto('/checkout');
  await page.getByLabel(/Dinheiro/).check();
  await page.getByLabel(/Troco para quanto/).fill('40');
  await expect(page.getByText(/O troco deve ser para um valor igual ou maior que o total \(R\$\s49,30\)/)).toBeVisible();
  await page.getByLabel(/Troco para quanto/).fill('50');
  const confirm = page.getByRole('button', { name: /Confirmar pedido/ });
  await expect(confirm).toHaveText(/R\$\s49,30/);
  await confirm.click();

  await expectPath(page, '/pedido-concluido');
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  // Sent, waiting for the restaurant's answer; named as the status page and the kitchen name it.
  const done = page.getByRole('status').filter({ hasText: /^Pedido #\d{4}/ });
  await expect(done).toContainText('aguardando o restaurante aceitar');
  const number = ((await done.locator('strong').textContent()) ?? '').replace('Pedido ', '');
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${number}`);
  await expect(page).toHaveURL(/\/status\/[^/?]+\?restaurante=sabor-mineiro/);
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const status = page.getByRole('status', { name: 'Status do pedido' });
  await expect(status).toHaveText('Novo pedido');
  await expect(page.getByText('Rua Oscar Freire, 900 - Jardins - São Paulo, CEP 01426-001')).toBeVisible();
  await expect(page.getByText(/Dinheiro · troco para R\$\s50,00/)).toBeVisible();

  // The restaurant and the rider move the order along, from outside this page.
  const path = `restaurantes/sabor-mineiro/pedidos/${orderId}`;
  for (const [next, label] of [
    ['em_preparacao', 'Em preparação'],
    ['a_caminho', 'A caminho'],
    ['entregue', 'Entregue'],
  ] as const) {
    await adminSetFields(path, { status: next });
    await expect(status).toHaveText(label);
  }

  // Delivered: an old order, ready to be rated.
  await page.goto('/meus-pedidos');
  const old = page.getByRole('region', { name: 'Pedidos Antigos' });
  const card = old.getByRole('listitem').filter({ has: page.locator(`a[href*="${orderId}"]`) });
  await expect(card).toContainText(/Pedido #\d{4}/);
  await expect(card).toContainText('Entregue');
  await card.getByRole('button', { name: 'Avaliar Restaurante' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avaliar Sabor Mineiro' });
  await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(dialog.getByText('Por favor, selecione uma avaliação em estrelas.')).toBeVisible();
  // The fifth star (a label around a visually hidden radio), as a finger would tap it.
  await dialog.locator('label', { has: page.getByRole('radio', { name: '5 estrelas' }) }).click();
  await expect(dialog.getByRole('radio', { name: '5 estrelas' })).toBeChecked();
  await dialog.getByLabel('Comentário (opcional)').fill('Pão de queijo quentinho!');
  await dialog.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Avaliação enviada. Obrigado por contar como foi!')).toBeVisible();
  await expect(card).toContainText('Avaliado, obrigado!');

  expect(policies.found()).toEqual([]);
});

test('an order shows under Pedidos Atuais while it is on its way', async ({ page }) => {
  await signIn(page, 'cliente@sabor.dev');
  await expectPath(page, '/inicio');
  await page.goto('/meus-pedidos');
  const current = page.getByRole('region', { name: 'Pedidos Atuais' });
  await expect(current.getByRole('listitem').first()).toBeVisible();
  await expect(current).not.toContainText('Entregue');
});

test('the data policy is shown in full', async ({ page }) => {
  await signIn(page, 'cliente@sabor.dev');
  await expectPath(page, '/inicio');
  await page.goto('/politica-de-dados');
  await expect(page.getByRole('heading', { name: 'Política de Dados' })).toBeVisible();
  // SPEC's text, updated by issue #39 with the retention, the rights and the person in charge.
  await expect(page.getByText('27 de novembro de 2026')).toBeVisible();
  for (const heading of [
    '1. Dados que coletamos',
    '2. Como usamos os seus dados',
    '3. Compartilhamento',
    '4. Pagamento',
    '5. Segurança',
    '6. Por quanto tempo guardamos',
    '7. Os seus direitos',
    '8. Contato e encarregado',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'privacidade@sabor.app.br' })).toHaveAttribute('href', 'mailto:privacidade@sabor.app.br');
  await page.getByRole('link', { name: 'Privacidade → Excluir minha conta' }).click();
  await expectPath(page, '/privacidade');
  await expect(page.getByRole('heading', { name: 'Excluir minha conta' })).toBeVisible();
});

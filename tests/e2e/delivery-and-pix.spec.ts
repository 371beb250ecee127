import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { expect, test, type Page } from '@playwright/test';
import { ALL_DAY, adminListDocuments, adminSetFields, brl, choosePlace, createCustomer, createKitchen, expectPath, fillDeliveryDetails, fromRestValue, placeOrderAs, scanPixQr, signIn, waitForDeliveryIndex } from './support';

/**
 * Delivery areas and Pix copia e cola (issue #26) at phone size, on a restaurant of the test's own
 * (createKitchen: a R$ 25,00 dish): it delivers to Bela Vista for R$ 3,00 and nowhere else, and
 * takes Pix on a CNPJ key. What the visitor sees by bairro, what the server refuses and stores,
 * the QR the customer scans, and the counter's 'Pix recebido' and day closing.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PIX_KEY = '11222333000181';

async function openKitchen(): Promise<{ restaurantId: string; staffEmail: string; name: string }> {
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, {
    cidade: 'São Paulo',
    exigePainelAberto: false,
    areasEntrega: { bairros: [{ nome: 'Bela Vista', taxa: 3, minimo: null }], outrosBairros: false, gratisAcima: null },
    pix: { tipo: 'cnpj', chave: PIX_KEY, titular: 'Cozinha de Teste', cidade: 'São Paulo' },
  });
  const name = `Cozinha de Teste ${kitchen.restaurantId.replace('cozinha-', '')}`;
  return { ...kitchen, name };
}

const card = (page: Page, name: string) => page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' }).getByRole('link', { name: new RegExp(name) });

async function chooseBairro(page: Page, bairro: string) {
  await choosePlace(page, 'São Paulo', bairro);
  await expect(page.getByRole('button', { name: `Entregar em ${bairro}` })).toBeVisible();
}

test('the home prices each restaurant for the chosen bairro and greys the one that does not deliver; the server refuses that bairro and charges the listed fee; a Pix order shows a QR with the key, the exact total and the order number, offered from acceptance until delivery, and the counter marks it received', async ({ page, browser }) => {
  // A whole journey across three phones (visitor, customer, counter): past the default minute on
  // this 2-core machine when the other worker is writing at the same time.
  test.setTimeout(120_000);
  const kitchen = await openKitchen();

  await waitForDeliveryIndex([kitchen.restaurantId], 'sao paulo|bela vista');

  // Before any place, no card and no menu names a fee, 'Entrega grátis' or a minimum (issue #36):
  // none could be the price charged. The store's badge 'Frete grátis acima de R$ …' (issue #40)
  // may show: it holds in every bairro the store serves.
  await page.goto('/inicio');
  const partners = page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' });
  await expect(card(page, 'Cantina da Nonna')).toContainText('Escolha seu bairro para ver a taxa');
  await expect(partners.getByRole('link').filter({ hasText: /Entrega grátis|Entrega R\$|Mínimo|Sem pedido mínimo/ })).toHaveCount(0);
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await expect(page.locator('.menu-header__facts')).toContainText('Escolha seu bairro para ver a taxa');
  await expect(page.locator('.menu-header__facts')).not.toContainText(/grátis|Grátis|Pedido mínimo/);

  // A visitor picks a bairro: the home lists who delivers there, each card with its fee there;
  // not the kitchen (Bela Vista only) nor Rio's Quiosque Carioca.
  await page.goto('/inicio');
  await chooseBairro(page, 'Mooca');
  await expect(card(page, 'Cantina da Nonna')).toContainText(new RegExp(`Entrega ${brl(6.9)}`));
  await expect(card(page, kitchen.name)).toHaveCount(0);
  await expect(card(page, 'Quiosque Carioca')).toHaveCount(0);
  // A category chip lists São Paulo's, greying those that do not deliver to Mooca.
  await page.getByRole('button', { name: 'Petisco', exact: true }).click();
  await expect(card(page, 'Boteco do Zé')).toBeVisible();
  await expect(card(page, 'Quiosque Carioca')).toHaveCount(0);
  await page.getByRole('button', { name: 'Petisco', exact: true }).click();
  await chooseBairro(page, 'Bela Vista');
  await expect(card(page, kitchen.name)).toContainText(new RegExp(`Entrega ${brl(3)} · Sem pedido mínimo`));
  await expect(card(page, 'Cantina da Nonna')).toContainText(new RegExp(`Entrega ${brl(4.9)}`));

  // Whatever the device believes, the server refuses a bairro the restaurant does not serve.
  const name = `Rita ${Date.now().toString(36)}`;
  const customer = await createCustomer(name);
  const refused = await placeOrderAs(customer.email, {
    restaurantId: kitchen.restaurantId,
    productIds: ['prato-feito'],
    expectedTotal: 2500 + 500,
    clientName: name,
    endereco: { rua: 'Rua da Mooca', numero: '100', bairro: 'Mooca', cidade: 'São Paulo', cep: '03104-000' },
  });
  expect(refused).toEqual({ refusal: 'Este restaurante não entrega em Mooca. Escolha outro endereço ou outro restaurante.' });

  // In Bela Vista, by Pix: the bairro's fee, kept with its rule.
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  // One price on every screen for the bairro chosen before signing in: the menu header, the bag,
  // the address the checkout starts from, the checkout and the stored order.
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await expect(page.locator('.menu-header__facts')).toContainText(new RegExp(`Entrega em Bela Vista${brl(3)}Pedido mínimoSem pedido mínimo`));
  await page.getByRole('button', { name: /^Prato Feito/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await page.goto('/sacola');
  await expect(page.locator('.order-summary')).toContainText(new RegExp(`Taxa de entrega${brl(3)}Total${brl(28)}`));
  await page.goto('/endereco');
  const addressForm = page.locator('form.address-form');
  if (await page.getByRole('button', { name: 'Adicionar endereço' }).isVisible()) await page.getByRole('button', { name: 'Adicionar endereço' }).click();
  await expect(addressForm.getByLabel('Bairro', { exact: true })).toHaveValue('Bela Vista');
  await expect(addressForm.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await fillDeliveryDetails(page, { rua: 'Rua Treze de Maio', numero: '500', bairro: 'Bela Vista', cep: '01327-000', cidade: 'São Paulo', name, phone: '11955551234' });
  await page.getByLabel(/Pix/).check();
  await expect(page.locator('.order-summary')).toContainText(new RegExp(`Taxa de entrega${brl(3)}`));
  await page.getByRole('button', { name: new RegExp(`Confirmar pedido · ${brl(28)}`) }).click();
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
  const [order] = (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`)).filter((document) => document.fields.clientName === name);
  expect(order?.fields).toMatchObject({ taxaEntrega: 3, totalValue: 28 });
  expect(fromRestValue(order?.fields.regraEntrega)).toMatchObject({ bairro: 'Bela Vista', origem: 'bairro', gratis: false });

  // /status before the restaurant answers: no code to pay yet (issue #36: a customer who paid
  // and was then closed unanswered had no way back), and it says when the code comes.
  await page.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(page.getByText('O código Pix aparece aqui quando o restaurante aceitar o pedido.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR Code do Pix/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0);

  // The counter reads the Pix once on the card (it read 'Pix Pix') and accepts.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const panel = await context.newPage();
  await panel.goto('/login-restaurante');
  await panel.getByLabel('E-mail').fill(kitchen.staffEmail);
  await panel.getByLabel('Senha').fill('sabor123');
  await panel.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(panel, '/painel-restaurante');
  const orderCard = panel.getByRole('listitem').filter({ hasText: name });
  await expect(orderCard.locator('.panel-order__money')).toHaveText(new RegExp(`^${brl(28)} · Pix$`));
  await orderCard.getByRole('button', { name: 'Aceitar' }).click();
  await panel.getByRole('dialog', { name: /^Aceitar pedido/ }).getByRole('button', { name: /\(padrão\)/ }).click();

  // Accepted: the customer's page offers the code at once, and the QR a banking app reads is the
  // order's own Pix, for its exact total.
  await expect(page.getByText('O pagamento vai direto para o restaurante. Ele confirma o recebimento.')).toBeVisible();
  await expect(page.getByText('O código Pix aparece aqui quando o restaurante aceitar o pedido.')).toHaveCount(0);
  const payload = await scanPixQr(page);
  const pix = getPixPayloadInfo(payload);
  expect(pix).toMatchObject({ key: PIX_KEY, amount: 28 });
  expect(pix?.txid).toMatch(/N0001$/);
  expect((fromRestValue(order?.fields.pix) as { payload: string }).payload).toBe(payload);

  // The kitchen sends it out itself and marks it delivered: the code is no longer offered.
  await orderCard.getByRole('button', { name: 'Pronto: chamar entregador' }).click();
  await orderCard.getByRole('button', { name: 'Saiu para entrega' }).click();
  await orderCard.getByRole('button', { name: 'Marcar como entregue' }).click();
  await expect(page.getByRole('status', { name: 'Status do pedido' })).toHaveText('Entregue');
  await expect(page.getByRole('heading', { name: 'Pagar com Pix' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^QR Code do Pix/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0);

  // The counter marks it received from the history, and the day's closing lists it with its txid.
  await panel.getByRole('button', { name: 'Histórico de Vendas' }).click();
  // Checked once the write is stored: the box shows the order as it is, not the tap.
  const received = orderCard.getByRole('checkbox', { name: /^Pix recebido/ });
  await received.click();
  await expect(received).toBeChecked();
  await expect.poll(async () => (fromRestValue((await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`)).find((document) => document.fields.clientName === name)?.fields.pix) as { recebido?: boolean }).recebido).toBe(true);
  await panel.getByRole('tab', { name: 'Relatórios' }).click();
  const closing = panel.getByRole('region', { name: 'Fechamento do dia' });
  // The day's orders are read once when the tab opens (one query of the day's orders).
  await expect(closing).toContainText(pix?.txid ?? 'txid', { timeout: 30_000 });
  await expect(closing).toContainText('Recebido');
  await context.close();
});

test('the home lists a city by pages: 20 restaurants that deliver to the bairro, the next ones on scrolling to the end', async ({ page }) => {
  test.setTimeout(180_000);
  // A city of this test's own (other specs see São Paulo and Rio), names that sort after the
  // seed's (a visitor with no place sees every city, by name: Cantina stays on the first page), and a bairro of this run's own
  // (a retry finds the first try's restaurants there): 26 restaurants for it, one for another
  // bairro only. Written at once; the trigger indexes each.
  const run = Date.now().toString(36);
  const bairro = `Cambuí ${run}`;
  const ids = Array.from({ length: 26 }, (_, index) => `campinas-${run}-${String(index + 1).padStart(2, '0')}`);
  const base = { cidade: 'Campinas', horarioFuncionamento: ALL_DAY, exigePainelAberto: false, taxaEntrega: 5, pedidoMinimo: 0, listado: true, categoriasPrincipais: ['Lanches'] };
  await Promise.all([
    ...ids.map((id, index) =>
      adminSetFields(`restaurantes/${id}`, {
        ...base,
        nome: `Zé Campineiro ${run} ${String(index + 1).padStart(2, '0')}`,
        areasEntrega: { bairros: [{ nome: bairro, taxa: 4, minimo: null }], outrosBairros: false, gratisAcima: null },
      }),
    ),
    adminSetFields(`restaurantes/campinas-${run}-taquaral`, {
      ...base,
      nome: `Zé Campineiro ${run} Taquaral`,
      areasEntrega: { bairros: [{ nome: 'Taquaral', taxa: 4, minimo: null }], outrosBairros: false, gratisAcima: null },
    }),
  ]);
  await waitForDeliveryIndex(ids, `campinas|cambui ${run}`);
  // The operator opens Campinas with this run's bairro (the console's 'Cidades' writes the same).
  await adminSetFields('cidades/campinas', { nome: 'Campinas', uf: 'SP', ativa: true, corridaMin: 20, totalBairros: 2 });
  await adminSetFields('cidades/campinas/bairros/lista', { nomes: [bairro, 'Taquaral'] });

  await page.goto('/inicio');
  await choosePlace(page, 'Campinas', bairro);
  await expect(page.getByRole('button', { name: `Entregar em ${bairro}` })).toBeVisible();

  // The first page: 20 of this city's, in name order, none of São Paulo's nor the Taquaral one.
  const cards = page.getByRole('region', { name: 'Nossos Restaurantes Parceiros' }).getByRole('link');
  const ours = cards.filter({ hasText: `Zé Campineiro ${run}` });
  await expect(ours).toHaveCount(20);
  await expect(cards).toHaveCount(20);
  await expect(ours.first()).toContainText(`Zé Campineiro ${run} 01`);
  await expect(cards.filter({ hasText: 'Cantina da Nonna' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Carregar mais restaurantes' })).toBeVisible();

  // Scrolling to the end brings the rest, and the list ends there.
  await page.getByRole('button', { name: 'Carregar mais restaurantes' }).scrollIntoViewIfNeeded();
  await expect(ours).toHaveCount(26);
  await expect(ours.last()).toContainText(`Zé Campineiro ${run} 26`);
  await expect(cards.filter({ hasText: 'Taquaral' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Carregar mais restaurantes' })).toHaveCount(0);
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminGetFields, adminSetFields, callAs, createCustomer, createKitchen, createRider, expectPath, fromRestValue, FUNCTION_CALL_TIMEOUT, placeOrderAs, readStatusAs, signIn } from './support';

/**
 * The rider on a map (issue #54), at a phone's size: the browser's position is the test's. The
 * store on Avenida Paulista, the customer's door at Praça da Sé (2.6 km as the crow flies).
 */
const STORE = { lat: -23.561414, lng: -46.655881 };
const DOOR = { lat: -23.55052, lng: -46.633309 };
/** A point `fraction` of the way from the store to the door. */
const along = (fraction: number) => ({ latitude: STORE.lat + (DOOR.lat - STORE.lat) * fraction, longitude: STORE.lng + (DOOR.lng - STORE.lng) * fraction });
/** The page writes a position at most every 10 s (domain/delivery/rider-tracking.ts): the next move waits that long. */
const PACE_MS = 10_500;

/** A signed-in device: a phone unless `viewport` says otherwise; `at`: where its browser says it is, allowed to say so. */
async function device(browser: Browser, baseURL: string | undefined, email: string, landing: string, { at, viewport }: { at?: { lat: number; lng: number }; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: viewport ?? { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    hasTouch: !viewport,
    isMobile: !viewport,
    ...(at ? { geolocation: { latitude: at.lat, longitude: at.lng }, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  await signIn(page, email);
  await expectPath(page, landing);
  return page;
}

/** The minutes the customer's page estimates ('Chega em cerca de 9 min'; 'Chegando' is 1). */
async function minutesShown(page: Page): Promise<number> {
  const text = (await page.getByRole('region', { name: 'Entregador no mapa' }).locator('.rider-way__eta').textContent()) ?? '';
  if (text === 'Chegando') return 1;
  const minutes = /cerca de (\d+) min/.exec(text)?.[1];
  if (!minutes) throw new Error(`No estimate in '${text}'`);
  return Number(minutes);
}

test('the customer follows the rider on a map from the claim to the door; after delivery the position is gone, and no one else ever read it', async ({ browser, baseURL }) => {
  test.slow();
  const kitchen = await createKitchen();
  const storePath = `restaurantes/${kitchen.restaurantId}`;
  const customer = await createCustomer('Marta Sé');
  const stranger = await createCustomer('Outra Pessoa');
  const rider = await createRider('Rui Mapa');

  // The owner marks the store on the map from the counter's tablet, standing at its door.
  const counter = await device(browser, baseURL, kitchen.staffEmail, '/painel-restaurante', { at: STORE, viewport: { width: 1024, height: 768 } });
  await counter.getByRole('button', { name: 'Editar Dados' }).click();
  await counter.getByRole('dialog').getByRole('button', { name: 'Marcar no mapa' }).click();
  const storePin = counter.getByRole('dialog', { name: 'Localização da loja' });
  await storePin.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(storePin).toContainText(`Local sob o alfinete: ${STORE.lat.toFixed(5)}, ${STORE.lng.toFixed(5)}`);
  await storePin.getByRole('button', { name: 'Confirmar local' }).click();
  await expect.poll(async () => fromRestValue((await adminGetFields(storePath))?.localizacao ?? { nullValue: null })).toEqual(STORE);
  await counter.keyboard.press('Escape');

  // The customer saves her address with its door on the map ('Ajustar no mapa', her position).
  const page = await device(browser, baseURL, customer.email, '/inicio', { at: DOOR });
  await page.goto('/endereco');
  const form = page.locator('form.address-form');
  await form.getByLabel('CEP', { exact: true }).fill('01001-000');
  await form.getByLabel('Rua', { exact: true }).fill('Praça da Sé');
  await form.getByLabel('Número', { exact: true }).fill('1');
  await form.getByLabel('Bairro', { exact: true }).fill('Consolação');
  await form.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await form.getByRole('button', { name: 'Ajustar no mapa' }).click();
  const doorPin = page.getByRole('dialog', { name: 'Ajustar no mapa' });
  await doorPin.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(doorPin).toContainText(`Local sob o alfinete: ${DOOR.lat.toFixed(5)}, ${DOOR.lng.toFixed(5)}`);
  await page.screenshot({ path: test.info().outputPath('ajustar-no-mapa.png') });
  await doorPin.getByRole('button', { name: 'Confirmar local' }).click();
  await expect(form).toContainText('Local marcado no mapa');
  // What was typed is all still there.
  await expect(form.getByLabel('Rua', { exact: true })).toHaveValue('Praça da Sé');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('marcado no mapa', { exact: false }).first()).toBeVisible();
  const saved = async () => ((fromRestValue((await adminGetFields(`usuarios/${customer.uid}`))?.enderecos ?? { nullValue: null }) as Array<Record<string, unknown>> | null) ?? [])[0];
  await expect.poll(saved, { timeout: 30_000 }).toMatchObject({ rua: 'Praça da Sé', ponto: DOOR });
  const endereco = (await saved()) as { rua: string; numero: string; bairro: string; cidade: string; cep: string; ponto: { lat: number; lng: number } };

  const placed = await placeOrderAs(customer.email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Marta Sé', endereco });
  if (!('orderId' in placed)) throw new Error(`The order was refused: ${placed.refusal}`);
  const orderPath = `${storePath}/pedidos/${placed.orderId}`;
  const trackingPath = `${orderPath}/rastreio/entregador`;
  await adminSetFields(orderPath, { status: 'aguardando_entregador', aceitoEm: new Date(), tempoPreparoMin: 20, ultimaAtualizacao: new Date() });
  await expect.poll(async () => callAs(rider.email, 'claimOrder', { restaurantId: kitchen.restaurantId, orderId: placed.orderId }), { timeout: FUNCTION_CALL_TIMEOUT }).toEqual({ ok: true });

  // The customer's page: a rider took it, but shares no position yet.
  await page.goto(`/status/${placed.orderId}?restaurante=${kitchen.restaurantId}`);
  await expect(page.getByText('Rui ainda não compartilhou a localização.')).toBeVisible({ timeout: 30_000 });

  // The rider's page asks first; the browser's permission comes with the tap.
  const riderPage = await device(browser, baseURL, rider.email, '/deliveryman-dashboard/available-orders');
  await riderPage.context().setGeolocation({ latitude: STORE.lat, longitude: STORE.lng - 0.002 });
  await riderPage.goto('/deliveryman-dashboard/my-active-orders');
  const sharing = riderPage.getByRole('region', { name: 'Sua localização' });
  await expect(sharing).toContainText('Sua localização não está sendo compartilhada.');
  await riderPage.context().grantPermissions(['geolocation']);
  await sharing.getByRole('button', { name: 'Compartilhar minha localização' }).click();
  await expect(sharing).toContainText('Compartilhando sua localização com o cliente e a loja enquanto esta página estiver aberta.');

  // On the customer's map: the store, her door and the rider, 200 m from the store; the estimate
  // goes through the store first.
  const map = page.getByRole('region', { name: 'Entregador no mapa' });
  await expect(map).toContainText(/Rui está a 2,\d km de você/, { timeout: 30_000 });
  await expect(map.getByRole('img', { name: 'Restaurante' })).toHaveAttribute('data-lat', STORE.lat.toFixed(6));
  await expect(map.getByRole('img', { name: 'Endereço de entrega' })).toHaveAttribute('data-lat', DOOR.lat.toFixed(6));
  const pin = map.getByRole('img', { name: 'Entregador' });
  await expect(pin).toHaveAttribute('data-lng', (STORE.lng - 0.002).toFixed(6));
  await expect(map).toContainText('posição de agora');
  let last = await minutesShown(page);
  expect(last).toBe(12);
  await page.screenshot({ path: test.info().outputPath('mapa-cliente.png') });

  // The kitchen's card says how far the rider is from the counter, the map on a tap.
  const kitchenView = counter.getByRole('region', { name: 'Entregador no mapa' });
  await expect(kitchenView).toContainText('Rui está a 200 m da loja', { timeout: 30_000 });
  await expect(kitchenView).toContainText('Chegando à loja');
  await kitchenView.getByRole('button', { name: 'Ver no mapa' }).click();
  await expect(kitchenView.getByRole('img', { name: 'Entregador' })).toBeVisible();
  await counter.screenshot({ path: test.info().outputPath('mapa-cozinha.png') });
  await riderPage.screenshot({ path: test.info().outputPath('entregador-compartilhando.png') });

  // Picked up; then four moves towards her door, each a pace apart: the pin follows, the estimate falls.
  await riderPage.getByRole('button', { name: 'Confirmar retirada' }).click();
  for (const fraction of [0.2, 0.45, 0.7, 0.92]) {
    await riderPage.waitForTimeout(PACE_MS);
    const point = along(fraction);
    await riderPage.context().setGeolocation(point);
    await expect(pin).toHaveAttribute('data-lat', point.latitude.toFixed(6), { timeout: 30_000 });
    await expect.poll(() => minutesShown(page)).toBeLessThan(last);
    last = await minutesShown(page);
  }
  await expect(map.locator('.rider-way__eta')).toHaveText('Chegando');

  // Only the order's parties read the position: another customer is refused by the rules.
  expect(await readStatusAs(customer.email, trackingPath)).toBe(200);
  expect(await readStatusAs(stranger.email, trackingPath)).toBe(403);

  // Delivered with her code: the position is deleted and the map leaves her page.
  const code = ((await page.getByRole('region', { name: 'Código para o entregador' }).locator('.handover-code__digits [aria-hidden="true"]').textContent()) ?? '').trim();
  await riderPage.getByLabel('Código de entrega').fill(code);
  await riderPage.getByRole('button', { name: 'Confirmar entrega' }).click();
  await expect(page.getByRole('status', { name: 'Status do pedido' })).toHaveText('Entregue');
  await expect(map).toHaveCount(0);
  await expect.poll(() => adminGetFields(trackingPath), { timeout: FUNCTION_CALL_TIMEOUT }).toBeNull();
  expect(await readStatusAs(customer.email, trackingPath)).toBe(403);
  // Delivered: the kitchen's card shows no map either.
  await expect(kitchenView).toHaveCount(0);
  await Promise.all([page, riderPage, counter].map((opened) => opened.context().close()));
});

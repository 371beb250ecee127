import { expect, test } from '@playwright/test';
import { SCHEDULING_MESSAGES, scheduledForText } from '@/domain/orders/scheduling';
import { DAY_MS, saoPauloMidnight } from '@/domain/shared/sao-paulo-day';
import { adminGetFields, adminListDocuments, adminSetFields, createCustomer, createKitchen, expectPath, fillDeliveryDetails, openCounterTablet, payAtTheDoor, placeOrderAs, signIn } from './support';

/**
 * Scheduled orders (issue #54, 'Agendar'): a kitchen of its own turns them on in 'Editar Dados'; a
 * customer on a phone schedules lunch two hours ahead; it waits in the counter's 'Agendados', not
 * on the board; the test moves its release time to now, and the release task (its retries are the
 * clock, every 30 to 60 s here) brings it to 'Novos', numbered, to be accepted and delivered. A
 * slot after the store's 23:59 closing is refused with its hours.
 */

const SLOT_MS = 30 * 60_000;

test('a customer schedules lunch two hours ahead: it waits in Agendados, reaches the board at its time, is accepted and delivered', async ({ browser }) => {
  // The release task's retries (every 30 to 60 s) after the test moves its time.
  test.setTimeout(240_000);
  const kitchen = await createKitchen();
  const counter = await openCounterTablet(browser, kitchen.staffEmail);

  // The dono turns scheduling on in 'Editar Dados', with an hour's notice and three orders a slot.
  await counter.getByRole('button', { name: 'Editar Dados' }).click();
  const settings = counter.getByRole('dialog');
  const scheduling = settings.getByRole('region', { name: 'Pedidos agendados' });
  await scheduling.getByLabel('Aceitar pedidos agendados').check();
  await scheduling.getByLabel('Pedidos por horário').fill('0');
  await scheduling.getByRole('button', { name: 'Salvar agendamento' }).click();
  await expect(scheduling.getByText('De 1 a 50 pedidos.')).toBeVisible();
  await scheduling.getByLabel('Pedidos por horário').fill('3');
  await scheduling.getByRole('button', { name: 'Salvar agendamento' }).click();
  await expect
    .poll(async () => (await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.agendamento)
    .toEqual({ mapValue: { fields: { ativo: { booleanValue: true }, antecedenciaMin: { integerValue: '60' }, capacidadePorHorario: { integerValue: '3' } } } });
  await settings.getByRole('button', { name: 'Cancelar' }).click();

  const clientName = `Rita Agenda ${Date.now().toString(36)}`;
  const customer = await createCustomer(clientName);
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
  await signIn(phone, customer.email);
  await expectPath(phone, '/inicio');
  await phone.goto(`/cardapio/${kitchen.restaurantId}`);
  await phone.getByRole('button', { name: /^Prato Feito/ }).click();
  await phone.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(phone, { rua: 'Rua Augusta', numero: '500', bairro: 'Consolação', cep: '01305-000', cidade: 'São Paulo', name: clientName, phone: '(11) 97777-1212' });

  // 'Quando?': now, or a slot; two hours ahead, on the half hour.
  const when = phone.getByRole('group', { name: 'Quando?' });
  await expect(when.getByRole('radio', { name: /^Agora/ })).toBeChecked();
  await when.getByRole('radio', { name: /^Agendar/ }).check();
  const slot = Math.ceil((Date.now() + 2 * 3_600_000) / SLOT_MS) * SLOT_MS;
  const slotLabel = scheduledForText(new Date(slot), new Date());
  await when.getByLabel('Horário da entrega').selectOption({ value: String(slot) });
  await expect(phone.getByText(`Agendado: ${slotLabel}`)).toBeVisible();
  await payAtTheDoor(phone, 'Cartão');
  await phone.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expectPath(phone, '/pedido-concluido');
  await expect(phone.getByRole('status').filter({ hasText: 'agendado para' })).toContainText(`agendado para ${slotLabel}`);

  // Stored apart: no number, no time to answer, released at the slot less its 25 minutes of preparation.
  const [stored] = await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`);
  if (!stored) throw new Error('The scheduled order was not stored');
  expect(stored.fields).toMatchObject({ status: 'agendado', prazoAceiteEm: { nullValue: null } });
  expect(Date.parse(String(stored.fields.agendadoPara))).toBe(slot);
  expect(Date.parse(String(stored.fields.liberarEm))).toBe(slot - 25 * 60_000);
  expect(stored.fields).not.toHaveProperty('numero');

  // The customer's page says for when, with the way out until then.
  await phone.getByRole('link', { name: 'Acompanhar pedido' }).click();
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toHaveText('Agendado');
  // Numbered only once it reaches the kitchen.
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Pedido agendado');
  await expect(phone.getByText(`Pedido agendado para ${slotLabel}.`, { exact: false })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();

  // The counter: in 'Agendados', not on the board.
  const scheduled = counter.getByRole('region', { name: /^Agendados/ });
  const waiting = scheduled.getByRole('listitem').filter({ hasText: clientName });
  await expect(waiting).toContainText(slotLabel);
  await expect(waiting).toContainText('1x Prato Feito');
  await expect(counter.getByRole('region', { name: /^Novos/ }).getByRole('listitem').filter({ hasText: clientName })).toHaveCount(0);

  // Its time comes (the test moves it to now): the release task brings it to 'Novos', numbered.
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${stored.id}`, { liberarEm: new Date(Date.now() + 2_000) });
  const card = counter.getByRole('region', { name: /^Novos/ }).getByRole('listitem').filter({ hasText: clientName });
  await expect(card).toBeVisible({ timeout: 150_000 });
  await expect(card.locator('.panel-order__id')).toHaveText(/^#\d{4}$/);
  await expect(scheduled).toHaveCount(0);
  const released = await adminGetFields(`restaurantes/${kitchen.restaurantId}/pedidos/${stored.id}`);
  expect(released?.status).toEqual({ stringValue: 'novo_pedido' });
  // Its time to answer counts from now, not from when it was placed.
  expect(Date.parse(String(released?.prazoAceiteEm?.timestampValue)) - Date.now()).toBeGreaterThan(6 * 60_000);
  // The customer's page moves on by itself.
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toHaveText('Novo pedido');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(/^Pedido #\d{4}$/);

  await card.getByRole('button', { name: 'Aceitar' }).click();
  await counter.getByRole('dialog', { name: /^Aceitar pedido/ }).getByRole('button', { name: '25 min (padrão)' }).click();
  const preparing = counter.getByRole('listitem').filter({ hasText: clientName });
  await preparing.getByRole('button', { name: 'Pronto: chamar entregador' }).click();
  await preparing.getByRole('button', { name: 'Saiu para entrega' }).click();
  await preparing.getByRole('button', { name: 'Marcar como entregue' }).click();
  await expect(phone.getByRole('status', { name: 'Status do pedido' })).toHaveText('Entregue');
  await Promise.all([counter.context().close(), phone.context().close()]);
});

test('a slot after the store’s 23:59 closing is refused with its hours, and the checkout never offers it', async ({ page }) => {
  const kitchen = await createKitchen();
  const evenings = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'].map((day, dayIndex) => ({
    day,
    key: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][dayIndex],
    dayIndex,
    isOpen: true,
    periods: [{ open: '18:00', close: '23:59' }],
  }));
  await adminSetFields(`restaurantes/${kitchen.restaurantId}`, { horarioFuncionamento: evenings, agendamento: { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 5 } });
  const customer = await createCustomer('Otto Madrugada');
  // 00:30 the day after tomorrow, São Paulo time.
  const afterClosing = saoPauloMidnight(new Date()).getTime() + 2 * DAY_MS + SLOT_MS;
  const refused = await placeOrderAs(customer.email, { restaurantId: kitchen.restaurantId, productIds: [kitchen.dishId], expectedTotal: 3000, clientName: 'Otto Madrugada', agendadoPara: afterClosing });
  expect(refused).toEqual({ refusal: SCHEDULING_MESSAGES.closed('dom 18:00-23:59; seg 18:00-23:59; ter 18:00-23:59; qua 18:00-23:59; qui 18:00-23:59; sex 18:00-23:59; sáb 18:00-23:59') });
  expect(await adminListDocuments(`restaurantes/${kitchen.restaurantId}/pedidos`)).toEqual([]);

  // The checkout lists the evening's slots only, the last one ending at midnight.
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await page.getByRole('button', { name: /^Prato Feito/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
  await fillDeliveryDetails(page, { rua: 'Rua Augusta', numero: '501', bairro: 'Consolação', cep: '01305-000', cidade: 'São Paulo', name: 'Otto Madrugada', phone: '(11) 97777-3434' });
  const when = page.getByRole('group', { name: 'Quando?' });
  await when.getByRole('radio', { name: /^Agendar/ }).check();
  const labels = await when.getByLabel('Horário da entrega').locator('option').allTextContents();
  expect(labels.some((label) => label.endsWith('23:30–00:00'))).toBe(true);
  expect(labels.some((label) => /, (0\d|1[0-7]):/.test(label))).toBe(false);
});

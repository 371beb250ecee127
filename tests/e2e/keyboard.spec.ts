import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSetFields, createCustomer, DEMO, expectPath } from './support';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target} with the keyboard`);
}

test('a customer places an order with the keyboard alone', async ({ page }) => {
  // A customer of its own: the demo customer's seeded new orders count against the limit of
  // unanswered orders (src/domain/orders/order-limits.ts) until they close.
  const customer = await createCustomer('Teclado Souza');
  await adminSetFields(`usuarios/${customer.uid}`, { telefone: '(11) 97777-1234' });
  await page.goto('/login');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expectPath(page, '/inicio');

  await tabTo(page, page.getByRole('link', { name: /^Pastelaria da Feira/ }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/cardapio/pastelaria-da-feira');
  await expect(page.getByRole('heading', { level: 1, name: 'Pastelaria da Feira' })).toBeVisible();

  // Open a dish, raise the quantity, add it: the dialog traps focus and Escape would close it.
  const dish = page.getByRole('button', { name: /^Pastel de Carne/ }).first();
  await tabTo(page, dish);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Aumentar quantidade' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: /^Adicionar/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await tabTo(page, page.getByRole('link', { name: /^Ver sacola/ }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/sacola');
  // Pages load lazily: the previous page stays on screen until the next one has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Sacola' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  await expectPath(page, '/endereco');
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço de entrega' })).toBeVisible();
  // Addresses follow the account: one saved before may be listed, with the form closed.
  const cep = page.getByLabel('CEP', { exact: true });
  const add = page.getByRole('button', { name: 'Adicionar endereço' });
  await expect(cep.or(add)).toBeVisible();
  if (!(await cep.isVisible())) {
    await tabTo(page, add);
    await page.keyboard.press('Enter');
  }
  // CEP first (#18), then the street, number, complemento (optional), district and city.
  await tabTo(page, cep);
  for (const value of ['01208-000', 'Rua dos Andradas', '45']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Tab'); // complemento (optional)
  for (const value of ['Centro', 'São Paulo']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await tabTo(page, page.getByRole('button', { name: 'Salvar endereço' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Rua dos Andradas, 45/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  await expectPath(page, '/dados-cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Seus dados' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  await expectPath(page, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
  // Arrow keys move within the payment radio group.
  await tabTo(page, page.getByRole('radio', { name: /Dinheiro/ }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Pix/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /Confirmar pedido/ }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/pedido-concluido');
  await expect(page.getByRole('heading', { name: 'Pedido enviado!' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { adminGetFields, adminListDocuments, adminSetFields, createCustomer, createKitchen, expectPath, FUNCTION_CALL_TIMEOUT, openPanelOnPhone, phonePhoto, signIn } from './support';

/**
 * Photos from the phone (issue #40): the owner photographs a dish in the panel, crops it and
 * saves; the customer's menu shows it from /img/{id} with a year's cache; a HEIC and a 15 MB file
 * are refused before anything is sent, and the form keeps what was typed. A kitchen of its own.
 */

test('an owner photographs a dish on the phone, crops and saves it, adds a cover; the menu serves them from /img with a year of cache; HEIC and 15 MB are refused', async ({ browser, page }) => {
  // Two phones, a crop and a compression each for a dish and a cover: beside the other journeys on
  // two cores a run has taken over two minutes.
  test.setTimeout(240_000);
  const kitchen = await createKitchen();
  await adminSetFields(`restaurantes/${kitchen.restaurantId}/categorias/pratos`, { nome: 'Pratos', createdAt: new Date(), ordem: 0 });

  const owner = await openPanelOnPhone(browser, kitchen.staffEmail);
  await owner.getByRole('tab', { name: 'Cardápio' }).click();
  const item = owner.getByRole('listitem').filter({ hasText: 'Prato Feito' });
  await item.getByRole('button', { name: 'Editar' }).click();
  const edit = owner.getByRole('dialog', { name: 'Editar Produto' });
  await edit.getByLabel('Nome').fill('Prato Feito da Casa');
  await edit.getByLabel('Descrição').fill('Arroz, feijão, bife e salada.');

  // From the gallery: an iPhone's HEIC, then a 15 MB file; each refused, nothing typed lost.
  const gallery = edit.getByLabel('Escolher da galeria');
  await gallery.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4000)]) });
  await expect(edit.getByText('Fotos HEIC não são aceitas. No iPhone, escolha "Mais compatível" em Ajustes > Câmera > Formatos, ou envie um print da foto.')).toBeVisible();
  await gallery.setInputFiles({ name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
  await expect(edit.getByText('A foto tem mais de 15 MB. Escolha uma foto menor.')).toBeVisible();
  await expect(edit.getByLabel('Nome')).toHaveValue('Prato Feito da Casa');
  await expect(edit.getByLabel('Descrição')).toHaveValue('Arroz, feijão, bife e salada.');
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('25,00');

  // The camera's photo: cropped at 4:3 (moved with the keyboard, zoomed), then used.
  await edit.getByLabel('Tirar foto').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: phonePhoto() });
  const crop = edit.getByRole('img', { name: /^Recorte da foto/ });
  await expect(crop).toBeVisible();
  await crop.focus();
  await owner.keyboard.press('+');
  await owner.keyboard.press('ArrowRight');
  await owner.keyboard.press('ArrowDown');
  await edit.getByRole('button', { name: 'Usar foto' }).click();
  const preview = edit.getByRole('img', { name: 'Prévia: Foto do prato (opcional)' });
  await expect(preview).toHaveAttribute('src', /^\/img\/[A-Za-z0-9]{20}$/, { timeout: FUNCTION_CALL_TIMEOUT });
  await expect(edit.getByLabel('URL da imagem (opcional)')).toHaveValue(/^\/img\//);
  await expect(edit.getByLabel('Nome')).toHaveValue('Prato Feito da Casa');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(edit).toBeHidden();

  const stored = (await adminListDocuments(`restaurantes/${kitchen.restaurantId}/produtos`)).find((product) => product.id === kitchen.dishId);
  expect(stored?.fields.nome).toBe('Prato Feito da Casa');
  const url = String(stored?.fields.imageUrl);
  expect(url).toMatch(/^\/img\/[A-Za-z0-9]{20}$/);
  const id = url.slice('/img/'.length);
  for (const [docId, width, maxBytes] of [
    [id, 800, 200_000],
    [`${id}_p`, 320, 60_000],
  ] as const) {
    const photo = await adminGetFields(`imagens/${docId}`);
    const bytes = Buffer.from(String(photo?.bytes?.bytesValue), 'base64');
    expect(bytes.length, docId).toBeGreaterThan(1000);
    expect(bytes.length, docId).toBeLessThanOrEqual(maxBytes);
    expect(photo?.width?.integerValue, docId).toBe(String(width));
    expect(photo?.height?.integerValue, docId).toBe(String((width * 3) / 4));
    expect(photo?.type?.stringValue, docId).toMatch(/^image\/(webp|jpeg)$/);
  }

  // 'Editar Dados': a cover from the gallery, cropped at 3:1, beside the logo's field.
  await owner.getByRole('button', { name: 'Editar Dados' }).click();
  const data = owner.getByRole('dialog', { name: 'Editar Dados do Restaurante' });
  const cover = data.getByRole('group', { name: 'Foto de capa (opcional)' });
  await cover.getByLabel('Escolher da galeria').setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: phonePhoto() });
  await cover.getByRole('button', { name: 'Usar foto' }).click();
  await expect(cover.getByRole('img', { name: 'Prévia: Foto de capa (opcional)' })).toHaveAttribute('src', /^\/img\//, { timeout: FUNCTION_CALL_TIMEOUT });
  await expect(data.getByRole('group', { name: 'Logo (opcional)' }).getByRole('button', { name: 'Tirar foto' })).toBeVisible();
  await data.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(data).toBeHidden();
  const coverUrl = String((await adminGetFields(`restaurantes/${kitchen.restaurantId}`))?.capa?.stringValue);
  expect(coverUrl).toMatch(/^\/img\/[A-Za-z0-9]{20}$/);
  const coverPhoto = await adminGetFields(`imagens/${coverUrl.slice('/img/'.length)}`);
  expect(coverPhoto?.width?.integerValue).toBe('800');
  expect(coverPhoto?.height?.integerValue).toBe('267');

  // The customer's menu shows them, from /img, with the long cache header.
  const customer = await createCustomer(`Rita ${Date.now().toString(36)}`);
  await signIn(page, customer.email);
  await expectPath(page, '/inicio');
  await page.goto(`/cardapio/${kitchen.restaurantId}`);
  await expect(page.locator('.menu-header__cover img')).toHaveAttribute('src', coverUrl);
  // The dish's card takes the 320 px version; its sheet the 800 px photo.
  const shown = page.locator(`img[src="${url}_p"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  await shown.click();
  const sheetPhoto = page.getByRole('dialog').locator(`img[src="${url}"]`);
  await expect.poll(() => sheetPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['etag']).toMatch(/^".+"$/);
  expect(response.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
});

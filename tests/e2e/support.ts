import { expect, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { appCheckTokenFromStandIn } from '../../scripts/lib/app-check-stand-in.mjs';
import { PARTNER_TERMS } from '../../src/domain/money/partner-terms';

/** A currency amount as a pattern: 'R$' escaped, any space (Intl uses a non-breaking one). */
export const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/[$.]/g, '\\$&')
    .replace(/\s/g, '\\s');

/** Demo accounts created by scripts/seed.mjs (password for all: sabor123). */
export const DEMO = {
  cliente: 'cliente@sabor.dev',
  restaurante: 'restaurante@sabor.dev',
  motoboy: 'motoboy@sabor.dev',
  admin: 'admin@sabor.dev',
  password: 'sabor123',
} as const;

/** Signs in through /login as a person would. */
export async function signIn(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  // 'Sair' may end in a reload of /login (SessionProvider's signOut): a visit racing it is
  // interrupted, or aborted (net::ERR_ABORTED), and the page lands on /login all the same.
  await page.goto('/login').catch(async (error: unknown) => {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(String(error))) throw error;
    await page.waitForLoadState();
    if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Staff sign in through /login-restaurante and reach the panel. */
export async function signInStaff(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  await page.goto('/login-restaurante');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(page, '/painel-restaurante');
}

/** The counter's tablet (1024x768, touch) on the panel, signed in as `email`. */
export async function openCounterTablet(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInStaff(page, email);
  return page;
}

/**
 * An owner's phone (390x844) on the panel, signed in as `email`, once its tabs show: a new
 * kitchen's first reads (its membership, its store) beside the other journeys have taken long.
 */
export async function openPanelOnPhone(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInStaff(page, email);
  await expect(page.getByRole('tab', { name: 'Cardápio' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Waits until the app settled on `path` (redirects included); `timeout` for a path reached after a Function call. */
export async function expectPath(page: Page, path: string, timeout?: number): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout });
}

/** How long a Function call may take beside the other journeys (a cold worker, the triggers' queue). */
export const FUNCTION_CALL_TIMEOUT = 60_000;

const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const PROJECT_ID = process.env.SABOR_PROJECT_ID ?? 'demo-sabor';

/**
 * The newest e-mail verification link the Auth emulator "sent" to `email`: opened in a browser,
 * it confirms the address and continues to the link's continue URL (the app page sign-up gave).
 */
export async function verificationLink(email: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  const code = oobCodes.filter((item) => item.email === email && item.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`No verification e-mail for ${email}`);
  return code.oobLink.replace(/^https?:\/\/[^/]+/, `http://${AUTH_HOST}`);
}

/**
 * Follows the newest e-mail verification link the Auth emulator "sent" to `email`, as the person
 * would by clicking it in their inbox (outside the page, as if on another device).
 */
export async function clickVerificationLink(email: string): Promise<void> {
  const result = await fetch(await verificationLink(email), { redirect: 'manual' });
  // 303: confirmed, and on to the continue URL.
  if (!result.ok && result.status !== 303) throw new Error(`Verification link failed: ${result.status}`);
}

/** An e-mail address no other test uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@teste.sabor.dev`;
}

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8186';

/** A JSON value as the Firestore REST API's typed value. */
function restValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, restValue(item)])) } };
}

/** A REST typed value (as stored) to a plain value: maps, arrays, numbers, strings, booleans, null. */
export function fromRestValue(value: unknown): unknown {
  const typed = value as Record<string, unknown>;
  if ('mapValue' in typed) {
    const fields = ((typed.mapValue as { fields?: Record<string, unknown> }).fields ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, fromRestValue(item)]));
  }
  if ('arrayValue' in typed) return ((typed.arrayValue as { values?: unknown[] }).values ?? []).map(fromRestValue);
  if ('integerValue' in typed) return Number(typed.integerValue);
  if ('doubleValue' in typed) return Number(typed.doubleValue);
  if ('nullValue' in typed) return null;
  return typed.stringValue ?? typed.booleanValue ?? typed.timestampValue ?? value;
}

/**
 * Changes fields of a document as staff or an administrator would, from outside the page under
 * test (the Firestore emulator's REST API with the owner token, which bypasses the rules).
 */
export async function adminSetFields(documentPath: string, fields: Record<string, unknown>): Promise<void> {
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
    .join('&');
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])) };
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}?${mask}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Updating ${documentPath} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document of a collection, as an administrator (the emulator's REST API, as adminSetFields). */
export async function adminDeleteDocuments(collectionPath: string): Promise<void> {
  for (const { id } of await adminListDocuments(collectionPath)) {
    const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collectionPath}/${id}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer owner' },
    });
    if (!response.ok) throw new Error(`Deleting ${collectionPath}/${id} failed: ${response.status} ${await response.text()}`);
  }
}

/** The HTTP status of reading one document as `email` would (the rules decide): 200, 403, 404. */
export async function readStatusAs(email: string, documentPath: string): Promise<number> {
  const token = await idTokenFor(email);
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

/** One document's fields as stored (REST typed values), read as an administrator; null when missing. */
export async function adminGetFields(documentPath: string): Promise<Record<string, Record<string, unknown>> | null> {
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  return ((await response.json()) as { fields?: Record<string, Record<string, unknown>> }).fields ?? {};
}

/** Every document of a collection, read as an administrator (field values decoded). */
export async function adminListDocuments(collectionPath: string): Promise<Array<{ id: string; fields: Record<string, unknown> }>> {
  const documents: Array<{ id: string; fields: Record<string, unknown> }> = [];
  let pageToken = '';
  do {
    const response = await fetch(
      `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collectionPath}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    const body = (await response.json()) as { documents?: Array<{ name: string; fields: Record<string, Record<string, unknown>> }>; nextPageToken?: string };
    for (const document of body.documents ?? []) {
      const fields: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(document.fields ?? {})) {
        fields[key] = value.stringValue ?? value.timestampValue ?? (value.doubleValue !== undefined ? Number(value.doubleValue) : value.integerValue !== undefined ? Number(value.integerValue) : value);
      }
      documents.push({ id: document.name.split('/').pop() ?? '', fields });
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents;
}

/**
 * Waits until the onOrderWritten trigger has counted `count` orders of a restaurant in its sales
 * rollups (its ledger, restaurantes/{id}/vendasAplicadas), as it does for every order written:
 * the dashboard and 'Relatórios' read those rollups, not the orders.
 */
export async function waitForSalesRollups(restaurantId: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await adminListDocuments(`restaurantes/${restaurantId}/vendasAplicadas`)).length, { timeout: 60_000, message: 'the sales rollups of the orders' })
    .toBe(count);
}

/**
 * A new delivery address and the contact data, typed as a customer would; ends on /checkout.
 * Addresses follow the account, so one saved by an earlier test may be listed already: the form
 * is then opened with 'Adicionar endereço' (saving the same address again just chooses it).
 */
export async function fillDeliveryDetails(
  page: Page,
  details: { rua: string; numero: string; bairro: string; cep: string; cidade: string; name: string; phone: string },
): Promise<void> {
  await page.goto('/endereco');
  const form = page.locator('form.address-form');
  const add = page.getByRole('button', { name: 'Adicionar endereço' });
  await expect(form.or(add)).toBeVisible();
  if (await add.isVisible()) await add.click();
  await form.getByLabel('CEP', { exact: true }).fill(details.cep);
  await form.getByLabel('Rua', { exact: true }).fill(details.rua);
  await form.getByLabel('Número', { exact: true }).fill(details.numero);
  await form.getByLabel('Bairro', { exact: true }).fill(details.bairro);
  await form.getByLabel('Cidade', { exact: true }).fill(details.cidade);
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nome completo').fill(details.name);
  await page.getByLabel('Telefone').fill(details.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPath(page, '/checkout');
}

/**
 * Chooses to pay at the door (or the counter) with `method`: never one of the 'pague agora'
 * options a store connected to Mercado Pago offers above them (issue #52; the demo's Cantina da
 * Nonna is one), whose names also start with 'Pix' and 'Cartão'.
 */
export async function payAtTheDoor(page: Page, method: 'Dinheiro' | 'Cartão' | 'Pix'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${method} (?!\\(pague agora\\)|de crédito \\(pague agora\\))`) }).check();
}

/**
 * 'Escolher bairro' on the home or a menu (issue #36): the city from the open ones, the bairro
 * searched in its list and chosen from the matches, as a person taps them.
 */
export async function choosePlace(page: Page, cidade: string, bairro: string): Promise<void> {
  await page.getByRole('button', { name: /^(Escolher bairro|Entregar em |Escolha seu bairro para ver a taxa)/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Onde você quer receber?' });
  await dialog.getByLabel('Cidade').selectOption(cidade);
  await dialog.getByRole('combobox', { name: 'Bairro' }).fill(bairro);
  await dialog.getByRole('listbox').getByRole('option', { name: bairro, exact: true }).click();
  await dialog.getByRole('button', { name: 'Ver restaurantes que entregam aqui' }).click();
  await expect(dialog).toBeHidden();
}

const FUNCTIONS_HOST = process.env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A fresh order id of the shape the app makes (20 letters and digits). */
export function newOrderId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 20 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** Signs in through the Auth emulator's REST API; resolves with the ID token. */
export async function idTokenFor(email: string, password: string = DEMO.password): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Signing in ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Places an order as a customer's phone would, through the placeOrder function (one item of each
 * product id given, paid by Pix); resolves with the order id, or the function's refusal text.
 */
export async function placeOrderAs(
  email: string,
  order: {
    restaurantId: string;
    productIds: string[];
    expectedTotal: number;
    clientName: string;
    endereco?: { rua: string; numero: string; bairro: string; cidade: string; cep: string; ponto?: { lat: number; lng: number } };
    pagamento?: 'Pix' | 'Dinheiro' | 'Cartão';
    /** A coupon's code (issue #40). */
    cupom?: string;
    /** Paid in the app by card (issue #52): the token Mercado Pago's script made (standInCardToken). */
    cartao?: { token: string; bandeira: 'master' | 'visa'; cpf: string };
    /** 'Agendar' (issue #54): the slot's start, epoch milliseconds. */
    agendadoPara?: number;
  },
): Promise<{ orderId: string } | { refusal: string }> {
  const token = await idTokenFor(email);
  const request = {
    orderId: newOrderId(),
    restaurantId: order.restaurantId,
    lines: order.productIds.map((productId) => ({ productId, quantidade: 1, size: null, flavor: null, observacoes: '' })),
    endereco: order.endereco ?? { rua: 'Rua Augusta', numero: '300', bairro: 'Consolação', cidade: 'São Paulo', cep: '01305-000' },
    clientName: order.clientName,
    clientPhone: '(11) 95555-4444',
    pagamento: order.pagamento ?? 'Pix',
    troco: null,
    observacoesPedido: '',
    expectedTotal: order.expectedTotal,
    cupom: order.cupom ?? null,
    ...(order.cartao ? { online: 'cartao', cartao: order.cartao, pagamento: 'Cartão' } : {}),
    ...(order.agendadoPara ? { agendadoPara: order.agendadoPara } : {}),
  };
  return callWithToken<{ orderId: string }>(token, 'placeOrder', request);
}

const STAND_IN = process.env.SABOR_MERCADO_PAGO_URL ?? '';

/**
 * The store's dono connects its Mercado Pago account (issue #52) without the browser: the consent
 * page of the stand-in answered at once for `sellerId`, the code exchanged as the panel does.
 */
export async function connectStandInAccount(staffEmail: string, restaurantId: string, sellerId = 1003): Promise<void> {
  const started = await callAs<{ url: string }>(staffEmail, 'connectPaymentAccount', { restaurantId });
  if ('refusal' in started) throw new Error(`connectPaymentAccount refused: ${started.refusal}`);
  const back = new URL((await fetch(`${started.url}&auto=1&seller_id=${sellerId}`, { redirect: 'manual' })).headers.get('location') ?? '');
  const finished = await callAs(staffEmail, 'finishPaymentAccount', { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' });
  if (finished && typeof finished === 'object' && 'refusal' in finished) throw new Error(`finishPaymentAccount refused: ${String(finished.refusal)}`);
}

/** A card token for the store's account, as Mercado Pago's script makes it in the customer's browser; `holder` picks the test outcome (APRO approves). */
export async function standInCardToken(restaurantId: string, holder = 'APRO'): Promise<{ token: string; bandeira: 'master'; cpf: string }> {
  const publicKey = String(fromRestValue((await adminGetFields(`restaurantes/${restaurantId}`))?.chavePublicaPagamento ?? { stringValue: '' }));
  const answer = await fetch(`${STAND_IN}/v1/card_tokens?public_key=${encodeURIComponent(publicKey)}`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ card_number: '5031433215406351', expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name: holder, identification: { type: 'CPF', number: '12345678909' } } }),
  });
  return { token: String(((await answer.json()) as { id: string }).id), bandeira: 'master', cpf: '12345678909' };
}

/** Calls a callable as the person signed in with `email`, as their phone would; its result, or its refusal's text. */
export async function callAs<T>(email: string, name: string, data: unknown): Promise<T | { refusal: string }> {
  return callWithToken<T>(await idTokenFor(email), name, data);
}

let appCheckToken: Promise<string> | null = null;

async function callWithToken<T>(token: string, name: string, data: unknown): Promise<T | { refusal: string }> {
  // The app's App Check token, as the phone's app sends it (scripts/lib/app-check-stand-in.mjs).
  appCheckToken ??= appCheckTokenFromStandIn();
  const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/southamerica-east1/${name}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}`, 'X-Firebase-AppCheck': await appCheckToken },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { details?: { message?: string }; message?: string } };
  if (body.result) return body.result;
  return { refusal: body.error?.details?.message ?? body.error?.message ?? `HTTP ${response.status}` };
}

/**
 * Updates `fields` of a document as the person signed in with `email` would with the client SDK
 * (the rules apply), stamping `ultimaAtualizacao` with the server's time as the app does; resolves
 * with the HTTP status (200 written, 403 refused by the rules).
 */
export async function writeAs(email: string, password: string, documentPath: string, fields: Record<string, unknown>): Promise<number> {
  const token = await idTokenFor(email, password);
  const name = `projects/${PROJECT_ID}/databases/(default)/documents/${documentPath}`;
  const response = await fetch(`http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      writes: [
        {
          update: { name, fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])) },
          updateMask: { fieldPaths: Object.keys(fields) },
          updateTransforms: [{ fieldPath: 'ultimaAtualizacao', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: true },
        },
      ],
    }),
  });
  return response.status;
}

/** Opening hours open all day, every day. */
export const ALL_DAY = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'].map((day, dayIndex) => ({
  day,
  key: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][dayIndex],
  dayIndex,
  isOpen: true,
  periods: [{ open: '00:00', close: '23:59' }],
}));

/**
 * A restaurant of its own for a test that pauses it or floods it with orders (no other test
 * sees it): open all day, one R$ 25,00 dish, a R$ 5,00 fee, and its owner's account.
 */
export async function createKitchen(): Promise<{ restaurantId: string; staffEmail: string; dishId: string; nome: string }> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const restaurantId = `cozinha-${suffix}`;
  const staffEmail = `cozinha.${suffix}@teste.sabor.dev`;
  const created = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: staffEmail, password: DEMO.password, emailVerified: true, displayName: 'Cozinha' }),
  });
  const { localId } = (await created.json()) as { localId: string };
  await adminSetFields(`usuarios/${localId}`, { uid: localId, email: staffEmail, nome: 'Equipe da Cozinha', tipo: 'restaurante', restaurantId, emailVerificado: true });
  await adminSetFields(`restaurantes/${restaurantId}`, {
    nome: `Cozinha de Teste ${suffix}`,
    endereco: 'Rua dos Testes, 1 - Centro, São Paulo - SP',
    cidade: 'São Paulo',
    telefone: '(11) 3000-0000',
    taxaEntrega: 5,
    pedidoMinimo: 0,
    horarioFuncionamento: ALL_DAY,
    tempoPreparoPadrao: 25,
    limiteAceiteMin: 8,
    // Taking orders only with the panel open, which counts as open for the first five minutes.
    exigePainelAberto: true,
    painelVistoEm: new Date(),
    publicado: true,
    listado: true,
    suspenso: null,
  });
  // Approved now: the current partner terms at the standard rate (issues #38, #51: off the public document).
  await adminSetFields(`restaurantes/${restaurantId}/privado/comercial`, { comissaoPercentual: 10, contrato: { termos: PARTNER_TERMS.version, comissaoPercentual: 10, aceitoEm: new Date(), aceitoPor: localId }, contratoProposto: null, suspenso: null });
  // The rules read the membership on every staff write (issue #24).
  await adminSetFields(`restaurantes/${restaurantId}/membros/${localId}`, { uid: localId, nome: 'Equipe da Cozinha', email: staffEmail, papel: 'dono', desde: new Date() });
  const dishId = 'prato-feito';
  await adminSetFields(`restaurantes/${restaurantId}/produtos/${dishId}`, { nome: 'Prato Feito', descricao: '', categoriaId: 'pratos', disponivel: true, type: 'regular', preco: 25 });
  return { restaurantId, staffEmail, dishId, nome: `Cozinha de Teste ${suffix}` };
}

/**
 * Waits until the discovery trigger (functions/src/stores/discovery-index.ts) says on each of these
 * restaurants' shop windows that it delivers to `deliveryKey` ('sao paulo|bela vista'): the home
 * reads the windows once, with no listener, so a page opened before would not list them.
 */
export async function waitForDeliveryIndex(restaurantIds: readonly string[], deliveryKey: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const indexed = await Promise.all(
          restaurantIds.map(async (id) => {
            const entregaEm = fromRestValue((await adminGetFields(`vitrines/${id}`))?.entregaEm ?? { nullValue: null }) as string[] | null;
            return entregaEm?.includes(deliveryKey) ?? false;
          }),
        );
        return indexed.filter(Boolean).length;
      },
      { message: `restaurants indexed as delivering to ${deliveryKey}`, timeout: 90_000 },
    )
    .toBe(restaurantIds.length);
}

/**
 * Records, from now on, every Content-Security-Policy violation on `page` (the
 * `securitypolicyviolation` events of each document it loads, and Chromium's console reports) and
 * every complaint about the Permissions-Policy header; `found()` lists them. Call it before the
 * first navigation.
 */
export async function watchSecurityPolicies(page: Page): Promise<{ found: () => string[] }> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  await page.exposeBinding('__saborReportViolation', (_source, text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __saborReportViolation: (text: string) => void }).__saborReportViolation;
        report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ${event.documentURI}${event.sample ? `: ${event.sample}` : ''}`);
      },
      true,
    );
  });
  return { found: () => [...found] };
}

/** The headers issue #23 puts on every page (firebase.json; `vite preview` sends the same). */
export function expectSecurityHeaders(headers: Record<string, string>): void {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // The app's own scripts, the theme's inline one by its hash, reCAPTCHA Enterprise's (App Check, issue #51)
  // and Mercado Pago's card script (issue #52); a build against the emulators adds their hosts, for
  // the stand-in's copy of that script.
  expect(csp).toMatch(
    /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/ https:\/\/sdk\.mercadopago\.com( http:\/\/127\.0\.0\.1:\*)?(;|$)/,
  );
  expect(csp).not.toContain('unsafe-');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
}

/**
 * A verified customer account of its own, for a test that places orders: each customer may have
 * only two unanswered orders and five an hour (src/domain/orders/order-limits.ts), so tests do not share one.
 */
export async function createCustomer(nome: string): Promise<{ uid: string; email: string }> {
  const email = `cliente.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@teste.sabor.dev`;
  const created = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password, emailVerified: true, displayName: nome }),
  });
  const { localId } = (await created.json()) as { localId: string };
  await adminSetFields(`usuarios/${localId}`, { uid: localId, email, nome, tipo: 'cliente', emailVerificado: true, telefone: null });
  return { uid: localId, email };
}

/**
 * An approved rider of São Paulo of its own, on duty: for a test whose figures must be only its
 * own deliveries ('Meus ganhos').
 */
export async function createRider(nome: string): Promise<{ uid: string; email: string }> {
  const email = `entregador.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@teste.sabor.dev`;
  const created = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password, emailVerified: true, displayName: nome }),
  });
  const { localId } = (await created.json()) as { localId: string };
  await adminSetFields(`usuarios/${localId}`, {
    uid: localId,
    email,
    nome,
    tipo: 'motoboy',
    telefone: '(11) 97777-1234',
    emailVerificado: true,
    cidade: 'sao paulo',
    cidadeNome: 'São Paulo',
    disponivel: true,
    disponivelVistoEm: new Date(),
  });
  return { uid: localId, email };
}

/**
 * The person comes back to this tab (the window's focus), as often as needed until `check`
 * passes: the browse screens read with Firestore Lite instead of listening (issue #27) and read
 * again then, and a write just made in another tab may reach the server after the first of those
 * reads. `check` should use short timeouts.
 */
export async function expectOnReturn(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await check();
  }).toPass({ timeout: 15_000 });
}

/** The Pix QR within `scope` (a page or a card), read back as a phone's camera would: its pixels through a QR decoder. */
export async function scanPixQr(scope: Pick<Page, 'getByRole'>): Promise<string> {
  const qr = scope.getByRole('img', { name: /^QR Code do Pix/ });
  await qr.scrollIntoViewIfNeeded();
  let data = '';
  // Read again until a whole frame decodes (the page may still be settling when first shot).
  await expect
    .poll(async () => {
      const image = PNG.sync.read(await qr.screenshot({ animations: 'disabled' }));
      data = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? '';
      return data;
    }, { message: 'a readable QR code' })
    .not.toBe('');
  return data;
}

let photo: Buffer | null = null;

/** A 1600 x 1200 photo-like PNG (a gradient with grain), as a phone's gallery would hand over; made once. */
export function phonePhoto(): Buffer {
  if (photo) return photo;
  const png = new PNG({ width: 1600, height: 1200 });
  let seed = 7;
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 48;
      const i = (y * png.width + x) * 4;
      png.data[i] = (x / 7 + grain) & 0xff;
      png.data[i + 1] = (y / 5 + grain) & 0xff;
      png.data[i + 2] = ((x + y) / 12 + grain) & 0xff;
      png.data[i + 3] = 255;
    }
  }
  photo = PNG.sync.write(png);
  return photo;
}

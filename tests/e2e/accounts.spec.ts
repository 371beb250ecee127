import { expect, test, type Page } from '@playwright/test';
import { DEMO, adminGetFields, clickVerificationLink, expectPath, fromRestValue, idTokenFor, signIn, uniqueEmail, verificationLink } from './support';

/**
 * The Firestore SDK's own note when two tabs of the app trade the offline cache's primary lease:
 * it logs it as an error and recovers by turning the tab secondary (firebase-js-sdk #984, #5890).
 * This journey opens a second tab on purpose, and a loaded machine makes the hand-over slower.
 */
const TAB_LEASE_NOTE = /Failed to obtain primary lease for action/;

/** Errors the page logs to its console (a failed request included), collected from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !TAB_LEASE_NOTE.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What the bag page lists: its restaurant, the two dishes and their subtotal; `timeout` for a tab that catches up from another. */
async function expectTheBag(page: Page, timeout?: number): Promise<void> {
  await expectPath(page, '/sacola', timeout);
  const bag = page.locator('main');
  await expect(bag.getByRole('heading', { level: 1, name: 'Sacola' })).toBeVisible({ timeout });
  await expect(bag).toContainText('Sabor Mineiro');
  await expect(bag).toContainText('Feijão Tropeiro com Linguiça');
  await expect(bag).toContainText('Pão de Queijo (10 un.)');
  await expect(bag).toContainText(/R\$\s56,80/);
}

test('a visitor fills a bag, signs up, confirms the e-mail in another tab and is back on the bag, intact', async ({ page, context }) => {
  const errors = consoleErrors(page);
  await page.goto('/cardapio/sabor-mineiro');
  for (const dish of [/^Feijão Tropeiro com Linguiça/, /^Pão de Queijo/]) {
    await page.getByRole('button', { name: dish }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }

  // Away from the menu, the bag is in sight: in the header and at the foot of the home page.
  await page.getByRole('link', { name: 'Sabor, página inicial' }).click();
  await expectPath(page, '/inicio');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sacola: 2 itens, R\$\s56,80$/ })).toBeVisible();
  await page.getByRole('link', { name: /^Ver sacola: 2 itens/ }).click();

  // The bag needs an account: the way in says so, and signing up keeps the way back.
  await expectPath(page, '/login');
  await expect(page.getByText('Entre para finalizar seu pedido')).toBeVisible();
  await expect(page.getByText(/Sua sacola de Sabor Mineiro \(2 itens, R\$\s56,80\) está guardada/)).toBeVisible();
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expectPath(page, '/cadastro');
  await expect(page.getByText('Entre para finalizar seu pedido')).toBeVisible();
  const email = uniqueEmail('davi');
  await page.getByLabel('Nome completo').fill('Davi Rocha');
  await page.getByLabel('Telefone').fill('(31) 99876-1234');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expectPath(page, '/verificar-email');
  await expect(page.getByText(/Sua sacola de Sabor Mineiro .* está guardada: confirmado o e-mail/)).toBeVisible();

  // The e-mail's link opens in a new tab and continues to the bag.
  // (The page moved on as soon as the account existed; the e-mail goes out right after.)
  let link = '';
  await expect(async () => {
    link = await verificationLink(email);
  }).toPass();
  const inbox = await context.newPage();
  const inboxErrors = consoleErrors(inbox);
  await inbox.goto(link);
  await expectTheBag(inbox);
  // The tab that waited moves on by itself, to the same bag. It reads the session through the
  // other tab's offline cache (multi-tab), which a loaded machine hands over in seconds, not at once.
  await page.bringToFront();
  await expectTheBag(page, 30_000);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abrir menu da conta' })).toHaveText('D');
  // The account exists once, with what was typed, and verified.
  const token = await idTokenFor(email, 'segredo1');
  const { user_id: uid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: string };
  await expect.poll(async () => fromRestValue({ mapValue: { fields: await adminGetFields(`usuarios/${uid}`) } })).toMatchObject({
    nome: 'Davi Rocha',
    telefone: '(31) 99876-1234',
    tipo: 'cliente',
    emailVerificado: true,
  });
  expect([...errors, ...inboxErrors]).toEqual([]);
});

test('sign-up shows every validation, then verification leads a new customer home', async ({ page }) => {
  await page.goto('/cadastro');
  const submit = page.getByRole('button', { name: 'Cadastrar' });

  await submit.click();
  await expect(page.getByText('Informe seu nome.')).toBeVisible();
  await expect(page.getByText('Informe seu telefone.')).toBeVisible();
  await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
  await expect(page.getByText('Crie uma senha.')).toBeVisible();

  await page.getByLabel('Nome completo').fill('Clara Nunes');
  await page.getByLabel('Telefone').fill('1199');
  await page.getByLabel('E-mail').fill('clara@');
  await page.getByLabel('Senha', { exact: true }).fill('123');
  await page.getByLabel('Confirmar senha').fill('321');
  await submit.click();
  await expect(page.getByText('Formato de telefone inválido. Ex: (XX) XXXXX-XXXX')).toBeVisible();
  await expect(page.getByText('Por favor, insira um formato de e-mail válido.')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
  // Nothing typed is lost by a failed validation.
  await expect(page.getByLabel('Nome completo')).toHaveValue('Clara Nunes');

  const email = uniqueEmail('clara');
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await submit.click();

  await expectPath(page, '/verificar-email');
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Unverified, the customer pages stay closed.
  await page.goto('/inicio');
  await expectPath(page, '/verificar-email');

  await page.getByRole('button', { name: 'Reenviar E-mail de Verificação' }).click();
  await expect(page.getByText('E-mail de verificação reenviado! Verifique sua caixa de entrada e pasta de spam.')).toBeVisible();

  await clickVerificationLink(email);
  await expectPath(page, '/inicio');
  await expect(page.getByRole('button', { name: 'Abrir menu da conta' })).toHaveText('C');
});

test('sign-up with an e-mail already in use says so', async ({ page }) => {
  await page.goto('/cadastro');
  await page.getByLabel('Nome completo').fill('Outra Ana');
  await page.getByLabel('Telefone').fill('(11) 91234-5678');
  await page.getByLabel('E-mail').fill(DEMO.cliente);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Este e-mail já está em uso por outra conta.')).toBeVisible();
  await expectPath(page, '/cadastro');
});

test('a wrong password is refused with the spec text', async ({ page }) => {
  await signIn(page, DEMO.cliente, 'senha-errada');
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await expectPath(page, '/login');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.cliente);
});

test('the forgot-password dialog validates and confirms the e-mail was sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(dialog.getByText('Digite um e-mail válido.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('ninguem.aqui@sabor.dev');
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(dialog.getByText('E-mail não encontrado.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(DEMO.cliente);
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(dialog.getByText('Verifique seu e-mail (inclusive a caixa de spam) para redefinir sua senha.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the restaurant login validates, then takes staff to the panel', async ({ page }) => {
  await page.goto('/login-restaurante');
  await expect(page.getByRole('heading', { name: 'Login do Restaurante' })).toBeVisible();
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expect(page.getByText('O email é obrigatório.')).toBeVisible();
  await expect(page.getByText('A senha é obrigatória.')).toBeVisible();
  await page.getByLabel('E-mail').fill('staff@');
  await page.getByLabel('Senha').fill('123');
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expect(page.getByText('Formato de email inválido.')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible();

  await page.getByLabel('E-mail').fill(DEMO.restaurante);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expect(page.getByText('Email ou senha incorretos.')).toBeVisible();

  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(page, '/painel-restaurante');
});

test('a customer signing in on the restaurant login cannot reach the panel', async ({ page }) => {
  await page.goto('/login-restaurante');
  await page.getByLabel('E-mail').fill(DEMO.cliente);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await expectPath(page, '/inicio');
  await page.goto('/painel-restaurante');
  await expectPath(page, '/inicio');
});

test('the profile dialog renames the customer and sign-out returns to login', async ({ page }) => {
  await signIn(page, 'cliente2@sabor.dev');
  await expectPath(page, '/inicio');
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Editar Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
  await expect(dialog.getByLabel('E-mail')).toHaveValue('cliente2@sabor.dev');
  await expect(dialog.getByLabel('E-mail')).not.toBeEditable();
  await dialog.getByLabel('Nome').fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O nome é obrigatório.')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Zélia Duncan');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('button', { name: 'Abrir menu da conta' })).toHaveText('Z');

  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPath(page, '/login');
  await page.goto('/meus-pedidos');
  await expectPath(page, '/login');
});

import { expect, test } from '@playwright/test';
import { DEMO, clickVerificationLink, expectPath, signIn, uniqueEmail } from './support';

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

import { expect, type Page } from '@playwright/test';

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
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Waits until the app settled on `path` (redirects included). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

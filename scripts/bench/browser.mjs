/** The system Chromium, started as this machine needs, and the steps every measurement shares. */
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensurePlaywrightChromium } from '../lib/chromium.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
export const PASSWORD = 'sabor123';

export async function launchChromium() {
  return chromium.launch({ executablePath: await ensurePlaywrightChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
}

/** Signs in through the page a person of that role uses. */
export async function signIn(page, base, { email, staff = false }) {
  await page.goto(`${base}${staff ? '/login-restaurante' : '/login'}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: staff ? 'Entrar no painel' : 'Entrar' }).click();
  await page.waitForURL((url) => !/\/login/.test(url.pathname), { timeout: 20_000 });
}

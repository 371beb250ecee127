/**
 * `npm run screenshots`: a tour of every screen, for review. Starts its own emulators (ports
 * moved by SABOR_SCREENSHOT_PORT_OFFSET, default 70) with the demo data and a Vite dev server,
 * signs in as each role and saves each screen at small phone (360), phone (390), tablet and desktop
 * sizes in both themes into screenshots/<theme>/<size>/<role>-<screen>.png.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensurePlaywrightChromium } from './lib/chromium.mjs';
import { ROOT, runWithCleanup, startEmulators } from './lib/emulators.mjs';

const OFFSET = Number(process.env.SABOR_SCREENSHOT_PORT_OFFSET ?? 70);
const PORTS = { auth: 9199 + OFFSET, firestore: 8186 + OFFSET, functions: 5001 + OFFSET, hub: 4412 + OFFSET, logging: 4414 + OFFSET, tasks: 4415 + OFFSET };
const APP_PORT = 5273 + OFFSET;
const BASE = `http://localhost:${APP_PORT}`;
const OUT = path.join(ROOT, 'screenshots');
const SIZES = { small: { width: 360, height: 740 }, phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 }, desktop: { width: 1440, height: 900 } };
const THEMES = ['dark', 'light-theme'];
const PASSWORD = 'sabor123';

/** Each role's screens: [name, path, optional preparation run on the page first]. */
const TOUR = [
  {
    role: 'visitante',
    screens: [
      ['inicio', '/inicio'],
      ['cardapio', '/cardapio/cantina-da-nonna'],
      ['produto', '/cardapio/cantina-da-nonna', (page) => page.getByRole('button', { name: /^Lasanha à Bolonhesa/ }).click()],
      ['pizza', '/cardapio/cantina-da-nonna', (page) => page.getByRole('button', { name: /^Pizza Margherita/ }).click()],
      // Complementos (issue #25): a burger's required point and capped extras, an açaí's '3 grátis'.
      ['complementos', '/cardapio/burger-do-bairro', (page) => page.getByRole('button', { name: /^X-Burger Clássico/ }).click()],
      ['acai', '/cardapio/acai-tropical', (page) => page.getByRole('button', { name: /^Açaí 500 ml/ }).click()],
      ['fechado', '/cardapio/acai-da-praia'],
      ['login', '/login'],
      ['cadastro', '/cadastro'],
      ['login-restaurante', '/login-restaurante'],
      ['nao-autorizado', '/nao-autorizado'],
    ],
  },
  {
    role: 'cliente',
    email: 'cliente@sabor.dev',
    screens: [
      ['inicio', '/inicio'],
      [
        'sacola',
        '/cardapio/cantina-da-nonna',
        async (page) => {
          await page.getByRole('button', { name: /^Lasanha à Bolonhesa/ }).click();
          await page.getByRole('dialog').getByRole('button', { name: /^Adicionar/ }).click();
          await page.goto(`${BASE}/sacola`);
        },
      ],
      ['endereco', '/endereco'],
      ['dados-cliente', '/dados-cliente'],
      ['checkout', '/checkout'],
      ['meus-pedidos', '/meus-pedidos'],
      // The newest current order: its live status, expected time and handover code.
      ['status', '/meus-pedidos', (page) => page.locator('.order-card__link').first().click()],
      ['politica-de-dados', '/politica-de-dados'],
    ],
  },
  {
    role: 'restaurante',
    email: 'restaurante@sabor.dev',
    screens: [
      ['pedidos', '/painel-restaurante?aba=pedidos'],
      ['cardapio', '/painel-restaurante?aba=cardapio'],
      ['relatorios', '/painel-restaurante?aba=relatorios'],
      ['avaliacoes', '/painel-restaurante?aba=avaliacoes'],
    ],
  },
  {
    role: 'restaurante-complementos',
    email: 'staff.burger-do-bairro@sabor.dev',
    screens: [
      ['cardapio', '/painel-restaurante?aba=cardapio'],
      ['grupo', '/painel-restaurante?aba=cardapio', (page) => page.locator('.option-group').filter({ hasText: 'Adicionais' }).getByRole('button', { name: 'Editar' }).click()],
    ],
  },
  {
    role: 'motoboy',
    email: 'motoboy@sabor.dev',
    screens: [
      ['disponiveis', '/deliveryman-dashboard/available-orders'],
      ['minhas-entregas', '/deliveryman-dashboard/my-active-orders'],
    ],
  },
  { role: 'admin', email: 'admin@sabor.dev', screens: [['painel', '/admin-dashboard']] },
];

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}`))));
  });
}

async function waitForServer(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

async function settle(page) {
  await page.waitForLoadState('domcontentloaded');
  // Live Firestore data and lazy images: give them a moment, then wait out skeletons and loading texts.
  await page.waitForTimeout(1200);
  await page.locator('.skeleton').first().waitFor({ state: 'detached', timeout: 8000 }).catch(() => undefined);
  await page.getByText(/^(Carregando|Calculando)/).first().waitFor({ state: 'detached', timeout: 8000 }).catch(() => undefined);
}

const cleanups = [];
runWithCleanup(async () => {
  const emulators = await startEmulators({ ports: PORTS });
  cleanups.push(emulators.stop);
  await run(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')], emulators.env);
  const vite = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(APP_PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, ...emulators.env },
    detached: true,
  });
  cleanups.push(async () => {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  await waitForServer(`${BASE}/`);

  rmSync(OUT, { recursive: true, force: true });
  const browser = await chromium.launch({ executablePath: await ensurePlaywrightChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  let count = 0;
  for (const theme of THEMES) {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      for (const { role, email, screens } of TOUR) {
        const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block' });
        await context.addInitScript((value) => localStorage.setItem('app-theme', value), theme);
        const page = await context.newPage();
        if (email) {
          await page.goto(`${BASE}/login`);
          await page.getByLabel('E-mail').fill(email);
          await page.getByLabel('Senha').fill(PASSWORD);
          await page.getByRole('button', { name: 'Entrar' }).click();
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
        }
        for (const [name, route, prepare] of screens) {
          await page.goto(`${BASE}${route}`);
          await settle(page);
          if (prepare) {
            await prepare(page);
            await settle(page);
          }
          const dir = path.join(OUT, theme, sizeName);
          mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: path.join(dir, `${role}-${name}.png`), fullPage: true });
          count += 1;
        }
        await context.close();
      }
    }
  }
  console.log(`${count} screenshots in ${path.relative(ROOT, OUT)}/ (themes: ${THEMES.join(', ')}; sizes: ${Object.keys(SIZES).join(', ')}).`);
  return 0;
}, cleanups);

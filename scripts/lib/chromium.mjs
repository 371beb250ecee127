/**
 * The Chromium that the end-to-end tests, the screenshot tour and the benchmark drive.
 *
 * Playwright's own browser download needs the internet, so we use a Chromium the system has:
 * CHROME_PATH when set, else the first of the usual names on the PATH. When there is none,
 * `ensureChromium()` installs Debian's package the way `playwright install --with-deps` would
 * (as root, or with a sudo that asks no password); where it cannot, it stops at once with one
 * line saying what to run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ROOT, SetupError } from './emulators.mjs';

/** How this machine needs Chromium started (no sandbox as root, no GPU, nothing phoning home). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What Playwright turns off in the browsers it starts (playwright-core's chromiumSwitches, as of 1.65),
 * repeated here because a second --disable-features replaces the first instead of adding to it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * For the browsers Playwright drives (the end-to-end tests, the benchmark, the screenshots): since
 * Chromium 15x every new page opens in a window of its own whose address bar preloads its popup,
 * a WebUI page in a renderer of its own. Nobody types in a test's address bar, and that page cost
 * about as much CPU as the test's page itself (a page opened and closed: 680 ms of CPU with it,
 * 460 ms without; a 2-core machine running two test workers at once ran out of it and timed out).
 */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`];

const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
/** Debian's package of the headless shell, and the names it (or Chrome for Testing's) goes by. */
const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
const HEADLESS_SHELL_NAMES = ['chromium-headless-shell', 'chrome-headless-shell'];
/** Debian's packages: the browser, its headless shell, and a font so that pages and screenshots have readable text. */
const PACKAGES = ['chromium', HEADLESS_SHELL_PACKAGE, 'fonts-dejavu-core'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(names, env) {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

/** The Chromium to use, or null: CHROME_PATH when set (and executable), else one on the PATH. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return onPath(NAMES, env);
}

/**
 * The Chromium that Playwright drives (the end-to-end tests, the benchmark's pages, the
 * screenshots), or null: CHROME_PATH when set, else the headless shell, else the full browser.
 * The headless shell is the same Blink without the browser around it (no windows, no address bar,
 * no profile services), what Playwright itself runs for headless tests; it paints a page with about
 * half the CPU of the full browser's headless mode (eight pages of the app: 4.0 and 4.7 CPU-s
 * against 8.2 and 9.0), and on a 2-core machine the end-to-end suite's largest cost is the browser.
 */
export function findPlaywrightChromium(env = process.env) {
  if (env.CHROME_PATH) return findChromium(env);
  return onPath(HEADLESS_SHELL_NAMES, env) ?? findChromium(env);
}

function commandWorks(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/** How to run apt-get as root here: [] as root, ['sudo', '-n'] with a password-less sudo, else null. */
function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  return commandWorks('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
}

function runLogged(argv, logFile) {
  const out = openSync(logFile, 'a');
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {
      stdio: ['ignore', out, out],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const MANUAL_STEP =
  "install it (Debian/Ubuntu: 'sudo apt-get install chromium') or set CHROME_PATH to a Chrome or Chromium binary, then run the command again (npm test -- --skip-e2e runs the rest without a browser)";

/**
 * Installs Debian's `packages` with apt-get (as root, or with a password-less sudo). `cannot` says
 * why it could not even try; otherwise `installed` tells, and `logFile` holds apt-get's words.
 */
async function aptInstall(packages, log) {
  const prefix = rootPrefix();
  if (!commandWorks('apt-get', ['--version']) || prefix === null) return { cannot: prefix === null ? 'this user cannot install system packages' : 'this system has no apt-get' };
  const logDir = path.join(ROOT, '.cache');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'chromium-install.log');
  log(`Installing Debian's ${packages.join(', ')} with apt-get (log: ${logFile})...`);
  const started = Date.now();
  const updated = await runLogged([...prefix, 'apt-get', 'update', '-qq'], logFile);
  const code = updated === 0 ? await runLogged([...prefix, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages], logFile) : updated;
  if (code === 0) log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  return { installed: code === 0, logFile };
}

/**
 * The path of a usable Chromium, installing Debian's packages first when there is none and this
 * machine allows it. Throws a one-line SetupError otherwise.
 */
export async function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new SetupError(`CHROME_PATH is ${process.env.CHROME_PATH}, which is not an executable file: point it at a Chrome or Chromium binary, or unset it.`);
  }
  log('Chromium is missing: the end-to-end tests drive it.');
  const attempt = await aptInstall(PACKAGES, log);
  if (attempt.cannot) throw new SetupError(`Chromium is missing (the end-to-end tests drive it) and ${attempt.cannot}: ${MANUAL_STEP}.`);
  const browser = attempt.installed ? findChromium() : null;
  if (!browser) throw new SetupError(`Installing Chromium with apt-get failed (see ${attempt.logFile}): ${MANUAL_STEP}.`);
  return browser;
}

/**
 * What findPlaywrightChromium() finds, after ensureChromium() and, on a machine with the browser
 * but not its headless shell, an attempt to install the shell. Without it the full browser does the
 * same work, only slower: that is said in one line, not refused.
 */
export async function ensurePlaywrightChromium({ log = console.log } = {}) {
  const browser = await ensureChromium({ log });
  if (process.env.CHROME_PATH) return browser;
  const shell = onPath(HEADLESS_SHELL_NAMES, process.env);
  if (shell) return shell;
  const attempt = await aptInstall([HEADLESS_SHELL_PACKAGE], log);
  const installed = attempt.installed ? onPath(HEADLESS_SHELL_NAMES, process.env) : null;
  if (!installed) log(`Chromium's headless shell is missing (${attempt.cannot ?? `see ${attempt.logFile}`}): Playwright drives ${browser}, which needs about twice the CPU.`);
  return installed ?? browser;
}

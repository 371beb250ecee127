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
/** Debian's packages: the browser, and a font so that pages and screenshots have readable text. */
const PACKAGES = ['chromium', 'fonts-dejavu-core'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to use, or null: CHROME_PATH when set (and executable), else one on the PATH. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of NAMES) {
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
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
 * The path of a usable Chromium, installing Debian's package first when there is none and this
 * machine allows it. Throws a one-line SetupError otherwise.
 */
export async function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new SetupError(`CHROME_PATH is ${process.env.CHROME_PATH}, which is not an executable file: point it at a Chrome or Chromium binary, or unset it.`);
  }
  const prefix = rootPrefix();
  if (!commandWorks('apt-get', ['--version']) || prefix === null) {
    const why = prefix === null ? 'and this user cannot install system packages' : 'and this system has no apt-get';
    throw new SetupError(`Chromium is missing (the end-to-end tests drive it) ${why}: ${MANUAL_STEP}.`);
  }
  const logDir = path.join(ROOT, '.cache');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'chromium-install.log');
  log(`Chromium is missing: installing Debian's ${PACKAGES.join(' and ')} with apt-get (log: ${logFile})...`);
  const started = Date.now();
  const updated = await runLogged([...prefix, 'apt-get', 'update', '-qq'], logFile);
  const installed =
    updated === 0 ? await runLogged([...prefix, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], logFile) : updated;
  const browser = installed === 0 ? findChromium() : null;
  if (!browser) {
    throw new SetupError(`Installing Chromium with apt-get failed (see ${logFile}): ${MANUAL_STEP}.`);
  }
  log(`Chromium installed at ${browser} in ${Math.round((Date.now() - started) / 1000)} s.`);
  return browser;
}

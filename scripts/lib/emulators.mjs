/**
 * Starts and stops the local Firebase emulators (Auth, Firestore and Functions) for `npm start`
 * and `npm test`.
 *
 * Auth and Functions always run from firebase-tools (Node only, work offline); the functions are
 * built from functions/src first (scripts/build-functions.mjs). Firestore is a Java program:
 * firebase-tools downloads its own copy and needs Java 21, which machines without internet or
 * with Java 17 cannot satisfy, so we prefer the copy that the Google Cloud SDK installs (runs on
 * Java 17) and fall back to firebase-tools' own when the SDK's copy is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFunctions } from '../build-functions.mjs';
import webpush from 'web-push';
import { startAppCheckStandIn } from './app-check-stand-in.mjs';
import { startMercadoPagoStandIn } from './mercado-pago-stand-in.mjs';
import { startMapTilesStandIn } from './map-tiles-stand-in.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOG_DIR = path.join(ROOT, '.cache', 'emulators');

/** A failure that is explained in one line to the person running the command. */
export class SetupError extends Error {}

/**
 * The ports `npm start` uses; the app's defaults point at these. `tasks` is the Cloud Tasks
 * emulator that firebase-tools starts beside Functions: left alone it takes 9499, which is the Auth
 * port of a test run with SABOR_TEST_PORT_OFFSET=300, so every run pins it to a port of its own.
 */
export const DEV_PORTS = { auth: 9099, firestore: 8080, functions: 5001, hub: 4400, logging: 4500, tasks: 4405, smtp: 2525, mailbox: 8025, app: 5173 };
/**
 * `npm test` uses its own ports so it can run beside a running `npm start`. SABOR_TEST_PORT_OFFSET
 * (a multiple of 10, e.g. 100) moves them all, for two test runs side by side; the seven ports of
 * one run sit at distinct last digits so that no two offsets that are multiples of 10 collide.
 */
const TEST_PORT_OFFSET = Number(process.env.SABOR_TEST_PORT_OFFSET ?? 0) || 0;
export const TEST_PORTS = {
  auth: 9199 + TEST_PORT_OFFSET,
  firestore: 8186 + TEST_PORT_OFFSET,
  functions: 5001 + TEST_PORT_OFFSET,
  hub: 4412 + TEST_PORT_OFFSET,
  logging: 4414 + TEST_PORT_OFFSET,
  tasks: 4415 + TEST_PORT_OFFSET,
  preview: 4183 + TEST_PORT_OFFSET,
  // The local post office (scripts/lib/mail-catcher.mjs): SMTP and its mailbox.
  smtp: 2527 + TEST_PORT_OFFSET,
  mailbox: 8028 + TEST_PORT_OFFSET,
};

export const DEFAULT_PROJECT_ID = 'demo-sabor';
/** Where the functions run (FUNCTIONS_REGION of src/domain/contract/callables.ts); the app calls them there. */
export const FUNCTIONS_REGION = 'southamerica-east1';

/** Resolves when nothing listens on 127.0.0.1:port, otherwise throws a SetupError naming it. */
export async function assertPortFree(port, what) {
  const free = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
  if (!free) {
    throw new SetupError(
      `Port ${port} (${what}) is already in use: stop the program that holds it (is another 'npm start' or 'npm test' running?) and try again.`,
    );
  }
}

/** The installed Java's major version, or null when there is no `java` on the PATH. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return major === 1 ? Number(match[2]) : major;
}

/** Path of the Google Cloud SDK's Firestore emulator launcher, or null. */
export function findCloudSdkFirestoreEmulator() {
  const candidates = [];
  if (process.env.SABOR_FIRESTORE_EMULATOR) candidates.push(process.env.SABOR_FIRESTORE_EMULATOR);
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
  });
  if (!gcloud.error && gcloud.status === 0 && gcloud.stdout.trim()) {
    candidates.push(path.join(gcloud.stdout.trim(), 'platform/cloud-firestore-emulator/cloud_firestore_emulator'));
  }
  for (const root of ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk']) {
    candidates.push(path.join(root, 'platform/cloud-firestore-emulator/cloud_firestore_emulator'));
  }
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

function firebaseBin() {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) throw new SetupError("firebase-tools is not installed: run 'npm install' first.");
  return bin;
}

/**
 * firebase-tools reads ports from a firebase.json; write one for these ports so tests and the
 * dev server can run side by side.
 */
function writeFirebaseConfig(ports, withFirestore) {
  const dir = path.join(ROOT, '.cache', `firebase-${ports.auth}`);
  const base = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const config = {
    // firebase-tools takes the source relative to the config file's folder.
    // The runtime is the deployed one (firebase.json); locally the emulator runs it on this Node.
    functions: [{ source: path.relative(dir, path.join(ROOT, 'functions')), codebase: 'default', runtime: base.functions[0].runtime }],
    firestore: {
      rules: path.join(ROOT, 'firestore.rules'),
      indexes: path.join(ROOT, 'firestore.indexes.json'),
    },
    emulators: {
      ...base.emulators,
      auth: { host: '127.0.0.1', port: ports.auth },
      firestore: { host: '127.0.0.1', port: ports.firestore },
      functions: { host: '127.0.0.1', port: ports.functions },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ...(ports.tasks ? { tasks: { host: '127.0.0.1', port: ports.tasks } } : {}),
    },
  };
  if (!withFirestore) delete config.firestore;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** Spawns a command in its own process group, with output going to a log file. */
function spawnLogged(name, command, args, cwd, env = {}) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
  });
  child.logFile = logFile;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Waits until `url` answers `isReady(response)` (by default: a 2xx), or the child exits, or its
 * log shows `failure` (a line the emulator prints and then keeps running broken).
 */
async function waitForHttp(url, child, what, { timeoutMs = 90_000, isReady = (response) => response.ok, init, failure } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.exited.then((result) => (exited = result));
  while (Date.now() < deadline) {
    if (exited) {
      throw new SetupError(`The ${what} emulator stopped during start-up (see ${child.logFile}):\n${tail(child.logFile)}`);
    }
    if (failure && failure.test(tail(child.logFile, 200))) {
      throw new SetupError(`The ${what} emulator could not start (see ${child.logFile}):\n${tail(child.logFile)}`);
    }
    try {
      const response = await fetch(url, init);
      if (isReady(response)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new SetupError(`The ${what} emulator did not start within ${timeoutMs / 1000} s (see ${child.logFile}).`);
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([
    child.exited.then(() => false),
    new Promise((resolve) => setTimeout(() => resolve(true), 8000)),
  ]);
  if (timedOut) signalGroup('SIGKILL');
  // The gcloud launcher is a shell script whose java child may outlive it: sweep the group.
  signalGroup('SIGKILL');
}

/**
 * firebase-tools gives Firestore triggers only to a Firestore emulator it started itself, so with
 * the Cloud SDK's copy (started with --functions_emulator) they are registered here, with the
 * request firebase-tools makes (functionsEmulator.js, addFirestoreTrigger): the emulator then
 * posts each matching write to the Functions emulator. The key ends in firebase-tools' trigger
 * generation, 0 until it reloads the functions; a rebuild of functions/lib while the emulators
 * run bumps it, so restart them after changing a trigger.
 */
async function registerFirestoreTriggers(ports, projectId) {
  const response = await fetch(`http://127.0.0.1:${ports.functions}/backends`);
  if (!response.ok) throw new SetupError(`The Functions emulator did not list its functions (HTTP ${response.status}).`);
  const { backends } = await response.json();
  const triggers = backends.flatMap((backend) => backend.functionTriggers ?? []).filter((trigger) => trigger.eventTrigger?.eventType?.startsWith('google.cloud.firestore.'));
  for (const trigger of triggers) {
    const { eventType, eventFilters = {}, eventFilterPathPatterns = {} } = trigger.eventTrigger;
    const exact = eventFilters.document !== undefined;
    const body = {
      eventType,
      database: eventFilters.database ?? '(default)',
      namespace: eventFilters.namespace ?? '(default)',
      document: { value: exact ? eventFilters.document : eventFilterPathPatterns.document, matchType: exact ? 'EXACT' : 'PATH_PATTERN' },
    };
    const url = `http://127.0.0.1:${ports.firestore}/emulator/v1/projects/${projectId}/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(`${trigger.id}-0`)}`;
    const registered = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (!registered.ok) throw new SetupError(`The Firestore emulator refused the trigger ${trigger.name} (HTTP ${registered.status}): ${await registered.text()}`);
  }
}

/**
 * Starts Auth and Firestore emulators on `ports` and resolves once both answer. `triggers: false`
 * leaves the Firestore triggers unregistered (Cloud SDK copy only), for a bulk seed that computes
 * the derived data itself instead of running a Function per write (the scale benchmark).
 * With `ports.smtp` and `ports.mailbox`, the local post office (mail-catcher.mjs) starts too and
 * the functions send their e-mail through it; `onMail` hears each message. The functions' links
 * point at the app on `ports.app` (npm start) or `ports.preview` (the tests).
 * @returns {{ env: Record<string,string>, stop: () => Promise<void>, firestoreSource: string }}
 *   env holds the standard variables (FIRESTORE_EMULATOR_HOST, ...) for child processes, and
 *   SABOR_MAILBOX_URL where the e-mails sent can be read.
 */
export async function startEmulators({ ports = DEV_PORTS, projectId = DEFAULT_PROJECT_ID, log = console.log, triggers = true, onMail } = {}) {
  await assertPortFree(ports.auth, 'Auth emulator');
  await assertPortFree(ports.firestore, 'Firestore emulator');
  await assertPortFree(ports.functions, 'Functions emulator');
  await assertPortFree(ports.hub, 'Firebase emulator hub');
  await assertPortFree(ports.logging, 'Firebase emulator logging');

  const java = javaMajorVersion();
  if (java === null) {
    throw new SetupError('Java is missing: the Firestore emulator needs Java 17 or newer (e.g. apt-get install openjdk-17-jre-headless).');
  }
  const cloudSdkEmulator = findCloudSdkFirestoreEmulator();
  if (!cloudSdkEmulator && java < 21) {
    throw new SetupError(
      `Java ${java} found, but firebase-tools' Firestore emulator needs Java 21 and the Google Cloud SDK's copy (runs on Java 17) is not installed: install Java 21 or the package google-cloud-cli-firestore-emulator.`,
    );
  }

  const children = [];
  let mail = null;
  let appCheck = null;
  let mercadoPago = null;
  let mapTiles = null;
  const stop = async () => {
    await Promise.all([...children.map(stopChild), mail?.stop(), appCheck?.stop(), mercadoPago?.stop(), mapTiles?.stop()]);
  };
  try {
    // App Check's token service (app-check-stand-in.mjs), on any free port: the app and the tests
    // learn it from the variables below.
    appCheck = await startAppCheckStandIn({ port: 0, projectId });
    // Map tiles (map-tiles-stand-in.mjs), on any free port: the app's maps draw them (issue #54).
    mapTiles = await startMapTilesStandIn({ port: 0 });
    // Mercado Pago (mercado-pago-stand-in.mjs), with this run's application credentials: its
    // webhooks go to the functions' endpoint, as the application's panel would send them.
    const mercadoPagoApp = { clientId: 'sabor-local', clientSecret: randomUUID(), webhookSecret: randomUUID() };
    mercadoPago = await startMercadoPagoStandIn({
      ...mercadoPagoApp,
      notificationUrl: `http://127.0.0.1:${ports.functions}/${projectId}/${FUNCTIONS_REGION}/mercadoPagoWebhook`,
    });
    const mercadoPagoEnv = {
      MERCADO_PAGO_CLIENT_ID: mercadoPagoApp.clientId,
      MERCADO_PAGO_CLIENT_SECRET: mercadoPagoApp.clientSecret,
      MERCADO_PAGO_WEBHOOK_SECRET: mercadoPagoApp.webhookSecret,
      MERCADO_PAGO_API_URL: mercadoPago.url,
      MERCADO_PAGO_AUTH_URL: `${mercadoPago.url}/authorization`,
    };
    if (ports.smtp && ports.mailbox) {
      await assertPortFree(ports.smtp, 'local SMTP server');
      await assertPortFree(ports.mailbox, 'local mailbox');
      mail = await startMailCatcher({ smtpPort: ports.smtp, mailboxPort: ports.mailbox, onMail });
    }
    const appPort = ports.app ?? ports.preview;
    // Web Push's VAPID keys for this run (a deployed project keeps its own: README): the functions
    // sign with the private one, the app subscribes with the public one.
    const vapid = webpush.generateVAPIDKeys();
    await buildFunctions();
    const config = writeFirebaseConfig(ports, !cloudSdkEmulator);
    const only = cloudSdkEmulator ? 'auth,functions' : 'auth,firestore,functions';
    const firebase = spawnLogged(
      `firebase-${ports.auth}`,
      firebaseBin(),
      ['emulators:start', '--only', only, '--project', projectId, '--config', config],
      path.dirname(config),
      {
        // The functions reach the Cloud SDK's Firestore emulator, which firebase-tools does not know.
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        // The emulator starts one Node process per call in flight (a deployed v2 function serves
        // up to 80 calls per instance). Thirty customers confirming at once would start thirty
        // processes on a 2-core machine, which then miss the emulator's 30 s start-up limit and
        // fail ('Failed to load function'). At most this many calls run at once, the rest queue
        // (still several transactions contending for one restaurant's counter), and a process
        // that starts slowly under load is given two minutes.
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '8',
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
        // What a deployed project takes from its configuration (functions/src/notify/settings.ts).
        ...(mail ? { SMTP_URL: mail.smtpUrl, MAIL_FROM: 'Sabor (local) <nao-responda@sabor.local>' } : {}),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:suporte@sabor.local',
        // Callables refuse a call without a valid App Check token, as in production (README).
        APP_CHECK_ENFORCEMENT: 'enforce',
        APP_CHECK_JWKS_URL: `${appCheck.url}/v1/jwks`,
        // Sabor's Mercado Pago application, at the stand-in (functions/src/payments/mercado-pago.ts).
        ...mercadoPagoEnv,
        ...(appPort ? { APP_URL: `http://${ports.app ? 'localhost' : '127.0.0.1'}:${appPort}` } : {}),
      },
    );
    children.push(firebase);
    let firestore = firebase;
    if (cloudSdkEmulator) {
      firestore = spawnLogged(
        `firestore-${ports.firestore}`,
        cloudSdkEmulator,
        [
          'start',
          '--host=127.0.0.1',
          `--port=${ports.firestore}`,
          `--project_id=${projectId}`,
          '--single_project_mode=true',
          `--rules=${path.join(ROOT, 'firestore.rules')}`,
          `--functions_emulator=127.0.0.1:${ports.functions}`,
        ],
        ROOT,
        // The JIT's first tier only: over a test run the emulator's optimising compiler (C2) took
        // about 40% of its CPU (by thread, during the emulator tests), on a machine whose two cores
        // the tests already fill. The first tier's code is slower and far cheaper to make.
        { JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1' },
      );
      children.push(firestore);
    }
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${ports.auth}/`, firebase, 'Auth'),
      waitForHttp(`http://127.0.0.1:${ports.firestore}/`, firestore, 'Firestore'),
      // Ready once placeOrder is loaded: it then refuses a call without a user (401), not 404.
      waitForHttp(`http://127.0.0.1:${ports.functions}/${projectId}/${FUNCTIONS_REGION}/placeOrder`, firebase, 'Functions', {
        isReady: (response) => response.status !== 404,
        failure: /Failed to load function/,
        init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":null}' },
      }),
    ]);
    if (cloudSdkEmulator && triggers) await registerFirestoreTriggers(ports, projectId);
    const firestoreSource = cloudSdkEmulator ? `Google Cloud SDK (${cloudSdkEmulator})` : 'firebase-tools';
    log(
      `Emulators ready: Auth 127.0.0.1:${ports.auth}, Firestore 127.0.0.1:${ports.firestore} (${firestoreSource}), Functions 127.0.0.1:${ports.functions}${mail ? `, e-mail ${mail.smtpUrl} (read at ${mail.mailboxUrl}/mensagens)` : ''}, App Check ${appCheck.url}, Mercado Pago ${mercadoPago.url}, map tiles ${mapTiles.url}, project ${projectId}.`,
    );
    return {
      stop,
      firestoreSource,
      env: {
        SABOR_PROJECT_ID: projectId,
        GCLOUD_PROJECT: projectId,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        VITE_FIREBASE_PROJECT_ID: projectId,
        VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
        VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
        VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
        // The seed queues its new orders' deadlines there (scripts/seed.mjs).
        ...(ports.tasks ? { CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${ports.tasks}` } : {}),
        ...(mail ? { SABOR_MAILBOX_URL: mail.mailboxUrl } : {}),
        VITE_VAPID_PUBLIC_KEY: vapid.publicKey,
        // The app's App Check debug provider trades this run's debug token there (src/services/app-check.ts).
        VITE_APP_CHECK_URL: appCheck.url,
        VITE_APP_CHECK_DEBUG_TOKEN: appCheck.debugToken,
        // Where the tests reach the Mercado Pago stand-in's hooks (pay a Pix, decline a card), and
        // the run's application, for tests that drive the provider in their own process.
        SABOR_MERCADO_PAGO_URL: mercadoPago.url,
        // The browser's card tokeniser: the stand-in's copy of Mercado Pago's script (src/services/card-tokens.ts).
        VITE_MERCADO_PAGO_SDK_URL: `${mercadoPago.url}/js/v2`,
        // The maps' tiles (src/ui/map): the stand-in's, as a provider's URL template.
        VITE_MAP_TILES_URL: mapTiles.template,
        VITE_MAP_TILES_ATTRIBUTION: 'Mapa local de teste',
        ...mercadoPagoEnv,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs `main`, stopping `cleanup` on Ctrl-C, SIGTERM or failure, and exits with one clear line
 * for setup errors.
 */
export function runWithCleanup(main, cleanups) {
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup();
      } catch {
        // Keep stopping the rest.
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  process.on('SIGHUP', () => shutdown(129));
  main().then(
    (code) => shutdown(code ?? 0),
    (error) => {
      if (error instanceof SetupError) console.error(`✖ ${error.message}`);
      else console.error(error);
      shutdown(1);
    },
  );
}

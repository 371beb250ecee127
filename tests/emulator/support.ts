import { readdirSync, readFileSync } from 'node:fs';
import path, { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import type { Firestore } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { appCheckTokenFromStandIn } from '../../scripts/lib/app-check-stand-in.mjs';
import { rulesOnlyProjectOf } from '../../scripts/lib/rules-only-project.mjs';
import { openEveryDay } from '../fixtures/restaurant';

/**
 * Emulator tests run under `npm test` (or `npm run test:emulator`), which starts the emulators and
 * sets these variables. Nothing here is mocked: the real emulators answer.
 */
const APP_PROJECT_ID = process.env.SABOR_PROJECT_ID ?? 'demo-sabor';
/**
 * The project this lane of suites works in (vitest.config.ts): the rules suites' own, where no
 * write starts a trigger, or the app's, which the Functions serve.
 */
export const PROJECT_ID = process.env.SABOR_RULES_ONLY_PROJECT === '1' ? rulesOnlyProjectOf(APP_PROJECT_ID) : APP_PROJECT_ID;
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

function hostAndPort(value: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return { host, port: Number(port) };
}

/**
 * A rules-unit-testing environment on the emulator, in this lane's project (PROJECT_ID), with the
 * project's firestore.rules. The rules are loaded only where the emulator holds something else
 * (the rules lane's project, at its first file): each load resets the emulator's rule coverage,
 * which scripts/rules-coverage.mjs reads after the whole suite.
 */
export async function createRulesEnvironment(): Promise<RulesTestEnvironment> {
  const { host, port } = hostAndPort(FIRESTORE_HOST);
  const coverage = await fetch(`http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`);
  const loaded = ((await coverage.json()) as { rules?: { files?: Array<{ content?: string }> } }).rules?.files?.[0]?.content ?? '';
  const current = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    // Load the file only when the emulator holds something else (e.g. started by hand earlier).
    firestore: { host, port, ...(loaded.trim() === current.trim() ? {} : { rules: current }) },
  });
  // The triggers of the previous test may still hold a transaction (the rollups, the ledger): the
  // emulator then answers the clearing with 'Transaction lock timeout' (ABORTED). Try again.
  const clear = env.clearFirestore.bind(env);
  env.clearFirestore = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await clear();
      } catch (error) {
        if (attempt >= 4 || !/ABORTED|lock timeout/i.test(String(error))) throw error;
      }
    }
  };
  return env;
}

/** Creates (or recreates) an Auth emulator account with a fixed uid; returns the uid. */
export async function createAuthUser(user: {
  uid: string;
  email: string;
  password: string;
  emailVerified?: boolean;
  displayName?: string;
}): Promise<string> {
  const base = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  await fetch(`${base}/accounts:delete`, { method: 'POST', headers, body: JSON.stringify({ localId: user.uid }) });
  const response = await fetch(`${base}/accounts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      localId: user.uid,
      email: user.email,
      password: user.password,
      emailVerified: user.emailVerified ?? true,
      displayName: user.displayName,
    }),
  });
  if (!response.ok) throw new Error(`Creating ${user.email} failed: ${await response.text()}`);
  return user.uid;
}

/** Deletes every Auth emulator account. */
export async function clearAuthUsers(): Promise<void> {
  await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/** Resolves with the first value `subscribe` delivers that satisfies `accept`. */
export function firstMatching<T>(
  subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void,
  accept: (value: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => finish(() => reject(new Error('No matching value in time'))), timeoutMs);
    function finish(settle: () => void) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // The listener may answer synchronously, before `unsubscribe` is assigned.
      queueMicrotask(() => unsubscribe());
      settle();
    }
    const unsubscribe = subscribe(
      (value) => accept(value) && finish(() => resolve(value)),
      (error) => finish(() => reject(error)),
    );
  });
}

/**
 * Keeps one live listener open and records every value it delivers, so a test can change data
 * and wait for the same listener to see it.
 */
export function recordValues<T>(subscribe: (onNext: (value: T) => void, onError: (error: Error) => void) => () => void) {
  const values: T[] = [];
  const waiters = new Set<() => void>();
  let failure: Error | null = null;
  const stop = subscribe(
    (value) => {
      values.push(value);
      for (const wake of waiters) wake();
    },
    (error) => {
      failure = error;
      for (const wake of waiters) wake();
    },
  );
  function until(accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (failure) return finish(() => reject(failure));
        const found = values.find(accept);
        if (found !== undefined) finish(() => resolve(found));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`No matching value in time; saw ${JSON.stringify(values).slice(0, 500)}`))), timeoutMs);
      function finish(settle: () => void) {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      }
      waiters.add(check);
      check();
    });
  }
  return { values, until, stop };
}

/**
 * Runs `work` with the rules off, as the restaurant's tools, an administrator or the server would
 * change data from outside the code under test.
 */
export async function withRulesOff<T>(env: RulesTestEnvironment, work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

/** Opening hours open all day, every day: the restaurant of a test takes orders at any hour. */
export const OPEN_ALL_WEEK = openEveryDay();

export const FUNCTIONS_HOST = process.env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';

/** An ID token for an Auth emulator account, as a phone signed in as it would send. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Signing in ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** What a callable answered: its result, or its error (status and details) as the client SDK gets them. */
export type CallOutcome<T> = { ok: true; result: T } | { ok: false; status: string; details: { code?: string; message?: string } | undefined };

let appCheckToken: Promise<string> | null = null;

/**
 * The headers a phone running the app sends with a callable: the person's ID token and the app's
 * App Check token (one per test file, from the local stand-in: scripts/lib/app-check-stand-in.mjs).
 */
export async function callableHeaders(idToken: string, appCheck: AppCheckHeader = 'from-app'): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` };
  if (appCheck === 'from-app') {
    appCheckToken ??= appCheckTokenFromStandIn();
    headers['X-Firebase-AppCheck'] = await appCheckToken;
  } else if (appCheck !== 'none') headers['X-Firebase-AppCheck'] = appCheck.token;
  return headers;
}

/** Which App Check token a test call carries: the app's, none (a script), or one of the test's making. */
export type AppCheckHeader = 'from-app' | 'none' | { token: string };

/** `app` attested as the Sabor app is (App Check), for tests that call Functions with the client SDK. */
export function attestAsSaborApp(app: FirebaseApp): void {
  initializeAppCheck(app, {
    provider: new CustomProvider({ getToken: async () => ({ token: await appCheckTokenFromStandIn(), expireTimeMillis: Date.now() + 30 * 60_000 }) }),
    isTokenAutoRefreshEnabled: false,
  });
}

/**
 * Calls a callable function on the Functions emulator over HTTP with `token`, as the client SDK
 * does: for tests where many different people call at the same moment.
 */
export async function callFunction<T>(name: string, token: string, data: unknown, appCheck: AppCheckHeader = 'from-app'): Promise<CallOutcome<T>> {
  const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/southamerica-east1/${name}`, {
    method: 'POST',
    headers: await callableHeaders(token, appCheck),
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { status: string; details?: { code?: string; message?: string } } };
  if (body.error) return { ok: false, status: body.error.status, details: body.error.details };
  return { ok: true, result: body.result as T };
}

/** An e-mail as the local post office kept it (scripts/lib/mail-catcher.mjs). */
export interface CaughtMail {
  id: string;
  de: string;
  para: string[];
  assunto: string;
  texto: string;
  html: string;
  links: string[];
}

/** Every e-mail the local post office received so far (the emulator scripts start it; SABOR_MAILBOX_URL). */
export async function caughtMail(): Promise<CaughtMail[]> {
  const mailbox = process.env.SABOR_MAILBOX_URL;
  if (!mailbox) throw new Error('SABOR_MAILBOX_URL is not set: run the tests through scripts/with-emulators.mjs or npm test.');
  return (await (await fetch(`${mailbox}/mensagens`)).json()) as CaughtMail[];
}

/** The e-mails to `address` received so far. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  return (await caughtMail()).filter((mail) => mail.para.includes(address));
}

/** The collections the app keeps: those firestore.rules names and those the Functions and the domain name in code. */
function appCollections(): string[] {
  const names = new Set<string>();
  for (const match of readFileSync('firestore.rules', 'utf8').matchAll(/match \/(?:\{[^}]+\}\/)?([A-Za-z_-]+)\/\{/g)) names.add(match[1]!);
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  for (const file of [...walk('functions/src'), ...walk('src/domain')].filter((name) => name.endsWith('.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:collection(?:Group)?\(\s*'|_COLLECTION = '|^export const [A-Z_]+ = ')([A-Za-z_-]+)'/gm)) names.add(match[1]!);
  }
  return [...names];
}

/**
 * The paths of every document of every collection the app keeps (appCollections, read as
 * collection groups, so subcollections too) whose path or data contains one of `needles`;
 * with `since`, only those written after it (another file's triggers may still be writing theirs).
 */
export async function documentsMentioning(db: AdminFirestore, needles: readonly string[], since?: Date): Promise<string[]> {
  const found = new Set<string>();
  for (const name of appCollections()) {
    const snapshot = await db.collectionGroup(name).get();
    for (const doc of snapshot.docs) {
      if (since && doc.updateTime.toDate() <= since) continue;
      const text = `${doc.ref.path} ${JSON.stringify(doc.data())}`;
      if (needles.some((needle) => text.includes(needle))) found.add(doc.ref.path);
    }
  }
  return [...found].sort();
}

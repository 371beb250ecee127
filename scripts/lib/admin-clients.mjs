/**
 * Admin access to the local emulators for the seed, over their REST APIs (no SDK).
 *
 * Why REST and not the `firebase` client SDK: the client SDK is always subject to
 * `firestore.rules`, which (rightly) forbid creating restaurants, staff or riders from a client.
 * Both emulators accept the special bearer token `owner` as "admin, bypass rules", which is exactly
 * what seeding needs and what no production credential could ever grant. Plain `fetch` also keeps
 * the seed free of extra dependencies (Node 20 has it built in).
 *
 * Everything here refuses to run against a project id that does not start with `demo-`: demo
 * projects can only ever exist in the emulators, so the seed cannot touch real data.
 */

const OWNER_HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Firestore caps a commit at 500 writes; stay well below it. */
const MAX_WRITES_PER_COMMIT = 400;

/** A failure explained in one line to the person running the seed. */
export class SeedError extends Error {}

/**
 * @typedef {object} EmulatorConfig
 * @property {string} projectId  always `demo-*`
 * @property {string} authHost   host:port of the Auth emulator
 * @property {string} firestoreHost host:port of the Firestore emulator
 */

/**
 * Reads the emulator hosts and project id from the same variables `scripts/lib/emulators.mjs`
 * hands to child processes, with the dev defaults of `npm start`.
 * @param {Record<string, string | undefined>} [env]
 * @returns {EmulatorConfig}
 * @throws {SeedError} when the project id is not a `demo-*` id.
 */
export function emulatorConfig(env = process.env) {
  const projectId = env.SABOR_PROJECT_ID || 'demo-sabor';
  if (!projectId.startsWith('demo-')) {
    throw new SeedError(
      `Recusando semear o projeto "${projectId}": o seed só roda em projetos demo-* (emuladores). / Refusing to seed a non demo-* project.`,
    );
  }
  return {
    projectId,
    authHost: env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    firestoreHost: env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080',
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something answers HTTP 200 at `url`. */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Waits until both emulators answer, because `npm start` runs the seed right after spawning them
 * and a person may start the seed while they are still booting.
 * @param {EmulatorConfig} config
 * @param {number} [timeoutMs]
 * @throws {SeedError} naming the emulator that never answered.
 */
export async function waitForEmulators(config, timeoutMs = 30_000) {
  const targets = [
    { what: 'Auth', host: config.authHost },
    { what: 'Firestore', host: config.firestoreHost },
  ];
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(targets);
  while (pending.size > 0) {
    for (const target of [...pending]) {
      if (await answers(`http://${target.host}/`)) pending.delete(target);
    }
    if (pending.size === 0) return;
    if (Date.now() >= deadline) {
      const missing = [...pending].map((target) => `${target.what} (${target.host})`).join(' e ');
      throw new SeedError(
        `Emulador ${missing} não respondeu em ${timeoutMs / 1000} s: inicie os emuladores (npm start) e tente de novo.`,
      );
    }
    await sleep(500);
  }
}

/** POSTs JSON with owner rights; resolves with { ok, status, body } and never throws on HTTP errors. */
async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: OWNER_HEADERS, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { raw: text };
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

function errorMessage(result) {
  return result.body?.error?.message ?? `${result.status} ${JSON.stringify(result.body)}`;
}

/**
 * Creates or refreshes one Auth account with a fixed uid, verified e-mail and known password.
 *
 * Fixed uids are what make the seed idempotent and let `usuarios/{uid}`, `uidDono` and
 * `deliverymanId` point at the right accounts. If the e-mail is held by an account with a
 * different uid (someone signed up as cliente@sabor.dev through the app before seeding), that
 * stray demo account is deleted so the fixed uid can take the e-mail.
 * @param {EmulatorConfig} config
 * @param {{ uid: string, email: string, password: string, nome: string }} account
 * @returns {Promise<'created' | 'updated'>}
 */
export async function upsertAuthUser(config, account) {
  const base = `http://${config.authHost}/identitytoolkit.googleapis.com/v1/projects/${config.projectId}`;
  const profile = { localId: account.uid, password: account.password, emailVerified: true, displayName: account.nome };

  const created = await postJson(`${base}/accounts`, { ...profile, email: account.email });
  if (created.ok) return 'created';
  const reason = errorMessage(created);

  if (reason.startsWith('EMAIL_EXISTS')) {
    const lookup = await postJson(`${base}/accounts:lookup`, { email: [account.email] });
    const holder = lookup.ok ? lookup.body?.users?.[0]?.localId : undefined;
    if (holder && holder !== account.uid) {
      const removed = await postJson(`${base}/accounts:delete`, { localId: holder });
      if (!removed.ok) throw new SeedError(`Auth: não foi possível liberar ${account.email}: ${errorMessage(removed)}`);
      const retried = await postJson(`${base}/accounts`, { ...profile, email: account.email });
      if (retried.ok) return 'created';
      throw new SeedError(`Auth: falha ao criar ${account.email}: ${errorMessage(retried)}`);
    }
  } else if (!reason.startsWith('DUPLICATE_LOCAL_ID')) {
    throw new SeedError(`Auth: falha ao criar ${account.email}: ${reason}`);
  }

  // The uid exists already: reset what a demo session relies on (the e-mail too, in case a demo
  // session changed it).
  const updated = await postJson(`${base}/accounts:update`, { ...profile, email: account.email });
  if (!updated.ok) throw new SeedError(`Auth: falha ao atualizar ${account.email}: ${errorMessage(updated)}`);
  return 'updated';
}

/**
 * Encodes a plain JS value as a Firestore REST `Value`.
 *
 * Integers become integerValue and other numbers doubleValue, which is what the web SDK itself
 * does, so seeded documents look exactly like documents the app writes (a price of 30 and one
 * of 30.5 are both plain numbers when read back). `undefined` is not encodable: callers leave
 * such fields out (see {@link toFirestoreFields}), because "absent" and null mean different
 * things to the app's legacy handling.
 * @param {unknown} value
 * @returns {object}
 */
export function toFirestoreValue(value) {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Invalid Date cannot be stored');
    return { timestampValue: value.toISOString() };
  }
  switch (typeof value) {
    case 'string':
      return { stringValue: value };
    case 'boolean':
      return { booleanValue: value };
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Non-finite number cannot be stored: ${value}`);
      return Number.isSafeInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    case 'object':
      if (Array.isArray(value)) {
        return { arrayValue: value.length ? { values: value.map(toFirestoreValue) } : {} };
      }
      return { mapValue: { fields: toFirestoreFields(value) } };
    default:
      throw new TypeError(`Cannot store a ${typeof value} in Firestore`);
  }
}

/**
 * Encodes an object's own fields, skipping `undefined` ones (so optional fields are absent).
 * @param {Record<string, unknown>} data
 */
export function toFirestoreFields(data) {
  const fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) fields[key] = toFirestoreValue(value);
  }
  return fields;
}

/**
 * Writes documents as full overwrites (an `update` without a mask replaces every field), in
 * batched atomic commits. Overwriting with fixed ids is what makes re-running the seed leave the
 * same documents, with fields a demo session may have changed reset.
 * @param {EmulatorConfig} config
 * @param {Array<{ path: string, data: Record<string, unknown> }>} docs  path like 'restaurantes/x/produtos/y'
 * @returns {Promise<number>} number of documents written
 */
export async function writeDocuments(config, docs) {
  const root = `projects/${config.projectId}/databases/(default)/documents`;
  const url = `http://${config.firestoreHost}/v1/${root}:commit`;
  for (let start = 0; start < docs.length; start += MAX_WRITES_PER_COMMIT) {
    const writes = docs.slice(start, start + MAX_WRITES_PER_COMMIT).map((doc) => ({
      update: { name: `${root}/${doc.path}`, fields: toFirestoreFields(doc.data) },
    }));
    const result = await postJson(url, { writes });
    if (!result.ok) throw new SeedError(`Firestore: commit falhou: ${errorMessage(result)}`);
  }
  return docs.length;
}

/**
 * Counts the documents in one collection (or subcollection) path, bypassing rules; used for the
 * end-of-seed summary and by checks that the seed is idempotent.
 * @param {EmulatorConfig} config
 * @param {string} collectionPath  e.g. 'restaurantes' or 'restaurantes/x/pedidos'
 */
export async function countDocuments(config, collectionPath) {
  const base = `http://${config.firestoreHost}/v1/projects/${config.projectId}/databases/(default)/documents/${collectionPath}`;
  let count = 0;
  let pageToken = '';
  do {
    const url = `${base}?pageSize=300&mask.fieldPaths=__name__${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await fetch(url, { headers: OWNER_HEADERS });
    if (!response.ok) throw new SeedError(`Firestore: leitura de ${collectionPath} falhou: ${response.status} ${await response.text()}`);
    const body = await response.json();
    count += body.documents?.length ?? 0;
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return count;
}

/**
 * Counts the documents of a collection group (every `pedidos` under every restaurant, say),
 * bypassing rules.
 * @param {EmulatorConfig} config
 * @param {string} collectionId
 */
export async function countCollectionGroup(config, collectionId) {
  const url = `http://${config.firestoreHost}/v1/projects/${config.projectId}/databases/(default)/documents:runAggregationQuery`;
  const result = await postJson(url, {
    structuredAggregationQuery: {
      structuredQuery: { from: [{ collectionId, allDescendants: true }] },
      aggregations: [{ alias: 'n', count: {} }],
    },
  });
  if (!result.ok) throw new SeedError(`Firestore: contagem de ${collectionId} falhou: ${errorMessage(result)}`);
  const rows = Array.isArray(result.body) ? result.body : [result.body];
  return Number(rows.find((row) => row?.result)?.result.aggregateFields.n.integerValue ?? 0);
}

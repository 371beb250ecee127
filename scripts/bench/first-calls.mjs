/**
 * First calls (issue #51): how long a callable takes the first time this run calls it, when the
 * Functions emulator may still have to start its worker (a cold start, which `minInstances` spares
 * production for placeOrder and claimOrder: functions/src/callables.ts), against the median of the
 * calls right after (warm). Each call is a signed-in customer's empty request, refused by the
 * callable's own schema: the figure is the instance's start and the handler's first run, not a
 * database's work. On `npm test`'s smoke run the end-to-end tests have warmed every callable
 * already, so "first" there reads as warm; a run of its own (`npm run bench -- --only=first-calls`)
 * starts fresh emulators and shows the cold start.
 */
import { appCheckTokenFromStandIn } from '../lib/app-check-stand-in.mjs';
import { emulatorConfig, upsertAuthUser, writeDocuments } from '../lib/admin-clients.mjs';
import { printTable } from './format.mjs';

const CALLABLES = ['placeOrder', 'claimOrder', 'previewCoupon', 'saveDeliveryAreas'];
const WARM_CALLS = 3;

async function idToken(config, email, password) {
  const response = await fetch(`http://${config.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  if (!body.idToken) throw new Error(`Signing in ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function timedCall(functionsHost, projectId, name, token, appCheckToken) {
  const started = performance.now();
  const response = await fetch(`http://${functionsHost}/${projectId}/southamerica-east1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Firebase-AppCheck': appCheckToken },
    body: JSON.stringify({ data: {} }),
  });
  await response.json();
  return performance.now() - started;
}

export async function measureFirstCalls(functionsHost) {
  const config = emulatorConfig();
  const uid = `bench-primeiras-${Date.now().toString(36)}`;
  const email = `${uid}@bench.sabor.dev`;
  const password = 'sabor123';
  await upsertAuthUser(config, { uid, email, password, nome: 'Cliente Primeiras Chamadas' });
  await writeDocuments(config, [{ path: `usuarios/${uid}`, data: { uid, nome: 'Cliente Primeiras Chamadas', email, tipo: 'cliente', emailVerificado: true, criadoEm: new Date() } }]);
  const token = await idToken(config, email, password);
  const appCheckToken = await appCheckTokenFromStandIn({ projectId: config.projectId });
  const rows = [];
  for (const name of CALLABLES) {
    const first = await timedCall(functionsHost, config.projectId, name, token, appCheckToken);
    const warm = [];
    for (let call = 0; call < WARM_CALLS; call += 1) warm.push(await timedCall(functionsHost, config.projectId, name, token, appCheckToken));
    warm.sort((a, b) => a - b);
    rows.push({ name, first, warm: warm[Math.floor(warm.length / 2)] });
  }
  return rows;
}

export function printFirstCalls(rows) {
  console.log(`\nFirst call of each callable in this run, and the median of the ${WARM_CALLS} after it (local Functions emulator):\n`);
  printTable(
    ['callable', 'first call', 'warm (median)'],
    rows.map((row) => [row.name, `${Math.round(row.first)} ms`, `${Math.round(row.warm)} ms`]),
  );
}

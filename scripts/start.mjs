/**
 * `npm start`: the whole local marketplace in one command. Starts the Auth and Firestore
 * emulators, seeds the demo data, runs the Vite dev server on 5173 and prints the demo logins.
 * Ctrl-C stops everything it started.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEV_PORTS, ROOT, assertPortFree, runWithCleanup, startEmulators } from './lib/emulators.mjs';
import { DEMO_ACCOUNTS } from './lib/demo-data.mjs';

const APP_PORT = DEV_PORTS.app;

/** Each e-mail the functions send lands in the local mailbox: its subject and links, to follow. */
function printMail(message) {
  console.log([`  ✉  Para ${message.para.join(', ')}: ${message.assunto}`, ...message.links.map((link) => `     ${link}`)].join('\n'));
}

/** Runs a Node script to completion with extra environment variables. */
function runNode(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(script)} exited with ${code}`))));
  });
}

function printWelcome() {
  const rows = DEMO_ACCOUNTS.filter((account) => account.listed !== false).map(
    (account) => `  ${account.tipo.padEnd(12)} ${account.email.padEnd(32)} ${account.password}`,
  );
  console.log(
    [
      '',
      `  Sabor is running at http://localhost:${APP_PORT}/`,
      `  Restaurant staff sign in at http://localhost:${APP_PORT}/login-restaurante`,
      '',
      '  Demo logins:',
      ...rows,
      '',
      `  E-mails are not sent: each one is printed here and listed at http://127.0.0.1:${DEV_PORTS.mailbox}/mensagens`,
      '  Press Ctrl-C to stop the app and the emulators.',
      '',
    ].join('\n'),
  );
}

const cleanups = [];
runWithCleanup(async () => {
  await assertPortFree(APP_PORT, 'Vite dev server');
  const emulators = await startEmulators({ ports: DEV_PORTS, onMail: printMail });
  cleanups.push(emulators.stop);
  await runNode(path.join(ROOT, 'scripts', 'seed.mjs'), emulators.env);

  const vite = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(APP_PORT), '--strictPort', '--clearScreen', 'false'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...emulators.env }, detached: true },
  );
  cleanups.push(async () => {
    try {
      process.kill(-vite.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  let welcomed = false;
  vite.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    if (!welcomed && text.includes('ready in')) {
      welcomed = true;
      printWelcome();
    } else if (welcomed) {
      process.stdout.write(text);
    }
  });
  return new Promise((resolve) => vite.once('exit', (code) => resolve(code ?? 1)));
}, cleanups);

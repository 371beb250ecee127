/**
 * `node scripts/with-emulators.mjs [--seed] -- <command...>`: starts the emulators on the test
 * ports, runs the command with the emulator variables set, stops the emulators and exits with the
 * command's code. Used by `npm run test:emulator` and `npm run test:e2e` on their own.
 */
import { spawn } from 'node:child_process';
import { ROOT, TEST_PORTS, runWithCleanup, startEmulators } from './lib/emulators.mjs';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-emulators.mjs -- <command...>');
  process.exit(2);
}

const cleanups = [];
runWithCleanup(async () => {
  const emulators = await startEmulators({ ports: TEST_PORTS });
  cleanups.push(emulators.stop);
  // Its own process group, so that stopping it also stops whatever it started (a shell's children).
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...emulators.env },
  });
  cleanups.push(async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}, cleanups);

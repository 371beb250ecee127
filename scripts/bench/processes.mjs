/** Starting the build and the preview server, for `npm run bench` and its --scale part. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../lib/emulators.mjs';

/** Runs a command from the repository root; resolves when it exits with 0. `quiet` keeps only its errors. */
export function run(command, commandArgs, env, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${commandArgs.join(' ')} exited with ${code}`))));
  });
}

/** Resolves once something listens on `port` (10 s at most). */
export async function waitForPort(port) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answered on port ${port}`);
}

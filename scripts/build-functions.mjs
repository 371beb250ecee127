/**
 * Bundles functions/src (with the app's src/domain, which it shares) into functions/lib/index.js,
 * the entry point of the functions/ package. firebase-admin and firebase-functions stay imports:
 * functions/package.json installs them where the code runs. Run before the Functions emulator
 * starts (scripts/lib/emulators.mjs) and before a deploy (firebase.json's predeploy).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds functions/lib; resolves when it is written. Vite's build sets process.env.NODE_ENV to
 * 'production' in the calling process when unset: it is put back, since `npm test` starts the
 * unit tests after (beside the emulators' start), and React's production build has no act().
 */
export async function buildFunctions() {
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildBundle();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

function buildBundle() {
  return build({
    configFile: false,
    publicDir: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: {
      ssr: path.join(ROOT, 'functions', 'src', 'index.ts'),
      outDir: path.join(ROOT, 'functions', 'lib'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'index.js' } },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildFunctions().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

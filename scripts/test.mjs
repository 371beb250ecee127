/**
 * `npm test`: every check CI runs, in order of cost. Type-check and lint, unit tests, then, with
 * the emulators it starts itself on the test ports, the emulator tests (services and
 * firestore.rules) and the end-to-end tests in the system's Chromium against the built app.
 * The size budget of the production build (scripts/check-size-budget.mjs) is checked after lint.
 * The e2e preview sends firebase.json's headers; any Content-Security-Policy violation the browser
 * reports during the e2e run fails it.
 * A machine without Chromium gets Debian's first (scripts/lib/chromium.mjs), or one line saying what to run.
 * Ends with one summary line per layer and a total, e.g. "total: 250 passed, 0 failed".
 *
 * After the end-to-end tests, on the same emulators and served build, a smoke run of `npm run
 * bench` (`--smoke`: one page's sizes, one Lighthouse run, 5 orders of latency; its figures
 * printed), so the benchmark keeps running end to end; it fails the run when it cannot finish.
 *
 * Flags: --skip-e2e, --only=unit|emulator|e2e (repeatable), --grep=PATTERN (passed to the
 * emulator and end-to-end runners to pick tests by name; a run with --grep skips the smoke run).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePlaywrightChromium } from './lib/chromium.mjs';
import { ROOT, TEST_PORTS, runWithCleanup, startEmulators } from './lib/emulators.mjs';
import { clearEmulatorData } from './lib/emulator-admin.mjs';

const RESULTS = path.join(ROOT, '.cache', process.env.SABOR_TEST_PORT_OFFSET ? `results-${process.env.SABOR_TEST_PORT_OFFSET}` : 'results');
const E2E_DIST = path.join(ROOT, '.cache', `e2e-dist-${TEST_PORTS.preview}`);
const BUDGET_DIST = path.join(ROOT, '.cache', `budget-dist-${TEST_PORTS.preview}`);

const args = process.argv.slice(2);
const only = args.filter((arg) => arg.startsWith('--only=')).map((arg) => arg.slice('--only='.length));
const grep = args.find((arg) => arg.startsWith('--grep='))?.slice('--grep='.length);
const wants = (layer) => (only.length === 0 ? !(layer === 'e2e' && args.includes('--skip-e2e')) : only.includes(layer));

function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a command with its output (colours kept) into `logFile`; resolves with its exit code. */
function runLogged(command, commandArgs, logFile, env = {}) {
  return new Promise((resolve) => {
    const out = openSync(logFile, 'w');
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '1', ...env } });
    child.once('exit', (code) => {
      closeSync(out);
      resolve(code ?? 1);
    });
  });
}

/** How long each part took, printed with the summary: where the suite's minutes go. */
const durations = [];
let currentStep = null;
function step(title) {
  endStep();
  currentStep = { title, started: Date.now() };
  console.log(`\n━━ ${title} ━━`);
}
function endStep() {
  if (currentStep) durations.push(`${currentStep.title}: ${((Date.now() - currentStep.started) / 1000).toFixed(0)} s`);
  currentStep = null;
}
const suiteStarted = Date.now();

/** Counts from a Vitest JSON report. */
function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrors ?? 0), skipped: report.numPendingTests + report.numTodoTests };
}

/** Counts from a Playwright JSON report. */
function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky };
}

const summary = [];
let failures = 0;
/** The failed tests by name, printed beside the summary: CI shows only the end of the output. */
const failedTests = [];

function vitestFailures(file) {
  if (!existsSync(file)) return;
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${path.relative(ROOT, suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failedTests.push(`${path.relative(ROOT, suite.name)}: ${firstLine(suite.message)}`);
    }
  }
}

function playwrightFailures(file) {
  if (!existsSync(file)) return;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failedTests.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter((title) => title && !title.endsWith('.ts')));
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function firstLine(text) {
  // Strip colour codes; one line is enough to tell a timeout from an assertion.
  return String(text ?? '').replace(ANSI_COLOUR, '').split('\n').find((line) => line.trim()) ?? '(no message)';
}

function record(layer, counts, exitCode) {
  if (!counts) {
    summary.push(`${layer}: did not report (exit code ${exitCode})`);
    failures += 1;
    return;
  }
  // A runner that exits non-zero with no failed test (a crash, a failed set-up) still fails.
  const failed = counts.failed + (exitCode !== 0 && counts.failed === 0 ? 1 : 0);
  failures += failed;
  const extra = [counts.skipped ? `${counts.skipped} skipped` : null, counts.flaky ? `${counts.flaky} flaky` : null].filter(Boolean);
  summary.push(`${layer}: ${counts.passed} passed, ${failed} failed${extra.length ? `, ${extra.join(', ')}` : ''}`);
  return counts;
}

const cleanups = [];
runWithCleanup(async () => {
  // First, so that a machine without a browser gets one (or is told what to run) in seconds,
  // not after the type-check, the build and the emulator suite.
  // The browser, and the headless shell that Playwright drives (scripts/lib/chromium.mjs); the
  // Playwright config and the benchmark find them on the PATH from then on.
  if (wants('e2e')) await ensurePlaywrightChromium();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });

  // The emulators start now, beside the type-check, lint and unit tests: starting them is mostly
  // waiting (the JVM, the Functions' build and load). Their lines are printed at their own step;
  // a failure to start is reported there too. Stopped whatever happens, even before they are up.
  const emulatorLines = [];
  const emulatorsStarting = wants('emulator') || wants('e2e') ? startEmulators({ ports: TEST_PORTS, log: (line) => emulatorLines.push(line) }) : null;
  if (emulatorsStarting) {
    emulatorsStarting.catch(() => {});
    cleanups.push(async () => (await emulatorsStarting.catch(() => null))?.stop());
  }

  step('Type-check (tsc) and lint (eslint)');
  // Side by side: each is one busy core, and both print only what they refuse.
  const [tsc, eslint] = await Promise.all([run(bin('tsc'), ['--noEmit', '-p', '.']), run(bin('eslint'), ['.', '--max-warnings=0'])]);
  summary.push(`static: type-check ${tsc === 0 ? 'passed' : 'FAILED'}, lint ${eslint === 0 ? 'passed' : 'FAILED'}`);
  if (tsc !== 0 || eslint !== 0) failures += 1;

  step('Size budget (production build)');
  const build = await run(bin('vite'), ['build', '--outDir', BUDGET_DIST, '--emptyOutDir', '--logLevel', 'warn']);
  const budget = build === 0 ? await run(process.execPath, [path.join(ROOT, 'scripts', 'check-size-budget.mjs'), BUDGET_DIST]) : build;
  summary.push(`size budget: ${build !== 0 ? 'FAILED (the build failed)' : budget === 0 ? 'within budget' : 'EXCEEDED (see above)'}`);
  if (budget !== 0) failures += 1;

  const totals = { passed: 0, failed: 0 };
  const add = (counts) => {
    if (!counts) return;
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  };

  if (wants('unit')) {
    step('Unit tests (Vitest + jsdom)');
    const file = path.join(RESULTS, 'unit.json');
    const code = await run(bin('vitest'), ['run', '--project', 'unit*', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
    add(record('unit', vitestCounts(file), code));
    vitestFailures(file);
  }

  if (wants('emulator') || wants('e2e')) {
    step('Starting the Firebase emulators (test ports, started with the type-check)');
    const emulators = await emulatorsStarting;
    for (const line of emulatorLines) console.log(line);
    const env = emulators.env;

    if (wants('emulator')) {
      step('Emulator tests (services and firestore.rules)');
      // The two lanes of vitest.config.ts side by side, each its files one at a time: the service
      // suites (printed as they run) and the rules suites in their own project (printed after).
      const lanes = ['emulator', 'emulator-rules'].map((project) => ({ project, file: path.join(RESULTS, `${project}.json`), log: path.join(RESULTS, `${project}.log`) }));
      const vitestArgs = ({ project, file }) => ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...(grep ? ['-t', grep] : [])];
      const [services, rules] = lanes;
      const codes = await Promise.all([run(bin('vitest'), vitestArgs(services), env), runLogged(bin('vitest'), vitestArgs(rules), rules.log, env)]);
      console.log(`\n── ${rules.project} (ran beside the above) ──\n${readFileSync(rules.log, 'utf8')}`);
      const counts = lanes.map(({ file }) => vitestCounts(file));
      const merged = counts.every(Boolean) ? counts.reduce((sum, each) => ({ passed: sum.passed + each.passed, failed: sum.failed + each.failed, skipped: sum.skipped + each.skipped })) : null;
      add(record('emulator', merged, codes.find((code) => code !== 0) ?? 0));
      for (const { file } of lanes) vitestFailures(file);
      if (!grep) {
        // Coverage of firestore.rules by the suite above (fails when a rule was never evaluated, or an allow never seen both granting and refusing).
        const coverage = await run(process.execPath, [path.join(ROOT, 'scripts', 'rules-coverage.mjs')], env);
        summary.push(`rules coverage: ${coverage === 0 ? 'every rule exercised, every allow seen granting and refusing' : 'FAILED (see above)'}`);
        if (coverage !== 0) failures += 1;
      }
    }

    if (wants('e2e')) {
      step('End-to-end tests (Playwright + system Chromium)');
      await clearEmulatorData(env);
      const seed = await run(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')], env);
      const build = seed === 0 ? await run(bin('vite'), ['build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'], env) : 1;
      if (seed !== 0 || build !== 0) {
        record('e2e', null, seed !== 0 ? seed : build);
      } else {
        // The preview serves firebase.json's headers and logs every CSP violation here (vite.config.ts).
        const cspReports = path.join(RESULTS, 'csp-violations.jsonl');
        const preview = spawn(bin('vite'), ['preview', '--outDir', E2E_DIST, '--port', String(TEST_PORTS.preview), '--strictPort'], {
          cwd: ROOT,
          stdio: 'ignore',
          env: { ...process.env, ...env, SABOR_CSP_REPORT_FILE: cspReports },
          detached: true,
        });
        cleanups.push(async () => {
          try {
            process.kill(-preview.pid, 'SIGTERM');
          } catch {
            // Already gone.
          }
        });
        const file = path.join(RESULTS, 'e2e.json');
        const code = await run(bin('playwright'), ['test', '--reporter=list,json', ...(grep ? ['--grep', grep] : [])], {
          ...env,
          E2E_BASE_URL: `http://127.0.0.1:${TEST_PORTS.preview}`,
          PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        });
        add(record('e2e', playwrightCounts(file), code));
        playwrightFailures(file);
        const violations = existsSync(cspReports) ? readFileSync(cspReports, 'utf8').trim().split('\n').filter(Boolean) : [];
        for (const violation of violations) console.log(`CSP violation: ${violation}`);
        summary.push(`content security policy: ${violations.length === 0 ? 'no violation in the e2e run' : `${violations.length} VIOLATION(S) (see above and ${path.relative(ROOT, cspReports)})`}`);
        if (violations.length > 0) failures += 1;

        if (!grep) {
          // The benchmark's smoke run on what is already up: these emulators and this build, the
          // demo data seeded afresh (the journeys above leave orders and changes behind).
          step('Benchmark smoke run (npm run bench -- --smoke)');
          await clearEmulatorData(env);
          const reseed = await run(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')], env);
          const smoke = reseed !== 0 ? reseed : await run(
            process.execPath,
            [path.join(ROOT, 'scripts', 'bench.mjs'), '--smoke', `--base=http://127.0.0.1:${TEST_PORTS.preview}`, `--dist=${E2E_DIST}`],
            // No CHROME_PATH: Lighthouse measures the full browser, a phone's, and the bench's pages find the shell themselves.
            env,
          );
          summary.push(`benchmark smoke run: ${smoke === 0 ? 'ran end to end (figures above)' : `FAILED (exit code ${smoke}, see above)`}`);
          if (smoke !== 0) failures += 1;
        }
      }
    }
  }

  endStep();
  console.log('\n━━ Duration ━━');
  for (const line of durations) console.log(line);
  console.log(`whole run: ${((Date.now() - suiteStarted) / 60_000).toFixed(1)} min`);
  if (failedTests.length > 0) {
    console.log('\n━━ Failed tests ━━');
    for (const line of failedTests) console.log(line.slice(0, 400));
  }
  console.log('\n━━ Summary ━━');
  for (const line of summary) console.log(line);
  console.log(`total: ${totals.passed} passed, ${Math.max(totals.failed, failures)} failed`);
  return failures === 0 && totals.failed === 0 ? 0 : 1;
}, cleanups);

/**
 * Prints how much of firestore.rules the emulator tests exercised, from the Firestore emulator's
 * own coverage report, and fails unless every rule was seen both ways: every helper function
 * evaluated, and every `allow` seen granting (its condition true) and refusing (false, or an error,
 * which refuses as well: `ownerOf(r) || ...` errs for a person without a membership document).
 * ARCHITECTURE.md, Security: every rule has an allow test and a deny test. `allow ...: if true`
 * and `if false` have nothing to evaluate and are left out. Run by `npm test` right after the
 * emulator tests, against the same emulator.
 *
 * The report is a tree per top-level expression (an allow's condition, a function's body), each
 * node with the values it evaluated to; an allow's verdict is the value of its root, not of the
 * sub-expressions that start on its line (`signedIn()` may be true while the allow refuses).
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { rulesOnlyProjectOf } from './lib/rules-only-project.mjs';

const projectId = process.env.SABOR_PROJECT_ID || 'demo-sabor';
const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
// The service suites run in the app's project, the rules suites in their own (no triggers there).
const bases = [projectId, rulesOnlyProjectOf(projectId)].map((id) => `http://${host}/emulator/v1/projects/${id}:ruleCoverage`);

const source = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
const reports = await Promise.all(bases.map(async (base) => (await fetch(base)).json()));
if (reports.some((report) => report.rules?.files?.[0]?.content?.trim() !== source.trim())) {
  console.error('rules coverage: the emulator holds other rules than firestore.rules; run the emulator tests first.');
  process.exit(1);
}
/** The top-level expressions of both reports; one expression may be in both. */
const roots = reports.flatMap((report) => report.report ?? []);

const lines = source.split('\n');
const statements = [];
let constants = 0;
lines.forEach((text, index) => {
  const line = index + 1;
  // `if true` / `if false` have nothing to evaluate, so the emulator records nothing for them.
  if (/^\s*allow [a-z, ]+: if (true|false);/.test(text)) {
    constants += 1;
    return;
  }
  const allow = /^\s*allow ([a-z, ]+):/.exec(text);
  const fn = /^\s*function (\w+)\(/.exec(text);
  if (allow) statements.push({ kind: 'allow', name: `allow ${allow[1]} (line ${line})`, line, roots: [] });
  if (fn) statements.push({ kind: 'function', name: `function ${fn[1]} (line ${line})`, line, roots: [] });
});

// Each top-level expression belongs to the last statement that starts on or before its line (a
// condition may wrap onto the next lines; a function's body starts after its declaration).
for (const root of roots) {
  const line = root.sourcePosition?.line;
  const owner = line ? statements.findLast((statement) => statement.line <= line) : undefined;
  owner?.roots.push(root);
}

/** The values a statement's condition or body evaluated to (its first root, in either report), as JSON; none when never evaluated. */
function verdicts(statement) {
  const offsets = statement.roots.map((root) => root.sourcePosition.currentOffset);
  const first = Math.min(...offsets);
  return statement.roots.filter((root) => root.sourcePosition.currentOffset === first).flatMap((root) => (root.values ?? []).map(({ value }) => JSON.stringify(value)));
}

const GRANTED = JSON.stringify({ boolValue: true });
const REFUSED = JSON.stringify({ boolValue: false });
const missed = [];
const oneWay = [];
let allowsBothWays = 0;
/** Allows seen refusing only through an error (a missing field, a get() of a missing document), never false. */
let refusedOnlyByError = 0;
for (const statement of statements) {
  const values = verdicts(statement);
  if (values.length === 0) {
    missed.push(statement.name);
    continue;
  }
  if (statement.kind !== 'allow') continue;
  const granted = values.includes(GRANTED);
  const refused = values.some((value) => value !== GRANTED);
  if (granted && refused) {
    allowsBothWays += 1;
    if (!values.includes(REFUSED)) refusedOnlyByError += 1;
  }
  else oneWay.push(`${statement.name}: only seen ${granted ? 'granting' : 'refusing'}\n    ${lines[statement.line - 1].trim()}`);
}

const expressionLines = lines.filter((text) => /\S/.test(text) && !/^\s*(\/\/|match |}|service |rules_version|function )/.test(text)).length;
mkdirSync(path.join(ROOT, '.cache', 'results'), { recursive: true });
const htmlFiles = await Promise.all(
  bases.map(async (base, index) => {
    const file = path.join(ROOT, '.cache', 'results', index === 0 ? 'rules-coverage.html' : 'rules-coverage-rules-suites.html');
    writeFileSync(file, await (await fetch(`${base}.html`)).text());
    return path.relative(ROOT, file);
  }),
);

/** Lines where some expression was evaluated, for the figure printed below. */
const evaluatedLines = new Set();
(function walk(nodes) {
  for (const node of nodes) {
    if (node.values?.length && node.sourcePosition?.line) evaluatedLines.add(node.sourcePosition.line);
    walk(node.children ?? []);
  }
})(roots);
const totalAllows = statements.filter((statement) => statement.kind === 'allow').length;
console.log(
  `rules coverage: ${statements.length - missed.length} of ${statements.length} rules and functions exercised; ` +
    `${allowsBothWays} of ${totalAllows} allow statements seen both granting and refusing, ${refusedOnlyByError} of them refusing only by an error ` +
    `(${constants} constant allow/deny statements left out); ` +
    `${evaluatedLines.size} of about ${expressionLines} expression lines evaluated. ` +
    `Reports: ${htmlFiles.join(' and ')}`,
);
if (missed.length > 0) console.error(`rules coverage: never evaluated:\n  ${missed.join('\n  ')}`);
if (oneWay.length > 0) console.error(`rules coverage: allow statements seen only one way (add the missing allow or deny test):\n  ${oneWay.join('\n  ')}`);
if (missed.length > 0 || oneWay.length > 0) process.exit(1);

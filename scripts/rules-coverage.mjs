/**
 * Prints how much of firestore.rules the emulator tests exercised, from the Firestore emulator's
 * own coverage report, and fails when a rule or a helper function was never evaluated. Run by
 * `npm test` right after the emulator tests, against the same emulator.
 *
 * A statement counts as exercised when the emulator evaluated its condition at least once; an
 * `allow` also reports whether it was seen both granting and refusing.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';

const projectId = process.env.SABOR_PROJECT_ID || 'demo-sabor';
const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
const base = `http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`;

const report = await (await fetch(base)).json();
const source = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
if (report.rules?.files?.[0]?.content?.trim() !== source.trim()) {
  console.error('rules coverage: the emulator holds other rules than firestore.rules; run the emulator tests first.');
  process.exit(1);
}

/** line -> set of values seen for expressions starting on that line */
const seen = new Map();
function walk(node) {
  const line = node.sourcePosition?.line;
  // Nodes without values were parsed but never evaluated.
  if (line && node.values?.length) {
    const values = seen.get(line) ?? new Set();
    for (const { value } of node.values ?? []) values.add(JSON.stringify(value));
    seen.set(line, values);
  }
  for (const child of node.children ?? []) walk(child);
}
for (const node of report.report ?? []) walk(node);

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
  if (allow) statements.push({ kind: 'allow', name: `allow ${allow[1]} (line ${line})`, line, condition: line });
  // A function is exercised when its body (the line after the declaration onwards) was evaluated.
  if (fn) statements.push({ kind: 'function', name: `function ${fn[1]} (line ${line})`, line, condition: line + 1 });
});

function evaluatedFrom(line) {
  // A statement's condition may start on its own line or wrap onto the next ones.
  for (let current = line; current < line + 3; current += 1) if (seen.has(current)) return seen.get(current);
  return null;
}

const missed = [];
let allowsBothWays = 0;
let allows = 0;
for (const statement of statements) {
  const values = evaluatedFrom(statement.condition);
  if (!values) {
    missed.push(statement.name);
    continue;
  }
  if (statement.kind === 'allow') {
    allows += 1;
    if (values.has('{"boolValue":true}') && values.has('{"boolValue":false}')) allowsBothWays += 1;
  }
}

const expressionLines = lines.filter((text) => /\S/.test(text) && !/^\s*(\/\/|match |}|service |rules_version|function )/.test(text)).length;
mkdirSync(path.join(ROOT, '.cache', 'results'), { recursive: true });
const htmlFile = path.join(ROOT, '.cache', 'results', 'rules-coverage.html');
writeFileSync(htmlFile, await (await fetch(`${base}.html`)).text());

console.log(
  `rules coverage: ${statements.length - missed.length} of ${statements.length} rules and functions exercised ` +
    `(${allowsBothWays} of ${allows} allow statements seen both granting and refusing; ${constants} constant allow/deny statements); ` +
    `${seen.size} of about ${expressionLines} expression lines evaluated. Report: ${path.relative(ROOT, htmlFile)}`,
);
if (missed.length > 0) {
  console.error(`rules coverage: never evaluated:\n  ${missed.join('\n  ')}`);
  process.exit(1);
}

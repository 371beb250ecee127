import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every folder of src/areas, read from the tree (not listed by hand), so an area is guarded by the
 * no-cross-area rule below the day its folder is created.
 */
const AREAS = readdirSync(new URL('./src/areas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A screen (an area's .tsx) reaches services through a hook beside it (use-*.ts) or src/state,
 * so what it shows and what it fetches stay apart and the hook can be replaced in a test.
 */
const NO_SERVICES_IN_SCREENS = {
  group: ['@/services/*', '**/services/*'],
  message: 'Screens do not import src/services: call the service from a use-*.ts hook beside the screen (or src/state).',
};

/** Firebase is reached only through src/services. */
const NO_FIREBASE = { regex: '^@?firebase(/|$)', message: 'Only src/services may import Firebase.' };

/**
 * The schema library is loaded only where a request or a form is read: src/domain's .schema.ts
 * files, so a screen that validates nothing does not download it.
 */
const NO_VALIBOT = { group: ['valibot'], message: 'Only src/domain/**/*.schema.ts files import valibot.' };

/**
 * `files` may import none of `layers` (src/ folders), nor Firebase unless it is src/services, nor
 * valibot unless they are schema files.
 */
function layer(files, layers, message, extra = []) {
  const firebase = files.every((glob) => glob.startsWith('src/services/')) ? [] : [NO_FIREBASE];
  const valibot = files.every((glob) => glob.endsWith('.schema.ts')) ? [] : [NO_VALIBOT];
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...firebase, ...valibot, ...extra, { group: layers.flatMap((name) => [`@/${name}/*`, `**/src/${name}/*`]), message }] },
      ],
    },
  };
}

/**
 * ARCHITECTURE.md's layers, as lint errors: app/ (the shell) -> areas/ (screens) -> state/ (what
 * areas share: session, bag, checkout ids, delivery place) and ui/ (presentational) -> services/
 * (the only Firebase code) -> domain/ (pure rules). Each imports only the layers below it.
 */
const boundaries = [
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/services/**'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_FIREBASE, NO_VALIBOT] }] } },
  ...[['src/domain/**/*.ts'], ['src/domain/**/*.schema.ts']].map((files) =>
    layer(files, ['services', 'ui', 'app', 'areas', 'state'], 'src/domain imports only src/domain.', [
      { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'], message: 'src/domain must not import React.' },
    ]),
  ),
  layer(['src/services/**/*.ts'], ['ui', 'app', 'areas', 'state'], 'src/services imports only src/domain.', [
    // build/re2js-unused.ts stands in for the regex engine that only Firestore Pipelines use.
    { regex: '^firebase/firestore(/lite)?/pipelines$', message: 'Sabor does not use Firestore Pipelines (see build/re2js-unused.ts).' },
  ]),
  layer(['src/ui/**/*.{ts,tsx}'], ['services', 'app', 'areas'], 'src/ui is presentational: it imports no service, area or shell (a hook in src/state or an area reads services).'),
  layer(['src/state/**/*.{ts,tsx}'], ['app', 'areas'], 'src/state sits below the areas and the shell.'),
  // Areas share through state/, ui/, domain/ and services/, never by importing each other or the shell.
  ...AREAS.flatMap((area) => {
    const otherAreas = {
      group: AREAS.filter((other) => other !== area).flatMap((other) => [`@/areas/${other}/*`, `**/areas/${other}/*`, `../${other}/*`]),
      message: 'No imports between areas: share through src/state, src/ui, src/domain or src/services.',
    };
    const noShell = 'Areas do not import src/app: what they share with the shell lives in src/state.';
    // A later config object's no-restricted-imports replaces an earlier one's for the files both
    // match, so the screens' object repeats the area's patterns and adds the services'.
    return [
      layer([`src/areas/${area}/**/*.{ts,tsx}`], ['app'], noShell, [otherAreas]),
      layer([`src/areas/${area}/**/*.tsx`], ['app'], noShell, [otherAreas, NO_SERVICES_IN_SCREENS]),
    ];
  }),
];

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'functions/lib', 'coverage', '.cache', 'test-results', 'playwright-report', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The benchmark and the demo pictures' script run some of their code inside the page
    // (Playwright's page.evaluate).
    files: ['scripts/bench/**/*.mjs', 'scripts/make-demo-images.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The service worker's own code (Web Push, issue #37), imported by the generated worker.
    files: ['public/**/*.js'],
    ignores: ['public/verificacao-cartao.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The 3-D Secure page's script (issue #52): a page of its own, not the worker.
    files: ['public/verificacao-cartao.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...boundaries,
  {
    // No import cycles in the app or the Functions: a cycle makes a module's load order (and so
    // which of its constants are still undefined) depend on who imported it first.
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Without a parser for .ts/.tsx the rule cannot read the imported modules and sees no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);

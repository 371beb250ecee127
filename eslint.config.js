import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/areas: the no-cross-area rule below covers each one. */
const AREAS = ['auth', 'customer', 'restaurant', 'rider', 'admin', 'onboarding'];

/** ARCHITECTURE.md's boundaries, as lint errors. */
const boundaries = [
  {
    // Only src/services talks to Firebase.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@?firebase(/|$)', message: 'Only src/services may import Firebase.' }] },
      ],
    },
  },
  {
    // Business rules stay pure: no React, no Firebase, no browser-only services.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'], message: 'src/domain must not import React.' },
            { regex: '^@?firebase(/|$)', message: 'src/domain must not import Firebase.' },
            { group: ['@/services/*', '@/ui/*', '@/app/*', '@/areas/*'], message: 'src/domain imports only src/domain.' },
          ],
        },
      ],
    },
  },
  {
    // build/re2js-unused.ts stands in for the regex engine that only Firestore Pipelines use.
    files: ['src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^firebase/firestore(/lite)?/pipelines$', message: 'Sabor does not use Firestore Pipelines (see build/re2js-unused.ts).' }] },
      ],
    },
  },
  // Areas share through ui/, domain/ and services/, never by importing each other.
  ...AREAS.map((area) => ({
    files: [`src/areas/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@?firebase(/|$)', message: 'Only src/services may import Firebase.' },
            {
              group: AREAS.filter((other) => other !== area).flatMap((other) => [`@/areas/${other}/*`, `**/areas/${other}/*`, `../${other}/*`]),
              message: 'No imports between areas: share through src/ui, src/domain or src/services.',
            },
          ],
        },
      ],
    },
  })),
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

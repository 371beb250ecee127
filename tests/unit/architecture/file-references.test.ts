// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readSource } from './source-files';

/**
 * Comments and docs point readers at files ("the check is in functions/src/money/statements.ts"),
 * and files move: a path that no longer exists sends the next reader on a search. This finds the
 * paths named in the docs and in the comments of the code, rules and scripts, and checks that each
 * one exists.
 */

/** Where the mentions are read: whole Markdown files, and the comments of everything else. */
const SCANNED_DIRS = ['src', 'functions/src', 'scripts', 'tests'];
const SCANNED_FILES = ['README.md', 'firestore.rules'];
const CODE = /\.(ts|tsx|mjs|js|css)$/;

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (CODE.test(entry.name) || entry.name.endsWith('.md')) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

function scannedFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return [...SCANNED_FILES, ...docs, ...SCANNED_DIRS.flatMap(filesUnder)];
}

/** The text in which paths are looked for: a code file's comments only (its strings are data, such as the lint tests' made-up paths). */
function prose(file: string): string {
  const text = readSource(file);
  if (file.endsWith('.md')) return text;
  // Line comments need a space or the line's start before them, so that '//' in a URL is not one.
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<=^|\s)\/\/.*$/gm)].map((match) => match[0]).join('\n');
}

/**
 * Paths from the repository's root (src/..., functions/src/..., scripts/..., tests/...) and
 * paths from src/ that start at one of its layers (domain/orders/order.ts, services/menu.ts,
 * ui/refreshed-read.ts), ending in a file's extension. Not preceded by a path character, so a path under functions/src is not also read
 * as one under src, nor a relative import's '../../scripts/...' as one from the root.
 */
const MENTION = /(?<![\w./@-])((?:functions\/src|src|scripts|tests|domain|services|areas|ui|state|app)\/[\w./{}<>*[\]-]*?\.(?:tsx|ts|mjs|css|json))(?![\w])/g;

/** The mentions that start at a layer of src/ rather than at the root. */
const FROM_SRC = /^(?:domain|services|areas|ui|state|app)\//;

/** Globs and placeholders name a kind of file, not one file. */
const PATTERN = /[*{}<>[\]]/;

function staleMentions(): string[] {
  return scannedFiles().flatMap((file) =>
    [...prose(file).matchAll(MENTION)]
      .map((match) => match[1] ?? '')
      .filter((mention) => !PATTERN.test(mention))
      .filter((mention) => !existsSync(path.join(ROOT, FROM_SRC.test(mention) ? `src/${mention}` : mention)))
      .map((mention) => `${file}: ${mention}`),
  );
}

describe('the files that comments and docs name exist', () => {
  it('names no path that is gone, in the docs or in the comments of the code, rules and scripts', () => {
    expect([...new Set(staleMentions())]).toEqual([]);
  });

  it('finds the mentions it checks', () => {
    // Guards the check itself: a pattern that matched nothing would pass the test above vacuously.
    const mentions = scannedFiles().flatMap((file) => [...prose(file).matchAll(MENTION)]);
    expect(mentions.length).toBeGreaterThan(100);
  });
});

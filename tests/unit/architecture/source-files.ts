import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, whatever directory the tests run from. */
export const ROOT = path.resolve(__dirname, '../../..');

/** Every .ts/.tsx file under `dir` (relative to the root), as root-relative paths with '/'. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** A file's text. */
export function readSource(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

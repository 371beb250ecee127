// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files';

/**
 * ARCHITECTURE.md, Shape: the domain's subjects stand on a ground (shared/) that imports none of
 * them, the callable contract (contract/) sits on top where no subject imports it, and subjects
 * import each other without cycles. Read from the import statements (type imports included,
 * since a type-only cycle still ties two subjects together).
 */
const DOMAIN = 'src/domain';
const GROUND = 'shared';
const TOP = 'contract';

/** Every module specifier a file names in an import or export ... from, or import(). */
function specifiers(text: string): string[] {
  const statements = text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g);
  return [...statements].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

/** The domain folder a specifier of `file` points into, or null outside the domain. */
function folderOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  else return null;
  if (!target.startsWith(`${DOMAIN}/`)) return null;
  return target.slice(DOMAIN.length + 1).split('/')[0] ?? null;
}

/** folder -> the folders it imports, with one importing file each (for the messages). */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(DOMAIN)) {
    const from = file.slice(DOMAIN.length + 1).split('/')[0]!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of specifiers(readSource(file))) {
      const to = folderOf(file, specifier);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${file} -> ${specifier}`);
    }
  }
  return graph;
}

/** A cycle of folders, as 'a -> b -> a' with the importing files, or null when there is none. */
function findCycle(graph: Map<string, Map<string, string>>): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (folder: string): string[] | null => {
    state.set(folder, 'open');
    stack.push(folder);
    for (const next of [...(graph.get(folder)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(folder, 'done');
    return null;
  };
  for (const folder of [...graph.keys()].sort()) {
    if (state.has(folder)) continue;
    const cycle = visit(folder);
    if (cycle) return cycle.slice(0, -1).map((from, index) => `${from} -> ${cycle[index + 1]} (${graph.get(from)!.get(cycle[index + 1]!)})`).join('\n');
  }
  return null;
}

describe('the domain has a ground and a top', () => {
  const graph = folderGraph();

  it('reads the subject folders', () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining([GROUND, TOP, 'orders', 'money', 'sales', 'checkout']));
  });

  it('shared/ imports no subject', () => {
    expect([...(graph.get(GROUND)?.values() ?? [])]).toEqual([]);
  });

  it('no subject imports the callable contract', () => {
    const importers = [...graph].flatMap(([, edges]) => (edges.has(TOP) ? [edges.get(TOP)] : []));
    expect(importers).toEqual([]);
  });

  it('the subjects import each other without a cycle', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('would name a cycle', () => {
    // Guards the search itself on a made-up graph.
    const made = new Map([
      ['a', new Map([['b', 'a.ts -> b']])],
      ['b', new Map([['c', 'b.ts -> c']])],
      ['c', new Map([['a', 'c.ts -> a']])],
    ]);
    expect(findCycle(made)).toBe('a -> b (a.ts -> b)\nb -> c (b.ts -> c)\nc -> a (c.ts -> a)');
  });
});

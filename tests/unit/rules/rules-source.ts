import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * firestore.rules read as text, for tests that compare its literals with src/domain's constants.
 * Pieces are found by name (a function, a match block) and must exist exactly once, so that a
 * rename or a duplicate fails the test instead of silently checking nothing.
 */

const RULES_FILE = path.resolve(import.meta.dirname, '../../../firestore.rules');

/** Index just past the string literal that opens at `start` (rules strings: '...' or "..."). */
function endOfString(text: string, start: number): number {
  const quote = text[start];
  let index = start + 1;
  while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1;
  if (index >= text.length) throw new Error(`unterminated string at ${start}`);
  return index + 1;
}

function isQuote(char: string | undefined): boolean {
  return char === "'" || char === '"';
}

/** The text without its `//` comments (strings may hold anything, comments never start in them). */
export function withoutComments(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (isQuote(char)) {
      const end = endOfString(text, index);
      out += text.slice(index, end);
      index = end;
    } else if (char === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** The rules, comments removed. */
export const RULES = withoutComments(readFileSync(RULES_FILE, 'utf8'));

const CLOSING: Record<string, string> = { '{': '}', '(': ')', '[': ']' };

/** Index of the bracket closing the one at `open`, skipping strings (regexes hold braces). */
export function closingIndex(text: string, open: number): number {
  const stack: string[] = [];
  let index = open;
  while (index < text.length) {
    const char = text[index] as string;
    if (isQuote(char)) {
      index = endOfString(text, index);
      continue;
    }
    if (char in CLOSING) stack.push(CLOSING[char] as string);
    else if (char === '}' || char === ')' || char === ']') {
      if (stack.pop() !== char) throw new Error(`unbalanced '${char}' at ${index}`);
      if (stack.length === 0) return index;
    }
    index += 1;
  }
  throw new Error(`no closing bracket for ${open}`);
}

function onlyMatch(text: string, pattern: RegExp, what: string): RegExpExecArray {
  const found = [...text.matchAll(new RegExp(pattern.source, 'g'))];
  if (found.length !== 1) throw new Error(`${what}: expected exactly one in firestore.rules, found ${found.length}`);
  return found[0] as RegExpExecArray;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The body (between the braces) of the rules function `name`, and its parameters. */
export function ruleFunction(name: string): { params: string[]; body: string } {
  const found = onlyMatch(RULES, new RegExp(`\\bfunction ${escape(name)}\\(([^)]*)\\)\\s*\\{`), `function ${name}`);
  const open = found.index + found[0].length - 1;
  const params = (found[1] ?? '').split(',').map((param) => param.trim()).filter(Boolean);
  return { params, body: RULES.slice(open + 1, closingIndex(RULES, open)) };
}

/** The body of the rules function `name`. */
export function body(name: string): string {
  return ruleFunction(name).body;
}

/** The body of `match <path> { ... }` (the path as written, e.g. '/restaurantes/{restaurantId}'). */
export function matchBlock(path: string): string {
  const found = onlyMatch(RULES, new RegExp(`\\bmatch ${escape(path)}\\s*\\{`), `match ${path}`);
  const open = found.index + found[0].length - 1;
  return RULES.slice(open + 1, closingIndex(RULES, open));
}

/** Splits a bracket's contents on its top-level commas. */
function topLevelItems(inner: string): string[] {
  const items: string[] = [];
  let start = 0;
  let index = 0;
  while (index < inner.length) {
    const char = inner[index] as string;
    if (isQuote(char)) {
      index = endOfString(inner, index);
      continue;
    }
    if (char in CLOSING) {
      index = closingIndex(inner, index) + 1;
      continue;
    }
    if (char === ',') {
      items.push(inner.slice(start, index).trim());
      start = index + 1;
    }
    index += 1;
  }
  const last = inner.slice(start).trim();
  if (last) items.push(last);
  return items;
}

/** A literal of the rules language: a string, a number, or a list of them. */
export type Literal = string | number | Literal[];

export function parseLiteral(source: string): Literal {
  const text = source.trim();
  if (isQuote(text[0]) && endOfString(text, 0) === text.length) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text.startsWith('[') && closingIndex(text, 0) === text.length - 1) return topLevelItems(text.slice(1, -1)).map(parseLiteral);
  throw new Error(`not a literal: ${text}`);
}

/** A list literal of strings. */
export function stringList(source: string): string[] {
  const value = parseLiteral(source);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new Error(`not a list of strings: ${source}`);
  return value as string[];
}

/** Every call `name(...)` in `text`, as its arguments' source. */
export function callsOf(text: string, name: string): string[][] {
  return [...text.matchAll(new RegExp(`(?<!\\w)${escape(name)}\\(`, 'g'))].map((found) => {
    const open = found.index + found[0].length - 1;
    return topLevelItems(text.slice(open + 1, closingIndex(text, open)));
  });
}

/** The one call `name(...)` in `text` whose first argument is `first`, as literals where they are. */
export function callWith(text: string, name: string, first: string): string[] {
  const calls = callsOf(text, name).filter((args) => args[0] === first);
  if (calls.length !== 1) throw new Error(`${name}(${first}, ...): expected exactly one call, found ${calls.length}`);
  return calls[0] as string[];
}

/** The literal right after `marker` in `text` (e.g. the list after "pix.tipo in "); `marker` must occur once. */
export function literalAfter(text: string, marker: string): Literal {
  const found = onlyMatch(text, new RegExp(escape(marker)), `'${marker}'`);
  const rest = text.slice(found.index + marker.length).trimStart();
  if (rest.startsWith('[')) return parseLiteral(rest.slice(0, closingIndex(rest, 0) + 1));
  if (isQuote(rest[0])) return parseLiteral(rest.slice(0, endOfString(rest, 0)));
  const number = /^-?\d+(\.\d+)?/.exec(rest);
  if (!number) throw new Error(`no literal after '${marker}'`);
  return Number(number[0]);
}

export function numberAfter(text: string, marker: string): number {
  const value = literalAfter(text, marker);
  if (typeof value !== 'number') throw new Error(`'${marker}' is not followed by a number`);
  return value;
}

/** The `.matches('...')` regexes in `text`, in order. */
export function regexesIn(text: string): string[] {
  return callsOf(text, 'matches').map((args) => parseLiteral(args[0] as string) as string);
}

/** Every list literal in the rules, with the function (or null: a match block) it is written in. */
export function listLiterals(): Array<{ items: Literal[]; inFunction: string | null }> {
  const lists: Array<{ items: Literal[]; inFunction: string | null }> = [];
  const functions = [...RULES.matchAll(/\bfunction (\w+)\([^)]*\)\s*\{/g)].map((found) => {
    const open = found.index + found[0].length - 1;
    return { name: found[1] as string, start: open, end: closingIndex(RULES, open) };
  });
  let index = 0;
  while (index < RULES.length) {
    const char = RULES[index];
    if (isQuote(char)) {
      index = endOfString(RULES, index);
      continue;
    }
    if (char === '[' && /[\s(,=?:]$/.test(RULES.slice(0, index))) {
      const end = closingIndex(RULES, index);
      const source = RULES.slice(index, end + 1);
      // Indexing (list[0], days[i]) is not a literal; a list literal holds only literals.
      try {
        const items = parseLiteral(source) as Literal[];
        const within = functions.find((fn) => fn.start < index && index < fn.end);
        lists.push({ items, inFunction: within?.name ?? null });
      } catch {
        // not a literal list
      }
    }
    index += 1;
  }
  return lists;
}

/** The captured groups of the one match of `pattern` in `text`. */
export function only(text: string, pattern: RegExp): string[] {
  return onlyMatch(text, pattern, String(pattern)).slice(1) as string[];
}

/**
 * The size budget of issue #9, checked by `npm test` on every build: a change that makes a
 * customer's phone download more before Sabor's first paint, or before the home page shows its
 * restaurants, fails with a message that names the budget.
 *
 * Usage: node scripts/check-size-budget.mjs <dist folder> (a build made with manifest: true).
 */
import path from 'node:path';
import { firstLoadFiles, firstPaintFiles, kB, readManifest, sizeOf } from './lib/bundle-sizes.mjs';

/** Budgets in bytes of gzip-compressed JavaScript. */
export const BUDGETS = [
  {
    name: 'initial JS for /inicio (before the first paint)',
    limit: 200_000,
    measure: (manifest, dist) => sizeOf(dist, firstPaintFiles(manifest)).js,
  },
  {
    // A visitor's home: its first page of restaurants over REST with plain fetch
    // (services/home-listing.ts, firestore-rest.ts), no Firebase SDK at all, no Auth
    // (services/session-hint.ts), the place chooser and the search results loaded when wanted:
    // 246.9 kB before issue #27, 149.2 kB after (target 150 kB); issue #49 lowered it to 135 kB.
    name: 'JS of the whole first load of /inicio for a visitor (until the restaurants show)',
    limit: 135_000,
    measure: (manifest, dist) => sizeOf(dist, firstLoadFiles(manifest, '/inicio')).js,
  },
  {
    // The menu ships its product sheet (complementos included, issue #25) with the page, so a tap
    // on a dish opens at once; it reads with Firestore Lite and Auth, never the full SDK: 281.6 kB
    // before issue #27, 182.9 kB after (the sheet prices with domain/catalog/item-price.ts, no valibot).
    name: 'JS of the whole first load of a menu (/cardapio/{id}, its product sheet included)',
    limit: 190_000,
    measure: (manifest, dist) => sizeOf(dist, firstLoadFiles(manifest, '/cardapio/{id}')).js,
  },
];

const dist = path.resolve(process.argv[2] ?? 'dist');
const manifest = readManifest(dist);
let over = 0;
for (const budget of BUDGETS) {
  const size = budget.measure(manifest, dist);
  const ok = size <= budget.limit;
  if (!ok) over += 1;
  console.log(
    ok
      ? `size budget ok: ${budget.name} is ${kB(size)} gzip (budget ${kB(budget.limit)})`
      : `SIZE BUDGET EXCEEDED: ${budget.name} is ${kB(size)} gzip, over its budget of ${kB(budget.limit)} (scripts/check-size-budget.mjs)`,
  );
}
process.exit(over === 0 ? 0 : 1);

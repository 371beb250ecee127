/**
 * Firestore document reads per step of a visitor's visit, counted from what the app's Firestore
 * SDK received (its debug log, switched on for the benchmark only: src/services/firebase.ts).
 * Billing rules applied: one read per document a listener or query delivers, at least one per
 * query that returns nothing, and at least one per aggregation (one per 1000 index entries it
 * scans, which the log does not show; the admin figures below count those exactly).
 */
import { PHONE } from './browser.mjs';
import { printTable } from './format.mjs';
import { partnerCard } from './transfer.mjs';

const SETTLE_MS = 1500;

/** Tallies one message of Firestore's debug log. */
function tally(counter, text) {
  if (/RPC 'Listen' stream .* received:/.test(text)) {
    counter.documents += (text.match(/"documentChange"/g) ?? []).length;
    // A query that matched nothing still bills one read: its target turns CURRENT with no document.
    for (const match of text.matchAll(/"targetChangeType":\s*"ADD"[^}]*"targetIds":\s*\[([\d,\s]+)\]/g)) {
      for (const id of match[1].split(',')) counter.targets.add(id.trim());
    }
    for (const match of text.matchAll(/"documentChange":\s*\{[\s\S]*?"targetIds":\s*\[([\d,\s]+)\]/g)) {
      for (const id of match[1].split(',')) counter.targetsWithDocuments.add(id.trim());
    }
  } else if (/RPC 'RunAggregationQuery' .* received:/.test(text)) {
    counter.aggregations += 1;
  } else if (/RPC 'BatchGetDocuments' .* received:/.test(text)) {
    counter.documents += (text.match(/"found"|"missing"/g) ?? []).length;
  } else if (/RPC 'RunQuery' .* received:/.test(text)) {
    counter.documents += Math.max(1, (text.match(/"document"/g) ?? []).length);
  }
}

function newCounter() {
  return { documents: 0, aggregations: 0, targets: new Set(), targetsWithDocuments: new Set() };
}

function billed(counter) {
  const emptyQueries = [...counter.targets].filter((id) => !counter.targetsWithDocuments.has(id)).length;
  return { documents: counter.documents, emptyQueries, aggregations: counter.aggregations, reads: counter.documents + emptyQueries + counter.aggregations };
}

export async function measureReads(browser, base) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript(() => localStorage.setItem('sabor-firestore-log', 'debug'));
  try {
    const page = await context.newPage();
    let counter = newCounter();
    page.on('console', (message) => tally(counter, message.text()));
    const step = async (name, action) => {
      counter = newCounter();
      await action();
      await page.waitForTimeout(SETTLE_MS);
      return { name, ...billed(counter) };
    };
    const rows = [];
    rows.push(
      await step('open /inicio (visitor, empty cache)', async () => {
        await page.goto(`${base}/inicio`);
        await partnerCard(page, 'Cantina da Nonna').waitFor();
      }),
    );
    rows.push(
      await step('one search ("pizza")', async () => {
        await page.getByRole('searchbox', { name: 'Buscar restaurantes e pratos' }).fill('pizza');
        await page.getByText(/Pizza Margherita/).first().waitFor();
      }),
    );
    rows.push(
      await step('a second search ("lasanha")', async () => {
        await page.getByRole('searchbox', { name: 'Buscar restaurantes e pratos' }).fill('lasanha');
        await page.getByText(/Lasanha/).first().waitFor();
      }),
    );
    rows.push(
      await step('open a menu (/cardapio/cantina-da-nonna, from the home page)', async () => {
        await page.getByRole('searchbox', { name: 'Buscar restaurantes e pratos' }).fill('');
        await partnerCard(page, 'Cantina da Nonna').click();
        await page.getByRole('button', { name: /^Lasanha à Bolonhesa/ }).waitFor();
      }),
    );
    rows.push(
      await step('a menu with complementos (/cardapio/burger-do-bairro) and one product sheet', async () => {
        await page.goto(`${base}/cardapio/burger-do-bairro`);
        await page.getByRole('button', { name: /^X-Burger Clássico/ }).click();
        await page.getByRole('dialog', { name: 'X-Burger Clássico' }).getByText('Ponto da carne').waitFor();
      }),
    );
    return rows;
  } finally {
    await context.close();
  }
}

export function printReads(rows) {
  console.log('\nFirestore reads per step (counted from what the SDK received; demo data: 10 restaurants, 73 products, 5 groups of complementos):\n');
  printTable(
    ['step', 'billed reads', 'documents', 'empty queries', 'aggregations'],
    rows.map((row) => [row.name, row.reads, row.documents, row.emptyQueries, row.aggregations]),
  );
}

/**
 * Lighthouse 12 (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown, its
 * defaults) on the system Chromium, several runs per page, medians.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { median, printTable } from './format.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function runOnce(url) {
  // A fresh browser per run: nothing cached between runs, as for a first visit.
  const chrome = await chromeLauncher.launch({ chromePath: await ensureChromium(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      si: audits['speed-index'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing: Object.values(result.lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => audit.id),
      // e.g. Firestore's listen channel never lets the network go quiet, so Lighthouse waits its
      // full 45 s and says so; printed so that a figure is never read without its caveat.
      warnings: result.lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

export async function measureLighthouse(base, paths, runs) {
  const rows = [];
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await runOnce(`${base}${path}`));
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      path,
      runs: results,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      si: pick('si'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      failing: [...new Set(results.flatMap((result) => result.failing))],
      warnings: [...new Set(results.flatMap((result) => result.warnings))],
    });
  }
  return rows;
}

/** Performance and TBT before issue #27 (measured on a quiet machine), beside today's. */
const BEFORE_ISSUE_27 = { '/inicio': { performance: 76, tbt: 983 }, '/cardapio/cantina-da-nonna': { performance: 82, tbt: 652 } };

export function printLighthouse(rows) {
  const runs = rows[0]?.runs.length ?? 0;
  console.log(`\nLighthouse 12, mobile, medians of ${runs} runs (system Chromium; simulated slow 4G, 4x CPU slowdown):\n`);
  printTable(
    ['page', 'performance', 'before (issue #27)', 'accessibility', 'best practices', 'FCP', 'LCP', 'Speed Index', 'TBT', 'TBT before (issue #27)', 'CLS', 'performance per run'],
    rows.map((row) => [
      row.path,
      row.performance,
      BEFORE_ISSUE_27[row.path]?.performance ?? '—',
      row.accessibility,
      row.bestPractices,
      `${(row.fcp / 1000).toFixed(2)} s`,
      `${(row.lcp / 1000).toFixed(2)} s`,
      `${(row.si / 1000).toFixed(2)} s`,
      `${Math.round(row.tbt)} ms`,
      BEFORE_ISSUE_27[row.path] ? `${BEFORE_ISSUE_27[row.path].tbt} ms` : '—',
      row.cls.toFixed(3),
      row.runs.map((run) => run.performance).join(' / '),
    ]),
  );
  for (const row of rows) {
    if (row.failing.length) console.log(`${row.path}: audits not passed in some run: ${row.failing.join(', ')}`);
    for (const warning of row.warnings) console.log(`${row.path}: Lighthouse warned: ${warning}`);
  }
}

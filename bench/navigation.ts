/**
 * `npm run bench`: how long an in-page navigation takes against a full load of the same page
 * (issue 12's budget: at most 0.35 of it), in one browser session on a fresh demo shop, runs
 * alternating so both meet the same machine load; the median of each is compared. "Done" is the
 * same moment for both: the new page's data is in the outlet and the runtime has started on it
 * (navigate() resolved / the shop:start event after a load). Measured, never asserted; written
 * to bench/results.json under `navigation`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launch } from '../test/helpers/node/browser.ts';
import { startDemo } from '../test/helpers/node/demo-server.ts';

const BUDGET = 0.35;
const RUNS = 7;
const ROUTES: [from: string, to: string][] = [
  ['/', '/category/clothing'],
  ['/category/clothing', '/product/classic-shirt'],
  ['/product/classic-shirt', '/article/caring-for-linen'],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const demo = await startDemo();
const browser = await launch();
const rows: { from: string; to: string; inPageMs: number; fullLoadMs: number; ratio: number; overBudget: boolean }[] = [];
try {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  // When the runtime started, in ms from the navigation's start (a string: tsx would wrap a
  // function in a helper the page lacks).
  await page.addInitScript(`document.addEventListener('shop:start', () => { window.__shopStarted = performance.now(); }, { once: true });`);
  for (const [from, to] of ROUTES) {
    const inPage: number[] = [];
    const full: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${demo.url}${from}`, { waitUntil: 'networkidle' });
      // The page loader and the target's element chunks are cached after the first run, as they
      // are for a shopper after the first move.
      const ms = await page.evaluate(async (path) => {
        const t0 = performance.now();
        const moved = await (window as unknown as { ShopElements: { navigate(url: string): Promise<boolean> } }).ShopElements.navigate(path);
        if (!moved) throw new Error(`in-page navigation to ${path} did not happen`);
        return performance.now() - t0;
      }, to);
      inPage.push(ms);
      await page.goto(`${demo.url}${to}`, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => (window as unknown as { __shopStarted?: number }).__shopStarted);
      full.push(Number(await handle.jsonValue()));
    }
    const inPageMs = Math.round(median(inPage));
    const fullLoadMs = Math.round(median(full));
    const ratio = Number((inPageMs / fullLoadMs).toFixed(2));
    rows.push({ from, to, inPageMs, fullLoadMs, ratio, overBudget: ratio > BUDGET });
  }
} finally {
  await browser.close();
  await demo.close();
}

console.log(`\nIn-page navigation against a full load (median of ${RUNS} alternating runs, budget ${BUDGET} of it)\n`);
for (const r of rows) console.log(`${`${r.from} -> ${r.to}`.padEnd(52)}${`${r.inPageMs} ms`.padStart(8)}${`${r.fullLoadMs} ms`.padStart(10)}${String(r.ratio).padStart(7)}${r.overBudget ? '  OVER' : ''}`);
const results = JSON.parse(readFileSync('bench/results.json', 'utf8'));
results.navigation = { budget: BUDGET, runs: RUNS, viewport: '390x844', routes: rows };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('Written to bench/results.json (navigation)');

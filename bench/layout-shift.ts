/**
 * `npm run bench`, second part: the layout shift of every demo page while its elements load,
 * on a phone (390x844) and a desktop (1366x900), from the first paint until 3 s after it settled
 * (signed-in pages with the demo account's session cookie), against the built bundle and a fresh demo
 * shop. Measured and written down (bench/layout-shift.json), never asserted here; the budget is
 * reported (test/e2e/layout-shift.test.ts holds the pages already within it to it).
 */
import { writeFileSync } from 'node:fs';
import { launch } from '../test/helpers/node/browser.ts';
import { signedInCookies, startDemo } from '../test/helpers/node/demo-server.ts';
import { measureLayoutShift, VIEWPORTS } from '../test/helpers/node/layout-shift.ts';
import { PAGES, SIGNED_IN_PAGES } from './pages.ts';

/** Core Web Vitals call 0.1 "good"; the shop's own budget is ten times stricter. */
const BUDGET = 0.01;
/** The shared page list (bench/pages.ts), a language prefix, and the signed-in shopper's own pages. */
const VIEWS = [...[...PAGES, '/zh'].map((page) => ({ page, signedIn: false })), ...SIGNED_IN_PAGES.map((page) => ({ page, signedIn: true }))];
/** Counted from the first paint until 3 s after the page settled, no input (issue 18's measure). */
const WATCH_MS = 3000;

const demo = await startDemo();
const browser = await launch();
const rows: { page: string; viewport: string; cls: number; overBudget: boolean; moved: string[] }[] = [];
try {
  for (const { page, signedIn } of VIEWS) {
    const path = signedIn ? `${page} (signed in)` : page;
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { cls, shifts } = await measureLayoutShift(browser, `${demo.url}${page}`, viewport, { cookies: signedIn ? await signedInCookies(demo) : [], watchMs: WATCH_MS, fromParsed: false });
      const moved = shifts.filter((s) => s.value >= 0.001).map((s) => `${s.value.toFixed(4)} ${s.sources[0] ?? ''}`);
      rows.push({ page: path, viewport: `${name} ${viewport.width}x${viewport.height}`, cls: Number(cls.toFixed(4)), overBudget: cls > BUDGET, moved });
    }
  }
} finally {
  await browser.close();
  await demo.close();
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\nLayout shift while the elements load (budget ${BUDGET})\n`);
console.log(`${pad('page', 40)}${pad('phone 390x844', 16)}desktop 1366x900`);
for (const path of [...new Set(rows.map((r) => r.page))]) {
  const [phone, desktop] = rows.filter((r) => r.page === path);
  const cell = (r?: (typeof rows)[number]) => (r ? `${r.cls.toFixed(4)}${r.overBudget ? ' OVER' : ''}` : '-');
  console.log(`${pad(path, 40)}${pad(cell(phone), 16)}${cell(desktop)}`);
}
const over = rows.filter((r) => r.overBudget);
console.log(over.length ? `\nOver budget: ${over.map((r) => `${r.page} (${r.viewport})`).join(', ')}` : '\nEvery page is within the budget.');
writeFileSync('bench/layout-shift.json', `${JSON.stringify({ budget: BUDGET, pages: rows }, null, 2)}\n`);
console.log('Written to bench/layout-shift.json');

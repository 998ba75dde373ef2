/**
 * `npm run bench`: what each demo page's JavaScript weighs once every element on it is used
 * (issue 19), read from the pages as the server draws them (test/helpers/node/page-weight.ts,
 * which test/e2e/page-weight.test.ts holds to the budgets). Where a size hides some of a page's
 * elements (the product page's galleries), the weight at each size too, without them: they never
 * load there. Written to bench/page-weight.json and README's table (bench/readme.mjs).
 */
import { writeFileSync } from 'node:fs';
import { signedInCookies, startDemo } from '../test/helpers/node/demo-server.ts';
import { launch } from '../test/helpers/node/browser.ts';
import { VIEWPORTS } from '../test/helpers/node/layout-shift.ts';
import { DEFAULT_BUDGET, gzipOf, hiddenBySize, PAGE_BUDGETS, PASTED_PRICE, pageWeight, readManifest } from '../test/helpers/node/page-weight.ts';
import { PAGES, SIGNED_IN_PAGES } from './pages.ts';

const manifest = readManifest();
const demo = await startDemo();
/** Where a size hides some of the page's elements: what the page weighs at each size (those left out). */
type BySize = { size: string; requests: number; gzip: number; leftOut: string[] }[];
const rows: { page: string; requests: number; gzip: number; budget: number; tags: string[]; bySize?: BySize; parts?: { part: string; files: number; gzip: number }[] }[] = [];
const browser = await launch();
try {
  const session = await signedInCookies(demo);
  const cookie = session.map((c) => `${c.name}=${c.value}`).join('; ');
  const views = [...PAGES.map((path) => ({ path, signedIn: false })), ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true }))];
  for (const { path, signedIn } of views) {
    const html = await (await fetch(`${demo.url}${path}`, { headers: signedIn ? { cookie } : {} })).text();
    const weight = pageWeight(html, manifest, { signedIn });
    const hidden = await hiddenBySize(browser, `${demo.url}${path}`, VIEWPORTS, signedIn ? session : []);
    const bySize = Object.entries(hidden)
      .filter(([, leftOut]) => leftOut.length)
      .map(([size, leftOut]) => {
        const atSize = pageWeight(html, manifest, { leaveOut: leftOut, signedIn });
        return { size, requests: atSize.files.length, gzip: atSize.gzip, leftOut };
      });
    rows.push({ page: `${path}${signedIn ? ' (signed in)' : ''}`, requests: weight.files.length, gzip: weight.gzip, budget: PAGE_BUDGETS[path] ?? DEFAULT_BUDGET, tags: weight.tags, ...(bySize.length ? { bySize } : {}) });
  }
} finally {
  await browser.close();
  await demo.close();
}
const pasted = pageWeight(PASTED_PRICE, manifest);
// What the pasted price is made of (issue 19 asks README to say): its files by part, largest first.
const PARTS: [RegExp, string][] = [
  [/^chunks\/react-/, 'React, react-dom, r2wc and the element plumbing'],
  [/^chunks\/runtime-/, 'the runtime'],
  [/^chunks\/http-/, 'the http client (ky)'],
  [/^chunks\/element-table-/, 'the element table'],
  [/^messages\//, 'the words (the runtime\'s and the price\'s, in English)'],
  [/^shop-elements\.js$/, 'the loader'],
  [/^chunks\/product-price-/, 'the price element'],
];
const parts = new Map<string, { part: string; files: number; gzip: number }>();
for (const file of pasted.files) {
  const part = PARTS.find(([test]) => test.test(file))?.[1] ?? 'code the price shares with other elements';
  const entry = parts.get(part) ?? { part, files: 0, gzip: 0 };
  entry.files += 1;
  entry.gzip += gzipOf(file);
  parts.set(part, entry);
}
rows.push({ page: 'a pasted `<shop-product-price>` (no server render)', requests: pasted.files.length, gzip: pasted.gzip, budget: PAGE_BUDGETS['a pasted price']!, tags: pasted.tags, parts: [...parts.values()].sort((a, b) => b.gzip - a.gzip) });
for (const row of rows) {
  console.log(`${row.page.padEnd(52)}${String(row.requests).padStart(4)}${`${(row.gzip / 1024).toFixed(1)} KB`.padStart(10)}${row.gzip > row.budget ? '  OVER' : ''}`);
  for (const at of row.bySize ?? []) console.log(`  at ${at.size} size, without ${at.leftOut.join(', ')}`.padEnd(52) + `${String(at.requests).padStart(4)}${`${(at.gzip / 1024).toFixed(1)} KB`.padStart(10)}`);
}
writeFileSync(new URL('./page-weight.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), pages: rows }, null, 2)}\n`);
console.log('Written to bench/page-weight.json');

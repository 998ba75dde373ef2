/**
 * `npm run bench`: the script every demo page downloads before the shopper does anything
 * (issue 18's budget: 30 KB gzip), at 390x844, a guest's pages and the signed-in shopper's own.
 * Written to bench/js-before-use.json and README's table (bench/readme.mjs); the budget is
 * checked by test/e2e/js-before-use.test.ts (bytes, not time).
 */
import { writeFileSync } from 'node:fs';
import { launch } from '../test/helpers/node/browser.ts';
import { signedInCookies, startDemo } from '../test/helpers/node/demo-server.ts';
import { MAX_BEFORE_USE, scriptsBeforeUse } from '../test/helpers/node/js-before-use.ts';
import { VIEWPORTS } from '../test/helpers/node/layout-shift.ts';
import { PAGES, SIGNED_IN_PAGES } from './pages.ts';

const demo = await startDemo();
const browser = await launch();
const rows: { page: string; requests: number; gzip: number; overBudget: boolean; files: string[] }[] = [];
try {
  const views = [...PAGES.map((path) => ({ path, signedIn: false })), ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true }))];
  for (const { path, signedIn } of views) {
    const page = signedIn ? `${path} (signed in)` : path;
    const r = await scriptsBeforeUse(browser, `${demo.url}${path}`, VIEWPORTS.phone, signedIn ? await signedInCookies(demo) : []);
    rows.push({ page, requests: r.files.length, gzip: r.gzip, overBudget: r.gzip > MAX_BEFORE_USE, files: r.files });
    console.log(`${page.padEnd(36)}${String(r.files.length).padStart(4)}${`${(r.gzip / 1024).toFixed(1)} KB`.padStart(10)}${r.gzip > MAX_BEFORE_USE ? '  OVER' : ''}`);
  }
} finally {
  await browser.close();
  await demo.close();
}
writeFileSync(new URL('./js-before-use.json', import.meta.url), `${JSON.stringify({ budget: { gzip: MAX_BEFORE_USE }, date: new Date().toISOString(), pages: rows }, null, 2)}\n`);
console.log(`\n${rows.filter((r) => r.overBudget).length} of ${rows.length} pages over the budget (${MAX_BEFORE_USE / 1024} KB gzip before use).`);

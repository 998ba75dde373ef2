/**
 * `npm run bench`: one render, measured as the shopper sees it (issue 18). For every demo page
 * a guest reaches (and the signed-in shopper's own pages), at 390x844 and 1366x900: the share of the first screen's pixels that differ
 * between JavaScript off (the server's html) and every element loaded and drawn, and the page
 * height both ways; and the pixels that change as the page upgrades with JavaScript on (loaded
 * untouched against every element loaded). Written to bench/one-render.json and README's table (bench/readme.mjs);
 * never asserted here (test/e2e/one-render.test.ts holds the pages already within the budget).
 */
import { writeFileSync } from 'node:fs';
import { launch } from '../test/helpers/node/browser.ts';
import { signedInCookies, startDemo } from '../test/helpers/node/demo-server.ts';
import { VIEWPORTS } from '../test/helpers/node/layout-shift.ts';
import { compareOneRender, MAX_DIFFERING, MAX_HEIGHT_CHANGE } from '../test/helpers/node/one-render.ts';
import { PAGES, SIGNED_IN_PAGES } from './pages.ts';

const demo = await startDemo();
const browser = await launch();
const rows: { page: string; viewport: string; differing: number; upgrading: number; heightOff: number; heightOn: number; overBudget: boolean }[] = [];
try {
  const views = [...PAGES.map((page) => ({ page, signedIn: false })), ...SIGNED_IN_PAGES.map((page) => ({ page, signedIn: true }))];
  for (const { page: path, signedIn } of views) {
    const page = signedIn ? `${path} (signed in)` : path;
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const r = await compareOneRender(browser, `${demo.url}${path}`, viewport, undefined, signedIn ? await signedInCookies(demo) : []);
      const overBudget = r.differing > MAX_DIFFERING || Math.abs(r.heightOn - r.heightOff) > MAX_HEIGHT_CHANGE;
      rows.push({ page, viewport: `${name} ${viewport.width}x${viewport.height}`, differing: Number((r.differing * 100).toFixed(2)), upgrading: Number((r.upgrading * 100).toFixed(2)), heightOff: r.heightOff, heightOn: r.heightOn, overBudget });
      console.log(`${page.padEnd(30)}${name.padEnd(9)}${`${(r.differing * 100).toFixed(2)}%`.padStart(8)}${`${(r.upgrading * 100).toFixed(2)}%`.padStart(8)}  height ${r.heightOff} -> ${r.heightOn}${overBudget ? '  OVER' : ''}`);
    }
  }
} finally {
  await browser.close();
  await demo.close();
}
writeFileSync(new URL('./one-render.json', import.meta.url), `${JSON.stringify({ budget: { differingPercent: MAX_DIFFERING * 100, heightPx: MAX_HEIGHT_CHANGE }, date: new Date().toISOString(), pages: rows }, null, 2)}\n`);
console.log(`\n${rows.filter((r) => r.overBudget).length} of ${rows.length} page views over the budget (${MAX_DIFFERING * 100}% of the first screen, ${MAX_HEIGHT_CHANGE} px of height).`);

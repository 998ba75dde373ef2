#!/usr/bin/env node
// Prints the README's "Lighthouse (mobile)" table (markdown) from bench/results.json, as
// bench/lighthouse.mjs last wrote it: each figure, with how far it is from its budget where the
// page has one. Paste the output into README.md when the figures change.
//
//   node bench/readme-table.mjs
import { readFileSync } from 'node:fs';

const { lighthouse } = JSON.parse(readFileSync(new URL('results.json', import.meta.url), 'utf8'));
if (!lighthouse) {
  console.error('bench/results.json has no "lighthouse" key yet: run node bench/lighthouse.mjs first.');
  process.exit(1);
}
const { pages, budgets } = lighthouse;

/** "0.91 (-0.04 under 0.95)", "12 ms (within 50 ms)", or the bare figure where no budget applies. */
function cell(page, key, digits, unit = '') {
  const value = page[key];
  if (value === null || value === undefined) return '-';
  const text = `${value.toFixed(digits)}${unit}`;
  const budget = budgets[key];
  if (!budget?.pages.includes(page.name)) return text;
  const limit = budget.min ?? budget.max;
  const miss = value - limit;
  const within = budget.min !== undefined ? miss >= 0 : miss <= 0;
  const limitText = `${budget.min !== undefined ? '>=' : '<='} ${limit}${unit}`;
  return within ? `${text} (OK, ${limitText})` : `**${text}** (${miss > 0 ? '+' : ''}${miss.toFixed(digits)}${unit}, ${limitText})`;
}

const day = lighthouse.date.slice(0, 10);
console.log(`| page | performance | CLS | TBT | LCP | JS before use | JS in all |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const page of pages) {
  console.log(
    `| ${page.name} \`${page.path}\` | ${cell(page, 'performance', 2)} | ${cell(page, 'cls', 3)} | ${cell(page, 'tbtMs', 0, ' ms')} | ${cell(page, 'lcpMs', 0, ' ms')} | ${cell(page, 'jsBeforeInteractionKB', 1, ' KB')} | ${cell(page, 'jsTotalKB', 1, ' KB')} |`,
  );
}
console.log(
  `\nLighthouse ${lighthouse.lighthouse}, ${lighthouse.preset}, ${lighthouse.chromium}, median of ${lighthouse.runs} run(s) a page, ${day}.`,
);

#!/usr/bin/env node
// `npm run bench`: builds the production bundle, then prints and writes bench/results.json:
// the raw and gzip size of the loader, the runtime, the shared React chunk, each element chunk
// and each group of shared code. Sizes are measured and written down; the budgets below are
// reported. (What a whole page weighs, read from the demo's pages: bench/page-weight.ts, held to
// its budgets by test/e2e/page-weight.test.ts.)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Budgets (gzip bytes). Over budget is printed, and listed in results.json, not thrown.
// The runtime is what every page runs first; the words come in groups by the elements that use
// them, in the page's language only, each group with the first element that needs it; the http
// client (ky) and the page loader come after the start. The element table's chunk holds the table
// (about 2.3 KB), the code that schedules elements by it (about 2.6 KB, the loader's until it
// became a few hundred bytes) and where each element's words are (about 0.4 KB since 2026-12-06:
// a page then fetches its elements' words, 3 to 9 KB less than the whole catalogue): 6 KB.
const budgets = { loader: 2048, table: 6144, runtime: 10240, words: 2048, http: 8192, sanitizer: 12288, react: 76800, element: 4096 };

execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(`dist/${file}`);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const runtime = Object.keys(manifest.chunks).find((f) => manifest.chunks[f].runtime);
const react = Object.keys(manifest.chunks).find((f) => /^chunks\/react-/.test(f));
const sanitizer = Object.keys(manifest.chunks).find((f) => /^chunks\/sanitizer-/.test(f));

const rows = [
  { name: 'loader (shop-elements.js)', file: 'shop-elements.js', budget: budgets.loader },
  { name: 'element table (with the runtime)', file: manifest.start.find((f) => /^chunks\/element-table-/.test(f)), budget: budgets.table },
  { name: 'runtime', file: runtime, budget: budgets.runtime },
  // The words, in groups by the elements that use them (scripts/message-groups.mjs): each group
  // in English, and each language's groups together (what a page using every element fetches).
  ...manifest.messages.files.en.map((file, group) => ({ name: `words ${group} (en)`, file, budget: budgets.words })),
  { name: 'http client + ky (after start)', file: Object.keys(manifest.chunks).find((f) => /^chunks\/http-/.test(f)), budget: budgets.http },
  { name: 'page loader (first navigation or press, or an arrival)', file: Object.keys(manifest.chunks).find((f) => /^chunks\/page-loader-/.test(f)), budget: budgets.element },
  { name: 'html sanitiser (first navigation)', file: sanitizer, budget: budgets.sanitizer },
  { name: 'react + r2wc + widget plumbing', file: react, budget: budgets.react },
  ...Object.entries(manifest.elements)
    .sort()
    .map(([tag, file]) => ({ name: `<${tag}>`, file, budget: budgets.element })),
  // Shared code, grouped by the elements that use it (rollup.config.mjs): each group on its own.
  ...Object.keys(manifest.chunks)
    .filter((f) => /^chunks\/shared-/.test(f))
    .sort()
    .map((file) => ({ name: `shared ${file.slice('chunks/shared-'.length, -'.js'.length)}`, file, budget: budgets.element })),
].map((row) => ({ ...row, ...size(row.file), overBudget: size(row.file).gzip > row.budget }));

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

console.log(`\nShop Elements ${manifest.version}: sizes (production build, gzip -9)\n`);
console.log(`${pad('chunk', 34)}${lpad('raw', 12)}${lpad('gzip', 12)}${lpad('budget', 12)}`);
for (const row of rows) console.log(`${pad(row.name, 34)}${lpad(kb(row.raw), 12)}${lpad(kb(row.gzip), 12)}${lpad(kb(row.budget), 12)}${row.overBudget ? '  OVER' : ''}`);

const over = rows.filter((r) => r.overBudget).map((r) => r.name);
console.log(over.length ? `\nOver budget: ${over.join(', ')}` : '\nEvery chunk is within its budget.');

// The Lighthouse and navigation figures (bench/lighthouse.mjs, bench/navigation.ts) live in the
// same file: kept until those run again.
let earlier = {};
try {
  const { lighthouse, navigation } = JSON.parse(readFileSync('bench/results.json', 'utf8'));
  earlier = { lighthouse, navigation };
} catch {
  earlier = {};
}
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ version: manifest.version, node: process.version, budgets, chunks: rows, overBudget: over, ...earlier }, null, 2)}\n`,
);
console.log('Written to bench/results.json');

#!/usr/bin/env node
// `npm run bench`: builds the production bundle, then prints and writes bench/results.json:
// the raw and gzip size of the loader, the runtime, the shared React chunk and each element
// chunk, and what a page pays for a set of tags (its chunks and everything they import).
// Sizes are measured and written down, never asserted; the budgets below are reported.
//
//   npm run bench                         the standard pages below
//   npm run bench -- shop-cart shop-empty one more page made of these tags
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Budgets (gzip bytes). Over budget is printed, and listed in results.json, not thrown.
// The runtime is what every page runs first; the page's language (messages, every element's
// words in one language) is a chunk of its own fetched beside it, so a page pays for one
// language only; the http client (ky) and the page loader come after the start.
const budgets = { loader: 2048, runtime: 10240, messages: 12288, http: 8192, sanitizer: 12288, react: 76800, element: 4096 };

// Pages by the tags the demo shop's screens embed; tags not built yet are listed as such.
// Every demo page has the same header and footer elements.
const shell = ['shop-cart-drawer', 'shop-search', 'shop-locale', 'shop-newsletter'];
const pages = {
  'no elements': [],
  'shell only': shell,
  'home': [...shell, 'shop-product-list', 'shop-product-modal', 'shop-product-price', 'shop-product-score', 'shop-slides'],
  'product': [...shell, 'shop-nav', 'shop-product-price', 'shop-product-score', 'shop-product-spec', 'shop-product-mobile-image', 'shop-product-photo', 'shop-product-slides', 'shop-product-buttons', 'shop-reviews'],
  'category': [...shell, 'shop-nav', 'shop-category-product', 'shop-product-price', 'shop-product-score'],
  'article': [...shell, 'shop-nav', 'shop-html-content', 'shop-comments', 'shop-article-list'],
  'cart': [...shell, 'shop-cart'],
  // One element draws every step (information, payment, success): the same download each time.
  'checkout (every step)': [...shell, 'shop-checkout'],
};

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

/** Every page downloads the loader and what it starts (element table, runtime); each tag adds
 * its chunks (manifest.preload). `eager` counts only the tags whose default loading is eager (what
 * a page pays before the shopper does anything): on the demo's pages every element is drawn by
 * the server, whose default is then `interaction` (docs/loading.md); tags given on the command
 * line stand for a pasted tag the server drew nothing for, eager unless the manifest says
 * otherwise. `all` counts every tag (once all are used). (A navigation adds the sanitiser once.) */
function pageCost(tags, drawn = true) {
  const unknown = tags.filter((tag) => !manifest.elements[tag]);
  const cost = (wanted) => {
    // The page's language is fetched with the start: English here (the others weigh about the same).
    const files = new Set([manifest.loader, ...manifest.start, manifest.locales.en]);
    for (const tag of wanted) for (const f of manifest.preload[tag] ?? []) files.add(f);
    const total = [...files].reduce((sum, f) => ({ raw: sum.raw + size(f).raw, gzip: sum.gzip + size(f).gzip }), { raw: 0, gzip: 0 });
    return { files: [...files].sort(), requests: files.size, ...total };
  };
  const all = cost(tags);
  const eager = cost(tags.filter((tag) => (manifest.loading[tag] ?? (drawn ? 'interaction' : 'eager')) === 'eager'));
  return { tags, unknown, ...all, eager: { requests: eager.requests, raw: eager.raw, gzip: eager.gzip } };
}

const extra = process.argv.slice(2);
if (extra.length) pages['given tags'] = extra.map((t) => (t.startsWith('shop-') ? t : `shop-${t}`));

const rows = [
  { name: 'loader (shop-elements.js)', file: 'shop-elements.js', budget: budgets.loader },
  { name: 'element table (with the runtime)', file: manifest.start.find((f) => /^chunks\/element-table-/.test(f)), budget: budgets.element },
  { name: 'runtime', file: runtime, budget: budgets.runtime },
  ...Object.entries(manifest.locales)
    .sort()
    .map(([code, file]) => ({ name: `messages (${code})`, file, budget: budgets.messages })),
  { name: 'http client + ky (after start)', file: Object.keys(manifest.chunks).find((f) => /^chunks\/http-/.test(f)), budget: budgets.http },
  { name: 'page loader (first navigation)', file: Object.keys(manifest.chunks).find((f) => /^chunks\/page-loader-/.test(f)), budget: budgets.element },
  { name: 'html sanitiser (first navigation)', file: sanitizer, budget: budgets.sanitizer },
  { name: 'react + r2wc + widget plumbing', file: react, budget: budgets.react },
  ...Object.entries(manifest.elements)
    .sort()
    .map(([tag, file]) => ({ name: `<${tag}>`, file, budget: budgets.element })),
].map((row) => ({ ...row, ...size(row.file), overBudget: size(row.file).gzip > row.budget }));

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

console.log(`\nShop Elements ${manifest.version}: sizes (production build, gzip -9)\n`);
console.log(`${pad('chunk', 34)}${lpad('raw', 12)}${lpad('gzip', 12)}${lpad('budget', 12)}`);
for (const row of rows) console.log(`${pad(row.name, 34)}${lpad(kb(row.raw), 12)}${lpad(kb(row.gzip), 12)}${lpad(kb(row.budget), 12)}${row.overBudget ? '  OVER' : ''}`);

const pageRows = Object.entries(pages).map(([name, tags]) => ({ name, ...pageCost(tags, name !== 'given tags') }));
console.log(`\n${pad('page', 34)}${lpad('requests', 12)}${lpad('gzip', 12)}${lpad('eager req.', 12)}${lpad('eager gzip', 12)}`);
for (const page of pageRows) console.log(`${pad(page.name, 34)}${lpad(page.requests, 12)}${lpad(kb(page.gzip), 12)}${lpad(page.eager.requests, 12)}${lpad(kb(page.eager.gzip), 12)}${page.unknown.length ? `  (not built yet: ${page.unknown.join(', ')})` : ''}`);

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
  `${JSON.stringify({ version: manifest.version, node: process.version, budgets, chunks: rows, pages: pageRows, overBudget: over, ...earlier }, null, 2)}\n`,
);
console.log('Written to bench/results.json');

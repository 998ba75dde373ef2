#!/usr/bin/env node
// Writes the README's measured figures from what `npm run bench` wrote (bench/results.json:
// sizes, page downloads, Lighthouse; bench/layout-shift.json): each table sits between
// `<!-- bench:<name> -->` and `<!-- /bench:<name> -->` in README.md and is replaced whole, so
// no figure in the README is typed by hand. The last step of `npm run bench`;
// `node bench/readme.mjs --check` exits 1 when the README's tables differ from the files
// (test/build/readme-figures.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';

const read = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
const results = read('results.json');
const shifts = read('layout-shift.json');
const oneRender = read('one-render.json');
const beforeUse = read('js-before-use.json');
const weights = read('page-weight.json');
const load = read('load.json');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes() {
  const rows = results.chunks;
  const one = (test) => rows.find((r) => test.test(r.name));
  const line = (label, row) => `| ${label} | ${kb(row.budget)} | ${kb(row.gzip)}${row.overBudget ? ' (over)' : ''} |`;
  const words = rows.filter((r) => r.name.startsWith('words '));
  const elements = rows.filter((r) => r.name.startsWith('<'));
  const shared = rows.filter((r) => r.name.startsWith('shared '));
  const range = (list) => `${kb(Math.min(...list.map((r) => r.gzip)))} to ${kb(Math.max(...list.map((r) => r.gzip)))}`;
  const overElements = elements.filter((r) => r.overBudget).map((r) => `\`${r.name.slice(1, -1)}\` ${kb(r.gzip)}`);
  return [
    '| chunk | budget (gzip) | now |',
    '|---|---|---|',
    line('loader (`dist/shop-elements.js`)', one(/^loader/)),
    line('element table (fetched with the runtime)', one(/^element table/)),
    line('runtime (session, socket, tracking, routes, element loading, languages; no messages, no http client)', one(/^runtime$/)),
    `| the words, by the elements that use them (${words.length} groups, in the page's language; each with the first element that needs it, never before) | ${kb(words[0].budget)} | ${range(words)} (en) |`,
    line('http client + ky (with the first request: an element\'s, or a signed-in shopper\'s account; the visit tracking does without it)', one(/^http client/)),
    line('page loader (the first in-page navigation or press, or a sign-in\'s arrival)', one(/^page loader/)),
    line('html sanitiser (DOMPurify; with the first navigation)', one(/^html sanitiser/)),
    line('React + r2wc + element plumbing (shared)', one(/^react/)),
    `| shared code, by the elements that use it (${shared.length} groups) | ${kb(shared[0].budget)} | ${range(shared)} |`,
    `| each element (${elements.length}) | ${kb(elements[0].budget)} | ${range(elements)}${overElements.length ? `; over: ${overElements.join(', ')}` : ''} |`,
  ].join('\n');
}

/** What each demo page downloads once every element on it is used (bench/page-weight.ts). */
function pages() {
  return [
    '| page | files | gzip | budget |',
    '|---|---|---|---|',
    ...weights.pages.map((p) => `| ${p.page} | ${p.requests} | ${kb(p.gzip)}${p.gzip > p.budget ? ' (over)' : ''} | ${kb(p.budget)} |`),
    // Where a size hides some of a page's elements: the weight at that size, which never loads them.
    ...weights.pages
      .filter((p) => p.bySize)
      .map((p) => `\n${p.page} at each size, without what that size hides (it never loads there): ${p.bySize.map((at) => `${at.size} ${kb(at.gzip)} in ${at.requests} files, without ${at.leftOut.map((tag) => `\`${tag}\``).join(', ')}`).join('; ')}.`),
    // What the pasted price is made of.
    ...weights.pages
      .filter((p) => p.parts)
      .map((p) => `\nThe pasted price's ${kb(p.gzip)}: ${p.parts.map((part) => `${part.part} ${kb(part.gzip)}${part.files > 1 ? ` (${part.files} files)` : ''}`).join('; ')}.`),
  ].join('\n');
}

/** A bench's entries as rows, one per page, with the phone's and the desktop's entry. */
function byPage(entries) {
  const rows = new Map();
  for (const entry of entries) {
    const row = rows.get(entry.page) ?? {};
    row[entry.viewport.split(' ')[0]] = entry;
    rows.set(entry.page, row);
  }
  return rows;
}

function layoutShift() {
  const cell = (e) => (e ? `${e.cls.toFixed(3)}${e.overBudget ? ' (over)' : ''}` : '-');
  return [
    `| page | phone 390x844 | desktop 1366x900 |`,
    '|---|---|---|',
    ...[...byPage(shifts.pages)].map(([page, row]) => `| \`${page}\` | ${cell(row.phone)} | ${cell(row.desktop)} |`),
  ].join('\n');
}

function lighthouse() {
  const lh = results.lighthouse;
  if (!lh) return '(no Lighthouse figures yet: run `npm run bench`)';
  /** "0.91 (-0.04, >= 0.95)" where the page has a budget, bold when it misses it. */
  const cell = (page, key, digits, unit = '') => {
    const value = page[key];
    if (value === null || value === undefined) return '-';
    const text = `${value.toFixed(digits)}${unit}`;
    const budget = lh.budgets[key];
    if (!budget?.pages.includes(page.name)) return text;
    const limit = budget.min ?? budget.max;
    const miss = value - limit;
    const within = budget.min !== undefined ? miss >= 0 : miss <= 0;
    const limitText = `${budget.min !== undefined ? '>=' : '<='} ${limit}${unit}`;
    return within ? `${text} (OK, ${limitText})` : `**${text}** (${miss > 0 ? '+' : ''}${miss.toFixed(digits)}${unit}, ${limitText})`;
  };
  return [
    '| page | performance | CLS | TBT | LCP | JS before use | JS in all |',
    '|---|---|---|---|---|---|---|',
    ...lh.pages.map((p) => `| ${p.name} \`${p.path}\` | ${cell(p, 'performance', 2)} | ${cell(p, 'cls', 3)} | ${cell(p, 'tbtMs', 0, ' ms')} | ${cell(p, 'lcpMs', 0, ' ms')} | ${cell(p, 'jsBeforeInteractionKB', 1, ' KB')} | ${cell(p, 'jsTotalKB', 1, ' KB')} |`),
    '',
    `Lighthouse ${lh.lighthouse}, ${lh.preset}, ${lh.chromium}, median of ${lh.runs} run(s) a page, ${lh.date.slice(0, 10)}.`,
  ].join('\n');
}

function navigation() {
  const nav = results.navigation;
  if (!nav) return '(no navigation figures yet: run `npm run bench`)';
  return [
    '| move | in-page navigation | full load | share (budget <= ' + nav.budget + ') |',
    '|---|---|---|---|',
    ...nav.routes.map((r) => `| \`${r.from}\` -> \`${r.to}\` | ${r.inPageMs} ms | ${r.fullLoadMs} ms | ${r.overBudget ? `**${r.ratio}**` : r.ratio} |`),
    '',
    `Median of ${nav.runs} alternating runs each, at ${nav.viewport}, on this machine.`,
  ].join('\n');
}

function oneRenderTable() {
  const cell = (e) => (e ? `${e.overBudget ? '**' : ''}${e.differing.toFixed(2)}%, ${e.heightOff} -> ${e.heightOn} px${e.overBudget ? '**' : ''}${e.upgrading === undefined ? '' : `; upgrading ${e.upgrading.toFixed(2)}%`}` : '-');
  return [
    `| page | phone 390x844 | desktop 1366x900 |`,
    '|---|---|---|',
    ...[...byPage(oneRender.pages)].map(([page, row]) => `| \`${page}\` | ${cell(row.phone)} | ${cell(row.desktop)} |`),
    '',
    `First screen's pixels differing between JavaScript off and every element loaded, and the page height both ways; budget ${oneRender.budget.differingPercent}% and ${oneRender.budget.heightPx} px (bold: over). "Upgrading": what changes with JavaScript on between the page loaded untouched and every element loaded (the shopper's first touch). ${oneRender.date.slice(0, 10)}.`,
  ].join('\n');
}

/** What each demo page downloads before the shopper does anything (bench/js-before-use.ts). */
function beforeUseTable() {
  const rows = beforeUse.pages.map((r) => `| ${r.page} | ${r.requests} | ${kb(r.gzip)}${r.overBudget ? ' (over)' : ''} |`);
  return ['| page (390x844) | scripts | gzip |', '|---|---|---|', ...rows].join('\n');
}

/** The demo server under load: one process and two on SQLite, two on PostgreSQL (bench/load.ts). */
function loadTable() {
  return [
    '| set-up | request | requests/s | p50 | p99 | failed | not 2xx | refused |',
    '|---|---|---|---|---|---|---|---|',
    ...load.rows.map((r) => `| ${r.setup} | ${r.scenario} | ${r.perSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.non2xx} | ${r.refused} |`),
    ...(load.notRun ?? []).map((n) => `| ${n.setup} | not measured: ${n.why} | | | | | | |`),
    '',
    `${load.connections} connections for ${load.seconds} s each (autocannon), load tool and server on the same ${load.cores}-core machine; failed: connection errors and requests unanswered after 10 s; not 2xx: mostly HTTP 503 "busy" (a write that waited 100 ms for another process's write lock, or on PostgreSQL a transaction that met another's, docs/api.md "Database locks"); refused: 2xx answers whose envelope refused (code other than 0). ${load.date.slice(0, 10)}.`,
  ].join('\n');
}

const blocks = { load: loadTable, sizes, pages, 'layout-shift': layoutShift, lighthouse, navigation, 'one-render': oneRenderTable, 'js-before-use': beforeUseTable };

export function render(readme) {
  let out = readme;
  for (const [name, make] of Object.entries(blocks)) {
    const pattern = new RegExp(`(<!-- bench:${name} -->\\n)[\\s\\S]*?(<!-- /bench:${name} -->)`);
    if (!pattern.test(out)) throw new Error(`README.md has no <!-- bench:${name} --> block`);
    out = out.replace(pattern, (_, open, close) => `${open}${make()}\n${close}`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = new URL('../README.md', import.meta.url);
  const readme = readFileSync(path, 'utf8');
  const next = render(readme);
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md figures differ from bench/results.json, bench/layout-shift.json, bench/one-render.json, bench/js-before-use.json and bench/load.json: run node bench/readme.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(path, next);
    console.log('README.md figures written from bench/results.json, bench/page-weight.json, bench/layout-shift.json, bench/one-render.json, bench/js-before-use.json and bench/load.json');
  }
}

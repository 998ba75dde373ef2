// The README's measured figures are written by bench/readme.mjs from what `npm run bench` wrote
// (bench/results.json, bench/layout-shift.json), never typed: a table that differs from those
// files fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
// @ts-expect-error: a plain .mjs script without types
import { render } from '../../bench/readme.mjs';

describe('README figures', () => {
  it('are the tables bench/readme.mjs writes from the bench results', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const block of ['sizes', 'pages', 'layout-shift', 'lighthouse', 'navigation']) assert.ok(readme.includes(`<!-- bench:${block} -->`), block);
    assert.equal((render as (text: string) => string)(readme), readme, 'run node bench/readme.mjs');
  });
});

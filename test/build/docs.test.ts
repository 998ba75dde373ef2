// docs/elements/ is what the analyzer's manifest says now: the analyzer runs on the sources
// into a scratch directory (custom-elements-manifest.config.mjs, CEM_OUTDIR), and
// scripts/element-pages.mjs checks every page against that fresh manifest.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';

const scratch = mkdtempSync(join(tmpdir(), 'shop-cem-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

it("docs/elements match the elements' JSDoc headers and props (npm run docs)", () => {
  const analyze = spawnSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--config', 'custom-elements-manifest.config.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, CEM_OUTDIR: scratch },
  });
  assert.equal(analyze.status, 0, analyze.stdout + analyze.stderr);
  assert.ok(existsSync(join(scratch, 'custom-elements.json')), 'the analyzer wrote no manifest');
  const pages = spawnSync(process.execPath, ['scripts/element-pages.mjs', '--check', '--manifest', join(scratch, 'custom-elements.json')], { encoding: 'utf8' });
  assert.equal(pages.status, 0, pages.stdout + pages.stderr);
});

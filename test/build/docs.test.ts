// docs/elements/ is what the analyzer's manifest of the sources says now:
// scripts/element-pages.mjs runs the analyzer (custom-elements-manifest.config.mjs) into a
// scratch directory and checks every page against that fresh manifest.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { it } from 'node:test';

it("docs/elements match the elements' JSDoc headers and props (npm run docs)", () => {
  const result = spawnSync(process.execPath, ['scripts/element-pages.mjs', '--check'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

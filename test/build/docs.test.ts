import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { it } from 'node:test';

it('custom-elements.json, the VS Code data and docs/elements match the elements\' JSDoc headers', () => {
  const result = spawnSync('node', ['scripts/element-docs.mjs', '--check'], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

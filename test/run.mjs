#!/usr/bin/env node
// `npm test`: type-check, build, then every suite, and one closing line summing them all:
//   N passed, N failed, N skipped
// Exits non-zero when anything failed. `npm test -- browser` (or typecheck, build, node)
// runs only the named steps.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);
const scratch = mkdtempSync(join(tmpdir(), 'shop-tests-'));
const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name, counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped ?? 0;
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
}

/** A step that is one check: it passes or fails as a whole. */
function check(name, command, args) {
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`);
  record(name, run(command, args) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
}

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.test\.ts$/.test(f))
    .map((f) => join(dir, f))
    .sort();
}

if (wanted('typecheck')) {
  check('typecheck (browser code)', 'npx', ['tsc', '-p', 'tsconfig.json']);
  check('typecheck (node code)', 'npx', ['tsc', '-p', 'tsconfig.node.json']);
}

if (wanted('build') || wanted('node')) check('build', 'npx', ['rollup', '-c', '--silent']);

if (wanted('browser')) {
  console.log('\n== browser tests (web-test-runner, Chromium)');
  const file = join(scratch, 'wtr.json');
  const ok = run('npx', ['wtr', '--config', 'web-test-runner.config.mjs'], { SHOP_TEST_COUNTS: file });
  const counts = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1; // the runner itself failed
  record('browser', counts);
}

if (wanted('node')) {
  const files = ['test/build', 'test/demo', 'test/e2e'].flatMap(testFiles);
  console.log(`\n== node tests (node:test): ${files.length} files`);
  const tap = join(scratch, 'node.tap');
  const ok = run('node', ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files]);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const counts = { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
  if (!ok && counts.failed === 0) counts.failed = 1;
  record('node', counts);
}

rmSync(scratch, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);

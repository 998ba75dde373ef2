#!/usr/bin/env node
// `npm test`: type-check and build, then every suite, and one closing line summing them all:
//   N passed, N failed, N skipped
// Exits non-zero when anything failed. `npm test -- browser` (or typecheck, build, node)
// runs only the named steps; `npm test -- postgres` (npm run test:postgres) runs the demo
// server's suites (test/demo) with the shop on a throwaway PostgreSQL, part of the whole run on
// CI only (CI=true: it needs PostgreSQL installed); `npm test -- --engines chromium` runs the browser suite and the
// node suite's journeys in each engine in Chromium alone (a quick local run; default
// chromium,firefox,webkit).
//
// Side by side where nothing is shared: the two type-checks and the build together, then the
// browser suite (web-test-runner) beside the node suite, whose files run two at a time (each
// file is its own process with its own demo server, database and browser). A test spends much
// of its time waiting for a browser or a server, so a 2-core machine does both at once; each
// step's lines are prefixed with its name. TEST_CONCURRENCY sets how many node files run at once.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { missingEngine } from './helpers/engines.mjs';

const args = process.argv.slice(2);
// `--engines chromium` (or chromium,firefox): the browsers the browser suite runs in. Default:
// Chromium, Firefox ESR and WebKitGTK (without CI, those installed; test/helpers/engines.mjs says
// what to install).
const enginesAt = args.findIndex((a) => a === '--engines' || a.startsWith('--engines='));
const enginesArg = enginesAt < 0 ? undefined : args[enginesAt].includes('=') ? args[enginesAt].split('=')[1] : args[enginesAt + 1];
const only = args.filter((_a, i) => enginesAt < 0 || (i !== enginesAt && !(i === enginesAt + 1 && !args[enginesAt].includes('='))));
const wanted = (step) => only.length === 0 || only.includes(step);
const onCI = /^(true|1)$/i.test(process.env.CI ?? '');
/**
 * The PostgreSQL run needs PostgreSQL installed: asked for by name, and part of the whole run on
 * CI (.ci/run installs it), where the demo server's suites must pass on both databases.
 */
const postgres = only.includes('postgres') || (onCI && only.length === 0);
const engines = (enginesArg ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim()).filter((engine) => {
  const missing = engine === 'chromium' ? undefined : missingEngine(engine);
  if (missing && !onCI && !enginesArg) console.log(`(${engine} skipped: ${missing})`);
  return !missing || onCI || enginesArg;
});
const scratch = mkdtempSync(join(tmpdir(), 'shop-tests-'));
const nodeConcurrency = Number(process.env.TEST_CONCURRENCY ?? 2);
const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
// Each failed test by name, printed again beside the summary: a long run's failures are
// otherwise thousands of lines up (CI keeps only the log's tail).
const failures = [];

/** Runs a command, its output line by line under `[name]`; resolves to whether it exited 0. */
function run(name, command, args, env = {}) {
  console.log(`\n== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...env } });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`== ${name}: ${code === 0 ? 'done' : `exit ${code}`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code === 0);
    });
  });
}

function record(name, counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped ?? 0;
  failures.push(...(counts.failures ?? []).map((failure) => `  ${name}: ${failure}`));
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
}

/** A step that is one check: it passes or fails as a whole. */
async function check(name, command, args) {
  record(name, (await run(name, command, args)) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
}

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.test\.ts$/.test(f))
    .map((f) => join(dir, f))
    .sort();
}

async function browserSuite(group) {
  const file = join(scratch, `wtr-${group.join('-')}.json`);
  const ok = await run(`browser ${group.join(',')}`, 'npx', ['wtr', '--config', 'web-test-runner.config.mjs'], { SHOP_TEST_COUNTS: file, SHOP_ENGINES: group.join(',') });
  const counts = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1; // the runner itself failed
  record(`browser (${group.join(', ')})`, counts);
}

/**
 * The failed tests of a TAP report, each as its file and test names joined by ' > ', with the
 * first lines of its error and the test file's line it came from (CI keeps only the log's tail,
 * so the summary must say why, not just which).
 */
function tapFailures(text) {
  const out = [];
  const path = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    const subtest = /^( *)# Subtest: (.*)$/.exec(line);
    if (subtest) {
      const depth = subtest[1].length / 4;
      path.length = depth;
      path[depth] = subtest[2];
      continue;
    }
    const failed = /^( *)not ok \d+ - (.*?)(?: # (?:SKIP|TODO).*)?$/.exec(line);
    if (!failed || / # (SKIP|TODO)/.test(line)) continue;
    const depth = failed[1].length / 4;
    // Only the innermost failures: a file or suite fails because a test in it did.
    const names = [...path.slice(0, depth), failed[2]].join(' > ');
    if (out.some((seen) => seen.name.startsWith(`${names} > `))) continue;
    out.push({ name: names, why: tapWhy(lines, i + 1, failed[1].length + 2) });
  }
  return out.filter(({ name }, i) => !out.some((other, j) => j !== i && other.name.startsWith(`${name} > `))).map(({ name, why }) => name + why);
}

/** The error and the test file's frame in the YAML block that follows a `not ok` line. */
function tapWhy(lines, from, indent) {
  const pad = ' '.repeat(indent);
  let error = '';
  let frame = '';
  for (let i = from; i < lines.length && lines[i].startsWith(pad) && lines[i].trim() !== '...'; i += 1) {
    const field = lines[i].slice(indent);
    if (field.startsWith('error: |')) {
      const body = [];
      for (let j = i + 1; j < lines.length && lines[j].startsWith(`${pad}  `); j += 1) body.push(lines[j].trim());
      error = body.filter(Boolean).slice(0, 3).join(' ');
    } else if (field.startsWith('error: ')) error = field.slice(7).replace(/^'(.*)'$/, '$1');
    else if (!frame && !field.startsWith('location:') && /\/test\/.*\.test\.ts:\d+/.test(field)) frame = field.trim();
  }
  if (!error) return '';
  return `\n      ${error.slice(0, 400)}${frame ? `\n      at ${frame.slice(0, 200)}` : ''}`;
}

/**
 * Node test files in one node:test run, `wrapper` in front of it (the PostgreSQL run's server).
 * The longest files (the shopper's journeys in a browser) come first, so the run does not end
 * waiting on one of them alone.
 */
async function nodeSuite(name = 'node', files = ['test/e2e', 'test/demo', 'test/build'].flatMap(testFiles), wrapper = []) {
  const tap = join(scratch, `${name}.tap`);
  // A deadline only a hung test meets (a journey's own waits are 30 s each): it fails, named,
  // instead of holding the whole run.
  // Engines asked for by name (--engines) hold for the node suite's journeys in each engine too.
  const [command, ...args] = [...wrapper, 'node', '--import', 'tsx', '--test', `--test-concurrency=${nodeConcurrency}`, '--test-timeout=600000', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files];
  const ok = await run(name, command, args, enginesArg ? { SHOP_ENGINES: engines.join(',') } : {});
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const counts = { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo'), failures: tapFailures(text) };
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(`${name} (${files.length} files)`, counts);
}

const first = [];
if (wanted('typecheck')) {
  first.push(check('typecheck (browser code)', 'npx', ['tsc', '-p', 'tsconfig.json']));
  first.push(check('typecheck (node code)', 'npx', ['tsc', '-p', 'tsconfig.node.json']));
}
// The node suite reads the build (dist/); the browser suite bundles its own test files.
if (wanted('build') || wanted('node') || postgres) first.push(check('build', 'npx', ['rollup', '-c', '--silent']));
await Promise.all(first);

// WebKit's run comes after Chromium's and Firefox's: on a 2-core machine, three browser engines
// beside the node suite's browsers starved each other (tests waiting on a debounce or a React
// commit timed out, one file never finished). The two browser runs go one after the other beside
// the node suite, the longest step.
const besideNode = engines.filter((engine) => engine !== 'webkit');
const browsers = async () => {
  if (besideNode.length) await browserSuite(besideNode);
  if (engines.includes('webkit')) await browserSuite(['webkit']);
};
const postgresSuite = () => nodeSuite('postgres', testFiles('test/demo'), ['node', '--import', 'tsx', 'test/helpers/node/with-postgres.ts']);
const suites = [];
// The PostgreSQL run follows the browser runs, beside the node suite: the two lanes take about
// as long, and the machine never runs more than two suites at once.
if (wanted('browser')) suites.push(browsers().then(() => postgres && postgresSuite()));
else if (postgres) suites.push(postgresSuite());
if (wanted('node')) suites.push(nodeSuite());
await Promise.all(suites);

rmSync(scratch, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);

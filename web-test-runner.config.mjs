// In-browser tests (runtime and widgets) in the system Chromium, and the elements' tests in
// Firefox ESR and WebKitGTK too (SHOP_ENGINES, which `npm test` sets from --engines; running
// wtr by hand: Chromium alone). Firefox is driven by puppeteer-core over WebDriver BiDi,
// WebKit by WebKitWebDriver through @web/test-runner-webdriver (test/helpers/engines.mjs).
//
// React 19 ships CommonJS only, which @web/dev-server-esbuild cannot serve as ESM; so the test
// files are bundled by esbuild (the way rollup will bundle the elements for real), all in one
// build when the first is asked for (bundleTests).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import puppeteer from 'puppeteer-core';
import { build } from 'esbuild';
import { chromeArgs, chromePath } from './test/helpers/chrome.mjs';
import { FIREFOX, startWebKitDriver, webkitCapabilities } from './test/helpers/engines.mjs';
import { writeCounts } from './test/helpers/counts.mjs';
import { describeTrail, noteServed, secondsOf, testTrail, watchPage } from './test/helpers/test-trail.mjs';
import { stubRegionNames } from './test/helpers/region-names-stub.mjs';
import { serverRender } from './test/helpers/server-render.mjs';
import { testApi } from './test/helpers/test-api.mjs';
import { testSocket } from './test/helpers/test-socket.mjs';
import { engineCommands, setPuppeteerViewport } from './test/helpers/engine-commands.mjs';

const socket = testSocket();

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/**
 * The test files' '@web/test-runner-commands' is test/helpers/browser/commands.ts: the package,
 * with setViewport and sendKeys that work in WebKit's WebDriver too (test/helpers/engine-commands.mjs).
 */
const COMMANDS = root + 'test/helpers/browser/commands.ts';
const engineCommandsModule = {
  name: 'shop-engine-commands-module',
  setup(bundler) {
    bundler.onResolve({ filter: /^@web\/test-runner-commands$/ }, (args) => (args.importer === COMMANDS ? undefined : { path: COMMANDS }));
  },
};

/**
 * Every test file of the run bundled by esbuild in one build, when the first is asked for: the
 * code they share (React, the elements, the test helpers) in chunks of its own, served once
 * with a long cache life, so each engine fetches and compiles it once for the run instead of
 * once per test file (each file was a 6.5 MB bundle of its own, built again for each engine).
 * A file's page still runs its own copy of every module: no state passes between files.
 */
function bundleTests(only) {
  /** The build's output by the path the browser asks for (a test file's .ts path, or a chunk's). */
  let outputs;
  const buildAll = async () => {
    const began = Date.now();
    // Every browser test file (each engine's list is among them), or the files SHOP_FILES names.
    const all = ['test/runtime', 'test/widgets'].flatMap((dir) => readdirSync(root + dir, { recursive: true }).map((file) => `${dir}/${file}`)).filter((file) => /\.test\.tsx?$/.test(file));
    const named = all.filter((file) => only?.some((name) => file === name || file.endsWith(`/${name}`)));
    const entries = (named.length ? named : all).map((file) => root + file);
    const result = await build({
      entryPoints: entries,
      bundle: true,
      splitting: true,
      write: false,
      outdir: root,
      outbase: root,
      chunkNames: '__test-chunks/[name]-[hash]',
      format: 'esm',
      jsx: 'automatic',
      target: 'es2022',
      // Failures are reported at their source lines; the sources themselves are on disk (without
      // them in the maps the chunks are half the size). Each output sits where it is served
      // (outdir is the root), so a map's paths, relative to it, name the files as the project does.
      sourcemap: 'inline',
      sourcesContent: false,
      // Languages load on demand; every test starts with English in place, as start() would;
      // and each test's start is noted, for a file that never finishes (./test/helpers/test-trail.mjs).
      inject: [root + 'test/helpers/browser/english.ts', root + 'test/helpers/browser/test-trail.ts', root + 'test/helpers/browser/readable-failures.ts'],
      plugins: [engineCommandsModule],
      define: { 'process.env.NODE_ENV': '"development"', __SHOP_VERSION__: JSON.stringify(pkg.version) },
      logLevel: 'silent',
    });
    const served = new Map();
    for (const file of result.outputFiles) {
      // An entry's output (test/x.test.js) is asked for by its source's name (test/x.test.ts or .tsx).
      const path = '/' + file.path.slice(root.length).replaceAll('\\', '/');
      served.set(path.startsWith('/__test-chunks/') ? path : path.replace(/\.js$/, entries.some((entry) => entry.endsWith(`${path.slice(1, -3)}.tsx`)) ? '.tsx' : '.ts'), file.text);
    }
    console.log(`(the ${entries.length} test files bundled in ${((Date.now() - began) / 1000).toFixed(1)} s: ${(result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0) / 1e6).toFixed(1)} MB in ${result.outputFiles.length} files)`);
    return served;
  };
  return {
    name: 'shop-bundle-tests',
    async serve(context) {
      const isChunk = context.path.startsWith('/__test-chunks/');
      if (!isChunk && !/\.test\.tsx?$/.test(context.path)) return undefined;
      outputs ??= buildAll();
      const body = (await outputs.catch((error) => {
        noteServed(context.href, `could not be built (${error.errors?.[0]?.text ?? error.message})`);
        throw error;
      })).get(context.path);
      if (body === undefined) return undefined;
      if (!isChunk) noteServed(context.href, 'was served');
      // A chunk's name holds its content's hash: the browser keeps it for the run.
      return { body, type: 'js', headers: isChunk ? { 'cache-control': 'public, max-age=31536000, immutable' } : {} };
    },
  };
}

/**
 * A failure's message and the first test-file frame of its stack, on the failure's line: CI keeps
 * only the log's tail, so the summary must say why, not just which.
 */
function why(error) {
  if (!error) return '';
  const message = String(error.message ?? error).split('\n').slice(0, 3).join(' ').slice(0, 400);
  const frame = String(error.stack ?? '').split('\n').find((line) => /test\/.*\.test\.ts/.test(line))?.trim();
  return `\n      ${message}${frame ? `\n      ${frame.slice(0, 200)}` : ''}`;
}

/** Counts every test of every session, for the one summary line of `npm test`. */
function countReporter() {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const walk = (suite, where, path = []) => {
    for (const test of suite.tests ?? []) {
      if (test.skipped) counts.skipped += 1;
      else if (test.passed) counts.passed += 1;
      else {
        counts.failed += 1;
        counts.failures.push(`${where} > ${[...path, test.name].join(' > ')}${why(test.error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, where, [...path, child.name]);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        const where = `${session.browser.name}: ${session.testFile.replace(root, '')}`;
        if (session.testResults) walk(session.testResults, where);
        // A file that failed to load or threw outside a test counts as one failure.
        if (session.errors?.length || (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length)) {
          counts.failed += 1;
          const trail = describeTrail(session.id);
          counts.failures.push(`${where}: ${session.errors?.[0]?.message?.split('\n')[0] ?? 'did not finish'}${trail ? ` (${trail})` : ''}`);
        }
      }
      // Which file failed in which engine, in one list at the end of the run's output.
      const failed = sessions.filter((session) => !session.passed).map((session) => `  ${session.browser.name}: ${session.testFile.replace(root, '')}`);
      if (failed.length) console.log(`\nFailed files:\n${[...new Set(failed)].sort().join('\n')}`);
      writeCounts(counts);
      // Where the time goes (issue 20): each file's seconds in each engine, slowest first.
      if (process.env.SHOP_TEST_TIMINGS) {
        const timings = sessions.map((s) => ({ file: s.testFile.replace(root, ''), browser: s.browser.name, seconds: secondsOf(s.id) ?? null })).sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0));
        writeFileSync(process.env.SHOP_TEST_TIMINGS, `${JSON.stringify(timings, null, 1)}\n`);
      }
    },
  };
}

const engines = (process.env.SHOP_ENGINES || 'chromium').split(',');
const ALL_TESTS = ['test/runtime/**/*.test.ts', 'test/widgets/**/*.test.{ts,tsx}'];
/**
 * What Firefox and WebKit run too: every element's rendering (each element drawn on the server,
 * hydrated, then used once: test/widgets/hydration/), and the events and forms of the elements
 * a shopper types into or presses (their own tests). The rest (the runtime, the other elements'
 * states) runs in Chromium alone, which keeps the three-engine run within CI's time.
 */
const ENGINE_TESTS = [
  'test/widgets/hydration/**/*.test.{ts,tsx}',
  'test/widgets/{address-form,cart,cart-drawer,checkbox,checkout,dropdown,forgot-password,input,inquiry-form,newsletter,order-lookup,password-input,payment,phone-code-select,product-buttons,product-modal,product-spec,reset-password,search,select,signin,signup}.test.ts',
];
const webkit = engines.includes('webkit') ? await startWebKitDriver() : undefined;
const launchers = {
  firefox: () =>
    chromeLauncher({
      puppeteer,
      launchOptions: { browser: 'firefox', executablePath: FIREFOX, headless: true },
      // The launcher sizes each session's page with page.setViewport, which over WebDriver BiDi
      // fails on Firefox ESR 140 (see setPuppeteerViewport): the page sizes itself that way instead.
      createPage: async ({ context }) => {
        const page = await context.newPage();
        watchPage(page);
        page.setViewport = (size) => setPuppeteerViewport(page, size);
        return page;
      },
    }),
  // pageLoadStrategy 'none': WebKitWebDriver loses its reply to a command that waits for a page's
  // load when another command comes in meanwhile (the launcher's once-a-minute title heartbeat, or a
  // test's own command): the test page's load waits for its preloaded test module, and a navigation
  // caught that way never answered, and the run stopped 120 s later (CI, issue 20). Nothing here needs
  // the load: the runner waits for the test page's own report.
  webkit: () => webdriverLauncher({ hostname: '127.0.0.1', port: webkit.port, logLevel: 'error', capabilities: { ...webkitCapabilities(), pageLoadStrategy: 'none' } }),
};

// SHOP_FILES=a.test.ts,b.test.ts runs just those files in every engine of SHOP_ENGINES (wtr's own
// --files reaches only Chromium's list, not the engine groups): the way to try one file in Firefox
// or WebKit.
const only = process.env.SHOP_FILES?.split(',').filter(Boolean);

export default {
  rootDir: root,
  files: engines.includes('chromium') ? (only ?? ALL_TESTS) : undefined,
  groups: engines.filter((engine) => engine in launchers).map((engine) => ({
    name: engine,
    files: only ?? ENGINE_TESTS,
    browsers: [launchers[engine]()],
  })),
  nodeResolve: false,
  // One page at a time: a background tab gets no rendering updates (IntersectionObserver, rAF, focus).
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromePath(), args: chromeArgs, headless: true },
      createPage: async ({ context }) => {
        const page = await context.newPage();
        watchPage(page);
        // Each file's page acts as the focused one (Playwright does so for every page): after an
        // earlier file's page took the window's focus, focus() fired no focus event here and a
        // field never became touched (issue 20: a file's result hung on the files before it).
        await page.emulateFocusedPage(true);
        return page;
      },
    }),
  ],
  plugins: [bundleTests(only), engineCommands(), { name: 'shop-test-socket', serverStop: () => socket.close() }, { name: 'shop-webkit-driver', serverStop: () => webkit?.stop() }],
  middleware: [testTrail, stubRegionNames, serverRender, testApi, socket.middleware],
  // Deadlines that only a hung test meets: a test waits for conditions, and on a busy machine
  // (CI's, or one running other work) a condition can take seconds to come true. A passing test
  // takes no longer for them.
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 600_000,
  // Test files share the browser's storage: each starts with none, so no file depends on what
  // an earlier one left behind (a language prefix, a token).
  // console.timeStamp: React's development build marks every render and commit with it for
  // DevTools' Performance panel, thousands of times in a file that draws many elements, and in
  // Chromium each call leaves work for the end of its task (about 40% of the XSS corpus's time,
  // issue 20). The marks show nothing on the page and no test reads them.
  testRunnerHtml: (testFramework) => `<!doctype html><html><body><script>localStorage.clear(); sessionStorage.clear(); console.timeStamp = () => {};</script><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [process.env.CI ? summaryReporter({ flatten: false }) : defaultReporter(), countReporter()],
};

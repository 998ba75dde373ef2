// In-browser tests (runtime and widgets) in the system Chromium.
//
// React 19 ships CommonJS only, which @web/dev-server-esbuild cannot serve as ESM; so each
// test file is bundled by esbuild when requested (the way rollup will bundle it for real).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { chromeArgs, chromePath } from './test/helpers/chrome.mjs';
import { writeCounts } from './test/helpers/counts.mjs';
import { stubRegionNames } from './test/helpers/region-names-stub.mjs';
import { serverRender } from './test/helpers/server-render.mjs';
import { testApi } from './test/helpers/test-api.mjs';
import { testSocket } from './test/helpers/test-socket.mjs';

const socket = testSocket();

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

function bundleTests() {
  return {
    name: 'shop-bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [root + context.path.slice(1)],
        bundle: true,
        write: false,
        format: 'esm',
        jsx: 'automatic',
        target: 'es2022',
        sourcemap: 'inline',
        // Languages load on demand; every test starts with English in place, as start() would.
        inject: [root + 'test/helpers/browser/english.ts'],
        define: { 'process.env.NODE_ENV': '"development"', __SHOP_VERSION__: JSON.stringify(pkg.version) },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/** Counts every test of every session, for the one summary line of `npm test`. */
function countReporter() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const walk = (suite) => {
    for (const test of suite.tests ?? []) {
      if (test.skipped) counts.skipped += 1;
      else if (test.passed) counts.passed += 1;
      else counts.failed += 1;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  return {
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load or threw outside a test counts as one failure.
        if (session.errors?.length || (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length)) counts.failed += 1;
      }
      writeCounts(counts);
    },
  };
}

export default {
  rootDir: root,
  files: ['test/runtime/**/*.test.ts', 'test/widgets/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  // One page at a time: a background tab gets no rendering updates (IntersectionObserver, rAF, focus).
  concurrency: 1,
  browsers: [chromeLauncher({ launchOptions: { executablePath: chromePath(), args: chromeArgs, headless: true } })],
  plugins: [bundleTests(), { name: 'shop-test-socket', serverStop: () => socket.close() }],
  middleware: [stubRegionNames, serverRender, testApi, socket.middleware],
  // Deadlines that only a hung test meets: a test waits for conditions, and on a busy machine
  // (CI's, or one running other work) a condition can take seconds to come true. A passing test
  // takes no longer for them.
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 600_000,
  // Test files share the browser's storage: each starts with none, so no file depends on what
  // an earlier one left behind (a language prefix, a token).
  testRunnerHtml: (testFramework) => `<!doctype html><html><body><script>localStorage.clear(); sessionStorage.clear();</script><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [process.env.CI ? summaryReporter({ flatten: false }) : defaultReporter(), countReporter()],
};

// The package as a theme author gets it: `npm pack`, installed into an empty project (nothing
// else is installed: the bundle holds React and the rest), a plain html page that uses only the
// installed files renders an element in Chromium, `shop-elements/server` gives preload links,
// and the shipped types make `document.querySelector('shop-cart')` typed.
// (Packs the build as it is: `npx rollup -c` first; `npm pack` here skips the prepack build.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { chromeArgs, chromePath } from '../helpers/chrome.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const scratch = mkdtempSync(join(tmpdir(), 'shop-pack-'));
const project = join(scratch, 'theme');
const installed = join(project, 'node_modules', pkg.name);

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A theme</title>
<script type="module" src="/node_modules/${pkg.name}/dist/shop-elements.js"></script></head>
<body><shop-product-price price="12.5" currency="USD"></shop-product-price></body>
</html>`;

describe(`the ${pkg.name} package`, () => {
  let server: Server;
  let browser: Browser;
  let origin: string;
  const requested: string[] = [];

  before(async () => {
    mkdirSync(project);
    const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], process.cwd())) as { filename: string }[];
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-theme', version: '1.0.0', private: true, type: 'module' }));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(scratch, packed[0]!.filename)], project);
    writeFileSync(join(project, 'index.html'), page);
    // Serves the theme project as a static host would: its page and node_modules, nothing else.
    const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };
    server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url!, 'http://x').pathname);
      requested.push(path);
      const file = resolve(project, `.${normalize(path === '/' ? '/index.html' : path)}`);
      if (!file.startsWith(project) || !existsSync(file)) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
  });

  after(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('installs alone: no dependencies, and no demo, tests, sources or source maps', () => {
    assert.deepEqual(readdirSync(join(project, 'node_modules')).filter((d) => !d.startsWith('.')), [pkg.name]);
    for (const file of ['dist/shop-elements.js', 'dist/manifest.json', 'dist/custom-elements.json', 'dist/shop-elements.d.ts', 'runtime/server/preload.mjs', 'README.md']) {
      assert.ok(existsSync(join(installed, file)), file);
    }
    for (const absent of ['demo', 'test', 'widgets', 'scripts', 'bench', 'dist/shop-elements.js.map']) assert.ok(!existsSync(join(installed, absent)), absent);
  });

  it('renders an element in a plain html page served from the installed files', async () => {
    const browserPage = await browser.newPage();
    const errors: string[] = [];
    browserPage.on('pageerror', (error) => errors.push(error.message));
    await browserPage.goto(`${origin}/`);
    const price = browserPage.locator('shop-product-price [part~="sale"]');
    await price.waitFor();
    assert.equal((await price.textContent())?.trim(), '$12.50');
    assert.deepEqual(errors, []);
    // Everything the page ran came from the installed package.
    const scripts = requested.filter((p) => p.endsWith('.js'));
    assert.ok(scripts.length > 1);
    for (const script of scripts) assert.ok(script.startsWith(`/node_modules/${pkg.name}/dist/`), script);
  });

  it('serves the preload helper as shop-elements/server, with the shipped manifest', () => {
    const script = `
      import { createRequire } from 'node:module';
      import { readFileSync } from 'node:fs';
      import { preloadLinks, tagsIn } from '${pkg.name}/server';
      const manifest = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('${pkg.name}/manifest.json'), 'utf8'));
      process.stdout.write(preloadLinks(tagsIn('<shop-product-price price="1" loading="eager"></shop-product-price>'), manifest, { base: '/assets/' }));
    `;
    const links = run(process.execPath, ['--input-type=module', '-e', script], project);
    const manifest = JSON.parse(readFileSync(join(installed, 'dist/manifest.json'), 'utf8')) as { loader: string; preload: Record<string, string[]> };
    assert.match(links, new RegExp(`<link rel="modulepreload" href="/assets/${manifest.loader}"`));
    for (const file of manifest.preload['shop-product-price']!) assert.ok(links.includes(`href="/assets/${file}"`), file);
  });

  it("types the tags for a package user: querySelector('shop-cart'), the element's properties, and React's JSX", () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          ...{ strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [], jsx: 'react-jsx' },
        },
        files: ['use.ts', 'use-react.tsx'],
      }),
    );
    writeFileSync(
      join(project, 'use.ts'),
      `import type {} from '${pkg.name}';
import { preloadLinks } from '${pkg.name}/server';
const cart = document.querySelector('shop-cart');
const href: string | undefined = cart?.checkoutHref;
const price = document.createElement('shop-product-price');
price.price = 12.5;
// @ts-expect-error price is a number
price.price = 'free';
export const used = [href, preloadLinks];
`,
    );
    // React's types, linked from this repository (after the check that the package installed
    // alone): a React theme has them; the project stays offline.
    mkdirSync(join(project, 'node_modules', '@types'));
    symlinkSync(resolve('node_modules/@types/react'), join(project, 'node_modules', '@types', 'react'));
    symlinkSync(resolve('node_modules/csstype'), join(project, 'node_modules', 'csstype'));
    writeFileSync(
      join(project, 'use-react.tsx'),
      `import type {} from '${pkg.name}/react';
export const price = <shop-product-price price={12.5} no-discount />;
// @ts-expect-error no such attribute
export const wrong = <shop-product-price prise={12.5} />;
`,
    );
    run(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', project], project);
  });
});

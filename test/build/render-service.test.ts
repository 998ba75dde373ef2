// The server renderer for hosts that are not Node (docs/server-rendering.md): the render service
// called from a plain HTTP client, and the static-file expander. Runs the built lib/server.mjs.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

const cli = 'bin/shop-elements.mjs';

function post(origin: string, path: string, body: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method: path.startsWith('/style-hashes') ? 'GET' : 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('shop-elements render-server', () => {
  let service: ChildProcess;
  let origin: string;

  before(async () => {
    service = spawn(process.execPath, [cli, 'render-server', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      service.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        const match = /on (http:\/\/\S+?)\/\s/.exec(out);
        if (match) resolve(match[1]!);
      });
      service.on('exit', (code) => reject(new Error(`the service exited (${code})`)));
    });
  });
  after(() => service.kill('SIGTERM'));

  it('renders an element for a plain HTTP client: its tag, a declarative shadow root with its styles, in the language asked', async () => {
    const answer = await post(origin, '/render', JSON.stringify({ tag: 'shop-product-price', attributes: { price: 49, 'line-price': 69, currency: 'USD' }, options: { locale: 'de' } }));
    assert.equal(answer.status, 200);
    assert.match(answer.type, /^text\/html/);
    assert.match(answer.text, /^<shop-product-price price="49" line-price="69" currency="USD"><template shadowrootmode="open"><style>/);
    assert.match(answer.text, /<span part="sale" class="sale">49,00\s\$<\/span>/);
    assert.match(answer.text, /<\/template><\/shop-product-price>$/);
  });

  it('expands every tag it draws in a page, and leaves the others to the browser', async () => {
    // (A tag it does not draw: not one of the bundle's, so no conversion ever makes it drawn.)
    const answer = await post(origin, '/expand', JSON.stringify({ html: '<p><shop-product-price price="5"></shop-product-price><shop-hosts-own></shop-hosts-own></p>' }));
    assert.equal(answer.status, 200);
    assert.match(answer.text, /<shop-product-price price="5"><template shadowrootmode="open">/);
    assert.match(answer.text, /<shop-hosts-own><\/shop-hosts-own>/);
  });

  it('gives the style hashes a page\'s CSP needs', async () => {
    const answer = await post(origin, '/style-hashes', '');
    const hashes = JSON.parse(answer.text) as string[];
    assert.ok(hashes.length > 1);
    for (const hash of hashes) assert.match(hash, /^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("gives the hashes for a theme's own screens (its breakpoints are in the styles' text), and refuses a bad one", async () => {
    const { styleHashes } = (await import(new URL('../../lib/server.mjs', import.meta.url).href)) as typeof import('../../runtime/server/index.ts');
    const moved = JSON.parse((await post(origin, '/style-hashes?md=1000px&lg=1200px', '')).text) as string[];
    assert.deepEqual(moved, styleHashes({ screens: { md: '1000px', lg: '1200px' } }));
    assert.notDeepEqual(moved, styleHashes(), 'other texts, other hashes');
    for (const [query, message] of [
      ['?md=wide', 'The screen "md" must be a length in px, em or rem, not "wide".'],
      ['?tablet=900px', '"tablet" is not a screen; the screens are sm, md, lg, xl, 2xl, 3xl.'],
    ]) {
      const answer = await post(origin, `/style-hashes${query}`, '');
      assert.equal(answer.status, 400, query);
      assert.equal(JSON.parse(answer.text).error, message);
    }
  });

  it('answers a bad request with 400 and what is wrong', async () => {
    for (const [body, message] of [
      ['{oops', 'The body is not JSON.'],
      [JSON.stringify({ tag: 'div' }), '"tag" must be a shop-* tag name.'],
      [JSON.stringify({ tag: 'shop-product-price', attributes: [] }), '"attributes" must be an object of names and values.'],
    ]) {
      const answer = await post(origin, '/render', body!);
      assert.equal(answer.status, 400, body);
      assert.equal(JSON.parse(answer.text).error, message);
    }
  });
});

describe('shop-elements render (static files)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-render-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('expands the tags of a file into --out, in the language asked', () => {
    const page = join(folder, 'page.html');
    writeFileSync(page, '<!doctype html><html lang="fr"><body><shop-product-price price="12.5" currency="EUR"></shop-product-price></body></html>');
    const run = spawnSync(process.execPath, [cli, 'render', page, '--out', join(folder, 'out'), '--locale', 'fr'], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const written = readFileSync(join(folder, 'out', 'page.html'), 'utf8');
    assert.match(written, /<shop-product-price price="12.5" currency="EUR"><template shadowrootmode="open">/);
    assert.match(written, /12,50\s€/);
    assert.equal(readFileSync(page, 'utf8').includes('<template'), false, 'the source file is left as it was');
  });

  it("draws the styles at the theme's screens with --screens", () => {
    const page = join(folder, 'drawer.html');
    writeFileSync(page, '<!doctype html><html lang="en"><body><shop-cart-drawer></shop-cart-drawer></body></html>');
    const styles = (args: string[]) => {
      const run = spawnSync(process.execPath, [cli, 'render', page, '--out', join(folder, 'screens'), ...args], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      return [...readFileSync(join(folder, 'screens', 'drawer.html'), 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    };
    assert.match(styles([]), /\(width < 640px\)/);
    const moved = styles(['--screens', 'sm=500px']);
    assert.match(moved, /\(width < 500px\)/);
    assert.doesNotMatch(moved, /640px/);
    const bad = spawnSync(process.execPath, [cli, 'render', page, '--screens', 'md=big'], { encoding: 'utf8' });
    assert.equal(bad.status, 1);
    assert.equal(bad.stderr.trim(), 'shop-elements: The screen "md" must be a length in px, em or rem, not "big".');
  });
});

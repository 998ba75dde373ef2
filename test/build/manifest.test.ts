// dist/manifest.json and the loader's chunk table say the same, complete thing: for every
// element, its chunk and every chunk it imports, transitively; preloadLinks turns it into the
// head's links; every dist/ file has its .br and .gz. (Reads the build: `npx rollup -c` first.)
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { messageFiles, preloadFiles, preloadLinks, tagsIn, type ShopManifest } from '../../runtime/server/preload.mjs';

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as ShopManifest;
const loadingTable = JSON.parse(readFileSync('runtime/loading.json', 'utf8')) as Record<string, { loading: string }>;

/** What a chunk's code imports statically, read from the file itself (not from the manifest). */
function importsIn(file: string): string[] {
  const code = readFileSync(`dist/${file}`, 'utf8');
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"(\.[^"]+)"/g)].map((m) => new URL(m[1]!, `file:///${dir}`).pathname.slice(1));
}

function closureByCode(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of importsIn(file)) closureByCode(dep, seen);
  return seen;
}

describe('dist/manifest.json', () => {
  it('lists, for every element, its own chunk first and then every chunk its code imports, transitively', () => {
    assert.deepEqual(Object.keys(manifest.preload).sort(), Object.keys(manifest.elements).sort());
    for (const [tag, files] of Object.entries(manifest.preload)) {
      assert.equal(files[0], manifest.elements[tag], tag);
      const expected = closureByCode(manifest.elements[tag]!);
      expected.delete(manifest.loader); // on the page already
      assert.deepEqual([...files].sort(), [...expected].sort(), tag);
    }
  });

  it('starts every page with the element table and the runtime', () => {
    assert.ok(manifest.start.some((f) => /^chunks\/element-table-/.test(f)));
    const runtime = Object.entries(manifest.chunks).find(([, c]) => c.runtime)![0];
    assert.ok(manifest.start.includes(runtime));
  });

  it('carries the loading defaults of runtime/loading.json', () => {
    // A rule with no mode of its own (only `on` or `now`) keeps the element's default: not listed.
    assert.deepEqual(manifest.loading, Object.fromEntries(Object.entries(loadingTable).filter(([, rule]) => rule.loading).map(([tag, rule]) => [tag, rule.loading])));
  });
});

describe("the loader's chunk table", () => {
  const tableFile = manifest.start.find((f) => /^chunks\/element-table-/.test(f))!;
  const [shared, files] = JSON.parse(/\[\d+,\[\[.*?\]\]\]/s.exec(readFileSync(`dist/${tableFile}`, 'utf8'))![0]) as [number, [string, ...number[]][]];

  function closure(index: number, seen = new Set<string>()): Set<string> {
    const [name, ...deps] = files[index]!;
    if (seen.has(`chunks/${name}.js`)) return seen;
    seen.add(`chunks/${name}.js`);
    for (const dep of deps) closure(dep, seen);
    return seen;
  }

  it('names every element, and for each the same chunks as the manifest', () => {
    const tags = files.slice(shared).map(([name]) => `shop-${name.slice(0, -9)}`);
    assert.deepEqual(tags.sort(), Object.keys(manifest.elements).sort());
    for (let index = shared; index < files.length; index++) {
      const tag = `shop-${files[index]![0].slice(0, -9)}`;
      // (Less the table's own chunk: it is in before any element is wanted.)
      assert.deepEqual([...closure(index)].sort(), [...manifest.preload[tag]!].filter((f) => f !== tableFile).sort(), tag);
    }
  });

  it('keeps the loader itself small: neither the table nor the code that schedules elements is in it', () => {
    const loader = readFileSync(`dist/${manifest.loader}`, 'utf8');
    assert.ok(!loader.includes(files[shared]![0]));
    assert.ok(!loader.includes('modulepreload') && !loader.includes('IntersectionObserver'), loader);
    // It imports nothing by a static import: the table and the runtime come side by side.
    assert.equal(manifest.chunks[manifest.loader]?.imports.length ?? 0, 0);
  });
});

describe('preloadLinks(tags, manifest)', () => {
  it('links the loader, the start chunks, then each eager element’s words and chunks once, in that order', () => {
    const files = preloadFiles(['shop-product-spec', 'shop-product-buttons', 'shop-product-spec'], manifest);
    const words = (tag: string) => messageFiles(tag, manifest);
    assert.deepEqual(files.slice(0, manifest.start.length + 1), [manifest.loader, ...manifest.start]);
    assert.deepEqual(files.slice(manifest.start.length + 1, manifest.start.length + 1 + words('shop-product-spec').length), words('shop-product-spec'));
    assert.equal(new Set(files).size, files.length);
    assert.deepEqual(new Set(files), new Set([manifest.loader, ...manifest.start, ...words('shop-product-spec'), ...manifest.preload['shop-product-spec']!, ...words('shop-product-buttons'), ...manifest.preload['shop-product-buttons']!]));
    const links = preloadLinks(['shop-product-spec'], manifest, { base: '/static/' }).split('\n');
    assert.equal(links[0], `<link rel="modulepreload" href="/static/${manifest.loader}">`);
    assert.ok(links.includes(`<link rel="modulepreload" href="/static/${manifest.elements['shop-product-spec']}">`));
  });

  it("names each language's files of words, and preloads an eager element's in the page's own language (English for one it lacks), none without", () => {
    assert.deepEqual(Object.keys(manifest.messages.files).sort(), ['de', 'en', 'es', 'fil', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'vi', 'zh', 'zh-HK', 'zh-TW']);
    for (const files of Object.values(manifest.messages.files)) {
      assert.equal(files.length, manifest.messages.files.en!.length);
      for (const file of files) assert.ok(existsSync(`dist/${file}`), file);
    }
    const eager = [{ tag: 'shop-product-price', loading: 'eager' }];
    const de = preloadFiles(eager, manifest, { locale: 'de' });
    const price = [...manifest.messages.runtime, ...manifest.messages.elements['shop-product-price']!];
    assert.deepEqual(de.filter((file) => file.startsWith('messages/')), [...new Set(price)].map((group) => manifest.messages.files.de![group]));
    assert.deepEqual(preloadFiles(eager, manifest, { locale: 'xx' }).filter((file) => file.startsWith('messages/')), [...new Set(price)].map((group) => manifest.messages.files.en![group]));
    // The server drew the words of elements that wait for use: theirs come with their code.
    assert.deepEqual(preloadFiles([], manifest, { locale: 'de' }), [manifest.loader, ...manifest.start]);
    assert.deepEqual(preloadFiles(['shop-product-price'], manifest, { locale: 'de' }), [manifest.loader, ...manifest.start]);
    // The runtime never carries words itself.
    for (const file of manifest.start) assert.ok(!file.startsWith('messages/'), file);
  });

  it('leaves out elements that load later, by default or by their attribute', () => {
    const start = [manifest.loader, ...manifest.start];
    assert.deepEqual(preloadFiles(['shop-newsletter', 'shop-search'], manifest), start);
    assert.deepEqual(preloadFiles([{ tag: 'shop-product-spec', loading: 'visible' }], manifest), start);
    // A price waits for use by default (runtime/loading.json); a page may ask for it at once.
    assert.deepEqual(preloadFiles(['shop-product-price'], manifest), start);
    assert.ok(preloadFiles([{ tag: 'shop-product-price', loading: 'eager' }], manifest).includes(manifest.elements['shop-product-price']!));
    assert.ok(preloadFiles([{ tag: 'shop-newsletter', loading: 'eager' }], manifest).includes(manifest.elements['shop-newsletter']!));
    assert.deepEqual(preloadFiles(['shop-no-such-thing'], manifest), start);
  });

  it('finds the tags and their loading attribute in server html', () => {
    assert.deepEqual(tagsIn('<p><shop-search class="x"><form></form></shop-search><shop-newsletter loading="eager"></shop-newsletter><shop-search></shop-search></p>'), [
      { tag: 'shop-search' },
      { tag: 'shop-newsletter', loading: 'eager' },
    ]);
  });
});

describe('precompressed files', () => {
  it('writes a .br and a .gz next to every dist/ file, each the same bytes', () => {
    const all = readdirSync('dist', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}/${entry.name}`.slice('dist/'.length)).filter((f) => !/\.(br|gz)$/.test(f));
    assert.ok(all.length > 100);
    for (const file of all) {
      assert.ok(existsSync(`dist/${file}.br`) && existsSync(`dist/${file}.gz`), file);
      const bytes = readFileSync(`dist/${file}`);
      assert.deepEqual(brotliDecompressSync(readFileSync(`dist/${file}.br`)), bytes, file);
      assert.deepEqual(gunzipSync(readFileSync(`dist/${file}.gz`)), bytes, file);
    }
  });
});

// The loader in a real browser against the demo shop, under its strict CSP.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

interface Manifest {
  elements: Record<string, string>;
  preload: Record<string, string[]>;
  chunks: Record<string, { imports: string[] }>;
}
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;

function chunkClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of manifest.chunks[file]?.imports ?? []) chunkClosure(dep, seen);
  return seen;
}

const kind = (path: string) => (path === '/dist/shop-elements.js' ? 'loader' : /\/chunks\/([a-z-]+?)-[\w-]{8}\.js$/.exec(path)?.[1] ?? path);

describe('the loader', () => {
  it('downloads only the loader, the runtime and the chunks of the elements that loaded, then only what an added element needs', async () => {
    const { page, scripts, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/page/about`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    // The page's own content has no shop-* tags; its header and footer do (cart drawer, search...).
    // Those that load on use (search, locale: on interaction) have not loaded.
    // (A loop, not a named helper: tsx would wrap a named function in a helper the page lacks.)
    const tags = await page.evaluate(() => {
      const found = new Set<string>();
      const roots: ParentNode[] = [document];
      while (roots.length) {
        for (const el of roots.pop()!.querySelectorAll('*')) {
          if (el.localName.startsWith('shop-') && customElements.get(el.localName)) found.add(el.localName);
          if (el.shadowRoot) roots.push(el.shadowRoot);
        }
      }
      return [...found];
    });
    assert.ok(!tags.includes('shop-product-price') && !tags.includes('shop-search') && !tags.includes('shop-locale'));
    assert.ok(tags.includes('shop-cart-drawer'));
    const expected = new Set(['loader', 'runtime', 'element-table', 'messages-en', ...tags.flatMap((tag) => [...chunkClosure(manifest.elements[tag]!)].map((f) => kind(`/dist/${f}`)))]);
    expected.delete('shop-elements.js');
    assert.deepEqual(new Set(scripts.map(kind)), expected);

    scripts.length = 0;
    await page.evaluate(() => {
      const price = document.createElement('shop-product-price');
      price.setAttribute('price', '12.5');
      document.querySelector('main')!.append(price);
    });
    await page.waitForFunction(() => document.querySelector('shop-product-price')?.shadowRoot?.querySelector('[part="sale"]')?.textContent === '$12.50');
    // React is already there for the header's elements: only the price's own chunk comes.
    assert.deepEqual(scripts.map(kind).sort(), ['product-price']);
    assert.deepEqual(errors, []);
  });

  it('fetches every chunk of a product page at once: each one is preloaded from the head or by the loader, none found import by import', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/dist/chunks/')) chunks.push(path);
    });
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.waitForFunction(() => document.querySelector('shop-product-buttons')?.shadowRoot?.querySelector('button'));
    await page.waitForLoadState('networkidle');
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
    const fromHead = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter((l) => l.compareDocumentPosition(document.querySelector('script[src$="shop-elements.js"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).length);
    assert.ok(fromHead > 5, `the server's links (${fromHead})`);
    assert.ok(chunks.length > 5);
    for (const chunk of new Set(chunks)) assert.ok(preloaded.includes(chunk), `${chunk} was preloaded`);
    // The buying block's whole closure was asked for by the head, before any script ran.
    for (const file of manifest.preload['shop-product-buttons']!) assert.ok(preloaded.includes(`/dist/${file}`), file);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });

  it('loads the search box when the shopper reaches for it, and keeps what they type', async () => {
    const { page, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/page/about`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => Boolean(customElements.get('shop-search'))), false);
    await page.locator('shop-search input[name="q"]').click();
    await page.keyboard.type('linen');
    await page.waitForFunction(() => customElements.get('shop-search'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=linen/);
    assert.deepEqual(errors.filter((e) => !/is not a Shop Elements element/.test(e)), []);
  });

  it("keeps a phone shopper's tap on the header's search button from before the element loaded: the search dialog opens once it has", async () => {
    const { page, errors } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/page/about`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => Boolean(customElements.get('shop-search'))), false);
    // The server's button is a link to the search page (without JavaScript it goes there).
    const link = page.locator('shop-search a[data-shop-intent="open"]');
    assert.equal(await link.getAttribute('href'), '/search');
    await link.tap();
    await page.waitForFunction(() => document.querySelector('shop-search')?.shadowRoot?.querySelector('dialog')?.open);
    await page.waitForFunction(() => document.querySelector('shop-search')?.shadowRoot?.activeElement?.getAttribute('role') === 'combobox');
    assert.match(page.url(), /\/page\/about$/, 'the tap was held back, not followed');
    await page.keyboard.type('linen');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=linen/);
    assert.deepEqual(errors.filter((e) => !/is not a Shop Elements element/.test(e)), []);
  });

  it('keeps a press on the language and currency button from before the element loaded: its panel opens once it has', async () => {
    const { page, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/page/about`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => Boolean(customElements.get('shop-locale'))), false);
    await page.locator('shop-locale summary[data-shop-intent="button"]').click();
    await page.waitForFunction(() => document.querySelector('shop-locale')?.shadowRoot?.querySelector('[part="panel"]:not([hidden])'));
    // The <details> did not open underneath: the press went to the element.
    assert.equal(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('shop-locale details')!.open), false);
    assert.deepEqual(errors.filter((e) => !/is not a Shop Elements element/.test(e)), []);
  });

  it('shows the home page elements with no CSP violation and no error', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await page.waitForFunction(() => document.querySelectorAll('shop-product-price').length === 4 && [...document.querySelectorAll('shop-product-price')].every((el) => el.shadowRoot?.querySelector('[part="sale"]')));
    // The new arrivals, drawn by the product list in its shadow root, each with its own price element.
    await page.waitForFunction(() => document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('shop-product-price').length === 4);
    const sale = await page.evaluate(() => document.querySelector('shop-product-price')!.shadowRoot!.textContent);
    // The newest product, Linen Shirt, in the running summer sale (15% off the Linen line).
    assert.equal(sale, 'Sale price $45.90 Original price $54.00 15% off');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(await axeViolations(page), []);
  });

  it('isolates a malformed attribute: error state, shop:error, and every other element still works', async () => {
    const { page, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/`);
    const detail = await page.evaluate(async () => {
      const fired = new Promise<{ attribute: string; message: string }>((resolve) => document.addEventListener('shop:error', (e) => resolve((e as CustomEvent).detail), { once: true }));
      const bad = document.createElement('shop-product-price');
      bad.setAttribute('price', '{oops');
      document.querySelector('main')!.prepend(bad);
      return fired;
    });
    assert.equal(detail.attribute, 'price');
    await page.waitForFunction(() => document.querySelector('main > shop-product-price')?.shadowRoot?.querySelector('[part="error"]'));
    const others = await page.evaluate(() => [...document.querySelectorAll('.card shop-product-price')].map((el) => el.shadowRoot?.querySelector('[part="sale"]')?.textContent));
    assert.deepEqual(others, ['$45.90', '$22.53', '$64.60', '$32.73']);
    assert.deepEqual(errors.filter((e) => !e.includes('"price" must be a number')), []);
  });

  it('mounts a data-component placeholder as the element it names, in place', async () => {
    const { page } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/page/about`);
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.id = 'holder';
      holder.dataset.component = 'ProductPrice';
      holder.dataset.props = JSON.stringify({ price: 8, linePrice: 10, currency: 'EUR' });
      document.querySelector('main')!.append(holder);
    });
    const text = await page.waitForFunction(() => document.querySelector('#holder > shop-product-price')?.shadowRoot?.querySelector('[part="sale"]')?.textContent);
    assert.equal(await text.jsonValue(), '€8.00');
    assert.equal(await page.evaluate(() => document.querySelector('#holder > shop-product-price')!.getAttribute('line-price')), '10');
  });

  it('is harmless when the script is included twice', async () => {
    const { page, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.evaluate(async () => {
      // The same file under another URL is a second module instance.
      await import('/dist/shop-elements.js?copy=2' as string);
    });
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => document.querySelectorAll('shop-product-price').length), 4);
    assert.deepEqual(errors, []);
  });
});

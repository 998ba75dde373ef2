// The loader in a real browser against the demo shop, under its strict CSP.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { messageFiles, type ShopManifest } from '../../runtime/server/preload.mjs';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as ShopManifest;

function chunkClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of manifest.chunks[file]?.imports ?? []) chunkClosure(dep, seen);
  return seen;
}

/** The files of `tags`' words and the runtime's, in English, as the page asks for them. */
const wordsOf = (tags: string[]) => [...new Set(tags.flatMap((tag) => messageFiles(tag, manifest)))].map((file) => `/dist/${file}`);
const kind = (path: string) => (path === '/dist/shop-elements.js' ? 'loader' : /\/chunks\/([a-z-]+?)-[\w-]{8}\.js$/.exec(path)?.[1] ?? path);

describe('the loader', () => {
  it('downloads only the loader, the runtime and the chunks of the elements that loaded, then only what an added element needs', async () => {
    const { page, scripts, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/page/about`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    // The page's own content has no shop-* tags; its header and footer do (cart drawer, search...).
    // They load on use (search, locale, account menu, cart drawer: on interaction; the newsletter
    // when it comes into view): a visitor who has touched nothing has none of them.
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
    assert.ok(!tags.includes('shop-cart-drawer') && !tags.includes('shop-account-menu'), tags.join(' '));
    // (No http client: the visit report is sent without it. Each element's words come with its code.)
    const expected = new Set(['loader', 'runtime', 'element-table', ...wordsOf(tags), ...tags.flatMap((tag) => [...chunkClosure(manifest.elements[tag]!)].map((f) => kind(`/dist/${f}`)))]);
    expected.delete('shop-elements.js');
    assert.deepEqual(new Set(scripts.map(kind)), expected);

    const loaded = new Set(scripts.map(kind));
    scripts.length = 0;
    await page.evaluate(() => {
      // No fallback content to interact with: it loads when the browser is idle.
      const price = document.createElement('shop-product-price');
      price.setAttribute('price', '12.5');
      document.querySelector('main')!.append(price);
    });
    await page.waitForFunction(() => document.querySelector('shop-product-price')?.shadowRoot?.querySelector('[part="sale"]')?.textContent === '$12.50');
    // The price's chunk, its words and what it imports that the page did not have yet (React,
    // unless the footer's newsletter came into view and brought it), each once.
    const wanted = new Set([...chunkClosure(manifest.elements['shop-product-price']!)].map((f) => kind(`/dist/${f}`)).concat(wordsOf(['shop-product-price'])).filter((k) => !loaded.has(k)));
    assert.ok(wanted.has('product-price'));
    assert.deepEqual(scripts.map(kind).sort(), [...wanted].sort());
    assert.deepEqual(errors, []);
  });

  it('fetches every chunk of a product page at once: the start from the head, the buying block\'s whole closure by the loader at the first touch; none found import by import', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/dist\/(chunks|messages)\//.test(path)) chunks.push(path);
    });
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    // The head asks for the start only (table, runtime; no messages): every element was drawn by
    // the server, words included, and waits for use.
    const fromHead = await page.evaluate(() => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].filter((l) => l.compareDocumentPosition(document.querySelector('script[src$="shop-elements.js"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).map((l) => new URL(l.href).pathname));
    assert.deepEqual(fromHead.sort(), [manifest.loader, ...manifest.start].map((file) => `/dist/${file}`).sort(), "the server's links");
    assert.deepEqual(chunks.filter((chunk) => chunk.startsWith('/dist/messages/')), [], 'no words before use');
    // The first touch of the buying block (Add to cart): the loader asks for its whole closure at once.
    await page.locator('shop-product-buttons').getByRole('button', { name: 'Add to cart' }).tap();
    await page.waitForFunction(() => Boolean((document.querySelector('shop-product-buttons') as (Element & Record<symbol, unknown>) | null)?.[Symbol.for('shop-elements.live')]));
    await page.waitForLoadState('networkidle');
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
    assert.ok(chunks.length > 5);
    // Every element chunk fetched was preloaded (the runtime's own lazy parts, like the page
    // loader a first press brings, are single files with nothing to discover).
    const elementChunks = new Set(Object.values(manifest.preload).flat().map((file) => `/dist/${file}`));
    for (const chunk of new Set(chunks)) if (elementChunks.has(chunk)) assert.ok(preloaded.includes(chunk), `${chunk} was preloaded`);
    for (const file of manifest.preload['shop-product-buttons']!) assert.ok(preloaded.includes(`/dist/${file}`), file);
    // Its words and the runtime's came with it, in the page's language; and no words of an element that did not load (the press adds to the cart, which loads the drawer).
    const words = chunks.filter((chunk) => chunk.startsWith('/dist/messages/'));
    for (const file of wordsOf(['shop-product-buttons'])) assert.ok(words.includes(file), `${file}: the words came with the first element used`);
    // (The elements whose code was asked for: the press also wakes the cart drawer, which opens on an add.)
    const asked = Object.entries(manifest.elements).filter(([, file]) => chunks.includes(`/dist/${file}`)).map(([tag]) => tag);
    assert.deepEqual(words.filter((file) => !wordsOf(asked).includes(file)), [], `words only of the elements whose code came: ${asked.join(' ')}`);
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
    // The server-drawn summary (the element's no-JavaScript form), a button part of the element.
    await page.locator('shop-locale summary[part~="button"]').click();
    await page.waitForFunction(() => document.querySelector('shop-locale')?.shadowRoot?.querySelector('[part="panel"]:not([hidden])'));
    // The <details> did not open underneath: the press went to the element.
    assert.equal(await page.evaluate(() => document.querySelector('shop-locale')!.shadowRoot!.querySelector<HTMLDetailsElement>('details[part="fold"]')!.open), false);
    assert.deepEqual(errors.filter((e) => !/is not a Shop Elements element/.test(e)), []);
  });

  it('holds a press made before even the element table came (no native post: the page stays), and makes it once the element is live', async () => {
    const { page, errors } = await openPage(shop.browser);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/chunks\/element-table-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${shop.demo.url}/product/classic-shirt`, { waitUntil: 'domcontentloaded' });
    await page.evaluate('window.__samePage = true');
    await page.locator('shop-product-buttons').getByRole('button', { name: 'Add to cart' }).click();
    assert.equal(await page.evaluate('window.ShopElements === undefined && window.__samePage'), true, 'held: the runtime not started, the page not left');
    release();
    await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
    assert.equal(await page.evaluate('window.__samePage'), true, 'added in the page');
    assert.deepEqual(errors, []);
  });

  it('shows an English browser on a 简体中文 page the language hint, with no React (a chunk the runtime loads by itself)', async () => {
    const { page, scripts, errors } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/zh`);
    await page.locator('[data-shop-language-hint]').getByRole('link').waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.some((path) => kind(path) === 'language-hint'), scripts.join(' '));
    assert.ok(!scripts.some((path) => kind(path) === 'react'), `React came with the hint: ${scripts.join(' ')}`);
    assert.deepEqual(errors, []);
  });

  it('downloads no React on the home page before the shopper does something, and keeps a press on the hero\'s Next from before the carousel loaded', async () => {
    const { page, scripts, errors } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.waitForLoadState('networkidle');
    // Every element on the first screen shows its server fallback: nothing of theirs came.
    assert.deepEqual(scripts.map(kind).filter((k) => !['loader', 'runtime', 'element-table'].includes(k) && !k.startsWith('/dist/messages/')), []);
    assert.equal(await page.evaluate(() => [...document.querySelectorAll('*')].some((el) => el.localName.startsWith('shop-') && customElements.get(el.localName))), false);
    // The carousel's own Previous and Next are there before its code (drawn by the server), over the first slide.
    const next = page.locator('shop-slides [part~="next"]');
    await next.tap();
    await page.waitForFunction(() => customElements.get('shop-slides'));
    assert.ok(scripts.map(kind).includes('react'), 'the press loaded the carousel');
    // Once loaded, the press took effect: the second slide is the one in view, and the picker says so.
    await page.waitForFunction(() => {
      const viewport = document.querySelector('shop-slides')!.shadowRoot!.querySelector('[part~="viewport"]')!.getBoundingClientRect();
      const slide = document.querySelectorAll('.hero-slide')[1]!.getBoundingClientRect();
      return Math.abs(slide.left - viewport.left) < 2;
    });
    assert.equal(await page.evaluate(() => [...document.querySelector('shop-slides')!.shadowRoot!.querySelectorAll('[part~="dot"]')].findIndex((dot) => dot.getAttribute('aria-current') === 'true')), 1);
    // The picker the server drew counts the slides.
    const counts = await page.evaluate(() => [document.querySelector('shop-slides')!.shadowRoot!.querySelectorAll('[part~="dot"]').length, document.querySelectorAll('.hero-slide').length]);
    assert.equal(counts[0], counts[1]);
    assert.deepEqual(errors, []);
  });

  it('shows the home page elements with no CSP violation and no error', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    // The new arrivals load as the shopper scrolls to them (loading: visible).
    await page.locator('shop-product-list').scrollIntoViewIfNeeded();
    // The new arrivals, drawn by the server renderer in the product list's shadow root, each with its own price element.
    await page.waitForFunction(() => {
      const prices = [...(document.querySelector('shop-product-list')?.shadowRoot?.querySelectorAll('shop-product-price') ?? [])];
      return prices.length === 4 && prices.every((el) => el.shadowRoot?.querySelector('[part="sale"]'));
    });
    const sale = await page.evaluate(() => document.querySelector('shop-product-list')!.shadowRoot!.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part="base"]')!.textContent?.trim());
    // The newest product, Linen Shirt, in the running summer sale (15% off the Linen line; the
    // list's cards show no discount badge: its prices are no-discount).
    assert.equal(sale, 'Sale price $45.90 Original price $54.00');
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
    const others = await page.evaluate(() => [...document.querySelector('shop-product-list')!.shadowRoot!.querySelectorAll('[part="card"] shop-product-price')].map((el) => el.shadowRoot?.querySelector('[part="sale"]')?.textContent));
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
    assert.equal(await page.evaluate(() => document.querySelector('shop-product-list')!.shadowRoot!.querySelectorAll('shop-product-price').length), 4);
    assert.deepEqual(errors, []);
  });
});

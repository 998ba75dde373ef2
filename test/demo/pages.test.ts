import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

/** One real path for every route of spec section 2 (seeded slugs). */
const routes = [
  '', 'search', 'search?q=linen', 'cart', 'tag/eco', 'category/clothing', 'kitchen', 'product/classic-shirt', 'product/classic-shirt/classic-shirt-blue-m',
  'article/caring-for-linen', 'page/about', 'collection/tea-time', 'inquiry/feedback', 'inquiry/linen-tote', 'inquiry/thankyou', 'checkout/thankyou',
  'checkout/information', 'checkout/payment', 'promotion', 'promotion/summer-sale', 'coupon', 'coupon/welcome10', 'custom/lookbook', 'app/anything/here',
  'auth/signin', 'auth/signup', 'auth/forget', 'auth/reset-password', 'auth/verify-email', 'auth/verify-prompt', 'auth/oauth',
  'user/center', 'user/account', 'user/address', 'user/article', 'user/favorite', 'user/security', 'user/security/activity', 'user/log', 'user/info',
  'user/order', 'user/order/SE1001', 'user/return', 'user/return/RT1001',
];
const unknown = ['product/no-such-thing', 'product/classic-shirt/no-such-sku', 'article/nope', 'page/nope', 'collection/nope', 'tag/nope', 'category/nope', 'no-such-slug', 'promotion/nope', 'coupon/nope', 'custom/about', 'checkout/nope', 'inquiry/nope', 'user/nope', 'a/b/c/d'];
const prefixes: [string, string][] = [['', 'en'], ['/zh', 'zh'], ['/zh-HK', 'zh-HK']];

const withQuery = (path: string, extra: string) => (path.includes('?') ? `${path}&${extra}` : `${path}?${extra}`);
interface RouteAnswer { code: number; msg: string; data: { data: unknown; theme: { config: Record<string, unknown> }; html: string; meta: { title: string; description: string } } }

describe('every page route', () => {
  for (const [prefix, lang] of prefixes) {
    it(`answers 200 with a host page in ${lang}`, async () => {
      for (const route of routes) {
        const response = await fetch(`${demo.url}${prefix}/${route}`);
        assert.equal(response.status, 200, `${prefix}/${route}`);
        const page = await response.text();
        assert.ok(page.includes(`<html lang="${lang}">`), `${prefix}/${route} lang`);
        assert.match(page, /<h1>[^<]+<\/h1>/, `${prefix}/${route} heading`);
        for (const region of ['data-shop-header', 'data-shop-outlet', 'data-shop-footer', 'id="shop-initial-data"', 'src="/dist/shop-elements.js"']) assert.ok(page.includes(region), `${route} ${region}`);
      }
    });

    it(`answers the route JSON in ${lang}`, async () => {
      for (const route of routes) {
        const response = await fetch(`${demo.url}${prefix}/${withQuery(route, 'request=route&userAgent=test&referer=%2F')}`);
        assert.equal(response.status, 200, route);
        const body = (await response.json()) as RouteAnswer;
        assert.equal(body.code, 0, route);
        assert.equal(body.msg, '');
        assert.deepEqual(Object.keys(body.data).sort(), ['data', 'html', 'meta', 'theme']);
        assert.ok(body.data.meta.title, `${route} title`);
        assert.ok(body.data.html.includes('<h1>'), route);
        assert.ok(body.data.theme.config.primaryColor, 'theme');
      }
    });

    it(`answers 404 for unknown slugs in ${lang}, as a page and as JSON`, async () => {
      for (const route of unknown) {
        const response = await fetch(`${demo.url}${prefix}/${route}`);
        assert.equal(response.status, 404, route);
        assert.match(await response.text(), /<h1>.+<\/h1>/);
        // The shell renders the not-found page like any other; data.status tells it apart.
        const json = await fetch(`${demo.url}${prefix}/${route}?request=route`);
        assert.equal(json.status, 200);
        const body = (await json.json()) as RouteAnswer;
        assert.equal(body.code, 0);
        assert.deepEqual(body.data.data, { status: 404 });
        assert.ok(body.data.html.includes('<h1>'));
      }
    });
  }
});

describe('page content', () => {
  it('is written in the language of the prefix', async () => {
    const zh = await (await fetch(`${demo.url}/zh/product/linen-shirt`)).text();
    assert.ok(zh.includes('<h1>亚麻衬衫</h1>'));
    const hk = await (await fetch(`${demo.url}/zh-HK/product/linen-shirt`)).text();
    assert.ok(hk.includes('<h1>亞麻襯衫</h1>'));
    const en = await (await fetch(`${demo.url}/product/linen-shirt`)).text();
    assert.ok(en.includes('<h1>Linen Shirt</h1>'));
    assert.ok(hk.includes('href="/zh-HK/category/tops"'), 'links keep the prefix');
  });

  it('serves the other allowed prefixes with English content and an honest lang', async () => {
    const de = await fetch(`${demo.url}/de/cart`);
    assert.equal(de.status, 200);
    assert.ok((await de.text()).includes('<html lang="en">'));
    assert.ok((await (await fetch(`${demo.url}/zh-TW/cart`)).text()).includes('<html lang="zh-TW">'));
  });

  it('embeds the elements a screen needs, with readable fallback content', async () => {
    const product = await (await fetch(`${demo.url}/product/classic-shirt`)).text();
    for (const tag of ['shop-product-price', 'shop-product-spec', 'shop-product-mobile-image', 'shop-product-photo', 'shop-product-slides', 'shop-reviews']) assert.ok(product.includes(`<${tag}`), tag);
    const spec = /<shop-product-spec product="([^"]+)"/.exec(product)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const parsed = JSON.parse(spec!) as { skus: { code: string; stock: number }[] };
    assert.ok(parsed.skus.some((s) => s.stock === 0), 'sold-out variant in the spec');
    assert.ok((await (await fetch(`${demo.url}/cart`)).text()).includes('<shop-cart'));
    assert.ok((await (await fetch(`${demo.url}/user/order/SE1001`)).text()).includes('<shop-user-order-detail number="SE1001">'));
  });

  it('answers a malformed address as a bad request, not a server error', async () => {
    // Fastify refuses the malformed %-escape itself (400); the router also turns one into a 404.
    assert.equal((await fetch(`${demo.url}/product/%E0%A4%A`)).status, 400);
    assert.equal((await fetch(`${demo.url}/product/%25E0`)).status, 404);
  });

  it('escapes what the visitor typed', async () => {
    const page = await (await fetch(`${demo.url}/search?q=${encodeURIComponent('<script>alert(1)</script>')}`)).text();
    assert.ok(!page.includes('<script>alert(1)'));
    assert.ok(page.includes('&lt;script&gt;'));
  });

  it('finds products by search, in any language, and pages them', async () => {
    const body = (await (await fetch(`${demo.url}/search?q=${encodeURIComponent('亚麻')}&request=route`)).json()) as { data: { data: { total: number; list: unknown[] } } };
    assert.equal(body.data.data.total, 12);
    const page2 = (await (await fetch(`${demo.url}/category/clothing?page=2&request=route`)).json()) as { data: { data: { page: number; list: unknown[] } } };
    assert.equal(page2.data.data.page, 2);
    assert.ok(page2.data.data.list.length > 0);
  });

  it('shows a tag at the category path too (the spec allows both readings of the tag rule)', async () => {
    assert.equal((await fetch(`${demo.url}/category/eco`)).status, 200);
    assert.equal((await fetch(`${demo.url}/eco`)).status, 200);
  });
});

describe('server configuration', () => {
  const set = (key: string, value: unknown) => demo.app.db.prepare('UPDATE settings SET value = ? WHERE key = ?').run(JSON.stringify(value), key);
  const original = (key: string) => JSON.parse((demo.app.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string }).value) as Record<string, unknown>;

  it('honours the routing rules, the user path and custom category routes', async () => {
    const routing = original('routing');
    try {
      set('routing', { ...routing, productRule: '/p/{slug}', articleRule: '/blog/{slug}', userPath: '/me/', isCustom: true, categories: [{ path: '/stories', types: 'article' }] });
      assert.equal((await fetch(`${demo.url}/p/classic-shirt`)).status, 200);
      assert.equal((await fetch(`${demo.url}/zh/blog/packing-light`)).status, 200);
      assert.equal((await fetch(`${demo.url}/me/center`)).status, 200);
      assert.equal((await fetch(`${demo.url}/stories/packing-light`)).status, 200);
      const home = await (await fetch(`${demo.url}/`)).text();
      assert.ok(home.includes('href="/p/classic-shirt"'), 'links follow the rule');
      const data = JSON.parse(/id="shop-initial-data">(.*?)<\/script>/s.exec(home)![1]!) as { config: Record<string, unknown> };
      assert.equal(data.config.userPath, '/me/');
      assert.equal(data.config.isCustom, true);
    } finally {
      set('routing', routing);
    }
  });

  it('honours hideHeader, hideFooter and useDefTemplate from the stored theme', async () => {
    const theme = original('theme');
    try {
      set('theme', { ...theme, hideHeader: true, hideFooter: true, useDefTemplate: true });
      const page = await (await fetch(`${demo.url}/cart`)).text();
      assert.match(page, /<header data-shop-header[^>]* hidden>/);
      assert.match(page, /<footer data-shop-footer[^>]* hidden>/);
      const body = (await (await fetch(`${demo.url}/cart?request=route`)).json()) as RouteAnswer & { data: { theme: { useDefTemplate: boolean } } };
      assert.equal(body.data.html, '');
      assert.equal(body.data.theme.useDefTemplate, true);
    } finally {
      set('theme', theme);
    }
  });
});

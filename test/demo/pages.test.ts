import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
  'user/order', 'user/order?status=completed', 'user/order?pay=unpaid', 'user/order/SE1001', 'user/return', 'user/return?order=SE1002', 'user/return/RT1001',
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
    // The footer too (its About link was English on every page).
    assert.match(zh, /<h2 class="footer-title" id="footer-shop">关于商店<\/h2>\s*<ul class="footer-links"><li><a href="\/zh\/page\/about">关于我们<\/a>/);
    assert.match(hk, /<h2 class="footer-title" id="footer-shop">關於商店<\/h2>\s*<ul class="footer-links"><li><a href="\/zh-HK\/page\/about">關於我們<\/a>/);
  });

  it('serves the other allowed prefixes in their own interface language (content stays English)', async () => {
    const de = await fetch(`${demo.url}/de/cart`);
    assert.equal(de.status, 200);
    assert.ok((await de.text()).includes('<html lang="de">'));
    assert.ok((await (await fetch(`${demo.url}/zh-TW/cart`)).text()).includes('<html lang="zh-TW">'));
  });

  it('embeds the elements a screen needs, with readable fallback content', async () => {
    const product = await (await fetch(`${demo.url}/product/classic-shirt`)).text();
    for (const tag of ['shop-product-price', 'shop-product-spec', 'shop-product-mobile-image', 'shop-product-photo', 'shop-product-slides', 'shop-reviews']) assert.ok(product.includes(`<${tag}`), tag);
    const spec = /<shop-product-spec product="([^"]+)"/.exec(product)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const parsed = JSON.parse(spec!) as { skus: { code: string; stock: number }[] };
    assert.ok(parsed.skus.some((s) => s.stock === 0), 'sold-out variant in the spec');
    // The galleries are drawn by their own components (a declarative shadow root), each image in a
    // .no-script markup for a page without JavaScript; no hand-made imitation in the light DOM.
    for (const tag of ['shop-product-mobile-image', 'shop-product-photo', 'shop-product-slides']) {
      assert.match(product, new RegExp(`<${tag}[^>]*><template shadowrootmode="open">`), `${tag} drawn by the server`);
    }
    assert.match(product, /<shop-product-photo[^>]*><template shadowrootmode="open">[\s\S]*?role="tablist"[\s\S]*?<\/template><\/shop-product-photo>/, 'the photo\'s thumbnails as tabs');
    assert.match(product, /<shop-image-mover[^>]*><template shadowrootmode="open">/, 'the magnifier drawn inside the photo');
    assert.match(product, /<img part="img" src="\/media\/products\/classic-shirt-red.svg" alt="Classic Shirt" loading="lazy"/, 'the pictures themselves, shown before and without the elements\' code');
    assert.ok(!product.includes('fallback-photo'), 'no hand-made gallery');
    assert.match(product, /<shop-product-slides [^>]*><template shadowrootmode="open">[\s\S]*?part="card"[\s\S]*?<\/template><\/shop-product-slides>/, 'the related products drawn as cards, no light-DOM list');
    // The option picker too: its radios, and for a page without JavaScript a link per value.
    assert.match(product, /<shop-product-spec product="[^"]+" variant-href="\/product\/classic-shirt\/\{sku\}"><template shadowrootmode="open">/);
    assert.match(product, /<a class="link no-script" href="\/product\/classic-shirt\/classic-shirt-[a-z-]+"/);
    assert.ok(!product.includes('fallback-spec'), 'no hand-made option rows');
    // The reviews: their first page drawn by the element (no fetch once it hydrates), with the
    // sign-in link that comes back here for a page without JavaScript.
    assert.match(product, /<shop-reviews product="classic-shirt"><template shadowrootmode="open">[\s\S]*?part="average" class="average" aria-hidden="true">\d\.\d<[\s\S]*?part="review"[\s\S]*?<a href="\/auth\/signin\?redirect=%2Fproduct%2Fclassic-shirt">Sign in to write a review<\/a>[\s\S]*?<\/template><\/shop-reviews>/);
    assert.ok((await (await fetch(`${demo.url}/cart`)).text()).includes('<shop-cart'));
    const order = await (await fetch(`${demo.url}/zh/user/order/SE1001`)).text();
    assert.match(order, /<shop-user><template shadowrootmode="open">[\s\S]*?<\/template><shop-user-header slot="header"><template shadowrootmode="open">/);
    assert.ok(order.includes('<shop-user-order-detail number="SE1001" refund-href="/zh/user/return?order={number}">'));
    // The tab names the order; the page heads its section, and the element the order (not twice).
    assert.match(order, /<title>订单 SE1001[^<]*<\/title>/);
    assert.ok(order.includes('<h1>订单</h1>'), order.match(/<h1>[^<]*<\/h1>/)?.[0]);
    // A guest's application form: the element's own sign-in prompt, no hand-made imitation.
    const guestRefund = await (await fetch(`${demo.url}/user/return?order=SE1002`)).text();
    assert.match(guestRefund, /<shop-order-refund order-number="SE1002"><template shadowrootmode="open">[\s\S]*?<a part="signin-link"[\s\S]*?<\/template><\/shop-order-refund>\s*<shop-user-return>/);
    assert.ok(!guestRefund.includes('Applying for after-sales service needs JavaScript'), 'no hand-made imitation');
    assert.ok((await (await fetch(`${demo.url}/user/return/RT1001`)).text()).includes('<shop-user-return-detail number="RT1001">'));
    const article = await (await fetch(`${demo.url}/zh-HK/article/caring-for-linen`)).text();
    // The comments, drawn by the element in the page's language; no hand-made imitation.
    assert.match(article, /<shop-comments article="caring-for-linen"><template shadowrootmode="open">[\s\S]*?part="count" class="count">[^<]*2[^<]*<[\s\S]*?part="comment"[\s\S]*?<a href="\/zh-HK\/auth\/signin\?redirect=%2Fzh-HK%2Farticle%2Fcaring-for-linen">[^<]+<\/a>[\s\S]*?<\/template><\/shop-comments>/);
    assert.ok(!article.includes('fallback-comments'), 'no hand-made comments');
    // The favourite toggle drawn by the element, unpressed (the wish list is the browser's), in the page's language.
    assert.match(article, /<shop-favorite-button kind="article" slug="caring-for-linen"><template shadowrootmode="open">[\s\S]*?<button type="button" part="favorite" class="favorite" aria-pressed="false">[\s\S]*?<span class="label">[^<a-zA-Z]+<\/span><\/button>[\s\S]*?<\/template><\/shop-favorite-button>/);
    const app = await (await fetch(`${demo.url}/app/anything/here`)).text();
    assert.ok(!app.includes('<shop-app'), 'no element of that name exists: plain content');
    assert.match(app, /<main id="main" data-shop-outlet><h1>Shop app<\/h1><p>[^<]+<\/p>/);
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

  it("keeps the header's search box on the search page, holding the query (issue 22, item 10)", async () => {
    const header = async (path: string) => /<header data-shop-header[^>]*>([^]*?)<\/header>/.exec(await (await fetch(`${demo.url}${path}`)).text())![1]!;
    const search = await header(`/search?q=${encodeURIComponent('linen "shirt" <b>')}`);
    assert.match(search, /<shop-search class="site-search" [^>]*value="linen &quot;shirt&quot; &lt;b&gt;"/);
    assert.match(search, /<input id="site-q" name="q" type="search" [^>]*value="linen &quot;shirt&quot; &lt;b&gt;">/);
    assert.ok(!search.includes('<b>'));
    // Elsewhere, and on the search page without a query, the box is empty.
    for (const path of ['/', '/search', '/zh/search']) {
      const drawn = await header(path);
      assert.match(drawn, /<shop-search class="site-search"/, path);
      assert.match(drawn, /<input id="site-q" name="q" type="search" placeholder="[^"]*">/, path);
    }
  });

  it('finds products by search, in any language, and pages them', async () => {
    const body = (await (await fetch(`${demo.url}/search?q=${encodeURIComponent('亚麻')}&request=route`)).json()) as { data: { data: { total: number; list: unknown[] } } };
    assert.equal(body.data.data.total, 12);
    const page2 = (await (await fetch(`${demo.url}/category/clothing?page=2&request=route`)).json()) as { data: { data: { page: number; list: unknown[] } } };
    assert.equal(page2.data.data.page, 2);
    assert.ok(page2.data.data.list.length > 0);
  });

  it('draws the product listings on the server with the page of products they would fetch (sort, count, badges, real page links)', async () => {
    const page = await (await fetch(`${demo.url}/category/clothing?sort=price-asc`)).text();
    const listing = /<shop-category-product category="clothing"><template shadowrootmode="open">([\s\S]*?)<\/template><\/shop-category-product>/.exec(page)?.[1];
    assert.ok(listing, 'the listing has its declarative shadow root');
    const state = JSON.parse(/data-shop-render="([^"]+)"/.exec(listing)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { data: { list: { name: string }[]; total: number; page: number; pageSize: number } };
    assert.equal(state.data.page, 1);
    assert.ok(state.data.total > state.data.pageSize, 'clothing has more than one page');
    assert.match(listing, new RegExp(`${state.data.total} products`));
    assert.ok(listing.includes(state.data.list[0]!.name), 'the first card');
    assert.match(listing, /<option value="price-asc" selected="">/);
    assert.ok(listing.includes('href="/category/clothing?sort=price-asc&amp;page=2"'), 'page links keep the sort');
    assert.ok(listing.includes('<shop-product-price'), 'prices inside the cards');
    assert.ok(!page.includes('<ul class="cards">'), 'no hand-made fallback');
    // The filters the address names reach the query, as the element would send them.
    const inStock = await (await fetch(`${demo.url}/collection/tea-time?stock=1&min=1&max=20&request=route`)).json() as { data: { html: string } };
    assert.ok(inStock.data.html.includes('<shop-collection-product collection="tea-time"><template shadowrootmode="open">'));
    assert.ok(!inStock.data.html.includes('>Sold out<'), 'in stock only');
  });

  it("draws a page category's list on the server with its pages (the current one marked), no hand-made links", async () => {
    const page = await (await fetch(`${demo.url}/page/shipping`)).text();
    const list = /<shop-category-page category="help"><template shadowrootmode="open">([\s\S]*?)<\/template><\/shop-category-page>/.exec(page)?.[1];
    assert.ok(list, 'the list has its declarative shadow root');
    assert.match(list, /<a part="link" href="\/page\/shipping" aria-current="page">Shipping<\/a>/);
    assert.match(list, /<a part="link" href="\/page\/returns">Returns<\/a>/);
    assert.ok(list.includes('part="excerpt"'), 'excerpts');
    assert.ok(!page.includes('<ul class="links">'), 'no hand-made fallback');
  });

  it('draws the search results on the server with the results it would fetch (query, count, sort, sold-out badges, real page links, GET forms)', async () => {
    const page = await (await fetch(`${demo.url}/search?q=shirt&sort=price-asc`)).text();
    const search = /<shop-search value="shirt" results(?:="")?><template shadowrootmode="open">([\s\S]*?)<\/template><\/shop-search>/.exec(page)?.[1];
    assert.ok(search, 'the results have their declarative shadow root');
    const state = JSON.parse(/data-shop-render="([^"]+)"/.exec(search)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { data: { list: { name: string; inStock: boolean }[]; total: number; page: number; pageSize: number } };
    assert.ok(state.data.total > 0, 'shirts found');
    assert.match(search, new RegExp(`${state.data.total} results? for “shirt”`));
    assert.ok(search.includes(state.data.list[0]!.name.replace(/&/g, '&amp;')), 'the first card');
    assert.match(search, /<option value="price-asc" selected="">/);
    assert.match(search, /<form part="form" role="search" aria-label="Search results" class="search-form"[^>]* action="\/search" method="get"/);
    assert.match(search, /<input[^>]* name="q"[^>]* value="shirt"/);
    if (state.data.list.some((p) => !p.inStock)) assert.ok(search.includes('>Sold out<'));
    if (state.data.total > state.data.pageSize) assert.ok(search.includes('href="/search?q=shirt&amp;sort=price-asc&amp;page=2"'), 'page links keep the query and sort');
    assert.ok(!page.includes('<ul class="cards">'), 'no hand-made fallback');
    // A query with no order picked is ranked by relevance, drawn so and kept out of the links.
    const ranked = await (await fetch(`${demo.url}/search?q=shirt`)).text();
    assert.match(ranked, /<option value="relevance" selected="">Relevance<\/option>/);
    const rankedState = JSON.parse(/<shop-search value="shirt" results[\s\S]*?data-shop-render="([^"]+)"/.exec(ranked)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { data: { list: { name: string }[] } };
    assert.deepEqual(rankedState.data.list.slice(0, 4).map((p) => / Shirt$/.test(p.name)), [true, true, true, true], 'the Shirts before the T-shirts');
    // The page the address names is the page drawn.
    const all = await (await fetch(`${demo.url}/zh/search?page=2&request=route`)).json() as { data: { html: string; data: { page: number } } };
    assert.equal(all.data.data.page, 2);
    assert.match(all.data.html, /<shop-search value="" results(?:="")?><template shadowrootmode="open">[\s\S]*aria-current="page"[^>]*>2</);
  });

  it("draws the article listings on the server with the articles they would fetch (an article's category and author, a custom page's journal)", async () => {
    const page = await (await fetch(`${demo.url}/article/caring-for-linen`)).text();
    const root = (tag: string) => new RegExp(`<${tag} [^>]*><template shadowrootmode="open">([\\s\\S]*?)<\\/template><\\/${tag}>`).exec(page)?.[1];
    const byAuthor = root('shop-article-list');
    assert.ok(byAuthor, "the author's list has its declarative shadow root");
    assert.match(byAuthor, /part="card"/);
    assert.match(byAuthor, /part="meta"/);
    assert.match(byAuthor, /href="\/article\/caring-for-linen" aria-current="page"/, 'the article shown is marked');
    const inCategory = root('shop-category-article');
    if (inCategory) assert.match(inCategory, /part="card"/);
    assert.ok(!page.includes('<ul class="links">'), 'no hand-made fallback');
    const custom = await (await fetch(`${demo.url}/custom/lookbook`)).text();
    const wall = /<shop-article-masonry [^>]*><template shadowrootmode="open">([\s\S]*?)<\/template><\/shop-article-masonry>/.exec(custom)?.[1];
    assert.ok(wall, 'the journal has its declarative shadow root');
    assert.match(wall, /class="cards masonry"/);
    assert.equal(wall.match(/part="card"/g)?.length, 6);
  });

  it('shows a tag at the category path too (the spec allows both readings of the tag rule)', async () => {
    assert.equal((await fetch(`${demo.url}/category/eco`)).status, 200);
    assert.equal((await fetch(`${demo.url}/eco`)).status, 200);
  });
});

/** The tags the loader can define: the keys of widgets/registry.ts. */
const bundle = new Set([...readFileSync(new URL('../../widgets/registry.ts', import.meta.url), 'utf8').matchAll(/^\s*'(shop-[a-z0-9-]+)': \(\) => import\(/gm)].map((m) => m[1]!));
const tagsIn = (page: string) => new Set([...page.matchAll(/<(shop-[a-z0-9-]+)[\s>/]/g)].map((m) => m[1]!));

async function apiSignIn(body: Record<string, unknown>, path = 'auth/signin'): Promise<string> {
  const answer = (await (await fetch(`${demo.url}/api/web/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: { token: string } };
  return answer.data.token;
}

/** A no-JavaScript sign-in (the form post), whose HttpOnly cookie the pages read. */
async function cookieSignIn(): Promise<string> {
  const response = await fetch(`${demo.url}/auth/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url },
    body: new URLSearchParams({ account: 'demo@example.com', password: 'demo-password' }).toString(),
  });
  assert.equal(response.status, 303);
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  assert.match(cookie, /^shop_session=/);
  return cookie;
}

describe('every shop-* tag a page writes', () => {
  it('is compared with the registry', () => {
    assert.ok(bundle.size > 50, `${bundle.size} elements`);
    for (const tag of ['shop-user', 'shop-user-header', 'shop-user-order-detail', 'shop-order-refund', 'shop-favorite-button', 'shop-inquiry-form']) assert.ok(bundle.has(tag), tag);
    assert.ok(!bundle.has('shop-app'));
  });

  for (const [prefix, lang] of prefixes) {
    it(`is an element of the bundle, on every route in ${lang}: as a guest, signed in (route JSON with x-auth) and with the no-JavaScript session cookie`, async () => {
      const token = await apiSignIn({ account: 'demo@example.com', password: 'demo-password' });
      const cookie = await cookieSignIn();
      const seen = new Set<string>();
      for (const route of routes) {
        const url = `${demo.url}${prefix}/${route}`;
        const routeUrl = `${demo.url}${prefix}/${withQuery(route, 'request=route')}`;
        const pages: [string, string][] = [
          ['guest', await (await fetch(url)).text()],
          ['guest route', ((await (await fetch(routeUrl)).json()) as RouteAnswer).data.html],
          ['x-auth route', ((await (await fetch(routeUrl, { headers: { 'x-auth': token } })).json()) as RouteAnswer).data.html],
          ['cookie', await (await fetch(url, { headers: { cookie } })).text()],
        ];
        for (const [who, page] of pages) {
          for (const tag of tagsIn(page)) {
            seen.add(tag);
            assert.ok(bundle.has(tag), `<${tag}> on ${prefix}/${route} (${who}) is not an element of the bundle`);
          }
        }
      }
      // The check saw the user area's elements (signed in and out), not only the shop's.
      for (const tag of ['shop-user', 'shop-user-header', 'shop-user-center', 'shop-user-order', 'shop-user-order-detail', 'shop-order-refund', 'shop-user-return', 'shop-user-return-detail', 'shop-user-address', 'shop-user-favorite', 'shop-user-article', 'shop-user-info', 'shop-user-account', 'shop-user-security', 'shop-user-security-activity', 'shop-user-log', 'shop-inquiry-form', 'shop-favorite-button', 'shop-account-menu']) {
        assert.ok(seen.has(tag), `${tag} was on some page`);
      }
    });
  }
});

describe('the user area without JavaScript', () => {
  const screens = ['center', 'order', 'order/SE1001', 'return', 'return/RT1001', 'address', 'favorite', 'article', 'info', 'account', 'security', 'security/activity', 'log'];
  const main = (page: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(page)![1]!;
  /** The screens the server draws with their own element (one render): the element, and the guest's prompt it says. */
  const ordersPrompt = '登录后即可查看您的订单和售后申请。';
  const accountPrompt = '登录后即可查看您的账户。';
  const drawnScreens: Record<string, [string, string]> = {
    order: ['shop-user-order', ordersPrompt], 'order/SE1001': ['shop-user-order-detail', ordersPrompt], return: ['shop-user-return', ordersPrompt], 'return/RT1001': ['shop-user-return-detail', ordersPrompt],
    address: ['shop-user-address', '登录后查看您的地址簿。'], favorite: ['shop-user-favorite', '登录后查看您的收藏。'], article: ['shop-user-article', '登录后查看您收藏的文章。'],
    center: ['shop-user-center', accountPrompt], info: ['shop-user-info', accountPrompt], account: ['shop-user-account', accountPrompt], log: ['shop-user-log', accountPrompt],
    security: ['shop-user-security', accountPrompt], 'security/activity': ['shop-user-security-activity', accountPrompt],
  };

  it('shows a guest the sign-in link that comes back, and no data, never a spinner alone', async () => {
    for (const screen of screens) {
      const page = main(await (await fetch(`${demo.url}/zh/user/${screen}`)).text());
      assert.ok(page.includes(`href="/zh/auth/signin?redirect=${encodeURIComponent(`/zh/user/${screen}`)}"`), screen);
      // Every screen is drawn by its own element (one render), which says its own sign-in prompt.
      const drawn = drawnScreens[screen]!;
      assert.match(page, new RegExp(`<${drawn[0]}[^>]*><template shadowrootmode="open">[^]*?<p part="signin" class="signin"><span>${drawn[1]}</span>`), screen);
      assert.ok(!page.includes('<shop-loading'), `${screen}: no spinner`);
      // The number in the address is the visitor's own words; nothing else of an account shows.
      const own = screen.split('/')[1] ?? '';
      assert.ok(!/SE100\d|RT100\d|demo@example\.com|Harbour Road/.test(own ? page.replaceAll(own, '') : page), `${screen}: nothing of an account`);
      assert.ok(!page.includes('part="nav"'), `${screen}: no sections for a guest`);
    }
  });

  it("shows the signed-in shopper's data read-only, with the cookie session, in the page's language", async () => {
    const cookie = await cookieSignIn();
    const get = async (path: string) => main(await (await fetch(`${demo.url}${path}`, { headers: { cookie } })).text());
    for (const screen of screens) {
      const page = await get(`/user/${screen}`);
      assert.ok(!page.includes('<shop-loading'), `${screen}: no spinner`);
      // The layout and the header, drawn by their own code: the sections, the shopper's name.
      assert.match(page, /<shop-user><template shadowrootmode="open">[^]*?<nav part="nav" class="nav" aria-label="Your account">/, `${screen}: the sections`);
      assert.match(page, /<shop-user-header slot="header"><template shadowrootmode="open">[^]*?<p part="name" class="name">Demo Customer<\/p>/, `${screen}: the header's name`);
    }
    // The orders, drawn by <shop-user-order> itself: its cards with the statuses in words, the
    // filter of the address applied.
    const orders = await get('/zh/user/order');
    assert.match(orders, /<shop-user-order><template shadowrootmode="open">[^]*?<ul part="list" class="list">/);
    for (const number of ['SE1001', 'SE1004', 'SE1006', 'SE1007']) assert.ok(orders.includes(`href="/zh/user/order/${number}"`), number);
    for (const [status, pay] of [['进行中', '未支付'], ['已完成', '已支付'], ['已取消', '未支付'], ['待取消', '已支付']]) {
      assert.match(orders, new RegExp(`<span part="status" class="badge [a-z_]+">${status}</span><span part="pay-status" class="badge [a-z]+">${pay}</span>`), `${status} · ${pay}`);
    }
    const unpaid = await get('/user/order?pay=unpaid');
    assert.ok(unpaid.includes('SE1004') && unpaid.includes('SE1005') && !unpaid.includes('SE1001'), 'the filter applies without JavaScript');
    assert.match(unpaid, /<input type="radio" name="[^"]+-pay" checked="" value="unpaid"\/>/, "the address's filter chosen");
    assert.match(await get('/user/center'), /<shop-user-center><template shadowrootmode="open">[^]*?<span>You have 2 unpaid orders<\/span><a part="pay" class="button" href="\/user\/order\?status=in_progress&amp;pay=unpaid">/);
    const detail = await get('/zh-HK/user/order/SE1001');
    // The order, drawn by <shop-user-order-detail> itself (its lines, methods, shipments and applications).
    assert.match(detail, /<shop-user-order-detail number="SE1001" refund-href="\/zh-HK\/user\/return\?order=\{number\}"><template shadowrootmode="open">[^]*?<ul part="lines" class="lines">/);
    for (const text of ['顏色: 藍色', '標準運送', 'DX10010042', 'RT1001', '退貨退款']) assert.ok(detail.includes(text), text);
    // An unpaid order's pay section: <shop-payment> drawn inside it with checkout/payment's
    // methods (its own state), in the page's language; a paid order has none.
    const unpaidDetail = await get('/user/order/SE1004');
    assert.match(unpaidDetail, /<shop-payment order="SE1004" amount="\d+" value="[^"]+"><template shadowrootmode="open">[^]*?<div data-shop-root data-shop-render="[^"]*&quot;data&quot;:\[\{&quot;code&quot;:&quot;test-card&quot;[^]*?<fieldset part="methods"/);
    assert.ok(!unpaidDetail.includes('&quot;elements&quot;'), "the order's own state is the order alone");
    assert.ok(!detail.includes('<shop-payment'), 'a paid order is not paid again');
    // The application form for the shopper's own order, drawn with it; its submit needs JavaScript.
    const refund = await get('/user/return?order=SE1008');
    assert.match(refund, /<shop-order-refund order-number="SE1008"><template shadowrootmode="open">[^]*?<p part="order" class="order">Order SE1008 · [^<]+<\/p>[^]*?<form part="form"[^]*?<button part="submit" type="submit" class="button scripted">Submit application<\/button><p part="no-script" class="notice no-script">Applying for after-sales service needs JavaScript\. [^<]+<\/p>/);
    // Not the shopper's order: no data (the element's own first state), nothing about it.
    const notTheirs = await get('/user/return?order=SE9999');
    assert.match(notTheirs, /<shop-order-refund order-number="SE9999"><template shadowrootmode="open">[^]*?<a part="signin-link"/);
    // The applications and one of them, drawn by their own elements.
    const returns = await get('/user/return');
    assert.match(returns, /<shop-user-return><template shadowrootmode="open">[^]*?<a class="link" href="\/user\/return\/RT1001">Return RT1001<\/a>/);
    assert.ok(returns.includes('Pending approval'));
    const application = await get('/zh/user/return/RT1001');
    assert.match(application, /<shop-user-return-detail number="RT1001"><template shadowrootmode="open">[^]*?<dl part="facts" class="facts"><dt>售后单号<\/dt><dd>RT1001<\/dd>/);
    assert.ok(application.includes('href="/zh/user/order/SE1001"'), "the application's order");
    const book = await get('/user/address');
    assert.match(book, /<shop-user-address><template shadowrootmode="open">[^]*?<li part="card" class="card default" data-id="\d+"><p class="name"><strong>[^<]+<\/strong><span part="badge" class="badge">Default<\/span>/, 'the address book, drawn by its own code');
    assert.ok(book.includes('18 Harbour Road') && book.includes('100 Market Street'));
    assert.ok(!book.includes('class="user-list"'), 'no hand-made fallback');
    const favourites = await get('/user/favorite');
    // The tabs, links to the page with ?tab= (a page without JavaScript switches so), and the selected tab's list, drawn by the element's own code.
    assert.match(favourites, /<shop-user-favorite><template shadowrootmode="open">[^]*?<a href="\?tab=product" part="tab" class="tab" role="tab"[^>]*aria-selected="true"[^>]*>Products \(\d+\)<\/a><a href="\?tab=article" part="tab" class="tab" role="tab"[^>]*aria-selected="false"[^>]*>Articles \(\d+\)<\/a>/);
    assert.ok(favourites.includes('href="/product/classic-shirt"') && !favourites.includes('href="/article/caring-for-linen"'));
    assert.ok(!favourites.includes('<ul class="links">'), 'no hand-made fallback');
    const favouriteArticles = await get('/user/favorite?tab=article');
    assert.match(favouriteArticles, /<shop-user-favorite tab="article"><template shadowrootmode="open">[^]*?aria-selected="true"[^>]*>Articles \(\d+\)<\/a>/);
    assert.ok(favouriteArticles.includes('href="/article/caring-for-linen"') && !favouriteArticles.includes('href="/product/classic-shirt"'));
    const saved = await get('/user/article');
    assert.match(saved, /<shop-user-article><template shadowrootmode="open">[^]*?<h2 id="[^"]+" part="heading" class="heading" tabindex="-1">Saved articles<\/h2>[^]*?<a class="link" href="\/article\/caring-for-linen">/, 'the saved articles, drawn by their own code');
    assert.ok(!saved.includes('<ul class="links">') && !saved.includes('href="/product/'), 'no hand-made fallback, no products');
    const security = await get('/user/security');
    assert.ok(security.includes('Safari on iOS') && security.includes('203.0.113.24') && security.includes('Password (mobile number)'));
    assert.match(security, /<shop-user-security><template shadowrootmode="open">[^]*?<ul part="sessions"/);
    // The session the page was asked for with (the cookie's) is this device, and has no sign-out of its own.
    assert.equal(security.match(/<span part="current" class="badge">This device<\/span>/g)?.length, 1);
    assert.match(await get('/user/security/activity'), /<shop-user-security-activity><template shadowrootmode="open">[^]*?<a part="back" class="link" href="\/user\/security">[^]*?Applied for return RT1001/);
    assert.match(await get('/user/log'), /<shop-user-log><template shadowrootmode="open">[^]*?<span part="action" class="action">Applied for return RT1001<\/span>/);
    // The account screens are drawn by their own code, with the shopper's data.
    assert.match(await get('/user/account'), /<shop-user-account><template shadowrootmode="open">[^]*?Now: demo@example\.com/);
    assert.match(await get('/user/info'), /<shop-user-info><template shadowrootmode="open">[^]*?<input [^>]*name="lastName"[^>]*value="Customer"/);
    const article = await get('/article/caring-for-linen');
    // The favourite toggle is drawn unpressed for a signed-in shopper too: it follows the wish list once live.
    assert.match(article, /<shop-favorite-button kind="article" slug="caring-for-linen"><template shadowrootmode="open">[\s\S]*?aria-pressed="false"/);
  });

  it("draws the header's account menu with the account's picture, the initial without one", async () => {
    const cookie = await cookieSignIn();
    const header = async () => /<shop-account-menu[^>]*><template shadowrootmode="open">([^]*?)<\/template>/.exec(await (await fetch(`${demo.url}/`, { headers: { cookie } })).text())![1]!;
    assert.match(await header(), /<span part="avatar" class="avatar" aria-hidden="true">D<\/span>/);
    const avatar = '/media/avatars/pages-test.png';
    const { avatar: before } = (await demo.app.db.row<{ avatar: string | null }>`SELECT avatar FROM users WHERE email = ${'demo@example.com'}`)!;
    await demo.app.db.run`UPDATE users SET avatar = ${avatar} WHERE email = ${'demo@example.com'}`;
    try {
      const drawn = await header();
      assert.match(drawn, new RegExp(`<img part="avatar" class="avatar" src="${avatar}" alt="" width="32" height="32"/>`));
      assert.ok(!drawn.includes('aria-hidden="true">D</span>'), 'no initial beside the picture');
    } finally {
      await demo.app.db.run`UPDATE users SET avatar = ${before} WHERE email = ${'demo@example.com'}`;
    }
  });

  it("is the not-found page for a detail that is another shopper's", async () => {
    const other = await apiSignIn({ firstName: 'Page', lastName: 'Visitor', account: 'pages-other@example.com', password: 'pages-password', terms: true }, 'auth/signup');
    for (const path of ['/user/order/SE1001', '/user/return/RT1001']) {
      const answer = (await (await fetch(`${demo.url}${path}?request=route`, { headers: { 'x-auth': other } })).json()) as RouteAnswer;
      assert.deepEqual(answer.data.data, { status: 404 }, path);
      assert.ok(!answer.data.html.includes('Harbour Road'));
    }
  });
});

describe('server configuration', () => {
  const set = (key: string, value: unknown) => demo.app.db.run`UPDATE settings SET value = ${JSON.stringify(value)} WHERE key = ${key}`;
  const original = async (key: string) => JSON.parse((await demo.app.db.row<{ value: string }>`SELECT value FROM settings WHERE key = ${key}`)!.value) as Record<string, unknown>;

  it('honours the routing rules, the user path and custom category routes', async () => {
    const routing = await original('routing');
    try {
      await set('routing', { ...routing, productRule: '/p/{slug}', articleRule: '/blog/{slug}', userPath: '/me/', isCustom: true, categories: [{ path: '/stories', types: 'article' }] });
      assert.equal((await fetch(`${demo.url}/p/classic-shirt`)).status, 200);
      assert.equal((await fetch(`${demo.url}/zh/blog/packing-light`)).status, 200);
      assert.equal((await fetch(`${demo.url}/me/center`)).status, 200);
      assert.equal((await fetch(`${demo.url}/stories/packing-light`)).status, 200);
      const home = await (await fetch(`${demo.url}/`)).text();
      assert.ok(home.includes('href="/p/linen-shirt"'), 'links follow the rule');
      const data = JSON.parse(/id="shop-initial-data">(.*?)<\/script>/s.exec(home)![1]!) as { config: Record<string, unknown> };
      assert.equal(data.config.userPath, '/me/');
      assert.equal(data.config.isCustom, true);
    } finally {
      await set('routing', routing);
    }
  });

  it('honours hideHeader, hideFooter and useDefTemplate from the stored theme', async () => {
    const theme = await original('theme');
    try {
      await set('theme', { ...theme, hideHeader: true, hideFooter: true, useDefTemplate: true });
      const page = await (await fetch(`${demo.url}/cart`)).text();
      assert.match(page, /<header data-shop-header[^>]* hidden>/);
      assert.match(page, /<footer data-shop-footer[^>]* hidden>/);
      const body = (await (await fetch(`${demo.url}/cart?request=route`)).json()) as RouteAnswer & { data: { theme: { useDefTemplate: boolean } } };
      assert.equal(body.data.html, '');
      assert.equal(body.data.theme.useDefTemplate, true);
    } finally {
      await set('theme', theme);
    }
  });
});

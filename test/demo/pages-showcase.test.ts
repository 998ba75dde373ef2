// The demo as a showcase (issue 13), as the server writes it: the home page's sections (hero
// slides, collections, new arrivals, promotions, articles), the promotions page as cards and
// the footer's columns, in every language.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const get = async (path: string) => {
  const response = await fetch(`${demo.url}${path}`);
  assert.equal(response.status, 200, path);
  return response.text();
};
const main = (page: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(page)![1]!;
const footer = (page: string) => /<footer[^>]*>([\s\S]*)<\/footer>/.exec(page)![1]!;
/** A section of the home page, by its heading's id. */
const section = (page: string, id: string) => {
  const found = new RegExp(`<section class="home-section" aria-labelledby="${id}">([\\s\\S]*?)</section>`).exec(page)?.[1];
  assert.ok(found, `section ${id}`);
  return found;
};
/** The cards of a list of tiles: each one's picture, linked name and text. */
const tiles = (html: string) =>
  [...html.matchAll(/<li class="tile[^"]*">([\s\S]*?)<\/li>/g)].map(([, card]) => ({
    picture: /<img class="tile-picture" src="([^"]+)" alt=""/.exec(card!)?.[1],
    href: /<a class="tile-link" href="([^"]+)">([^<]+)<\/a>/.exec(card!)?.[1],
    name: /<a class="tile-link" href="[^"]+">([^<]+)<\/a>/.exec(card!)?.[1],
    badge: /<p class="tile-badge">([^<]+)<\/p>/.exec(card!)?.[1],
    meta: /<p class="tile-meta">([\s\S]*?)<\/p>/.exec(card!)?.[1],
  }));

describe('the home page', () => {
  it('opens with the hero slides: shop-slides, one slide per seed slide, the first picture loaded at once', async () => {
    const page = main(await get('/'));
    const slides = /<shop-slides class="hero-slides" label="This season" loop>([\s\S]*?)<\/shop-slides>/.exec(page)?.[1];
    assert.ok(slides, 'a shop-slides hero');
    // Drawn by the server around its slides: its buttons, and a picker of one dot per slide.
    assert.match(slides, /^<template shadowrootmode="open">[\s\S]*?part="next"[\s\S]*?<\/template>/);
    assert.equal([...slides.matchAll(/part="dot"/g)].length, 3);
    assert.ok(!slides.includes('data-shop-intent'), 'no stand-in buttons');
    const each = [...slides.matchAll(/<div class="hero-slide">([\s\S]*?)<img class="hero-picture" src="([^"]+)" alt="" width="800" height="600"( loading="lazy")?>/g)];
    assert.deepEqual(each.map((s) => s[2]), ['/media/hero/summer-sale.svg', '/media/hero/tea-week.svg', '/media/hero/desk-essentials.svg']);
    assert.deepEqual(each.map((s) => Boolean(s[3])), [false, true, true], 'the first slide is what shows first: not lazy');
    assert.match(each[0]![1]!, /<h2 class="hero-title">Linen for long, warm days<\/h2>/);
    assert.match(each[0]![1]!, /<a class="button button-light" href="\/promotion\/summer-sale">Shop the sale<\/a>/);
    assert.match(each[2]![1]!, /href="\/collection\/desk-essentials"/);
    for (const [, , src] of each) assert.match(await get(src!), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600">/);
  });

  it('shows the collections as cards: picture, name, link', async () => {
    const cards = tiles(section(await get('/'), 'collections'));
    assert.deepEqual(cards.map((c) => c.name), ['Summer edit', 'Gift guide', 'Tea time', 'Desk essentials']);
    for (const c of cards) {
      assert.equal(c.href, `/collection/${c.picture!.replace(/^\/media\/collections\/(.+)\.svg$/, '$1')}`);
      assert.equal((await fetch(`${demo.url}${c.picture}`)).status, 200, c.picture);
    }
  });

  it('lists the new arrivals, newest first, as the product list drawn by the server', async () => {
    const arrivals = section(await get('/'), 'new-arrivals');
    assert.match(arrivals, /<h2 id="new-arrivals">New arrivals<\/h2><a class="section-more" href="\/tag\/new">/);
    const attribute = /<shop-product-list quick-view currency="USD" products="([^"]+)"><template shadowrootmode="open">/.exec(arrivals)?.[1];
    assert.ok(attribute);
    const products = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { slug: string }[];
    const newest = await demo.app.db.rows<{ slug: string }>`SELECT slug FROM products ORDER BY created_at DESC, id DESC LIMIT 4`;
    assert.deepEqual(products.map((p) => p.slug), newest.map((p) => p.slug));
    // The element's own cards (name, price, score, quick view), in its shadow root.
    assert.equal([...arrivals.matchAll(/<li part="card" class="card">/g)].length, 4);
    assert.equal([...arrivals.matchAll(/part="quick-view"/g)].length, 4);
    assert.match(arrivals, /data-columns="4"/);
  });

  it('shows the running promotions as cards with their discount, and the latest articles as cards', async () => {
    const page = await get('/');
    const promotions = tiles(section(page, 'promotions'));
    assert.deepEqual(promotions.map((p) => [p.name, p.badge, p.href]), [['Tea week', '10% off', '/promotion/tea-week'], ['Summer sale', '15% off', '/promotion/summer-sale']]);
    for (const p of promotions) assert.match(p.meta!, /^Valid until /);
    const articles = tiles(section(page, 'news'));
    assert.deepEqual(articles.map((a) => a.href), ['/article/caring-for-linen', '/article/brewing-oolong', '/article/a-desk-that-works']);
    for (const a of articles) assert.match(a.picture!, /^\/media\/articles\/[\w-]+\.svg$/);
    assert.match(section(page, 'news'), /<time datetime="[^"]+">[^<]+<\/time>/);
  });

  it('speaks the page language in every section', async () => {
    const page = main(await get('/zh-HK'));
    assert.match(page, /<h2 class="hero-title">為漫長夏日準備的亞麻<\/h2>/);
    assert.match(page, /<h2 id="collections">按系列選購<\/h2>/);
    assert.match(page, /<h2 id="new-arrivals">新品上架<\/h2>/);
    assert.match(page, /<a class="tile-link" href="\/zh-HK\/collection\/tea-time">下午茶<\/a>/);
    assert.match(page, /<p class="tile-badge">減 10%<\/p>/);
    assert.doesNotMatch(page, /Summer sale|Shop by collection|New arrivals/);
  });
});

describe('the promotions page', () => {
  it('shows every promotion as a card (picture, discount, name, dates), the ended one last and marked', async () => {
    const page = main(await get('/promotion'));
    assert.doesNotMatch(page, /<ul class="links">/, 'not a bullet list');
    const cards = tiles(page);
    assert.deepEqual(cards.map((c) => c.name), ['Tea week', 'Summer sale', 'Spring clearance']);
    for (const c of cards) {
      assert.match(c.picture!, /^\/media\/collections\/[\w-]+\.svg$/);
      assert.match(c.badge!, /^\d+% off$/);
    }
    assert.equal(cards[2]!.meta, 'Ended');
    assert.match(page, /<li class="tile tile-promotion tile-ended">/);
    assert.equal([...page.matchAll(/tile-ended/g)].length, 1);
  });
});

describe('the footer', () => {
  it('has columns for the shop and for help, the newsletter with its fallback, and a bottom line', async () => {
    const html = footer(await get('/cart'));
    const column = (id: string) => {
      const nav = new RegExp(`<nav class="footer-column" aria-labelledby="${id}"><h2 class="footer-title" id="${id}">([^<]+)</h2>([\\s\\S]*?)</nav>`).exec(html);
      assert.ok(nav, id);
      return { title: nav[1], links: [...nav[2]!.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]) };
    };
    assert.deepEqual(column('footer-shop'), { title: 'The shop', links: [['About', '/page/about'], ['Contact us', '/inquiry/feedback'], ['Lookbook', '/custom/lookbook']] });
    assert.deepEqual(column('footer-help'), {
      title: 'Help',
      links: [['Find an order', '/order/lookup'], ['Coupons', '/coupon'], ['Promotions', '/promotion'], ['Shipping', '/page/shipping'], ['Returns', '/page/returns']],
    });
    // The newsletter is drawn by its own component on the server (the locale files' words), no imitation beside it.
    assert.match(html, /<shop-newsletter hide-label><template shadowrootmode="open">/);
    assert.match(html, /<p part="title" id="[^"]+" class="title">Newsletter<\/p>/);
    assert.match(html, /<p class="text">New arrivals and offers, about once a month\.<\/p>/);
    assert.doesNotMatch(html, /newsletter-title/);
    assert.match(html, /<div class="footer-bottom"><p>A demo of Shop Elements\. Orders are charged in US dollars\.<\/p><p><a href="\/page\/privacy">Privacy<\/a><\/p><\/div>/);
    // Every link leads to a page that exists.
    for (const [, href] of html.matchAll(/<a href="([^"]+)">/g)) assert.equal((await fetch(`${demo.url}${href}`)).status, 200, href);
  });

  it('is written in the page language, with the prefix on every link', async () => {
    const html = footer(await get('/zh/cart'));
    assert.match(html, /<h2 class="footer-title" id="footer-help">帮助<\/h2>/);
    assert.match(html, /<a href="\/zh\/order\/lookup">查找订单<\/a>/);
    assert.match(html, /<p part="title" id="[^"]+" class="title">订阅通讯<\/p>/);
    assert.match(html, /<p class="text">新品和优惠，大约每月一次。<\/p>/);
    const words = html.replace(/<[^>]+>/g, ' ');
    assert.doesNotMatch(words, /\b(About|Help|Coupons|Promotions|Newsletter|Privacy|Find an order)\b/);
  });
});

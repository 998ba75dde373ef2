/**
 * Every language prefix speaks its own language on the server too: the pages' words
 * (demo/pages/words/<code>.json), <html lang>, the spec messages of API answers; the database's
 * text stays in its three content languages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';
import fr from '../../locales/fr.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import ja from '../../locales/ja.json' with { type: 'json' };
import { contentLocaleOf, requestLocale } from '../../demo/messages.ts';
import { pageWords } from '../../demo/pages/words.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
});
after(() => demo.close());

const placeholders = (text: string) => [...text.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
const page = async (path: string) => (await fetch(`${demo.url}${path}`)).text();

describe('the pages\' words catalogues', () => {
  const en = pageWords.en;

  it('exist for every language prefix the routes accept (15)', () => {
    assert.equal(LANGUAGE_PREFIXES.length, 15);
    assert.deepEqual(Object.keys(pageWords).sort(), [...LANGUAGE_PREFIXES].sort());
  });

  for (const language of LANGUAGE_PREFIXES) {
    it(`${language}: the same keys and placeholders as en, none empty`, () => {
      const words: Record<string, string> = pageWords[language];
      assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort(), `${language} keys`);
      for (const [key, text] of Object.entries(en)) {
        assert.deepEqual(placeholders(words[key]!), placeholders(text), `${language} ${key}: ${words[key]}`);
        assert.notEqual(words[key]!.trim(), '', `${language} ${key} is empty`);
      }
    });
  }

  it('are translations, not copies of English (nor Taiwan of Hong Kong)', () => {
    const differing = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).filter((key) => a[key] !== b[key]).length;
    const total = Object.keys(en).length;
    // Brand names, "Lookbook" and "Menu" may be the same in a language; most words are not.
    for (const language of LANGUAGE_PREFIXES.filter((l) => l !== 'en')) assert.ok(differing(pageWords[language], en) > total * 0.7, `${language} differs from en in ${differing(pageWords[language], en)} of ${total}`);
    assert.ok(differing(pageWords['zh-TW'], pageWords['zh-HK']) > total * 0.3, 'zh-TW is written for Taiwan');
  });
});

describe('a page under a language prefix', () => {
  it('/de/: German header, footer and page words, <html lang="de">, German formats', async () => {
    const cart = await page('/de/cart');
    assert.ok(cart.includes('<html lang="de">'), 'lang');
    assert.ok(cart.includes('<a class="skip-link" href="#main">Zum Inhalt springen</a>'), 'skip link');
    // The header's cart button is <shop-cart-drawer>'s own server render, in its German words.
    assert.ok(cart.includes(`<span class="visually-hidden">${de['drawer.open'].replace('{0}', '0')}</span>`), 'header cart button');
    assert.ok(cart.includes('<label class="visually-hidden" for="site-q">Produkte suchen</label>'), 'header search');
    assert.ok(cart.includes('<span class="brand-name">Shop Elements Demo-Shop</span>'), 'brand');
    assert.match(cart, /<h2 class="footer-title" id="footer-shop">Der Shop<\/h2>\s*<ul class="footer-links"><li><a href="\/de\/page\/about">Über uns<\/a>/, 'footer column');
    assert.ok(cart.includes('<p>Eine Demo von Shop Elements. Bestellungen werden in US-Dollar abgerechnet.</p>'), 'footer line');
    assert.match(cart, new RegExp(`<p part="title" id="[^"]+" class="title">${de['newsletter.title']}</p>`), 'newsletter drawn by the server renderer in the elements\' German');
    assert.ok(cart.includes('Ihr Warenkorb ist leer'), 'cart fallback');
    assert.ok(cart.includes('"lang":"de"'), 'the runtime is told the page\'s language');

    const product = await page('/de/product/classic-shirt');
    assert.ok(product.includes('<html lang="de">'));
    const price = /<span part="sale" class="sale">([^<]+)<\/span>/.exec(product)?.[1];
    assert.match(price ?? '', /^\d+,\d{2}\s\$$/, `money as a German shop writes dollars: ${price}`);
    // The product's name is the database's English: marked as such on a German page.
    assert.match(product, /<h1 lang="en">Classic Shirt<\/h1>/);
  });

  it('/ja/: Japanese words and <html lang="ja">', async () => {
    const product = await page('/ja/product/classic-shirt');
    assert.ok(product.includes('<html lang="ja">'));
    assert.ok(product.includes('本文へスキップ'), 'skip link');
    assert.ok(product.includes(`<span class="visually-hidden">${ja['drawer.open'].replace('{0}', '0')}</span>`), 'header cart button');
    assert.ok(product.includes('<a href="/ja/">ホーム</a>') || product.includes('<a href="/ja">ホーム</a>'), 'breadcrumb home');
    assert.match(product, /id="footer-shop">ショップ<\/h2>/, 'footer column');
    assert.match(product, new RegExp(`<p part="title" id="[^"]+" class="title">${ja['newsletter.title']}</p>`), 'newsletter drawn by the server renderer in Japanese');
  });

  it('keeps the content language apart: zh-TW reads Hong Kong\'s Traditional Chinese text, with Taiwan\'s own words', async () => {
    const tw = await page('/zh-TW/product/linen-shirt');
    assert.ok(tw.includes('<html lang="zh-TW">'));
    assert.match(tw, /<h1 lang="zh-HK">亞麻襯衫<\/h1>/);
    assert.ok(tw.includes('跳到主要內容'), 'zh-TW words, not zh-HK\'s 跳到正文');
    // Same language, no mark.
    assert.ok((await page('/zh-HK/product/linen-shirt')).includes('<h1>亞麻襯衫</h1>'));
  });
});

describe('API answers in the interface language', () => {
  it('a code-40 answer is in French for ?lang=fr and for Accept-Language: fr', async () => {
    const english = await post('/order/lookup', { number: '', email: 'a@example.com' });
    assert.equal(english.code, 40);
    const byQuery = await post('/order/lookup?lang=fr', { number: '', email: 'a@example.com' });
    const byHeader = await post('/order/lookup', { number: '', email: 'a@example.com' }, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    assert.equal(byQuery.code, 40);
    assert.notEqual(byQuery.msg, english.msg, 'not English');
    assert.equal(byQuery.msg, fr['validation.required'].replace('{0}', 'number'));
    assert.equal(byHeader.msg, byQuery.msg);
  });

  it('names from the database stay in the content language of the interface language', async () => {
    const fr = await post('/product/detail?lang=fr', { slug: 'linen-shirt' });
    assert.equal(fr.data.name, 'Linen Shirt');
    const tw = await post('/product/detail?lang=zh-TW', { slug: 'linen-shirt' });
    assert.equal(tw.data.name, '亞麻襯衫');
  });

  it('maps language tags to the 15 interface languages, each its own content language', () => {
    const cases: [string, string][] = [
      ['de-DE', 'de'], ['fr', 'fr'], ['ja-JP', 'ja'], ['ko', 'ko'], ['pt-BR', 'pt'], ['pt-PT', 'pt'], ['tl', 'fil'], ['fil-PH', 'fil'], ['in', 'id'], ['id-ID', 'id'],
      ['th', 'th'], ['vi-VN', 'vi'], ['it-CH', 'it'], ['es-419', 'es'], ['en-GB', 'en'],
      ['zh-TW', 'zh-TW'], ['zh-Hant', 'zh-TW'], ['zh-Hant-TW', 'zh-TW'], ['zh-HK', 'zh-HK'], ['zh-MO', 'zh-HK'], ['zh-Hant-HK', 'zh-HK'], ['zh-CN', 'zh'], ['zh-Hans', 'zh'], ['zh', 'zh'],
      ['xx', 'en'], ['', 'en'],
    ];
    for (const [tag, language] of cases) assert.equal(requestLocale(tag, undefined), language, tag);
    assert.equal(requestLocale(undefined, 'xx, nl;q=0.9, ko;q=0.8'), 'ko', 'the first language we have');
    assert.equal(requestLocale('ja', 'fr'), 'ja', '?lang= first');
    assert.deepEqual(LANGUAGE_PREFIXES.map(contentLocaleOf), [...LANGUAGE_PREFIXES], 'a column without the language falls back (db/text.ts)');
  });
});

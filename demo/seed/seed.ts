/**
 * First-start data: a realistic small shop, its own words in every interface language
 * (translations.ts), product names and articles in en, zh and zh-HK. Deterministic (a seeded
 * generator, fixed dates relative to now) so tests can name products, stock levels and coupons.
 * Runs in one transaction: a crash half-way leaves an empty database that seeds again.
 */
import type { SqliteDb as Db } from '../db/database.ts';
import { categoryTree, collections, colours, items, optionNames, sizes, styles, tags, type T3 } from './catalogue-data.ts';
import { articles, authors, contentCategories, coupons, pages, paymentMethods, promotions, reviewers, reviewTexts, shippingMethods } from './content-data.ts';
import { defaultRouting, defaultTheme } from './defaults.ts';
import { seedDemoHistory } from './history.ts';
import { heroSlides } from './home-data.ts';
import { productPicture, svgPicture, writePicture } from './images.ts';
import { allLanguages, OTHER_LANGUAGES, productDescription, productName } from './translations.ts';
import { articleScenes, collectionScenes, drawScene, heroScenes } from './scenes.ts';

/** Product names, articles, author bios: en, zh and zh-HK (text.ts falls back). */
const t3 = ([en, zh, zhHK]: T3) => JSON.stringify({ en, zh, 'zh-HK': zhHK });
/** The shop's own words (categories, options, tags...): every interface language (translations.ts). */
const all = allLanguages;
const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

/** Small deterministic generator (mulberry32) so every fresh database is the same shop. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** These products show these line prices (tests read them). */
const featuredLinePrices: Record<string, number> = { 'classic-shirt': 6900, 'classic-scarf': 5000 };

/** The seeded customer, for trying the account area (shown on /dev/outbox). */
export const DEMO_USER = { email: 'demo@example.com', mobile: '13800000000', password: 'demo-password' };
/**
 * DEMO_USER.password hashed once, with today's parameters (demo/auth/password.ts: scrypt
 * N=2^17): a hash takes about 0.4 s and every test starts fresh databases, so the seed does not
 * compute it again. The password is public; test/demo/database.test.ts checks that this hash
 * verifies it and carries the current parameters.
 */
export const DEMO_PASSWORD_HASH = 'scrypt$131072$8$1$bPWB1gt9OvnKB6zK1pHzqA==$1eNPSEvKFDRV2K9X92fPbHXmzr0wCakgPpkqpd4aQNs=';

export function seed(db: Db, dataDir: string): void {
  const rand = random(42);
  const picture = (folder: string, name: string, label: string, hue: number, shape: 'product' | 'article' | 'avatar') =>
    writePicture(dataDir, folder, name, svgPicture(label, hue, shape));

  db.transaction(() => {
    const setting = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)');
    setting.run('theme', JSON.stringify(defaultTheme));
    setting.run('routing', JSON.stringify(defaultRouting));

    const category = db.prepare('INSERT INTO categories (parent_id, slug, name, description, sort) VALUES (?, ?, ?, ?, ?) RETURNING id');
    const categoryIds = new Map<string, number>();
    categoryTree.forEach((top, i) => {
      const { id } = category.get(null, top.slug, all(top.name), all(top.name), i) as { id: number };
      categoryIds.set(top.slug, id);
      top.children.forEach((child, j) => {
        categoryIds.set(child.slug, (category.get(id, child.slug, all(child.name), all(child.name), j) as { id: number }).id);
      });
    });

    const tag = db.prepare('INSERT INTO tags (slug, name) VALUES (?, ?) RETURNING id');
    const tagIds = tags.map((t) => (tag.get(t.slug, all(t.name)) as { id: number }).id);
    const collection = db.prepare('INSERT INTO collections (slug, name, description, image) VALUES (?, ?, ?, ?) RETURNING id');
    const collectionIds = collections.map((c) => (collection.get(c.slug, all(c.name), all(c.description), writePicture(dataDir, 'collections', c.slug, drawScene(collectionScenes[c.slug]!))) as { id: number }).id);

    const product = db.prepare('INSERT INTO products (slug, category_id, name, description, price, line_price, image, sales, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id');
    const image = db.prepare('INSERT INTO product_images (product_id, url, sort) VALUES (?, ?, ?)');
    const option = db.prepare('INSERT INTO product_options (product_id, name, "values", sort) VALUES (?, ?, ?, ?)');
    const sku = db.prepare('INSERT INTO skus (product_id, code, options, price, line_price, stock, image) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const productTag = db.prepare('INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)');
    const collectionProduct = db.prepare('INSERT INTO collection_products (collection_id, product_id) VALUES (?, ?)');
    const review = db.prepare('INSERT INTO reviews (product_id, author, score, body, created_at) VALUES (?, ?, ?, ?, ?)');

    let n = 0;
    for (const style of styles) {
      for (const item of items) {
        n++;
        const slug = `${style.slug}-${item.slug}`;
        const name = productName(style.name, item.name);
        const price = Math.round((item.price * style.factor) / 50) * 50;
        const onSale = n % 3 === 0 || slug in featuredLinePrices;
        const linePrice = featuredLinePrices[slug] ?? (onSale ? Math.round((price * 1.3) / 100) * 100 : null);
        const described = productDescription(name, style.name);
        const description = JSON.stringify({ en: described.en, zh: described.zh, 'zh-HK': described.zhHK, ...Object.fromEntries(OTHER_LANGUAGES.map((l, i) => [l, described.twelve[i]])) });
        const images = colours.map((c) => writePicture(dataDir, 'products', `${slug}-${c.value}`, productPicture(item.slug, style.slug, c.value)));
        const { id } = product.get(slug, categoryIds.get(item.category), t3(name), description, price, linePrice, images[0], Math.floor(rand() * 500), iso(-n)) as { id: number };
        images.forEach((url, i) => image.run(id, url, i));
        option.run(id, all(optionNames.color), JSON.stringify(colours.map((c) => ({ value: c.value, label: all(c.label) }))), 0);
        if (item.sized) option.run(id, all(optionNames.size), JSON.stringify(sizes.map((s) => ({ value: s.value, label: all(s.label) }))), 1);
        colours.forEach((c, ci) => {
          for (const s of item.sized ? sizes : [null]) {
            // Every product's last colour is sold out, so refusals can be tested and seen.
            const stock = ci === colours.length - 1 ? 0 : 3 + Math.floor(rand() * 40);
            const options = s ? { color: c.value, size: s.value } : { color: c.value };
            sku.run(id, [slug, c.value, s?.value].filter(Boolean).join('-'), JSON.stringify(options), price + (s?.value === 'l' ? 200 : 0), linePrice, stock, images[ci]);
          }
        });
        if (n <= 12) productTag.run(id, tagIds[0]);
        if (n % 4 === 0) productTag.run(id, tagIds[1]);
        if (['scarf', 'pen', 'mug', 'teapot'].includes(item.slug)) productTag.run(id, tagIds[2]);
        if (style.slug === 'linen' || style.slug === 'nordic') productTag.run(id, tagIds[3]);
        if (onSale) productTag.run(id, tagIds[4]);
        collections.forEach((c, i) => c.match(item, style.slug) && collectionProduct.run(collectionIds[i], id));
        const reviewCount = Math.floor(rand() * 4);
        for (let r = 0; r < reviewCount; r++) {
          const who = reviewers[Math.floor(rand() * reviewers.length)]!;
          const text = reviewTexts[Math.floor(rand() * reviewTexts.length)]!;
          review.run(id, who, 3 + Math.floor(rand() * 3), /[^\x00-\x7f]/.test(who) ? text[1] : text[0], iso(-r - 1));
        }
      }
    }

    const author = db.prepare('INSERT INTO authors (name, bio, avatar) VALUES (?, ?, ?) RETURNING id');
    const authorIds = authors.map((a, i) => (author.get(a.name, t3(a.bio), picture('authors', `author-${i + 1}`, a.name, 120 * i, 'avatar')) as { id: number }).id);
    // Migration 4 creates these rows already (in three languages); the seed data stays the one list to read.
    const contentCategory = db.prepare('INSERT INTO content_categories (kind, slug, name, sort) VALUES (?, ?, ?, ?) ON CONFLICT (kind, slug) DO UPDATE SET name = excluded.name');
    contentCategories.forEach((c, i) => contentCategory.run(c.kind, c.slug, all(c.name), i));
    const categoryOf = (kind: 'article' | 'page', slug: string) => (db.prepare('SELECT id FROM content_categories WHERE kind = ? AND slug = ?').get(kind, slug) as { id: number } | undefined)?.id ?? null;
    const article = db.prepare('INSERT INTO articles (slug, author_id, title, summary, body, thumbnail, published_at, category_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id');
    const comment = db.prepare('INSERT INTO comments (article_id, author, body, created_at) VALUES (?, ?, ?, ?)');
    articles.forEach((a, i) => {
      // Published three days before its place in the weekly rhythm, so both comments (a day and
      // two days after publishing) are in the past, even on the newest article.
      const { id } = article.get(a.slug, authorIds[a.author], t3(a.title), t3(a.summary), t3(a.body), writePicture(dataDir, 'articles', a.slug, drawScene(articleScenes[a.slug]!)), iso(-i * 7 - 3), categoryOf('article', a.category)) as { id: number };
      comment.run(id, 'Ada', 'Thank you, this was useful.', iso(-i * 7 - 2));
      if (i % 2 === 0) comment.run(id, '阿玲', '写得很好！', iso(-i * 7 - 1));
    });

    const page = db.prepare('INSERT INTO pages (slug, title, body, custom, category_id) VALUES (?, ?, ?, ?, ?)');
    for (const p of pages) page.run(p.slug, all(p.title), all(p.body), p.custom ? 1 : 0, categoryOf('page', p.category));

    const promotion = db.prepare('INSERT INTO promotions (slug, title, description, percent_off, collection_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const p of promotions) promotion.run(p.slug, all(p.title), all(p.description), p.percentOff, collectionIds[collections.findIndex((c) => c.slug === p.collection)], iso(p.days[0]), iso(p.days[1]));
    const coupon = db.prepare('INSERT INTO coupons (code, slug, title, kind, amount, min_spend, expires_at, max_uses_per_customer, max_uses) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const c of coupons) coupon.run(c.code, c.code.toLowerCase(), all(c.title), c.kind, c.amount, c.minSpend, iso(c.days), c.perCustomer ?? null, c.total ?? null);

    const method = db.prepare('INSERT INTO shipping_methods (code, name, days) VALUES (?, ?, ?) RETURNING id');
    const rate = db.prepare('INSERT INTO shipping_rates (method_id, country, fee) VALUES (?, ?, ?)');
    for (const m of shippingMethods) {
      const { id } = method.get(m.code, all(m.name), m.days) as { id: number };
      for (const [country, fee] of Object.entries(m.rates)) rate.run(id, country, fee);
    }
    const payment = db.prepare('INSERT INTO payment_methods (code, name, enabled) VALUES (?, ?, ?)');
    for (const p of paymentMethods) payment.run(p.code, all(p.name), p.enabled ? 1 : 0);

    const demoUser = db.prepare('INSERT INTO users (email, mobile, password_hash, first_name, last_name, nick_name, email_verified, mobile_verified, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, 1, ?) RETURNING id').get(
      DEMO_USER.email, DEMO_USER.mobile, DEMO_PASSWORD_HASH, 'Demo', 'Customer', 'demo', iso(-90),
    ) as { id: number };
    seedDemoHistory(db, demoUser.id);
    // The home page's hero pictures: files only, the slides themselves are home-data.ts.
    for (const slide of heroSlides) writePicture(dataDir, 'hero', slide.slug, drawScene(heroScenes[slide.slug]!));
    setting.run('seeded', JSON.stringify(iso(0)));
  })();
}

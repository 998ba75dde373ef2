/**
 * The playground's starting attribute values: an element whose required attributes need data
 * (a price, a product, a slug of the seed) starts with some, so it shows itself rather than its
 * error state. Products and the coupon come from the demo's database, the way the shop's own
 * pages write them; a structured attribute not listed here starts with the JSON example of its
 * description, if it has one (playground-manifest.ts). Every element also starts with
 * loading="eager": the playground is there to show it at once.
 */
import type { Db } from '../db/database.ts';
import { findProducts, productDetail } from '../catalog/queries.ts';
import { exampleFromDescription, fieldKind, type PlaygroundElement } from './playground-manifest.ts';
import { html, type Html } from '../html.ts';

/** What the table's product and coupon entries are made of: read from the database per request. */
export interface Sample {
  product: NonNullable<Awaited<ReturnType<typeof productDetail>>>;
  products: Awaited<ReturnType<typeof findProducts>>['list'];
  coupon: { code: string; slug: string; title: string; kind: string; amount: number; minSpend: number; expiresAt: string; expired: boolean };
}

type Value = string | ((sample: Sample) => string);
const json = (value: unknown) => JSON.stringify(value);
const gallery = ({ product: p }: Sample) => json({ slug: p.slug, name: p.name, images: p.images, skus: p.skus.map((s) => ({ code: s.code, image: s.image })), selected: p.skus[0]?.code });
const spec = ({ product: p }: Sample) => json({ slug: p.slug, options: p.options, skus: p.skus, selected: p.skus[0]?.code });

const STARTS: Record<string, Record<string, Value>> = {
  'shop-product-price': { price: '12.5', 'line-price': '15', currency: 'USD' },
  'shop-product-score': { score: '4.5' },
  'shop-coupon': { coupon: (s) => json(s.coupon) },
  'shop-checkbox': { label: 'Gift wrap', name: 'gift' },
  'shop-dropdown': { label: 'Size', name: 'size', options: json([{ value: 's', label: 'Small', description: 'Chest 86-91 cm' }, { value: 'm', label: 'Medium' }, { value: 'l', label: 'Large' }]) },
  'shop-select': { label: 'Size', name: 'size', options: json(['Small', 'Medium', 'Large']) },
  'shop-input': { label: 'Name', name: 'name' },
  'shop-checkout': { step: 'information' },
  'shop-nav': { items: json([{ label: 'Home', href: '/' }, { label: 'Playground' }]) },
  'shop-nav-menu': { items: json([{ label: 'Clothing', href: '/category/clothing' }, { label: 'Desk', href: '/category/desk' }, { label: 'More', children: [{ label: 'Accessories', href: '/category/accessories' }] }]) },
  'shop-category-product': { category: 'clothing', 'no-url': '' },
  'shop-collection-product': { collection: 'summer-edit', 'no-url': '' },
  'shop-category-article': { category: 'guides', 'no-url': '' },
  'shop-category-page': { category: 'help' },
  'shop-comments': { article: 'a-desk-that-works' },
  'shop-favorite-button': { slug: 'a-desk-that-works' },
  'shop-reviews': { product: (s) => s.product.slug },
  'shop-image-mover': { src: (s) => s.product.images[0] ?? '', alt: (s) => s.product.name },
  'shop-product-image': { src: (s) => s.product.images[0] ?? '', alt: (s) => s.product.name },
  'shop-product-buttons': { product: (s) => s.product.slug, sku: (s) => s.product.skus[0]?.code ?? '', stock: (s) => String(s.product.skus[0]?.stock ?? 0) },
  'shop-product-interactive': { product: spec },
  'shop-product-spec': { product: spec },
  'shop-product-photo': { product: gallery },
  'shop-product-mobile-image': { product: gallery },
  'shop-product-modal': { product: (s) => json({ slug: s.product.slug, name: s.product.name, images: s.product.images, options: s.product.options, skus: s.product.skus }) },
  'shop-product-single': { product: (s) => json(s.product) },
  'shop-product-list': { products: (s) => json(s.products) },
  'shop-product-slides': { products: (s) => json(s.products) },
  // The demo account's first order and return (demo@example.com): signed out, the element asks to sign in.
  'shop-order-refund': { 'order-number': 'SE1001' },
  'shop-user-order-detail': { number: 'SE1001' },
  'shop-user-return-detail': { number: 'RT1001' },
  // No request is seeded: signed in, the element says it does not exist.
  'shop-user-inquiry-detail': { number: 'IQ0000000' },
  'shop-html-content': { html: '<h2>Rich text</h2><p>A paragraph with <a href="/">a link</a>.</p><ul><li>One</li><li>Two</li></ul>' },
};

/** Reads the sample product (the first in stock), four products and the first coupon from the demo's database. */
export async function readSample(db: Db): Promise<Sample | undefined> {
  const products = (await findProducts(db, { inStock: true, pageSize: 4 }, 'en')).list;
  const product = products[0] && (await productDetail(db, products[0].slug, 'en'));
  const row = await db.row<{ code: string; slug: string; title: string; kind: string; amount: number; min_spend: number; expires_at: string }>`SELECT code, slug, title, kind, amount, min_spend, expires_at FROM coupons ORDER BY id LIMIT 1`;
  if (!product || !row) return undefined;
  const title = (JSON.parse(row.title) as Record<string, string>).en ?? row.code;
  const coupon = { code: row.code, slug: row.slug, title, kind: row.kind, amount: row.amount, minSpend: row.min_spend, expiresAt: row.expires_at, expired: row.expires_at < new Date().toISOString() };
  return { product, products, coupon };
}

/** The attributes the element starts with on its playground page ('' for a boolean that is on). */
export function startingAttributes(element: PlaygroundElement, sample: Sample | undefined): Record<string, string> {
  const known = new Set(element.attributes.map((a) => a.name));
  const start: Record<string, string> = {};
  if (known.has('loading')) start.loading = 'eager';
  for (const attribute of element.attributes) {
    if (fieldKind(attribute).kind !== 'json' || !/\bRequired\b/.test(attribute.description ?? '')) continue;
    const example = exampleFromDescription(attribute.description);
    if (example) start[attribute.name] = example;
  }
  for (const [name, value] of Object.entries(STARTS[element.tag] ?? {})) {
    if (!known.has(name)) continue;
    if (typeof value === 'string') start[name] = value;
    else if (sample) start[name] = value(sample);
  }
  return start;
}

/**
 * What goes inside an element whose content is its slot's (a carousel shows the slides placed in
 * it, and with none shows nothing to try): sample content made from the sample products.
 */
const CONTENTS: Partial<Record<string, (sample: Sample) => Html>> = {
  'shop-slides': ({ products }) =>
    html`${products.slice(0, 3).map(
      (p) => html`<a class="playground-slide" href="/product/${p.slug}"><img src="${p.image}" alt="" width="400" height="400"><span>${p.name}</span></a>`,
    )}`,
};

/** The sample content an element starts with on its playground page, if it takes some. */
export function startingContent(element: PlaygroundElement, sample: Sample | undefined): Html | undefined {
  const content = CONTENTS[element.tag];
  return content && sample ? content(sample) : undefined;
}

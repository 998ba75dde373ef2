/** Home, search, category, tag, collection and product screens. */
import { findProducts, productDetail, reviewsOf } from '../../catalog/queries.ts';
import { html } from '../../html.ts';
import type { PageContext, Screen } from '../context.ts';
import { contentLang } from '../router.ts';
import { readCart } from '../../api/cart.ts';
import { totals } from '../../api/checkout.ts';
import { breadcrumb, productCard } from '../parts.ts';
import { element } from '../render.ts';
import { requestBody, stateFrom, type ProductSource } from '../../../widgets/category-product/listing-state.ts';
import { viewedItem } from '../../../widgets/product-buttons/viewed-item.ts';
import { readState as readSearchState, requestBody as searchBody } from '../../../widgets/search/search-query.ts';


/**
 * The page of products a listing element (<shop-category-product>, <shop-collection-product>)
 * shows for this address: the very query it would send (its sort, page, stock and price filters
 * read from the address, 12 to a page, prices in cents), answered as the API answers it. It is
 * the element's data: the server draws the listing with it, the browser hydrates it unfetched.
 */
async function listingPage(ctx: PageContext, source: ProductSource) {
  const state = stateFrom({ sort: ctx.query.sort, page: ctx.query.page, stock: ctx.query.stock, min: ctx.query.min, max: ctx.query.max }, 'newest');
  return findProducts(ctx.db, requestBody(source, state, 12, 0.01), ctx.language.locale);
}

// The home page has a file of its own.
export { home } from './home.ts';

export async function search(ctx: PageContext): Promise<Screen> {
  // The results <shop-search results> shows for this address: the very request it would send
  // (its query, sort, page, stock and price filters read from the address, 12 to a page, prices
  // in cents), answered as the API answers it. It is the element's data: the server draws the
  // results with it, the browser hydrates them unfetched.
  const state = readSearchState(new URLSearchParams(Object.entries(ctx.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString());
  const result = await findProducts(ctx.db, searchBody(state, 12, 100), ctx.language.locale);
  return {
    title: ctx.w('search'),
    description: ctx.w('searchLabel'),
    data: { q: state.q, ...result },
    body: html`<h1>${ctx.w('search')}</h1>
      ${element(ctx, 'shop-search', { value: state.q, results: true }, result)}`,
  };
}

export async function category(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const row = await ctx.db.row<{ id: number; slug: string; name: string; description: string }>`SELECT id, slug, name, description FROM categories WHERE slug = ${params.slug}`;
  // The spec says the tag rule may be registered with the category path: a tag slug there shows the tag.
  if (!row) return tag(ctx, params);
  const [children, result, parent] = await Promise.all([
    ctx.db.rows<{ slug: string; name: string }>`SELECT slug, name FROM categories WHERE parent_id = ${row.id} ORDER BY sort, id`,
    listingPage(ctx, { category: row.slug }),
    ctx.db.row<{ slug: string; name: string }>`SELECT p.slug, p.name FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.id = ${row.id}`,
  ]);
  const name = ctx.t(row.name);
  return {
    title: name,
    description: ctx.t(row.description),
    data: { category: { slug: row.slug, name }, children: children.map((c) => ({ slug: c.slug, name: ctx.t(c.name) })), ...result },
    body: html`${breadcrumb(ctx, [{ label: ctx.w('home'), href: ctx.href('') }, ...(parent ? [{ label: ctx.t(parent.name), href: ctx.rule(ctx.routing.categoryRule, parent.slug) }] : []), { label: name }])}
      <h1>${name}</h1>
      ${children.length ? html`<nav aria-label="${ctx.w('categories')}"><ul class="chips">${children.map((c) => html`<li><a href="${ctx.rule(ctx.routing.categoryRule, c.slug)}">${ctx.t(c.name)}</a></li>`)}</ul></nav>` : ''}
      ${element(ctx, 'shop-category-product', { category: row.slug }, result)}`,
  };
}

export async function tag(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const row = await ctx.db.row<{ slug: string; name: string }>`SELECT slug, name FROM tags WHERE slug = ${params.slug}`;
  if (!row) return null;
  const result = await listingPage(ctx, { tag: row.slug });
  const title = ctx.w('tag', ctx.t(row.name));
  return {
    title,
    description: title,
    data: { tag: { slug: row.slug, name: ctx.t(row.name) }, ...result },
    body: html`${breadcrumb(ctx, [{ label: ctx.w('home'), href: ctx.href('') }, { label: title }])}<h1>${title}</h1>
      ${element(ctx, 'shop-category-product', { tag: row.slug }, result)}`,
  };
}

export async function collection(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const row = await ctx.db.row<{ slug: string; name: string; description: string; image: string }>`SELECT slug, name, description, image FROM collections WHERE slug = ${params.slug}`;
  if (!row) return null;
  const result = await listingPage(ctx, { collection: row.slug });
  return {
    title: ctx.t(row.name),
    description: ctx.t(row.description),
    data: { collection: { slug: row.slug, name: ctx.t(row.name), description: ctx.t(row.description), image: row.image }, ...result },
    body: html`${breadcrumb(ctx, [{ label: ctx.w('home'), href: ctx.href('') }, { label: ctx.t(row.name) }])}<h1>${ctx.t(row.name)}</h1><p>${ctx.t(row.description)}</p>
      ${element(ctx, 'shop-collection-product', { collection: row.slug }, result)}`,
  };
}

/** The product's name as stored, every language it has: which one the page shows decides its lang. */
const nameColumn = async (ctx: PageContext, slug: string): Promise<string> => (await ctx.db.value<string>`SELECT name FROM products WHERE slug = ${slug}`) ?? '';

export async function product(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const p = await productDetail(ctx.db, params.slug ?? '', ctx.language.locale);
  if (!p) return null;
  const sku = params.sku ? p.skus.find((s) => s.code === params.sku) : p.skus.find((s) => s.stock > 0) ?? p.skus[0];
  if (!sku) return null;
  const [reviews, relatedPage, name] = await Promise.all([
    reviewsOf(ctx.db, p.id),
    findProducts(ctx.db, { category: p.category.slug, pageSize: 12 }, ctx.language.locale),
    nameColumn(ctx, p.slug),
  ]);
  const spec = { slug: p.slug, options: p.options, skus: p.skus, selected: sku.code };
  // The galleries follow the variant picked in <shop-product-spec>, by the variants' images.
  const gallery = { slug: p.slug, name: p.name, images: p.images, skus: p.skus.map((s) => ({ code: s.code, image: s.image })), selected: sku.code };
  const related = relatedPage.list.filter((r) => r.slug !== p.slug);
  // The page's data, and the view_item the drawn buttons write for the page to report.
  const pageData = { product: p, sku: sku.code, reviews };
  return {
    title: p.name,
    description: p.description,
    keywords: p.tags.map((t) => t.name).join(', '),
    data: pageData,
    body: html`<article class="product">
      <nav aria-label="Breadcrumb"><a href="${ctx.href('')}">${ctx.w('home')}</a> › <a href="${ctx.rule(ctx.routing.categoryRule, p.category.slug)}">${p.category.name}</a></nav>
      <h1${contentLang(ctx.language, name)}>${p.name}</h1>
      <div class="product-main">
      <div class="product-gallery">
        <shop-product-mobile-image product="${JSON.stringify(gallery)}"></shop-product-mobile-image>
        <shop-product-photo magnify product="${JSON.stringify(gallery)}"></shop-product-photo>
      </div>
      <div class="product-buy">
      <shop-product-price price="${sku.price / 100}" ${sku.linePrice ? html`line-price="${sku.linePrice / 100}"` : ''} currency="USD" product="${p.slug}"></shop-product-price>
      ${p.score !== null ? html`<shop-product-score score="${p.score}"><p>${ctx.w('score', p.score)}</p></shop-product-score>` : ''}
      <p>${p.description}</p>
      <shop-product-spec product="${JSON.stringify(spec)}" variant-href="${ctx.rule(ctx.routing.productRule, p.slug)}/{sku}"></shop-product-spec>
      ${element(ctx, 'shop-product-buttons', { product: p.slug, sku: sku.code, stock: sku.stock, 'show-stock': true }, { addAction: ctx.href('cart/add'), viewed: viewedItem(pageData, p.slug) })}
      <p><a href="${ctx.href(`inquiry/${p.slug}`)}">${ctx.w('inquiry')}</a></p>
      </div>
      </div>
      ${related.length ? html`<section aria-labelledby="related">
        <h2 id="related">${ctx.w('related')}</h2>
        <shop-product-slides label="${ctx.w('related')}" products="${JSON.stringify(related.map((r) => ({ ...r, href: ctx.rule(ctx.routing.productRule, r.slug) })))}"></shop-product-slides>
      </section>` : ''}
      <section aria-labelledby="reviews">
        <h2 id="reviews">${ctx.w('reviews')}</h2>
        ${element(ctx, 'shop-reviews', { product: p.slug }, reviews)}
      </section>
    </article>`,
  };
}

/**
 * The shopper's own cart (the session's, or the visitorId cookie's guest), drawn by
 * <shop-cart> itself with the server's totals; a first visit has an empty one.
 */
export async function cart(ctx: PageContext): Promise<Screen> {
  const shopper = ctx.shopper;
  const data = shopper ? { cart: await readCart(ctx.db, shopper.owner, ctx.language.locale), totals: await totals(ctx.db, shopper, ctx.language.ui) } : { cart: { lines: [], count: 0, subtotal: 0 } };
  return {
    title: ctx.w('cart'),
    description: ctx.w('cart'),
    data: {},
    body: html`<h1>${ctx.w('cart')}</h1>${element(ctx, 'shop-cart', { 'checkout-href': ctx.href('checkout/information') }, data)}`,
  };
}

export function app(ctx: PageContext, params: Record<string, string>): Screen {
  // The bundle has no <shop-app> element: the page says what this address is, in plain html.
  return { title: ctx.w('app'), description: ctx.w('app'), data: { path: params.rest ?? '' }, body: html`<h1>${ctx.w('app')}</h1><p>${ctx.w('appText')}</p><p><a href="${ctx.href('')}">${ctx.w('backHome')}</a></p>` };
}


/** Pieces several screens share: product cards, lists, the empty state. */
import type { ProductSummary } from '../catalog/queries.ts';
import { Html, html } from '../html.ts';
import type { PageContext } from './context.ts';

/**
 * A product card: a link that reads well without JS, and the price element (drawn by the server
 * renderer, ./render.ts). `listRows`: inside <shop-product-list> given its products, whose cards
 * show the score under the price: the fallback draws that row too.
 */
export function productCard(ctx: PageContext, p: ProductSummary, options: { listRows?: boolean } = {}): Html {
  return html`<li class="card">
    <a href="${ctx.rule(ctx.routing.productRule, p.slug)}"><img src="${p.image}" alt="" width="200" height="200" loading="lazy"><h3>${p.name}</h3></a>
    <shop-product-price price="${p.price / 100}" ${p.linePrice ? html`line-price="${p.linePrice / 100}"` : ''} currency="USD"></shop-product-price>
    ${options.listRows && p.score !== null ? html`<shop-product-score score="${p.score}"><p>${ctx.w('score', p.score)}</p></shop-product-score>` : ''}
    ${p.inStock ? '' : html`<p class="muted">${ctx.w('soldOut')}</p>`}
  </li>`;
}

/** A product list; the element can page and re-sort it, the server list is its fallback. */
export function productGrid(ctx: PageContext, products: ProductSummary[], source: Record<string, unknown>, tag = 'shop-product-list'): Html {
  if (products.length === 0) return html`<shop-empty kind="data"><p>${ctx.w('noResults')}</p></shop-empty>`;
  const grid = html`<ul class="cards">${products.map((p) => productCard(ctx, p))}</ul>`;
  // Tag names are fixed by the templates, never user input; checked anyway.
  if (!/^shop-[a-z-]+$/.test(tag)) throw new Error(`Not an element name: ${tag}`);
  const name = new Html(tag);
  return html`<${name} query="${JSON.stringify(source)}">${grid}</${name}>`;
}

export function pager(ctx: PageContext, path: string, page: number, pageSize: number, total: number, extra: Record<string, string> = {}): Html {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return html``;
  const link = (n: number) => `${path}?${new URLSearchParams({ ...extra, page: String(n) }).toString()}`;
  return html`<nav class="pager" aria-label="${ctx.w('pagination')}"><ul>${Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
    n === page ? html`<li><a aria-current="page" href="${link(n)}">${n}</a></li>` : html`<li><a href="${link(n)}">${n}</a></li>`,
  )}</ul></nav>`;
}

/** A breadcrumb trail as <shop-nav>, with the same trail as plain links inside for a page without JS. */
export function breadcrumb(ctx: PageContext, items: { label: string; href?: string }[]): Html {
  const last = items.length - 1;
  return html`<shop-nav items="${JSON.stringify(items)}"><nav aria-label="${ctx.w('breadcrumb')}"><ol class="crumbs">${items.map((item, i) =>
    i === last ? html`<li><span aria-current="page">${item.label}</span></li>` : html`<li><a href="${item.href ?? ctx.href('')}">${item.label}</a></li>`,
  )}</ol></nav></shop-nav>`;
}

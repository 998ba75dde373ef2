/** Pieces several screens share: product cards, lists, the empty state. */
import type { ProductSummary } from '../catalog/queries.ts';
import type { Paged } from '../../runtime/api/types.ts';
import { element } from './render.ts';
import { Html, html } from '../html.ts';
import type { PageContext } from './context.ts';

/** A product card: a link that reads well without JS, and the price element (drawn by the server renderer, ./render.ts). */
export function productCard(ctx: PageContext, p: ProductSummary): Html {
  return html`<li class="card">
    <a href="${ctx.rule(ctx.routing.productRule, p.slug)}"><img src="${p.image}" alt="" width="200" height="200" loading="lazy"><h3>${p.name}</h3></a>
    <shop-product-price price="${p.price / 100}" ${p.linePrice ? html`line-price="${p.linePrice / 100}"` : ''} currency="USD"></shop-product-price>
    ${p.inStock ? '' : html`<p class="muted">${ctx.w('soldOut')}</p>`}
  </li>`;
}

/**
 * A product list loaded by `query` (the body of product/list), drawn by the server with the
 * answer it queried (`result`, in the API's shape): the element hydrates it and fetches nothing.
 * No query: an empty list.
 */
export function productGrid(ctx: PageContext, result: Paged<ProductSummary>, query: Record<string, unknown> | null): Html {
  if (!query) return element(ctx, 'shop-product-list', { products: '[]', 'empty-message': ctx.w('noResults') });
  return element(ctx, 'shop-product-list', { query: JSON.stringify(query), 'empty-message': ctx.w('noResults') }, result);
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

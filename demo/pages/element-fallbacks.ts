/**
 * Server fallbacks drawn like the elements they stand in for: the same rows, in the same order,
 * with the same words (the bundle's catalogue), so the upgrade takes the box the fallback had and
 * the page does not move (docs/loading.md, "Fallbacks that do not move the page"). Without
 * JavaScript they are the page: links to each variant, a link to sign in, the empty cart's way on.
 * Their styles are in demo/assets/demo.css.
 */
import type { Sku } from '../../runtime/api/types.ts';
import { pick, skuFor, valueState } from '../../widgets/product-spec/variants.ts';
import type { ProductDetail } from '../catalog/queries.ts';
import { html, type Html } from '../html.ts';
import { message } from '../messages.ts';
import type { PageContext } from './context.ts';

/** The illustration of <shop-empty> (widgets/empty/empty.tsx), the same paths. */
const emptyIcon = html`<svg class="fallback-empty-icon" viewBox="0 0 64 48" aria-hidden="true" focusable="false"><path d="M8 18 16 6h32l8 12v22a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/><path d="M8 18h14l3 6h14l3-6h14" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/></svg>`;

/**
 * <shop-cart>'s empty state: the cart's lines live in the browser, so the server cannot know
 * them; it draws what a new visitor sees (and what a page without JavaScript can say).
 */
export function cartFallback(ctx: PageContext): Html {
  const say = (key: 'cart.empty' | 'cart.continue') => message(ctx.language.ui, key);
  return html`<div class="fallback-empty">${emptyIcon}<p>${say('cart.empty')}</p><a class="fallback-secondary" href="${ctx.href('')}">${say('cart.continue')}</a></div>`;
}

/**
 * <shop-product-spec>'s option rows: each option's name with the chosen value, then a chip per
 * value. A chip is a link to the variant picking it leads to (the element's own rule, `pick`),
 * so the choice works without JavaScript; sold-out and impossible values are marked as there.
 */
export function productSpecFallback(ctx: PageContext, p: Pick<ProductDetail, 'slug' | 'options'> & { skus: Sku[] }, sku: Sku): Html {
  const say = (key: 'spec.chosen' | 'spec.soldOut' | 'spec.unavailable' | 'spec.variantSoldOut', ...args: unknown[]) => message(ctx.language.ui, key, ...args);
  const href = (code: string) => `${ctx.rule(ctx.routing.productRule, p.slug)}/${code}`;
  return html`<div class="fallback-spec">${p.options.map((option) => {
    const chosen = option.values.find((v) => v.value === sku.options[option.key]);
    const id = `spec-${option.key}`;
    return html`<div class="fallback-spec-option" role="group" aria-labelledby="${id}"><p class="fallback-spec-legend" id="${id}">${option.name}${chosen ? html`<span class="fallback-spec-chosen">${say('spec.chosen', chosen.label)}</span>` : ''}</p>
      <ul class="fallback-spec-values">${option.values.map((value) => {
        const state = valueState(p.skus, sku.options, option.key, value.value);
        const target = pick(p.skus, sku.options, option.key, value.value) ?? sku;
        const current = sku.options[option.key] === value.value;
        return html`<li><a class="fallback-spec-chip ${state}" href="${href(target.code)}"${current ? html` aria-current="page"` : ''}>${value.label}${state === 'available' ? '' : html`<span class="visually-hidden"> (${say(state === 'soldout' ? 'spec.soldOut' : 'spec.unavailable')})</span>`}</a></li>`;
      })}</ul></div>`;
  })}${skuFor(p.skus, sku.options)?.stock === 0 ? html`<p class="fallback-spec-stock" role="status">${say('spec.variantSoldOut')}</p>` : ''}</div>`;
}

/**
 * <shop-product-photo>'s stage and thumbnail row: the variant's picture as wide as the column and
 * square, then the product's pictures as thumbnails (links to the full picture without
 * JavaScript), the same list the element shows (the variant's picture first when it is not one
 * of the product's).
 */
export function productPhotoFallback(p: Pick<ProductDetail, 'name' | 'images'>, image: string): Html {
  const list = image && !p.images.includes(image) ? [image, ...p.images] : p.images;
  return html`<div class="fallback-photo"><img class="fallback-photo-stage" src="${image}" alt="${p.name}" width="400" height="400">${list.length > 1
    ? html`<ul class="fallback-thumbnails">${list.map((src) => html`<li><a href="${src}"${src === image ? html` aria-current="true"` : ''}><img src="${src}" alt="" width="56" height="56" loading="lazy"></a></li>`)}</ul>`
    : ''}</div>`;
}

/**
 * <shop-comments> as a visitor sees it: the count, the list (author, date, text) and the
 * write-a-comment heading with the link to sign in that comes back to the article.
 */
export function commentsFallback(ctx: PageContext, comments: readonly { author: string; body: string; createdAt: string }[], here: string): Html {
  const say = (key: 'comments.countOne' | 'comments.countOther' | 'comments.list' | 'comments.beFirst' | 'comments.write' | 'comments.signIn', ...args: unknown[]) => message(ctx.language.ui, key, ...args);
  const locale = ctx.language.ui;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.PluralRules(locale).select(comments.length) === 'one' ? 'comments.countOne' : 'comments.countOther';
  const signIn = `${ctx.href('auth/signin')}?redirect=${encodeURIComponent(here)}`;
  return html`<div class="fallback-comments">${comments.length
    ? html`<p class="fallback-comments-count">${say(count, new Intl.NumberFormat(locale).format(comments.length))}</p>
      <ol class="fallback-comments-list" aria-label="${say('comments.list')}">${comments.map((c) => html`<li><p class="fallback-comment-head"><strong>${c.author}</strong> <time datetime="${c.createdAt}">${date.format(new Date(c.createdAt))}</time></p><p class="fallback-comment-body">${c.body}</p></li>`)}</ol>`
    : html`<div class="fallback-empty">${emptyIcon}<p>${message(ctx.language.ui, 'empty.records')}</p><p class="fallback-empty-hint">${say('comments.beFirst')}</p></div>`}
    <section class="fallback-comments-write"><h3>${say('comments.write')}</h3><p class="fallback-sign-in"><a href="${signIn}">${say('comments.signIn')}</a></p></section></div>`;
}

/** What the server knows of a coupon: the `coupon` attribute of <shop-coupon> (couponData). */
export interface CouponCard {
  code: string;
  slug: string;
  title: string;
  kind: string;
  amount: number;
  minSpend: number;
  expiresAt: string;
  expired: boolean;
}


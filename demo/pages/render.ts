/**
 * The demo's pages through the bundle's server renderer (`shop-elements/server`, the built
 * lib/server.mjs, as any host server would use it: the very code the browser hydrates with): every
 * element it draws is drawn by its own component, in the page's language and the shop's
 * currencies, so the page the shopper gets is the page the elements hydrate (docs/server-rendering.md).
 */
import { expandElements, renderElement, type AttributeValue, type RenderOptions } from 'shop-elements/server';
import { Html } from '../html.ts';
import type { PageContext } from './context.ts';

/** The shop's currency and the others it offers, at these rates (the initial data's config says the same). */
export const SHOP_CURRENCY = 'USD';
export const CURRENCY_RATES = { HKD: 7.8, CNY: 7.2 };

/** The cookie the runtime mirrors the shopper's currency into (runtime/money.ts CURRENCY_COOKIE). */
export const CURRENCY_COOKIE = 'shop_currency';

/**
 * The currency the shopper reads prices in, from their cookie: one the shop has a rate for, else
 * '' (the shop's own). Pages are drawn in it, so they are what the browser, which knows the pick,
 * hydrates.
 */
export function displayCurrencyOf(cookie: string | undefined): string {
  const code = (cookie ?? '').toUpperCase();
  return Object.hasOwn(CURRENCY_RATES, code) ? code : '';
}

/** What every element on this page renders with. */
export function renderOptionsFor(ctx: Pick<PageContext, 'language' | 'routing'>, url: string): RenderOptions {
  // Links to products, articles and pages follow the shop's routing, as the page's config tells the browser.
  return { locale: ctx.language.ui, currency: SHOP_CURRENCY, rates: CURRENCY_RATES, prefix: ctx.language.prefix ? `/${ctx.language.prefix}` : '', url, routing: ctx.routing };
}

/** One element, with the data it would otherwise fetch (and its light DOM `children`, such as a carousel's slides). */
export function element(ctx: PageContext, tag: string, attributes: Record<string, AttributeValue>, data?: unknown, children?: Html | string): Html {
  // The children are drawn too: elements among them get their own shadow roots.
  return new Html(renderElement(tag, attributes, { ...ctx.rendering, data, children: children === undefined ? undefined : String(expand(ctx, children)) }));
}

/** Every element of a piece of page html that is not drawn yet. */
export function expand(ctx: Pick<PageContext, 'rendering'>, html: Html | string): Html {
  return new Html(expandElements(String(html), ctx.rendering));
}

/**
 * The demo's pages through the bundle's server renderer (runtime/server/render.tsx): every
 * element it draws is drawn by its own component, in the page's language and the shop's
 * currencies, so the page the shopper gets is the page the elements hydrate (docs/server-rendering.md).
 */
import { expandElements, renderElement, type AttributeValue, type RenderOptions } from '../../runtime/server/render.tsx';
import { setServerRouting } from '../../widgets/shared/links.ts';
import { Html } from '../html.ts';
import type { PageContext } from './context.ts';

/** The shop's currency and the others it offers, at these rates (the initial data's config says the same). */
export const SHOP_CURRENCY = 'USD';
export const CURRENCY_RATES = { HKD: 7.8, CNY: 7.2 };

/** What every element on this page renders with. */
export function renderOptionsFor(ctx: Pick<PageContext, 'language'>, url: string): RenderOptions {
  return { locale: ctx.language.ui, currency: SHOP_CURRENCY, rates: CURRENCY_RATES, prefix: ctx.language.prefix ? `/${ctx.language.prefix}` : '', url };
}

/** One element, with the data it would otherwise fetch (and its light DOM `children`, such as a carousel's slides). */
export function element(ctx: PageContext, tag: string, attributes: Record<string, AttributeValue>, data?: unknown, children?: Html | string): Html {
  // Links to products, articles and pages follow the shop's routing, as the page's config tells the browser.
  setServerRouting(ctx.routing);
  // The children are drawn too: elements among them get their own shadow roots.
  return new Html(renderElement(tag, attributes, { ...ctx.rendering, data, children: children === undefined ? undefined : String(expand(ctx, children)) }));
}

/** Every element of a piece of page html that is not drawn yet. */
export function expand(ctx: Pick<PageContext, 'rendering'> & Partial<Pick<PageContext, 'routing'>>, html: Html | string): Html {
  if (ctx.routing) setServerRouting(ctx.routing);
  return new Html(expandElements(String(html), ctx.rendering));
}

/**
 * The page footer, in the page's language: columns for the shop and for help, the newsletter,
 * then a bottom line. The newsletter's fallback is the element's own title and text (the
 * locale files' words, as the element says them); demo.css keeps the room of the field row the
 * element adds when it loads (on coming into view), so nothing below it moves.
 */
import { html, type Html } from '../html.ts';
import type { PageContext } from './context.ts';
import type { Word } from './words.ts';

function column(ctx: PageContext, id: string, title: Word, links: [Word, string][]): Html {
  return html`<nav class="footer-column" aria-labelledby="${id}"><h2 class="footer-title" id="${id}">${ctx.w(title)}</h2>
    <ul class="footer-links">${links.map(([word, href]) => html`<li><a href="${href}">${ctx.w(word)}</a></li>`)}</ul></nav>`;
}

export function footer(ctx: PageContext): Html {
  const page = (slug: string) => ctx.rule(ctx.routing.pageRule, slug);
  return html`<div class="footer-columns">
      ${column(ctx, 'footer-shop', 'footerShop', [['about', page('about')], ['contact', ctx.href('inquiry/feedback')], ['lookbook', ctx.href('custom/lookbook')]])}
      ${column(ctx, 'footer-help', 'footerHelp', [['orderLookup', ctx.href('order/lookup')], ['coupons', ctx.href('coupon')], ['promotions', ctx.href('promotion')], ['shippingInfo', page('shipping')], ['returnsInfo', page('returns')]])}
      <div class="footer-column footer-newsletter"><shop-newsletter hide-label></shop-newsletter></div>
    </div>
    <div class="footer-bottom"><p>${ctx.w('footer')}</p><p><a href="${page('privacy')}">${ctx.w('privacy')}</a></p></div>`;
}

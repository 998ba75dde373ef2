/** The page footer: the newsletter, the shop's links and the bottom line, in the page's language. */
import { html, type Html } from '../html.ts';
import type { PageContext } from './context.ts';

export function footer(ctx: PageContext): Html {
  return html`<shop-newsletter><p><strong>${ctx.w('newsletter')}</strong> ${ctx.w('newsletterText')}</p></shop-newsletter><p>${ctx.w('footer')}</p><nav aria-label="${ctx.w('footerNav')}"><a href="${ctx.rule(ctx.routing.pageRule, 'about')}">${ctx.w('about')}</a> <a href="${ctx.href('promotion')}">${ctx.w('promotions')}</a> <a href="${ctx.href('coupon')}">${ctx.w('coupons')}</a> <a href="${ctx.href('inquiry/feedback')}">${ctx.w('inquiry')}</a></nav>`;
}

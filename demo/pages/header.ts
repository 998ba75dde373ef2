/** The demo shop's header: brand, the main links, the account menu, cart, search and language. */
import { html, type Html } from '../html.ts';
import type { PageContext } from './context.ts';
import { LANGUAGE_PREFIXES, languageOf } from './router.ts';

/**
 * The header's account menu. Its fallback: the Account link, or, when a no-JavaScript sign-in's
 * cookie came with the page, the name and a sign-out form (posting to this language's
 * /auth/signout).
 */
function accountMenu(ctx: PageContext): Html {
  const account = ctx.href(`${ctx.routing.userPath}center`);
  const fallback = ctx.cookieUser
    ? html`<span class="account-name">${ctx.w('signedInAs', ctx.cookieUser.name)}</span> <form class="signout-form" method="post" action="${ctx.href('auth/signout')}"><button type="submit">${ctx.w('signOut')}</button></form>`
    : html`<a href="${account}">${ctx.w('account')}</a>`;
  return html`<shop-account-menu signin-href="${ctx.href('auth/signin')}" account-href="${account}" orders-href="${ctx.href(`${ctx.routing.userPath}order`)}">${fallback}</shop-account-menu>`;
}

// The search page has its own search box: the header's would be a second one with the same name.
export function header(ctx: PageContext, path: string): Html {
  const here = path.split('/').filter(Boolean);
  if ((LANGUAGE_PREFIXES as readonly string[]).includes(here[0] ?? '')) here.shift();
  const rest = here.join('/');
  const languages: [string, string, string][] = [['', 'English', 'en'], ['zh', '简体中文', 'zh'], ['zh-HK', '繁體中文', 'zh-HK']];
  return html`<a class="brand" href="${ctx.href('')}">${ctx.w('shopName')}</a>
    <nav aria-label="${ctx.w('mainNav')}"><a href="${ctx.href('')}">${ctx.w('home')}</a> <a href="${ctx.href('search')}">${ctx.w('search')}</a> <a href="${ctx.href('cart')}">${ctx.w('cart')}</a> ${accountMenu(ctx)}</nav>
    <shop-cart-drawer cart-href="${ctx.href('cart')}" checkout-href="${ctx.href('checkout/information')}"></shop-cart-drawer>
    ${rest === 'search' ? '' : html`<shop-search class="site-search"><form role="search" action="${ctx.href('search')}" method="get"><label class="visually-hidden" for="site-q">${ctx.w('searchLabel')}</label><input id="site-q" name="q" type="search" placeholder="${ctx.w('searchLabel')}"><button type="submit">${ctx.w('search')}</button></form></shop-search>`}
    <shop-locale><nav aria-label="${ctx.w('language')}">${languages.map(([prefix, label, lang]) =>
      html`<a href="/${prefix}${prefix && rest ? '/' : ''}${rest}" lang="${lang}" hreflang="${lang}"${ctx.language.locale === languageOf(prefix).locale ? html` aria-current="true"` : ''}>${label}</a> `,
    )}</nav></shop-locale>`;
}

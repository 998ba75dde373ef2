/**
 * The demo shop's header, one row at every width: the brand, the category menu, search, the
 * language and currency control, the account menu and the cart button. Below 1280 px search
 * folds behind a 44 px button (a dialog), below 1024 px the brand is its logo, and on phones
 * (below 768 px, shop-nav-menu's breakpoint) the category menu folds behind a button too.
 *
 * Every element's fallback is drawn in the box the element will have (docs/loading.md), chosen
 * by the same media query the element is given, and works without JavaScript: the search button
 * is a link to the search page and the wide screen's field a GET form; the category menu and the
 * language control are their elements' own server renders (a Menu summary; a <details> of links); the cart button is a link to the cart. A press on a fallback button before
 * its element has loaded (`data-shop-intent`) opens the element's dialog or panel once it has.
 */
import type { Cart } from '../../runtime/api/types.ts';
import { categoriesTree } from '../catalog/queries.ts';
import { html, type Html } from '../html.ts';
import type { PageContext } from './context.ts';
import { LANGUAGE_PREFIXES } from './router.ts';
import { element } from './render.ts';
import { screensOf } from '../../runtime/breakpoints.ts';

/** Where search folds behind its button: below the theme's xl, as demo.css's header rules. */
const searchFoldMedia = (ctx: PageContext) => `(width < ${screensOf({ container: { screen: ctx.rendering.screens } }).xl})`;

const searchIcon = html`<svg class="header-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M12.6 12.6 17 17" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>`;

/**
 * The cart drawer's button, drawn by the server renderer with the shopper's count (their cart,
 * the drawer's lines, as its data; a first visit has none); without JavaScript it is a link to
 * the cart page.
 */
function cartDrawer(ctx: PageContext, cart: Cart | undefined): Html {
  const attributes = { 'cart-href': ctx.href('cart'), 'checkout-href': ctx.href('checkout/information') };
  return element(ctx, 'shop-cart-drawer', attributes, cart ? { cart } : undefined);
}

/**
 * The account menu, drawn by the server renderer: the sign-in link (coming back to this page),
 * or, when the page came with the session cookie, the shopper's menu button (its data names them
 * and this language's /auth/signout: without JavaScript the name and a sign-out form instead).
 */
function accountMenu(ctx: PageContext): Html {
  const attributes = { 'signin-href': ctx.href('auth/signin'), 'account-href': ctx.href(`${ctx.routing.userPath}center`), 'orders-href': ctx.href(`${ctx.routing.userPath}order`) };
  const data = ctx.cookieUser ? { signedInAs: ctx.cookieUser.name, ...(ctx.cookieUser.avatar ? { avatar: ctx.cookieUser.avatar } : {}), signOutAction: ctx.href('auth/signout') } : undefined;
  return element(ctx, 'shop-account-menu', attributes, data);
}

/**
 * The shop's top categories as shop-nav-menu, drawn by the server renderer (expand(), the page's
 * header): inline links on wide screens, a Menu summary on phones that folds the list open with
 * or without JavaScript. The current category's link is marked (`current`: the server knows the path).
 */
async function categoryMenu(ctx: PageContext, path: string): Promise<Html> {
  const items = (await categoriesTree(ctx.db, ctx.language.locale)).map((c) => ({ label: c.name, href: ctx.rule(ctx.routing.categoryRule, c.slug) }));
  return html`<shop-nav-menu class="site-menu" loading="interaction" label="${ctx.w('categories')}" items="${JSON.stringify(items)}" current="${path}"></shop-nav-menu>`;
}

/** The search button (below 1280 px: a link to the search page) or field (wider: a GET form). */
function search(ctx: PageContext, value: string): Html {
  const action = ctx.href('search');
  return html`<shop-search class="site-search" dialog-media="${searchFoldMedia(ctx)}"${value ? html` value="${value}"` : ''}>
      <a class="search-open" href="${action}" data-shop-intent="open">${searchIcon}<span class="visually-hidden">${ctx.w('searchLabel')}</span></a>
      <form class="search-inline" role="search" action="${action}" method="get"><label class="visually-hidden" for="site-q">${ctx.w('searchLabel')}</label><span class="search-box">${searchIcon}<input id="site-q" name="q" type="search" placeholder="${ctx.w('searchLabel')}"${value ? html` value="${value}"` : ''}></span><button type="submit">${ctx.w('search')}</button></form>
    </shop-search>`;
}

/**
 * The language and currency control, drawn by the server renderer with the page's address as its
 * data: until its code loads (and without JavaScript) it shows a <details> whose summary reads as
 * its button, holding links to this page in each language. The server knows the shop's currency
 * only (a shopper's choice is in their browser: the element then draws afresh, in one commit).
 */
function locale(ctx: PageContext, path: string): Html {
  return element(ctx, 'shop-locale', { class: 'site-locale' }, { path });
}

// The header's search stays on the search page too (it stays when a link leads there, the header
// outliving in-page navigation; a page loaded there must not lose it), holding the page's query.
// `cart`: the shopper's cart as the page read it (sendPage reads it once, so the count the initial
// data says the drawer was drawn with is the drawer's); undefined for a first visit.
export async function header(ctx: PageContext, path: string, cart: Cart | undefined): Promise<Html> {
  const here = path.split('/').filter(Boolean);
  if ((LANGUAGE_PREFIXES as readonly string[]).includes(here[0] ?? '')) here.shift();
  const rest = here.join('/');
  return html`<a class="brand" href="${ctx.href('')}"><img src="/assets/favicon.svg" alt="" width="32" height="32"><span class="brand-name">${ctx.w('shopName')}</span></a>
    ${await categoryMenu(ctx, path)}
    <div class="header-actions">
      ${search(ctx, rest === 'search' && typeof ctx.query.q === 'string' ? ctx.query.q.trim() : '')}
      ${locale(ctx, path)}
      ${accountMenu(ctx)}
      ${cartDrawer(ctx, cart)}
    </div>`;
}

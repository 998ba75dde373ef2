/**
 * Every page route of spec section 2, behind one catch-all: a plain GET gets the full host page,
 * `?request=route` gets `{code, msg, data: {data, theme, html, meta}}` for the page shell.
 * Routing and theme are read from the database on each request, so a changed setting applies
 * at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicUser } from '../api/auth.ts';
import { readCart } from '../api/cart.ts';
import { currentUser, sha256 } from '../api/context.ts';
import { cookieSession, readCookie, readVisitorCookie } from '../api/session-cookie.ts';
import { html, type Html } from '../html.ts';
import { authFormRoutes } from './auth-forms.ts';
import { cartFormRoutes } from './cart-form.ts';
import { checkoutFormRoutes } from './checkout-form.ts';
import { orderLookupFormRoutes } from './order-lookup-form.ts';
import { defaultRouting, defaultTheme, type RoutingConfig, type Theme } from '../seed/defaults.ts';
import { createContext, type PageContext, type Screen } from './context.ts';
import { contentSecurityPolicyFor } from '../csp.ts';
import { header } from './header.ts';
import { layout } from './layout.ts';
import { CURRENCY_COOKIE, CURRENCY_RATES, displayCurrencyOf, expand, SHOP_CURRENCY } from './render.ts';
import { footer } from './footer.ts';
import { languageOf, resolve, type Match } from './router.ts';
import * as catalogue from './screens/catalogue.ts';
import * as content from './screens/content.ts';
import * as forms from './screens/forms.ts';
import { orderLookup } from './screens/order-lookup.ts';
import type { FormState } from './screens/auth.ts';
import { devToolsOpenTo } from '../dev-tools.ts';

type Render = (ctx: PageContext, params: Record<string, string>) => Promise<Screen | null>;

const screens: Record<string, Render> = {
  home: catalogue.home,
  search: catalogue.search,
  cart: catalogue.cart,
  category: catalogue.category,
  tag: catalogue.tag,
  product: catalogue.product,
  collection: catalogue.collection,
  app: async (ctx, params) => catalogue.app(ctx, params),
  article: content.article,
  page: content.page,
  custom: content.custom,
  'promotion-list': content.promotionList,
  promotion: content.promotion,
  'coupon-list': content.couponList,
  coupon: content.coupon,
  'inquiry-feedback': async (ctx) => forms.inquiryFeedback(ctx),
  inquiry: forms.inquiry,
  'inquiry-thankyou': async (ctx) => forms.inquiryThankyou(ctx),
  checkout: forms.checkout,
  'checkout-thankyou': forms.checkoutThankyou,
  'order-lookup': async (ctx) => orderLookup(ctx),
};

async function render(ctx: PageContext, match: Match): Promise<Screen | null> {
  if (match.screen.startsWith('auth/')) return forms.auth(ctx, match.screen.slice(5));
  if (match.screen.startsWith('user/')) return forms.user(ctx, match.screen.slice(5), match.params);
  // isCustom routing: '<type>detail' renders that type's screen.
  const type = /^(\w+)detail$/.exec(match.screen)?.[1];
  const renderer = screens[type ?? match.screen];
  return renderer ? renderer(ctx, match.params) : null;
}

function notFound(ctx: PageContext): Screen {
  return {
    status: 404,
    title: ctx.w('notFound'),
    description: ctx.w('notFound'),
    data: null,
    body: html`<h1>${ctx.w('notFound')}</h1><p>${ctx.w('notFoundText')}</p><p><a href="${ctx.href('')}">${ctx.w('backHome')}</a></p>`,
  };
}

export async function readSetting<T>(app: FastifyInstance, key: string, fallback: T): Promise<T> {
  const value = await app.db.value<string>`SELECT value FROM settings WHERE key = ${key}`;
  return value !== undefined ? { ...fallback, ...(JSON.parse(value) as T) } : fallback;
}

export interface PageOptions {
  /** Answer with this status instead of the screen's own (a refused form post: 422, 429...). */
  status?: number;
  /** A refused form post's values and messages, shown in the page's form. */
  form?: FormState;
  /** Render this instead of the matched screen (a form's result page). */
  screen?: (ctx: PageContext) => Screen | Promise<Screen>;
}

/** The parameters the shell's in-page navigation adds to a page's address (runtime/navigation/load-page.ts). */
const ROUTE_PARAMS = ['request', 'userAgent', 'referer', 'cookies'];

/**
 * Renders the page for the request's address: the host page, or the route JSON for the shell.
 * GET requests and the form posts (auth-forms.ts) both answer through here.
 */
export async function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: PageOptions = {}) {
  const url = new URL(request.url, 'http://localhost');
  const query = Object.fromEntries(url.searchParams) as Record<string, string | undefined>;
  const [routing, theme] = await Promise.all([readSetting<RoutingConfig>(app, 'routing', defaultRouting), readSetting<Theme>(app, 'theme', defaultTheme)]);
  const match = resolve(url.pathname, routing);
  // The page's own address, without what the shell's route request adds to it: elements drawn on
  // the server write their links from it (a listing's page links), as the browser will from its own.
  const page = new URL(url);
  for (const added of ROUTE_PARAMS) page.searchParams.delete(added);
  const caller = await currentUser(app.db, request);
  const ctx = createContext(app.db, match?.language ?? languageOf(undefined), routing, query, caller?.id ?? null, `${page.pathname}${page.search}`);
  // The shopper's currency (their cookie, mirroring the pick shop-locale stores): prices and the
  // header's control are drawn in it, as the browser will draw them.
  const displayCurrency = displayCurrencyOf(readCookie(request, CURRENCY_COOKIE));
  ctx.rendering.displayCurrency = displayCurrency;
  // Elements' styles break at the theme's screens (runtime/breakpoints.ts): drawn so, and allowed so.
  const screens = (theme.config as { container?: { screen?: Record<string, string> } }).container?.screen;
  ctx.rendering.screens = screens;
  // The theme's product flags (showSlideImage...): the gallery and buttons drawn as they will show.
  ctx.rendering.productDisplay = (theme.config as { product?: Record<string, boolean> }).product;
  reply.header('Content-Security-Policy', contentSecurityPolicyFor(screens));
  // The cookie a no-JavaScript sign-in left: pages only (the API never reads it).
  const cookie = await cookieSession(app.db, request);
  if (cookie) {
    const user = await publicUser(app.db, cookie.userId);
    ctx.cookieUser = { id: user.id, name: user.firstName || user.email || user.mobile || '', avatar: user.avatar };
  }
  const pageUser = ctx.userId ?? cookie?.userId ?? null;
  ctx.session = caller?.session ?? (cookie ? sha256(cookie.token) : null);
  const visitor = readVisitorCookie(request);
  ctx.shopper = pageUser ? { owner: `u:${pageUser}`, userId: pageUser, visitor: null } : visitor ? { owner: `v:${visitor}`, userId: null, visitor } : null;
  if (options.form) ctx.form = options.form;
  ctx.devTools = devToolsOpenTo(app, request);
  const screen = (options.screen ? await options.screen(ctx) : match && (await render(ctx, match))) ?? notFound(ctx);
  const status = options.status ?? screen.status ?? 200;
  const meta = { title: screen.title, description: screen.description, keywords: screen.keywords ?? '', lang: ctx.language.lang };
  // A page that knows who is signed in, whose cart it is or the currency they read, is nobody else's to cache.
  if (ctx.shopper || displayCurrency) reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');

  if (query.request === 'route') {
    // The default template means the shell shows its own screen: no server html.
    const body = theme.useDefTemplate ? '' : expand(ctx, screen.body).toString();
    // Always HTTP 200 and code 0: the shell renders whatever page it gets, the not-found page
    // included (data.status says 404). Crawlers see the real status on the plain GET.
    const data = status === 200 ? screen.data : { status };
    return reply.code(200).header('Cache-Control', 'no-store').send({ code: 0, msg: '', data: { data, theme, html: body, meta } });
  }
  // Prices are in USD; shoppers may see them in HKD or CNY at these rates (shop-locale).
  // cookieSession: the runtime trades the cookie for the token at start (auth/session).
  const config = { ...routing, currency: SHOP_CURRENCY, currencyRates: CURRENCY_RATES, lang: ctx.language.lang, prefix: ctx.language.prefix, ...(cookie ? { cookieSession: true } : {}) };
  // What the header's cart drawer and account menu were drawn with (the cookies' shopper): while
  // the browser's stored state is the same, their code waits for the shopper (docs/loading.md).
  const cart = ctx.shopper ? await readCart(app.db, ctx.shopper.owner, ctx.language.locale) : undefined;
  const drawnFor = { 'shop.token': Boolean(ctx.cookieUser), 'shop.cartNumber': cart?.count ?? 0, 'shop.currency': displayCurrency };
  const initialData = { config: { ...config, drawnFor }, theme, pageData: screen.data };
  const drawnHeader = await header(ctx, url.pathname, cart);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      layout({
        lang: ctx.language.lang,
        locale: ctx.language.ui,
        skip: ctx.w('skip'),
        title: screen.title,
        description: screen.description,
        keywords: screen.keywords,
        // Every element the server renderer draws, drawn by its own component (./render.ts).
        body: expand(ctx, screen.body),
        initialData,
        header: expand(ctx, drawnHeader),
        footer: expand(ctx, footer(ctx)),
        hideHeader: theme.hideHeader,
        hideFooter: theme.hideFooter,
      }),
    );
}

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => sendPage(app, request, reply);
  app.get('/', handler);
  app.get('/*', handler);
  await authFormRoutes(app);
  await orderLookupFormRoutes(app);
  await cartFormRoutes(app);
  await checkoutFormRoutes(app);
}

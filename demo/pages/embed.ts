/**
 * /embed: the code a shop owner pastes into a page on another site (issue 23; docs/runtime.md,
 * "Embedding on another site"), like a buy button's generator. A GET form picks what to show (a
 * product with its options and Add to cart, its price alone, the cart button with its drawer, or
 * a coupon), the page's language, the currency prices are shown in and the elements' main colour
 * (the `--shop-primary-color` token); the answer shows it live and writes the snippet: the
 * loader's script tag with the shop's address (`data-shop`), the language and currency as start
 * options (with the shop's rate for that currency, as its own pages' initial data carries it),
 * and the tag. The page works
 * without JavaScript (the snippet is in a read-only field to select); /assets/embed.js adds
 * the copy button and paints the preview in the chosen colour (the CSP allows no inline style).
 * The snippet's origin is the shop's public address (app.publicOrigin), never the Host header.
 */
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';
import { languageName } from '../../runtime/language-names.ts';
import { findProducts, productDetail } from '../catalog/queries.ts';
import type { Db } from '../db/database.ts';
import { html, Html } from '../html.ts';
import { layout } from './layout.ts';
import { CURRENCY_RATES, SHOP_CURRENCY } from './render.ts';
import { readSetting } from './routes.ts';
import { defaultRouting, defaultTheme, type RoutingConfig, type Theme } from '../seed/defaults.ts';

const KINDS = {
  product: 'A product: its pictures, options, price and Add to cart',
  price: 'A product’s price alone',
  cart: 'The cart button, with its drawer',
  coupon: 'A coupon, with Apply',
} as const;
type Kind = keyof typeof KINDS;

interface Choice {
  what: Kind;
  slug: string;
  coupon: string;
  lang: (typeof LANGUAGE_PREFIXES)[number];
  currency: string;
  color: string;
}

/** The currencies a page may show prices in: the shop's own and those it has a rate for. */
const CURRENCIES = [SHOP_CURRENCY, ...Object.keys(CURRENCY_RATES)];

interface CouponRow {
  code: string;
  slug: string;
  title: string;
  kind: string;
  amount: number;
  min_spend: number;
  expires_at: string;
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** An attribute value in single quotes, as a person would paste it (JSON keeps its double quotes). */
const quoted = (value: string) => `'${value.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'`;

/** The tag the snippet pastes (and the preview shows), or why it cannot be made. */
async function tagFor(db: Db, choice: Choice): Promise<string | { problem: string }> {
  const style = ` style="--shop-primary-color: ${choice.color}"`;
  switch (choice.what) {
    case 'product':
    case 'price': {
      const product = await productDetail(db, choice.slug, 'en');
      if (!product) return { problem: `There is no product "${choice.slug}".` };
      if (choice.what === 'product') return `<shop-product-single product=${quoted(JSON.stringify(product))}${style}></shop-product-single>`;
      const sku = product.skus[0]!;
      const money = (minor: number) => String(minor / 100);
      return `<shop-product-price price="${money(sku.price)}"${sku.linePrice ? ` line-price="${money(sku.linePrice)}"` : ''} currency="USD"${style}></shop-product-price>`;
    }
    case 'cart':
      return `<shop-cart-drawer${style}></shop-cart-drawer>`;
    case 'coupon': {
      const row = await db.row<CouponRow>`SELECT code, slug, title, kind, amount, min_spend, expires_at FROM coupons WHERE code = ${choice.coupon}`;
      if (!row) return { problem: `There is no coupon "${choice.coupon}".` };
      const titles = JSON.parse(row.title) as Record<string, string>;
      const title = titles[choice.lang] ?? titles.en ?? row.code;
      const coupon = { code: row.code, slug: row.slug, title, kind: row.kind, amount: row.amount, minSpend: row.min_spend, expiresAt: row.expires_at, expired: row.expires_at < new Date().toISOString() };
      return `<shop-coupon coupon=${quoted(JSON.stringify(coupon))}${style}></shop-coupon>`;
    }
  }
}

/**
 * The initial data a page needs for the choice (none for English in the shop's own currency):
 * the language and the currency as start options, and the shop's rate for that currency.
 */
function initialDataFor(choice: Choice): Record<string, unknown> | undefined {
  const start = { ...(choice.lang === 'en' ? {} : { locale: choice.lang }), ...(choice.currency === SHOP_CURRENCY ? {} : { displayCurrency: choice.currency }) };
  if (!Object.keys(start).length) return undefined;
  const rate = CURRENCY_RATES[choice.currency as keyof typeof CURRENCY_RATES];
  return { ...(rate ? { config: { currency: SHOP_CURRENCY, currencyRates: { [choice.currency]: rate } } } : {}), start };
}

/** What to paste: the loader from the shop with its address, the language and currency, the tag. */
function snippetFor(origin: string, choice: Choice, tag: string): string {
  const data = initialDataFor(choice);
  return [
    '<meta charset="utf-8">',
    `<script type="module" src="${origin}/dist/shop-elements.js" data-shop="${origin}"></script>`,
    ...(data ? [`<script type="application/json" id="shop-initial-data">${JSON.stringify(data)}</script>`] : []),
    tag,
  ].join('\n');
}

/** The request's choice, each field checked: a wrong one is named, and the default used. */
function readChoice(query: Record<string, string | undefined>, defaults: Choice): { choice: Choice; problems: string[] } {
  const problems: string[] = [];
  const pick = <T extends string>(value: string | undefined, ok: (v: string) => boolean, fallback: T, what: string): T => {
    if (value === undefined || value === '') return fallback;
    if (ok(value)) return value as T;
    problems.push(`${what} "${value}" is not one of the choices; showing ${fallback}.`);
    return fallback;
  };
  return {
    choice: {
      what: pick(query.what, (v) => Object.hasOwn(KINDS, v), defaults.what, 'What to show'),
      slug: query.slug || defaults.slug,
      coupon: query.coupon || defaults.coupon,
      lang: pick(query.lang, (v) => (LANGUAGE_PREFIXES as readonly string[]).includes(v), defaults.lang, 'The language'),
      currency: pick(query.currency, (v) => CURRENCIES.includes(v), defaults.currency, 'The currency'),
      color: pick(query.color, (v) => COLOR.test(v), defaults.color, 'The colour'),
    },
    problems,
  };
}

const option = (value: string, label: string, selected: boolean) => html`<option value="${value}"${selected ? html` selected` : ''}>${label}</option>`;

async function page(db: Db, origin: string, choice: Choice, problems: string[]): Promise<Html> {
  const products = (await findProducts(db, { pageSize: 100 }, 'en')).list;
  const coupons = await db.rows<{ code: string; title: string }>`SELECT code, title FROM coupons ORDER BY id`;
  const made = await tagFor(db, choice);
  const all = typeof made === 'string' ? problems : [...problems, made.problem];
  return html`<h1>Embed code</h1>
    <p>Show the shop’s products on another site: a blog, a landing page, a page of your own. Choose what to show, then copy the code into that page. Its site must be one the shop allows (<code>ALLOWED_ORIGINS</code>).</p>
    ${all.length ? html`<div class="embed-problems" role="alert"><p>${all.join(' ')}</p></div>` : ''}
    <form class="embed-form" method="get" action="/embed">
      <fieldset>
        <legend>What to show</legend>
        ${(Object.keys(KINDS) as Kind[]).map((kind) => html`<label class="embed-kind"><input type="radio" name="what" value="${kind}"${kind === choice.what ? html` checked` : ''}> ${KINDS[kind]}</label>`)}
      </fieldset>
      <p class="embed-field"><label for="embed-product">Product</label>
        <select id="embed-product" name="slug">${products.map((p) => option(p.slug, p.name, p.slug === choice.slug))}</select></p>
      <p class="embed-field"><label for="embed-coupon">Coupon</label>
        <select id="embed-coupon" name="coupon">${coupons.map((c) => option(c.code, `${c.code}: ${(JSON.parse(c.title) as Record<string, string>).en ?? ''}`, c.code === choice.coupon))}</select></p>
      <p class="embed-field"><label for="embed-lang">Language</label>
        <select id="embed-lang" name="lang">${LANGUAGE_PREFIXES.map((code) => option(code, languageName(code), code === choice.lang))}</select></p>
      <p class="embed-field"><label for="embed-currency">Prices in</label>
        <select id="embed-currency" name="currency">${CURRENCIES.map((code) => option(code, `${code} (${new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code})`, code === choice.currency))}</select></p>
      <p class="embed-field"><label for="embed-color">Main colour</label>
        <input id="embed-color" name="color" type="color" value="${choice.color}"></p>
      <p><button type="submit" class="button">Make the code</button></p>
    </form>
    ${typeof made === 'string'
      ? html`<section aria-labelledby="embed-preview-title">
          <h2 id="embed-preview-title">Preview</h2>
          <div class="embed-preview" data-embed-color="${choice.color}">${new Html(made.replace(/ style="[^"]*"/, ''))}</div>
        </section>
        <section aria-labelledby="embed-code-title">
          <h2 id="embed-code-title">Code to paste</h2>
          <p><label for="embed-code">Paste this where it should show, in the page’s body.</label></p>
          <textarea id="embed-code" class="embed-code" readonly rows="8" spellcheck="false">${snippetFor(origin, choice, made)}</textarea>
          <p class="embed-actions"><button type="button" class="button" data-embed-copy hidden>Copy the code</button> <span role="status" data-embed-status></span></p>
        </section>`
      : ''}
    <script type="module" src="/assets/embed.js"></script>`;
}

export async function embedRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Record<string, string | undefined> }>('/embed', async (request, reply) => {
    const theme = await readSetting<Theme>(app, 'theme', defaultTheme);
    const first = (await findProducts(app.db, { inStock: true, pageSize: 1 }, 'en')).list[0];
    const coupon = await app.db.value<string>`SELECT code FROM coupons ORDER BY id LIMIT 1`;
    const primary = String(theme.config?.primaryColor ?? '');
    const defaults: Choice = { what: 'product', slug: first?.slug ?? '', coupon: coupon ?? '', lang: 'en', currency: SHOP_CURRENCY, color: COLOR.test(primary) ? primary : '#000000' };
    const { choice, problems } = readChoice(request.query, defaults);
    // The preview shows prices as the pasted code will: in the chosen currency, at the shop's rate.
    const config = { ...(await readSetting<RoutingConfig>(app, 'routing', defaultRouting)), currency: SHOP_CURRENCY, currencyRates: CURRENCY_RATES, lang: 'en', prefix: '' };
    const body = await page(app.db, app.publicOrigin, choice, problems);
    return reply
      .code(problems.length ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(layout({ lang: 'en', title: 'Embed code · Shop Elements demo shop', description: 'The code to show the shop’s products on another site', body, initialData: { config, theme, pageData: {}, ...(choice.currency === SHOP_CURRENCY ? {} : { start: { displayCurrency: choice.currency } }) } }));
  });
}


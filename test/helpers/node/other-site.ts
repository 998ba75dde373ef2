// A second site for the embedding tests (issue 23): a plain static host on another origin
// (localhost, another port: another site than the demo's 127.0.0.1) serving pages that paste the
// shop's script tag, under a strict CSP of its own that lets in the shop alone.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { styleHashes } from 'shop-elements/server';

/**
 * The site's own script, first on its pages: it notes every console error and CSP violation
 * in `window.__problems`, which a test reads in any engine (WebDriver has no console to listen to).
 */
export const PROBLEMS_SCRIPT = '/problems.js';
const PROBLEMS_SOURCE = `window.__problems = [];
addEventListener('securitypolicyviolation', (event) => __problems.push('CSP: ' + event.violatedDirective + ' ' + event.blockedURI));
const error = console.error;
console.error = (...args) => {
  __problems.push('console: ' + args.map(String).join(' '));
  error.apply(console, args);
};
addEventListener('error', (event) => __problems.push('error: ' + event.message));
addEventListener('unhandledrejection', (event) => __problems.push('unhandled: ' + event.reason));
`;

/** A page's html, or one whose policy lets style attributes through (a pasted `style="--shop-…"`). */
export type SitePage = string | { html: string; styleAttributes: true };

export interface OtherSite {
  /** `http://localhost:<port>` */
  readonly origin: string;
  /** The pages it serves, by path; anything else is a 404. */
  readonly pages: Map<string, SitePage>;
  /** Every path asked of it, in order (the pages, its own PROBLEMS_SCRIPT, and anything else). */
  readonly asked: string[];
  close(): Promise<void>;
}

/** Starts the site; `shop()` is the shop's origin, read per request (the shop may start after it). */
export async function startOtherSite(shop: () => string): Promise<OtherSite> {
  const pages = new Map<string, SitePage>();
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    asked.push(path);
    if (path === PROBLEMS_SCRIPT) return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(PROBLEMS_SOURCE);
    const found = pages.get(path);
    if (found === undefined) return void response.writeHead(404).end();
    const at = shop();
    // Scripts, requests and pictures from the shop only, the elements' styles by hash, Trusted Types on.
    const csp = [
      "default-src 'none'",
      // The shop's scripts, and the site's own (its problems recorder).
      `script-src ${at} 'self'`,
      ['style-src', ...styleHashes()].join(' '),
      ...(typeof found === 'string' ? [] : ["style-src-attr 'unsafe-inline'"]),
      `img-src ${at} data: blob:`,
      `connect-src ${at} ${at.replace('http', 'ws')}`,
      "base-uri 'none'",
      "form-action 'self'",
      "require-trusted-types-for 'script'",
      'trusted-types shop-elements',
    ].join('; ');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(typeof found === 'string' ? found : found.html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    pages,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A blog post that pastes the shop's script tag (with `data-shop`, when named) and these tags. */
export const blogPost = (shopUrl: string, body: string, dataShop?: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>My blog</title>
<link rel="icon" href="data:,">
<script src="${PROBLEMS_SCRIPT}"></script>
<script type="module" src="${shopUrl}/dist/shop-elements.js"${dataShop ? ` data-shop="${dataShop}"` : ''}></script>
</head>
<body>
<h1>My blog</h1>
<p>What I wear this summer…</p>
${body}
</body>
</html>`;

/** Attribute-safe JSON (the page is written by the test, as an embed-code generator would). */
export const attrJson = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/** The tags of the summer post: a product, the cart drawer and cart, the account menu and sign-in. */
export const SUMMER_POST = (product: unknown) => `<shop-account-menu></shop-account-menu>
<shop-cart-drawer></shop-cart-drawer>
<shop-product-single product='${attrJson(product)}'></shop-product-single>
<h2>Your cart</h2>
<shop-cart></shop-cart>
<h2>Your account</h2>
<shop-signin></shop-signin>`;

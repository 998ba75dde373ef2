/** The host page around every screen: the shell regions, the initial data and the loader. */
import { fileURLToPath } from 'node:url';
import { preloadLinks, readManifest, tagsIn } from '../../runtime/server/preload.mjs';
import { Html, html, jsonScript } from '../html.ts';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

export interface LayoutOptions {
  lang: string;
  /** The elements' interface language (the path prefix, else en): its messages are preloaded. */
  locale?: string;
  title: string;
  description: string;
  keywords?: string;
  body: Html;
  initialData: unknown;
  /** Header and footer contents; empty regions stay so the shell can fill them later. */
  header?: Html;
  footer?: Html;
  hideHeader?: boolean;
  hideFooter?: boolean;
  skip?: string;
}

/**
 * The theme's own module scripts (files under /assets: the CSP allows no inline script), on every
 * page after the loader. On every page, not on the one that needs it: a page reached in-page is
 * its answer's html, sanitised, and a script there never runs; one loaded with the first page
 * does its work on each page the shell applies (`shop:load`). The lookbook's fills its scores.
 */
const THEME_SCRIPTS = ['/assets/lookbook.js'];

export function layout({ skip, lang, locale = 'en', title, description, keywords, body, initialData, header, footer, hideHeader, hideFooter }: LayoutOptions): string {
  // Every chunk the page's eager elements need, fetched at once (docs/loading.md).
  const manifest = readManifest(dist);
  const preload = new Html(manifest ? preloadLinks(tagsIn(`${header ?? ''}${body}${footer ?? ''}`), manifest, { locale }) : '');
  return `<!doctype html>\n${html`<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${description}">
  ${keywords ? html`<meta name="keywords" content="${keywords}">` : ''}
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/assets/demo.css">
  ${preload}
  <script type="module" src="/dist/shop-elements.js"></script>
  ${THEME_SCRIPTS.map((src) => html`<script type="module" src="${src}"></script>`)}
</head>
<body>
  <a class="skip-link" href="#main">${skip ?? 'Skip to content'}</a>
  <header data-shop-header class="site-header"${hideHeader ? html` hidden` : ''}>${header ?? html`<a class="brand" href="/">Shop Elements</a>`}</header>
  <main id="main" data-shop-outlet>${body}</main>
  <footer data-shop-footer class="site-footer"${hideFooter ? html` hidden` : ''}>${footer ?? html`<p>Shop Elements demo shop</p>`}</footer>
  ${jsonScript('shop-initial-data', initialData)}
</body>
</html>`}`;
}

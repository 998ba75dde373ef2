/** The host page around every screen: the shell regions, the initial data and the loader. */
import { html, jsonScript, type Html } from '../html.ts';

export interface LayoutOptions {
  lang: string;
  title: string;
  description: string;
  body: Html;
  initialData: unknown;
}

export function layout({ lang, title, description, body, initialData }: LayoutOptions): string {
  return `<!doctype html>\n${html`<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/assets/demo.css">
  <script type="module" src="/dist/shop-elements.js"></script>
</head>
<body>
  <a class="skip-link" href="#main">Skip to content</a>
  <header data-shop-header class="site-header">
    <a class="brand" href="/">Shop Elements</a>
    <nav aria-label="Main"><a href="/">Home</a> <a href="/page/about">About</a></nav>
  </header>
  <main id="main" data-shop-outlet>${body}</main>
  <footer data-shop-footer class="site-footer"><p>Shop Elements demo shop</p></footer>
  ${jsonScript('shop-initial-data', initialData)}
</body>
</html>`}`;
}

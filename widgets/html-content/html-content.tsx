/**
 * @summary Rich text from the shop's server (an article body, a page, a product description),
 * styled from the theme: headings, paragraphs, lists, quotes, tables, images, code. Html given
 * in the `html` attribute is rendered only through the runtime's sanitiser (runtime/html.ts:
 * DOMPurify and the Trusted Types policy; scripts, event handlers, javascript: URLs and inline
 * styles go), its images load through the runtime's lazy image loader, and wide tables scroll
 * in a focusable region. Without `html`, the server html inside the tag is shown as it is,
 * with the same theme styles.
 *
 * Drawn by the server renderer (docs/server-rendering.md) and hydrated. A host that writes the
 * html itself puts it inside the tag: the server render is the slot that shows it (styled by
 * the shadow root's rules for its top-level blocks before any script). With `html`, the server
 * renders the empty content box, and the browser fills it through the sanitiser, after hydration:
 * html from an attribute goes through that one path only.
 *
 * @attr {string} html - Html from the server. When absent, the element's own content is shown.
 * @attr {"lazy"|"eager"} loading - "lazy" (default): images of `html` load as they near the
 *   viewport; "eager": at once.
 *
 * @slot - The server html, shown (and styled) when there is no `html` attribute.
 *
 * @csspart base - The wrapper.
 * @csspart content - The rendered html of the `html` attribute.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-title-color - Headings.
 * @cssproperty --shop-title-font-family - Headings.
 * @cssproperty --shop-title-font-weight - Headings.
 * @cssproperty --shop-text-color - Text.
 * @cssproperty --shop-primary-color - Links and the focus ring.
 * @cssproperty --shop-border-color - Table lines, rules, quote bar.
 * @cssproperty --shop-desc-color - Captions and quotes.
 * @cssproperty --shop-border-radius - Corners of images and code blocks.
 * @cssproperty --shop-block-space - Space between blocks.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useLayoutEffect, useRef } from 'react';
import { setHtml } from '../../runtime/html';
import { images } from '../../runtime/images';
import { useHost } from '../shared/host';
import { oneOf, string, type PropsOf } from '../shared/props';
import { sheet } from '../shared/styles';
import { useT } from '../shared/use-t';
import { contentCss } from './html-content.styles';

export const htmlContentProps = {
  html: string(),
  loading: oneOf(['lazy', 'eager'], { default: 'lazy' }),
};

export type HtmlContentProps = PropsOf<typeof htmlContentProps>;

/** Light-DOM content is styled by one zero-specificity sheet per document or shadow root, so the page's own rules still win. */
let lightSheet: CSSStyleSheet | undefined;

function adoptLightStyles(host: HTMLElement): void {
  lightSheet ??= sheet(contentCss('shop-html-content:not([html])', true));
  const root = host.getRootNode() as Document | ShadowRoot;
  if (!('adoptedStyleSheets' in root) || root.adoptedStyleSheets.includes(lightSheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, lightSheet];
}

export function HtmlContent({ html, loading }: HtmlContentProps) {
  const { t } = useT();
  const host = useHost();
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (html === undefined) adoptLightStyles(host);
  }, [html === undefined]);

  useLayoutEffect(() => {
    const target = content.current;
    if (!target || html === undefined) return;
    // Sanitised into an inert template first: nothing loads before the images are handed to the loader.
    const template = document.createElement('template');
    setHtml(template, html);
    const fragment = template.content;
    const pending: [HTMLImageElement, string, string | null][] = [];
    for (const img of fragment.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (!src) continue;
      if (loading === 'lazy') {
        pending.push([img, src, img.getAttribute('srcset')]);
        img.removeAttribute('src');
        img.removeAttribute('srcset');
        img.dataset.state = 'loading';
      }
      if (!img.hasAttribute('alt')) img.alt = '';
    }
    for (const table of fragment.querySelectorAll('table')) {
      // A wide table scrolls sideways in its own region, reachable by keyboard and named.
      const wrap = document.createElement('div');
      wrap.className = 'table-wrap';
      wrap.tabIndex = 0;
      wrap.setAttribute('role', 'region');
      wrap.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || t('htmlContent.table'));
      table.replaceWith(wrap);
      wrap.append(table);
    }
    target.replaceChildren(fragment);
    const stops = pending.map(([img, src, srcset]) =>
      images.watch(img, src, (state) => {
        img.dataset.state = state;
        if (state === 'loaded') {
          img.src = src;
          if (srcset) img.srcset = srcset;
        } else if (state === 'error') {
          img.setAttribute('aria-label', t('htmlContent.imageError', img.alt || src.split('/').pop() || ''));
          img.setAttribute('role', 'img');
        }
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [html, loading, t]);

  return (
    <div part="base" className="base">
      {html === undefined ? <slot /> : <div part="content" className="content" ref={content} />}
    </div>
  );
}

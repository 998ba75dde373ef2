/**
 * Puts a page answer ({data, theme, html, meta}) on the page: theme, header and footer,
 * the sanitised html with its embedded elements, the header spacer, title and description.
 */
import type { RouteData } from '../api/types';
import { upgrade } from '../elements';
import { mountPlaceholders } from '../placeholders';
import { applyPageTheme } from './page-theme';
import type { Regions } from './regions';

/** Keeps room under a fixed or sticky header so the page does not start beneath it. */
function headerSpacer(header: HTMLElement | null): HTMLElement {
  const spacer = document.createElement('div');
  spacer.setAttribute('data-shop-header-spacer', '');
  spacer.setAttribute('aria-hidden', 'true');
  const position = header && !header.hidden ? getComputedStyle(header).position : 'static';
  spacer.style.height = position === 'fixed' ? `${header!.offsetHeight}px` : '0px';
  return spacer;
}

export function setMeta(meta: Partial<RouteData['meta']> | undefined): void {
  if (!meta) return;
  if (meta.title) document.title = meta.title;
  // The SEO keys: a page without one clears the last page's (an empty content), never keeps it.
  if (meta.description !== undefined) setNamedMeta('description', meta.description);
  if (meta.keywords !== undefined) setNamedMeta('keywords', meta.keywords);
  if (meta.lang) document.documentElement.lang = meta.lang;
}

function setNamedMeta(name: string, content: string): void {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** The sanitiser (DOMPurify) is its own chunk: pages that never navigate never load it. */
export const loadSanitizer = () => import('../html');

/** The whole page answer; the outlet must exist. */
export async function applyPage(page: RouteData, regionsOfPage: Regions & { outlet: HTMLElement }): Promise<void> {
  const { setHtml } = await loadSanitizer();
  applyPageTheme(page.theme, regionsOfPage);
  setHtml(regionsOfPage.outlet, page.html ?? '');
  regionsOfPage.outlet.prepend(headerSpacer(regionsOfPage.header));
  mountPlaceholders(regionsOfPage.outlet);
  upgrade(regionsOfPage.outlet);
  setMeta(page.meta);
}

/**
 * Addresses of shop content under the shopper's language prefix, following the shop's routing
 * config (initial data `config.productRule` etc., docs/api.md "Routing config").
 */
import type { RoutingConfig } from '../../runtime/api/types';
import { readInitialData } from '../../runtime/initial-data';
import { defaultRouting } from '../../runtime/routes';

type Rule = 'productRule' | 'articleRule' | 'pageRule' | 'categoryRule' | 'collectionRule' | 'tagRule';

/** `rule` with its slug filled in, under `prefix` ('' for English, else e.g. '/zh-HK'). */
export function contentHref(rule: Rule, slug: string, prefix: string): string {
  const configured = (readInitialData().config as Partial<RoutingConfig> | undefined)?.[rule];
  const pattern = typeof configured === 'string' && configured.includes('{slug}') ? configured : defaultRouting[rule];
  const path = pattern.replace('{slug}', encodeURIComponent(slug)).replace(/^\/*/, '/');
  return `${prefix}${path}`;
}

/** A custom page's address (`custom/{slug}` is a fixed route). */
export function customPageHref(slug: string, prefix: string): string {
  return `${prefix}/custom/${encodeURIComponent(slug)}`;
}

/** True when `href` is the page being shown (query and hash ignored). */
export function isCurrentPage(href: string): boolean {
  return new URL(href, location.href).pathname === location.pathname;
}

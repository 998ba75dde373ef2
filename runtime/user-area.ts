/**
 * The user area's map: its sections in navigation order, their addresses under the shop's
 * configurable user prefix (initial data `config.userPath`, default /user/, spec section 2)
 * and the shopper's language prefix, and which section an address belongs to.
 */
import type { MessageKey } from './i18n';
import { defaultRouting, pageRouting, resolveRoute } from './routes';
import { $languagePrefix } from './session';

export type UserSection = 'center' | 'order' | 'return' | 'address' | 'favorite' | 'article' | 'info' | 'account' | 'security' | 'log';

/** The navigation's entries, in order, with the words that name them. */
export const USER_SECTIONS: readonly { section: UserSection; key: MessageKey }[] = [
  { section: 'center', key: 'user.nav.center' },
  { section: 'order', key: 'user.nav.order' },
  { section: 'return', key: 'user.nav.return' },
  { section: 'address', key: 'user.nav.address' },
  { section: 'favorite', key: 'user.nav.favorite' },
  { section: 'article', key: 'user.nav.article' },
  { section: 'info', key: 'user.nav.info' },
  { section: 'account', key: 'user.nav.account' },
  { section: 'security', key: 'user.nav.security' },
  { section: 'log', key: 'user.nav.log' },
];

/** The configured user prefix without slashes at either end ('user' by default). */
export function userPath(): string {
  const configured = pageRouting()?.userPath;
  const path = typeof configured === 'string' && configured.trim() ? configured : defaultRouting.userPath;
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * A user screen's address: `screen` is a route of spec section 2 below the prefix ('center',
 * 'order', 'order/<number>', 'security/activity'); `query` is added as a search string.
 */
export function userHref(screen: string, query?: Record<string, string>, prefix = $languagePrefix.get()): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${prefix}/${userPath()}/${screen.replace(/^\/+/, '')}${search}`;
}

/**
 * The section an address is in: details belong to their list (an order to Orders), the
 * security screen's activity page to the activity log, a quote request (inquiry/{slug}, drawn in
 * the user layout for its sender) to the account centre that lists it. undefined outside the user area.
 */
export function sectionOf(url: string | URL): UserSection | undefined {
  const route = resolveRoute(url, { userPath: userPath() })?.route;
  // A quote request's own page (spec route inquiry/{slug}) is listed on the account centre.
  if (route === 'inquiry') return 'center';
  if (!route?.startsWith('user/')) return undefined;
  const screen = route.slice('user/'.length).replace(/-detail$/, '');
  if (screen === 'security/activity') return 'log';
  return USER_SECTIONS.some((entry) => entry.section === screen) ? (screen as UserSection) : undefined;
}

/**
 * A quote request's page: the spec's storefront route inquiry/{slug} (not under the user prefix),
 * with the shopper's language prefix; its slug is the request's number.
 */
export function inquiryHref(number: string, prefix = $languagePrefix.get()): string {
  return `${prefix}/inquiry/${encodeURIComponent(number)}`;
}

/**
 * Where a shopper goes after signing in: a path on this shop, never another site. Shared by
 * the elements and the demo server (the no-JavaScript forms), so both refuse the same things.
 *
 * `redirect=https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:...`, a path
 * that normalises to `//...` (`/..//evil.example`) and anything that is not a plain absolute
 * path go to the home page instead. The path is put
 * under the current language prefix (a prefix it already had is replaced), so a shopper who
 * signs in on /zh/auth/signin stays in Chinese.
 */
import { LANGUAGE_PREFIXES } from './constants';

// Browsers treat a backslash like a slash and drop tabs and newlines inside URLs.
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/** `prefix` is '' (en) or '/zh', '/zh-HK'...; `fallback` is used when there is no target (default: home). */
export function safeRedirect(target: string | null | undefined, prefix: string, fallback?: string): string {
  const home = `${prefix}/`;
  const value = (target ?? '').trim();
  if (!value) return fallback === undefined ? home : safeRedirect(fallback, prefix);
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value, 'http://shop.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://shop.invalid') return home;
  const parts = url.pathname.split('/');
  if ((LANGUAGE_PREFIXES as readonly string[]).includes(parts[1] ?? '')) parts.splice(1, 1);
  const path = parts.join('/') || '/';
  // Normalising can make a protocol-relative URL of a path that did not start as one:
  // /..//evil.example, /.//evil.example and /%2e%2e//evil.example all become //evil.example,
  // and so can a dropped language prefix (/zh//evil.example). Whatever the prefix, refused.
  if (path.startsWith('//')) return home;
  return `${prefix}${path}${url.search}${url.hash}`;
}

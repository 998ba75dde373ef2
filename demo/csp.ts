/**
 * The strict Content Security Policy every demo page is sent with, so every test of the
 * bundle also proves it runs under it: no inline script, no eval, and html sinks only through
 * the bundle's one Trusted Types policy. Inline styles only by hash: the style texts the
 * server renderer writes into elements' declarative shadow roots (styleHashes(); the same on
 * every page, so a page the shell loads in place may show any element). Those texts break at the
 * theme's screens (runtime/breakpoints.ts), so a page is sent the policy of its theme's screens:
 * contentSecurityPolicyFor(), one policy per set of screens, made once.
 */
import { styleHashes } from 'shop-elements/server';

export const TRUSTED_TYPES_POLICIES = ['shop-elements'];

type Screens = Record<string, string>;

const policy = (screens?: Screens) => [
  "default-src 'self'",
  "script-src 'self'",
  ["style-src 'self'", ...styleHashes({ screens })].join(' '),
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
].join('; ');

/** The policy of a page that is not themed (an error page): the default screens'. */
export const contentSecurityPolicy = policy();

/**
 * The policy of every answer that is not a page (API answers, scripts, styles, pictures). Only a
 * document applies a policy: this one keeps an answer opened as a page (a picture, a JSON answer)
 * from running or loading anything, in 45 bytes. The page's policy is 3.9 KB (its style hashes),
 * and sent with each of the ~40 files a page loads, over HTTP/1.1 it cost a page some 160 KB.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

const byScreens = new Map<string, string>();
/** The policy of a page drawn with the theme's `container.screen`. */
export function contentSecurityPolicyFor(screens: Screens | undefined): string {
  if (!screens) return contentSecurityPolicy;
  const key = JSON.stringify(screens);
  let found = byScreens.get(key);
  if (!found) {
    found = policy(screens);
    if (byScreens.size > 16) byScreens.clear();
    byScreens.set(key, found);
  }
  return found;
}

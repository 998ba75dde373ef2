/**
 * Signing in and out, for every account element: one way to finish a sign-in (the token and
 * user go through the session, then the shopper is sent on), one way to sign out (the server
 * ends the token first, so a copied token stops working), the third-party `state` kept in
 * this tab between leaving and coming back. (Taking over a no-JavaScript sign-in's cookie
 * session: ./cookie-session.ts.)
 */
import { signOutSession } from './api/auth';
import type { SignedIn } from './api/types';
import { browser } from './browser';
import { OAUTH_STATE_COOKIE } from './constants';
import { noteArrival } from './navigation/arrival-note';
import { safeRedirect } from './redirect';
import { $languagePrefix, $signedIn, logout, signIn } from './session';
import { shopHref, shopOrigin } from './shop-address';

/** Stores the token and user info; the session tells every tab and the socket follows. */
export function completeSignIn(answer: SignedIn): void {
  signIn(answer.token, answer.user);
}

/** Where to go after signing in: `target` if it is a path of this shop, under the language prefix; else `fallback` or home. */
export const redirectTarget = (target: string | null | undefined, fallback?: string): string => safeRedirect(target, $languagePrefix.get(), fallback);

/**
 * Signs in with the answer, then leaves for the (checked) redirect address: a whole page load
 * (every part of the page, the header's cart and account included, is then drawn signed in),
 * noted as an arrival so that focus lands on the new page's heading (./navigation/arrival.ts),
 * not on <body>.
 */
export function signInAndGo(answer: SignedIn, target: string | null | undefined, fallback?: string): void {
  completeSignIn(answer);
  // On another site's page (the shop is elsewhere) the token is that page's: the shopper stays
  // there, signed in, unless sent on (the shop's pages would not know the token).
  if (shopOrigin() && !target) return browser.assign(location.href);
  const address = redirectTarget(target, fallback);
  noteArrival(address);
  browser.assign(shopHref(address));
}

let signingOut: Promise<void> | undefined;

/**
 * Ends the session on the server, then forgets it here and reloads (spec section 4). When the
 * server cannot be reached the token is still forgotten: the shopper asked to sign out.
 */
export function signOut(): Promise<void> {
  signingOut ??= signOutSession({ quiet: true })
    .catch(() => undefined)
    .then(() => logout())
    .finally(() => {
      signingOut = undefined;
    });
  return signingOut;
}

const OAUTH_STATE_KEY = 'shop.oauthState';

/**
 * The provider's authorize address with a fresh `state`, remembered in this tab (sessionStorage,
 * for <shop-oauth-return>) and in a ten-minute cookie (shop_oauth_state, for a server that takes
 * the provider's return itself, as the demo does: docs/server-rendering.md), and the return page
 * under the language prefix.
 */
export function oauthAuthorizeUrl(authorizeHref: string, returnPath = `${$languagePrefix.get()}/auth/oauth`): string {
  const state = crypto.randomUUID();
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  // SameSite=Lax: sent on the provider's top-level return to this site.
  document.cookie = `${OAUTH_STATE_COOKIE}=${state}; Path=/; SameSite=Lax; Max-Age=600${location.protocol === 'https:' ? '; Secure' : ''}`;
  const url = new URL(authorizeHref, location.href);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect', returnPath);
  return url.href;
}

/** True when `state` is the one this tab sent; either way it is used up. */
export function checkOauthState(state: string | null | undefined): boolean {
  const expected = sessionStorage.getItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  return Boolean(expected && state && expected === state);
}

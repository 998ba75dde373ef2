/**
 * What the browser remembers of the shopper, in local storage (spec section 3): the auth token
 * (sent as x-auth), the user info, the visitor id, the cart number and the language path
 * prefix. Persistent stores follow changes made in other tabs.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { UserInfo } from './api/types';
import { browser } from './browser';
import { StorageKey } from './constants';

const json = <T>(fallback: T) => ({
  encode: (value: T) => JSON.stringify(value),
  decode: (text: string): T => {
    try {
      return JSON.parse(text) as T;
    } catch {
      return fallback; // another script wrote something else under our key
    }
  },
});

/** undefined when signed out (the key is then removed from storage). */
export const $token = persistentAtom<string | undefined>(StorageKey.token, undefined);
export const $userInfo = persistentAtom<UserInfo | null>(StorageKey.userInfo, null, json<UserInfo | null>(null));
export const $visitorId = persistentAtom<string>(StorageKey.visitorId, '');
export const $cartNumber = persistentAtom<number>(StorageKey.cartNumber, 0, {
  encode: String,
  decode: (text) => (Number.isFinite(Number(text)) ? Math.max(0, Math.trunc(Number(text))) : 0),
});
/** '' for the default language (en), else e.g. '/zh-HK'. */
export const $languagePrefix = persistentAtom<string>(StorageKey.languagePrefix, '');

export const $signedIn = computed($token, (token) => Boolean(token));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The cookie the visitor id is mirrored into (the spec's name for it). */
export const VISITOR_COOKIE = 'visitorId';

/** The visitor id a cookie holds: the one the shop's server gave a guest who bought without JavaScript. */
function cookieVisitorId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie.split('; ').find((part) => part.startsWith(`${VISITOR_COOKIE}=`))?.slice(VISITOR_COOKIE.length + 1);
  return value && UUID.test(value) ? value : undefined;
}

/**
 * The visitor id, created once per browser (a crypto UUID: the server takes no other form). A
 * browser with none yet takes the cookie's, if the server set one (a cart filled without
 * JavaScript stays the guest's cart once the script runs).
 */
export function visitorId(): string {
  let id = $visitorId.get();
  if (!UUID.test(id)) {
    id = cookieVisitorId() ?? crypto.randomUUID();
    $visitorId.set(id);
  }
  return id;
}

/**
 * Mirrors the visitor id into a first-party cookie, so the shop's server can draw a guest's own
 * cart into the page it sends (one render). It never authorises anything: the API reads the
 * x-visitor-id header only. 400 days is the longest a browser keeps a cookie.
 */
export function mirrorVisitorCookie(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${visitorId()}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax${secure}`;
}

export function signIn(token: string, user?: UserInfo): void {
  $token.set(token);
  if (user) $userInfo.set(user);
}

/** Forgets the token and user info (as on code 50 and on logout). */
export function clearSession(): void {
  $token.set(undefined);
  $userInfo.set(null);
}

/** Logging out clears token and user info and reloads the page (spec section 4). */
export function logout(): void {
  clearSession();
  browser.reload();
}

/**
 * The sign-in page under the current language prefix, with `redirect` naming the page to come
 * back to (the current one by default; none from an account page itself).
 */
export function signInPath(back: string | null = `${location.pathname}${location.search}`): string {
  const path = `${$languagePrefix.get()}/auth/signin`;
  return back && !/\/auth\//.test(back) ? `${path}?redirect=${encodeURIComponent(back)}` : path;
}

let watching = false;
/** Fires shop:auth-change on the document whenever the shopper signs in or out (in any tab). */
export function watchAuth(): void {
  if (watching) return;
  watching = true;
  $signedIn.listen((signedIn) => document.dispatchEvent(new CustomEvent('shop:auth-change', { detail: { signedIn }, bubbles: true, composed: true })));
}

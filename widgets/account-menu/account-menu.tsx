/**
 * @summary The account control for the site header. Signed out: a "Sign in" link that brings
 * the shopper back to the page they were on. Signed in: a menu button (WAI-ARIA APG Menu
 * Button) named with the shopper's name (first name, else nickname, else e-mail or mobile)
 * beside their picture (the account's avatar, following it as it changes) or an initial, opening a menu: My account, Orders, Sign out. Sign out ends the session
 * on the server, then here (the page reloads). Keyboard: Enter, Space or Down open the menu on
 * its first item, Up on its last; Up, Down, Home, End and a letter move; Escape closes it and
 * returns to the button; Tab closes it and moves on. A click elsewhere closes it. Below 480 px
 * only the initial (signed out: the icon) shows; the words stay the accessible name.
 *
 * @attr {string} signin-href - The sign-in page. Default: the sign-in route under the language prefix.
 *   `redirect` (the current page) is added either way.
 * @attr {string} account-href - "My account". Default: the user centre under the language prefix.
 * @attr {string} orders-href - "Orders". Default: the user area's order list under the language prefix.
 *
 * @slot - Server-rendered fallback, shown until the element is defined (not needed where the
 *   server renderer draws the element).
 *
 * @data {signedInAs?: string, avatar?: string, signOutAction?: string} - The page was asked for with a session
 *   (the HttpOnly cookie every sign-in sets): the shopper's name, their picture's address (the
 *   account's avatar, when it has one) and the address of the server's sign-out route. The server then draws the signed-in menu button (closed), and, only where
 *   scripting is off, the name and a sign-out form posting there instead of it. Without data the
 *   server draws the sign-in link.
 *
 * @csspart signin - The "Sign in" link (signed out).
 * @csspart button - The menu button (signed in).
 * @csspart avatar - The shopper's picture, or the initial, in its circle.
 * @csspart name - The shopper's name in the button.
 * @csspart menu - The menu.
 * @csspart item - Each menu item.
 * @csspart error - The error state for a bad attribute.
 * @csspart signout-form - Without JavaScript, with a session (its `@data`): the sign-out form in the disclosure's menu.
 *
 * @cssproperty --shop-text-color - The link, the button and the items.
 * @cssproperty --shop-primary-color - The initial's circle and the focus ring.
 * @cssproperty --shop-background-color - The menu's background and the initial.
 * @cssproperty --shop-border-color - The menu's border and the highlighted item.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UserInfo } from '../../runtime/api/types';
import { signOut } from '../../runtime/auth';
import { $languagePrefix, $signedIn, $userInfo, signInPath } from '../../runtime/session';
import { shopFile, shopHref } from '../../runtime/shop-address';
import { userHref } from '../../runtime/user-area';
import { useHost } from '../shared/host';
import { string, type PropsOf } from '../shared/props';
import { useElementData, usePageSearch } from '../shared/render-context';
import { usePagePath as usePageAddressPath } from '../shared/url-state';
import { useBrowserStore } from '../shared/use-browser-store';
import { useOutside } from '../shared/use-outside';
import { useT } from '../shared/use-t';

export const accountMenuProps = {
  signinHref: string(),
  accountHref: string(),
  ordersHref: string(),
};

export type AccountMenuProps = PropsOf<typeof accountMenuProps>;

/** The name the header shows: first name, else nickname, else the e-mail or mobile. */
export function displayName(user: UserInfo | null): string {
  return [user?.firstName, user?.nickName, user?.email, user?.mobile].map((value) => value?.trim()).find(Boolean) ?? '';
}

/** A base for resolving hrefs the same way on the server and in the browser. */
const BASE = 'http://shop.invalid';

/**
 * `href` with `redirect` naming `back`, unless `back` is an account page itself (no loops). A
 * path stays a path; an absolute address stays absolute (the render reads no `location`).
 */
function withRedirect(href: string, back: string): string {
  if (/\/auth\//.test(back)) return href;
  const url = new URL(href, `${BASE}/`);
  url.searchParams.set('redirect', back);
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The current page's path and query: the server's request on the server and in the hydration
 * render, then the window's; the header outlives client-side navigation, so it follows it.
 */
function usePagePath(): string {
  const [path, setPath] = useState(`${usePageAddressPath()}${usePageSearch()}`);
  useEffect(() => {
    const update = () => setPath(`${location.pathname}${location.search}`);
    update();
    document.addEventListener('shop:load', update);
    window.addEventListener('popstate', update);
    return () => {
      document.removeEventListener('shop:load', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** The user the server knows nothing more of than its data's name (the browser's copy comes after hydration). */
const NO_USER: UserInfo | null = null;

/** The element's `@data`. */
export interface AccountMenuData {
  signedInAs?: string;
  avatar?: string;
  signOutAction?: string;
}

export function AccountMenu({ signinHref, accountHref, ordersHref }: AccountMenuProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const data = useElementData<AccountMenuData>();
  // The page was asked for with a session (its data names the shopper): the server draws the
  // signed-in button, and a hydration starts from it; then the browser's session rules.
  const cookieName = typeof data?.signedInAs === 'string' && data.signedInAs.trim() ? data.signedInAs.trim() : undefined;
  const signOutAction = typeof data?.signOutAction === 'string' && data.signOutAction ? data.signOutAction : undefined;
  const cookieAvatar = typeof data?.avatar === 'string' && data.avatar ? data.avatar : undefined;
  const signedIn = useBrowserStore($signedIn, cookieName !== undefined);
  const user = useBrowserStore($userInfo, NO_USER);
  const prefix = useStore($languagePrefix);
  const path = usePagePath();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  // Where focus goes once the menu is shown: an item's index.
  const [focusOnOpen, setFocusOnOpen] = useState<number>();
  // A picture that did not load: the initial instead (until the account's picture changes).
  const [broken, setBroken] = useState<string>();

  useEffect(() => {
    if (open && focusOnOpen !== undefined) items.current.at(focusOnOpen)?.focus();
  }, [open, focusOnOpen]);

  // Signed out (here or in another tab) closes it, so signing in again never finds it open.
  useEffect(() => {
    if (!signedIn) setOpen(false);
  }, [signedIn]);

  // A click or focus anywhere outside closes the menu.
  useOutside(open, host, () => setOpen(false));

  if (!signedIn) {
    return (
      <a part="signin" className="signin" href={signinHref ? withRedirect(signinHref, path) : shopHref(signInPath(path))}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('accountMenu.signIn')}</span>
      </a>
    );
  }

  const name = displayName(user) || cookieName || t('accountMenu.account');
  const initial = (Array.from(name)[0] ?? '').toLocaleUpperCase(locale);
  // The account's picture: the stored user's once the browser has it (it follows an upload),
  // the server's data's before (the hydration render draws what the server drew).
  const picture = (user ? user.avatar : cookieAvatar) || undefined;
  const count = 3;

  const focusItem = (index: number) => items.current[((index % count) + count) % count]?.focus();
  const show = (index: number) => {
    if (open) return focusItem(index);
    setFocusOnOpen(index);
    setOpen(true);
  };
  const hide = (refocus: boolean) => {
    setOpen(false);
    setFocusOnOpen(undefined);
    if (refocus) button.current?.focus();
  };
  const current = () => items.current.findIndex((item) => item === host.shadowRoot?.activeElement);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') show(0);
    else if (event.key === 'ArrowUp') show(-1);
    else if (event.key === 'Escape' && open) hide(true);
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const { key } = event;
    if (key === 'ArrowDown') focusItem(current() + 1);
    else if (key === 'ArrowUp') focusItem(current() - 1);
    else if (key === 'Home') focusItem(0);
    else if (key === 'End') focusItem(-1);
    else if (key === 'Escape') hide(true);
    else if (key === 'Tab') {
      hide(false);
      return; // focus moves on as usual
    } else if (key === ' ') items.current[current()]?.click();
    else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A letter moves to the next item that starts with it.
      const from = current();
      const letter = key.toLocaleLowerCase(locale);
      for (let step = 1; step <= count; step += 1) {
        const index = (from + step) % count;
        if (items.current[index]?.textContent?.trim().toLocaleLowerCase(locale).startsWith(letter)) {
          focusItem(index);
          break;
        }
      }
    } else return;
    event.preventDefault();
  };

  const leave = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      // The page reloads; if a host page stopped that, the menu shows the signed-out link.
      setSigningOut(false);
    }
  };

  const ref = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };

  // The button's face, the same in the menu button and in its no-script disclosure.
  const face = (
    <>
      {picture && picture !== broken ? (
        <img part="avatar" className="avatar" src={shopFile(picture)} alt="" width={32} height={32} onError={() => setBroken(picture)} />
      ) : (
        <span part="avatar" className="avatar" aria-hidden="true">
          {initial}
        </span>
      )}
      <span part="name" className="name">
        {name}
      </span>
      <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );

  return (
    <div className="account">
      {cookieName && (
        // Without JavaScript (the menu button needs it): a disclosure that looks like the button
        // when closed (the page does not change when the bundle takes over), opening on the same
        // items, whose sign-out is a form posting to the server's sign-out route.
        <details className="disclosure no-script">
          <summary className="trigger">{face}</summary>
          <ul part="menu" className="menu">
            <li>
              <a part="item" className="item" href={accountHref ?? shopHref(userHref('center', undefined, prefix))}>
                {t('accountMenu.myAccount')}
              </a>
            </li>
            <li>
              <a part="item" className="item" href={ordersHref ?? shopHref(userHref('order', undefined, prefix))}>
                {t('accountMenu.orders')}
              </a>
            </li>
            {signOutAction && (
              <li>
                <form part="signout-form" className="signout" method="post" action={signOutAction}>
                  <button part="item" type="submit" className="item">
                    {t('accountMenu.signOut')}
                  </button>
                </form>
              </li>
            )}
          </ul>
        </details>
      )}
      <button
        part="button"
        ref={button}
        id={`${id}-button`}
        type="button"
        className={cookieName ? 'trigger scripted' : 'trigger'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? hide(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {face}
      </button>
      <ul part="menu" id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className="menu" hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <a part="item" ref={ref(0)} role="menuitem" tabIndex={-1} className="item" href={accountHref ?? shopHref(userHref('center', undefined, prefix))} onClick={() => hide(false)}>
            {t('accountMenu.myAccount')}
          </a>
        </li>
        <li role="none">
          <a part="item" ref={ref(1)} role="menuitem" tabIndex={-1} className="item" href={ordersHref ?? shopHref(userHref('order', undefined, prefix))} onClick={() => hide(false)}>
            {t('accountMenu.orders')}
          </a>
        </li>
        <li role="none">
          <button part="item" ref={ref(2)} role="menuitem" type="button" tabIndex={-1} className="item" aria-disabled={signingOut || undefined} aria-busy={signingOut || undefined} onClick={leave}>
            {signingOut && <span className="spinner" aria-hidden="true" />}
            {signingOut ? t('accountMenu.signingOut') : t('accountMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

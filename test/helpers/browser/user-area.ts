/**
 * The set-up the user area's list screens share in tests (address book, favourites, saved
 * articles): a signed-in token, no toasts, an empty wish list, navigation stubbed; and the
 * clean-up after each test. Plus the shadow-root lookups they all use.
 */
import sinon from 'sinon';
import { $wishList } from '../../../runtime/account';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import { $toasts } from '../../../runtime/toast';
import { resetApi } from './api';
import { cleanup } from './dom';

export async function enterUserArea(): Promise<void> {
  await resetApi();
  $toasts.set([]);
  $token.set('tok');
  $languagePrefix.set('');
  $wishList.set({ product: [], article: [] });
  sinon.stub(browser, 'assign');
}

export async function leaveUserArea(): Promise<void> {
  cleanup();
  sinon.restore();
  $token.set(undefined);
  document.querySelector('shop-toast')?.remove();
  await setLocale('en');
}

/** Every match in the element's shadow root. */
export const all = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
/** What has focus inside the element. */
export const active = (el: Element) => el.shadowRoot!.activeElement;
/** A saved article as the wish list gives it. */
export const article = (slug: string, title: string) => ({ slug, title, thumbnail: '' });

/**
 * Reading and filling the account forms (shop-signin, shop-signup, forgot and reset) in tests,
 * the shopper they sign in as, and the reset after each test of an account element.
 */
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { setLocale } from '../../../runtime/i18n';
import { browser } from '../../../runtime/browser';
import { $languagePrefix, $token, $userInfo } from '../../../runtime/session';
import { requests, resetApi } from './api';
import { cleanup, shadowPart, waitFor } from './dom';

export const user = { id: 7, firstName: 'Ada', lastName: 'Lee', fullName: 'Ada Lee', nickName: '', avatar: '', bio: '', birthday: '', email: 'ada@example.com', emailVerified: false, mobile: null, credits: 0, spendingAmount: 0, paymentAmount: 0, unpaidOrderCount: 0, orderCount: 0, lastLogin: null };

export const part = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);

/** The message tied to a native control by aria-describedby (the error comes first), in the control's own root. */
export function errorOf(input: Element): string {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '') : '';
}

export const inputNamed = (el: Element, name: string) => shadowPart<HTMLInputElement>(el, `input[name="${name}"]`);

/** The native input inside the form's shop-password-input. */
export async function passwordInput(el: Element): Promise<HTMLInputElement> {
  const host = await shadowPart(el, 'shop-password-input');
  return waitFor(() => host.shadowRoot?.querySelector<HTMLInputElement>('input'));
}

export const codeSelect = (el: Element) => shadowPart<HTMLElement & { value: string }>(el, 'shop-phone-code-select');

export async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

export const submit = (el: Element) => part<HTMLButtonElement>(el, '[part="submit"]')!.click();

export const requestsTo = async (path: string) => (await requests()).filter((r) => r.path === path);

/** What shop-slide-verify fires on a pass (dispatched by the test on the rendered element). */
export function passSlide(slide: Element, pass: string): void {
  slide.dispatchEvent(new CustomEvent('shop:slide-verify', { detail: { pass, expiresAt: '' }, bubbles: true, composed: true }));
}

/** Before a test of an account form: a fresh API, signed out, no language prefix; leaving the page is stubbed (returned). */
export async function startSignedOut(): Promise<sinon.SinonStub> {
  await resetApi();
  $languagePrefix.set('');
  $token.set(undefined);
  $userInfo.set(null);
  return sinon.stub(browser, 'assign');
}

/** After each test of an account element: no element, no stub, signed out, in English. */
export async function resetAccount(): Promise<void> {
  cleanup();
  sinon.restore();
  $token.set(undefined);
  $userInfo.set(null);
  await setLocale('en');
}

import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { StorageKey } from '../../runtime/constants';
import { $cartNumber, $languagePrefix, $signedIn, $token, $userInfo, logout, signIn, signInPath, visitorId, watchAuth, $visitorId } from '../../runtime/session';

/** What another tab's write looks like to this one. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

describe('session', () => {
  afterEach(() => {
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    $cartNumber.set(0);
    $languagePrefix.set('');
  });

  it('keeps token, user info, visitor id, cart number and language prefix in local storage', () => {
    signIn('tok-1', { firstName: 'Ann' } as never);
    $cartNumber.set(3);
    $languagePrefix.set('/zh');
    const id = visitorId();
    expect(localStorage.getItem(StorageKey.token)).to.equal('tok-1');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo)!)).to.deep.equal({ firstName: 'Ann' });
    expect(localStorage.getItem(StorageKey.cartNumber)).to.equal('3');
    expect(localStorage.getItem(StorageKey.languagePrefix)).to.equal('/zh');
    expect(localStorage.getItem(StorageKey.visitorId)).to.equal(id);
  });

  it('creates the visitor id once', () => {
    $visitorId.set('');
    const first = visitorId();
    expect(first).to.match(/^[0-9a-f-]{36}$/);
    expect(visitorId()).to.equal(first);
  });

  it('replaces a stored visitor id that is not a UUID (the server refuses any other form)', () => {
    $visitorId.set('aaaaaaaa');
    const id = visitorId();
    expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect($visitorId.get()).to.equal(id);
  });

  it('follows sign-in, sign-out and the cart number from other tabs', () => {
    otherTabWrites(StorageKey.token, 'from-tab-2');
    expect($signedIn.get()).to.equal(true);
    otherTabWrites(StorageKey.cartNumber, '5');
    expect($cartNumber.get()).to.equal(5);
    otherTabWrites(StorageKey.token, null);
    expect($signedIn.get()).to.equal(false);
  });

  it('reads a damaged stored value as empty instead of failing', () => {
    otherTabWrites(StorageKey.userInfo, '{not json');
    expect($userInfo.get()).to.equal(null);
    otherTabWrites(StorageKey.cartNumber, 'many');
    expect($cartNumber.get()).to.equal(0);
  });

  it('logging out clears token and user info and reloads the page', () => {
    const reload = sinon.stub(browser, 'reload');
    signIn('tok-2', { firstName: 'Bo' } as never);
    logout();
    expect($token.get()).to.equal(undefined);
    expect($userInfo.get()).to.equal(null);
    expect(localStorage.getItem(StorageKey.token)).to.equal(null);
    expect(reload.calledOnce).to.equal(true);
  });

  it('fires shop:auth-change on sign-in and sign-out', () => {
    watchAuth();
    const seen: boolean[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail.signedIn);
    document.addEventListener('shop:auth-change', listener);
    signIn('tok-3');
    $token.set(undefined);
    document.removeEventListener('shop:auth-change', listener);
    expect(seen).to.deep.equal([true, false]);
  });

  it('puts the sign-in page under the language prefix, with the page to come back to', () => {
    expect(signInPath(null)).to.equal('/auth/signin');
    expect(signInPath('/product/linen-shirt?sku=2')).to.equal('/auth/signin?redirect=%2Fproduct%2Flinen-shirt%3Fsku%3D2');
    expect(signInPath()).to.equal(`/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    $languagePrefix.set('/zh-HK');
    expect(signInPath(null)).to.equal('/zh-HK/auth/signin');
  });

  it('never sends an account page back to itself after sign-in', () => {
    expect(signInPath('/zh/auth/signup')).to.equal('/auth/signin');
  });
});

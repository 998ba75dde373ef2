import { expect } from 'chai';
import { $wishList, loadWishList, refreshUserInfo, startAccount, stopAccount } from '../../runtime/account';
import { $token, $userInfo } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const wish = { product: [{ slug: 'linen-shirt', name: 'Linen shirt', price: 4900 }], article: [{ slug: 'care', title: 'Care', thumbnail: '/t.svg' }] };

describe('account data', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set(undefined);
    $userInfo.set(null);
    $wishList.set({ product: [], article: [] });
  });
  afterEach(() => stopAccount());

  it('asks for nothing while signed out', async () => {
    expect(await refreshUserInfo()).to.equal(undefined);
    expect(await loadWishList()).to.deep.equal({ product: [], article: [] });
    expect(await requests()).to.deep.equal([]);
  });

  it('refreshes the stored user info from POST /user/info', async () => {
    $token.set('tok');
    await reply({ path: '/user/info', body: ok({ firstName: 'Ann', lastName: 'Lee' }) });
    await refreshUserInfo();
    expect($userInfo.get()).to.deep.include({ firstName: 'Ann' });
    expect(JSON.parse(localStorage.getItem('shop.userInfo')!)).to.deep.include({ lastName: 'Lee' });
  });

  it('reads the wish list into product and article lists at start, and again on sign-in', async () => {
    $token.set('tok');
    await reply({ path: '/user/info', body: ok({ firstName: 'Ann' }) }, { path: '/favorite/whishList', body: ok(wish) });
    startAccount();
    await waitFor(() => $wishList.get().product.length === 1, { message: 'wish list' });
    expect($wishList.get().article[0]!.slug).to.equal('care');
    $token.set(undefined);
    await waitFor(() => $wishList.get().product.length === 0, { message: 'cleared on sign-out' });
    await reply({ path: '/user/info', body: ok({ firstName: 'Bo' }) }, { path: '/favorite/whishList', body: ok({ product: [], article: wish.article }) });
    $token.set('tok-2');
    await waitFor(() => $wishList.get().article.length === 1 && $userInfo.get()?.firstName === 'Bo', { message: 'read again on sign-in' });
    const paths = (await requests()).map((r) => r.path);
    expect(paths.filter((p) => p === '/favorite/whishList')).to.have.length(2);
  });

  it('toasts a failed wish-list read, but not a quiet one (the screen shows its own error)', async () => {
    $token.set('tok');
    $toasts.set([]);
    await reply({ path: '/favorite/whishList', body: { code: 1, msg: 'Wish list unavailable', data: null } }, { path: '/favorite/whishList', body: { code: 1, msg: 'Wish list unavailable', data: null } });
    let failed = await loadWishList({ quiet: true }).then(() => false, () => true);
    expect(failed).to.equal(true);
    expect($toasts.get().map((t) => t.message)).to.deep.equal([]);
    failed = await loadWishList().then(() => false, () => true);
    expect(failed).to.equal(true);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['Wish list unavailable']);
    $toasts.set([]);
  });
});

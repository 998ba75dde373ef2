import { expect } from 'chai';
import sinon from 'sinon';
import { $wishList } from '../../runtime/account';
import { isFavorite, toggleFavorite } from '../../runtime/favorites';
import { browser } from '../../runtime/browser';
import { ApiError } from '../../runtime/errors';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const shirt = { id: 1, slug: 'linen-shirt', name: 'Linen shirt', price: 4900, linePrice: null, image: '/s.svg', score: 4, inStock: true };
const scarf = { ...shirt, id: 2, slug: 'silk-scarf', name: 'Silk scarf' };
const care = { slug: 'care', title: 'Care', thumbnail: '/t.svg' };
const slugs = (kind: 'product' | 'article') => $wishList.get()[kind].map((item) => item.slug);
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the toggle to fail');
}

describe('toggleFavorite', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set('tok');
    $languagePrefix.set('');
    $wishList.set({ product: [scarf], article: [] });
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(() => {
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    document.querySelector('shop-toast')?.remove();
  });

  it('adds a product at once, then tells the server (favorite/add with kind and slug)', async () => {
    await reply({ path: '/favorite/add', body: ok({ favorite: true }), delayMs: 100 });
    const done = toggleFavorite('product', 'linen-shirt', shirt);
    // Optimistic: the list has it before the answer.
    expect(slugs('product')).to.deep.equal(['silk-scarf', 'linen-shirt']);
    expect(isFavorite('product', 'linen-shirt')).to.equal(true);
    expect(await done).to.equal(true);
    const [request] = await requests();
    expect(request).to.deep.include({ path: '/favorite/add', body: { kind: 'product', slug: 'linen-shirt' } });
    expect(request!.headers['x-auth']).to.equal('tok');
    expect($wishList.get().product[1]).to.deep.equal(shirt);
  });

  it('removes a favourite with favorite/cancel', async () => {
    await reply({ path: '/favorite/cancel', body: ok({ favorite: false }) });
    expect(await toggleFavorite('product', 'silk-scarf')).to.equal(false);
    expect(slugs('product')).to.deep.equal([]);
    expect((await requests())[0]).to.deep.include({ path: '/favorite/cancel', body: { kind: 'product', slug: 'silk-scarf' } });
  });

  it('handles articles in their own list', async () => {
    await reply({ path: '/favorite/add', body: ok({ favorite: true }) });
    await toggleFavorite('article', 'care', care);
    expect(slugs('article')).to.deep.equal(['care']);
    expect(slugs('product')).to.deep.equal(['silk-scarf']);
    expect((await requests())[0]!.body).to.deep.equal({ kind: 'article', slug: 'care' });
  });

  it('without the summary, reads the wish list again to fill the entry', async () => {
    await reply({ path: '/favorite/add', body: ok({ favorite: true }) }, { path: '/favorite/whishList', body: ok({ product: [scarf, shirt], article: [] }) });
    await toggleFavorite('product', 'linen-shirt');
    await waitFor(() => $wishList.get().product[1]?.name === shirt.name, { message: 'the entry filled from the wish list' });
    expect($wishList.get().product[1]).to.deep.equal(shirt);
    expect((await requests()).map((r) => r.path)).to.deep.equal(['/favorite/add', '/favorite/whishList']);
  });

  it('rolls an add back when the server refuses, with its message', async () => {
    await reply({ path: '/favorite/add', body: { code: 40, msg: 'No such product', data: { field: 'slug' } } });
    const error = await failure(toggleFavorite('product', 'linen-shirt', shirt));
    expect(error).to.be.instanceOf(ApiError);
    expect(slugs('product')).to.deep.equal(['silk-scarf']);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['No such product']);
  });

  it('rolls a removal back to the same place on a server fault', async () => {
    $wishList.set({ product: [shirt, scarf], article: [] });
    await reply({ path: '/favorite/cancel', status: 500, body: 'no' });
    await failure(toggleFavorite('product', 'linen-shirt'));
    expect($wishList.get().product).to.deep.equal([shirt, scarf]);
    expect($toasts.get()).to.have.length(1);
  });

  it('keeps other changes made while a failing one was in flight', async () => {
    await reply({ path: '/favorite/add', status: 500, body: 'no', delayMs: 100 }, { path: '/favorite/cancel', body: ok({ favorite: false }) });
    const failing = failure(toggleFavorite('product', 'linen-shirt', shirt));
    await toggleFavorite('product', 'silk-scarf');
    await failing;
    expect(slugs('product')).to.deep.equal([]);
  });

  it('one request per item at a time', async () => {
    await reply({ path: '/favorite/add', body: ok({ favorite: true }), delayMs: 100 });
    const first = toggleFavorite('product', 'linen-shirt', shirt);
    expect(toggleFavorite('product', 'linen-shirt', shirt)).to.equal(first);
    await first;
    expect(await requests()).to.have.length(1);
    expect(slugs('product')).to.deep.equal(['silk-scarf', 'linen-shirt']);
  });

  it('sends a signed-out shopper to sign-in under the language prefix, asking nothing', async () => {
    $token.set(undefined);
    $languagePrefix.set('/zh');
    expect(await toggleFavorite('product', 'linen-shirt', shirt)).to.equal(false);
    expect(assign.calledOnce).to.equal(true);
    expect(assign.firstCall.args[0]).to.equal(`/zh/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    expect(await requests()).to.deep.equal([]);
    expect(slugs('product')).to.deep.equal(['silk-scarf']);
  });
});

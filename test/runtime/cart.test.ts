import { expect } from 'chai';
import sinon from 'sinon';
import { $cartAdding, addToCart } from '../../runtime/cart';
import { ApiError, NetworkError, TimeoutError } from '../../runtime/errors';
import { setLocale } from '../../runtime/i18n';
import { $cartNumber, $token } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';

const cart = (count: number) => ({ lines: [{ sku: 'LS-RED-S', quantity: count }], count, subtotal: 4900 * count });
const toastTexts = () => $toasts.get().map((t) => `${t.type}: ${t.message}`);
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the add to fail');
}

describe('addToCart', () => {
  const updates: CustomEvent[] = [];
  const listener = (event: Event) => updates.push(event as CustomEvent);
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $cartNumber.set(2);
    updates.length = 0;
    document.addEventListener('shop:cart-update', listener);
  });
  afterEach(async () => {
    document.removeEventListener('shop:cart-update', listener);
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('posts the SKU and quantity as a guest (x-visitor-id, no x-auth) and takes the count from the answer', async () => {
    await reply({ path: '/cart/add', body: ok(cart(5)) });
    const answer = await addToCart({ sku: 'LS-RED-S', quantity: 3 });
    expect(answer.count).to.equal(5);
    const [request] = await requests();
    expect(request).to.deep.include({ method: 'POST', path: '/cart/add', body: { sku: 'LS-RED-S', quantity: 3 } });
    expect(request!.headers['x-visitor-id']).to.match(/^[\w-]{8,64}$/);
    expect(request!.headers['x-auth']).to.equal(undefined);
    // The server's count, not a local sum (2 + 3), and stored for the other tabs.
    expect($cartNumber.get()).to.equal(5);
    expect(localStorage.getItem('shop.cartNumber')).to.equal('5');
  });

  it('sends the token when signed in, and quantity 1 by default', async () => {
    $token.set('tok-1');
    await reply({ path: '/cart/add', body: ok(cart(1)) });
    await addToCart({ sku: 'LS-RED-S' });
    const [request] = await requests();
    expect(request!.headers['x-auth']).to.equal('tok-1');
    expect(request!.body).to.deep.equal({ sku: 'LS-RED-S', quantity: 1 });
  });

  it('fires shop:cart-update on the document with the cart, and toasts success', async () => {
    await reply({ path: '/cart/add', body: ok(cart(3)) });
    await addToCart({ sku: 'LS-RED-S', quantity: 1 });
    expect(updates).to.have.length(1);
    expect(updates[0]!.target).to.equal(document);
    expect(updates[0]!.detail).to.deep.include({ action: 'add', sku: 'LS-RED-S', quantity: 1 });
    expect(updates[0]!.detail.cart.count).to.equal(3);
    expect(toastTexts()).to.deep.equal(['success: Added to cart']);
  });

  it('says it in zh', async () => {
    await setLocale('zh');
    await reply({ path: '/cart/add', body: ok(cart(3)) });
    await addToCart({ sku: 'LS-RED-S' });
    expect(toastTexts()).to.deep.equal(['success: 已加入购物车']);
  });

  it('no toast with silent (buy now)', async () => {
    await reply({ path: '/cart/add', body: ok(cart(3)) });
    await addToCart({ sku: 'LS-RED-S' }, { silent: true });
    expect(toastTexts()).to.deep.equal([]);
    expect(updates).to.have.length(1);
  });

  it('sends one request per SKU while one is in flight (double click), and marks it as adding', async () => {
    await reply({ path: '/cart/add', body: ok(cart(3)), delayMs: 150 }, { path: '/cart/add', body: ok(cart(4)) });
    const first = addToCart({ sku: 'LS-RED-S' });
    const second = addToCart({ sku: 'LS-RED-S' });
    expect(second).to.equal(first);
    expect($cartAdding.get()['LS-RED-S']).to.equal(true);
    await first;
    expect($cartAdding.get()['LS-RED-S']).to.equal(undefined);
    expect((await requests()).length).to.equal(1);
    // Another SKU is not held back, and once done the same SKU can be added again.
    await addToCart({ sku: 'LS-RED-S' });
    expect((await requests()).length).to.equal(2);
    expect($cartNumber.get()).to.equal(4);
  });

  it('a refusal changes nothing and shows the server message', async () => {
    await reply({ path: '/cart/add', body: { code: 40, msg: 'Not enough stock: 2 left', data: { field: 'quantity', stock: 2 } } });
    const error = await failure(addToCart({ sku: 'LS-RED-S', quantity: 5 }));
    expect(error).to.be.instanceOf(ApiError);
    expect($cartNumber.get()).to.equal(2);
    expect(updates).to.have.length(0);
    expect(toastTexts()).to.deep.equal(['error: Not enough stock: 2 left']);
    expect($cartAdding.get()['LS-RED-S']).to.equal(undefined);
  });

  it('a server fault shows the catalogue message once and changes nothing', async () => {
    await reply({ path: '/cart/add', status: 500, body: 'boom' });
    await failure(addToCart({ sku: 'LS-RED-S' }));
    expect($cartNumber.get()).to.equal(2);
    expect(updates).to.have.length(0);
    expect($toasts.get()).to.have.length(1);
    expect($toasts.get()[0]!.type).to.equal('error');
  });

  it('a dropped connection shows the no-response message and changes nothing', async () => {
    await reply({ path: '/cart/add', drop: true });
    const error = await failure(addToCart({ sku: 'LS-RED-S' }));
    await resetApi();
    expect(error).to.be.instanceOf(NetworkError);
    expect($cartNumber.get()).to.equal(2);
    expect(toastTexts()).to.have.length(1);
  });

  it('a server silent past 10 s shows the timeout message and changes nothing', async () => {
    await reply({ path: '/cart/add', delayMs: 30_000 });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let pending: Promise<unknown>;
    try {
      pending = failure(addToCart({ sku: 'LS-RED-S' }));
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      await clock.tickAsync(10_000);
    } finally {
      clock.restore();
    }
    const error = await pending!;
    expect(error).to.be.instanceOf(TimeoutError);
    expect($cartNumber.get()).to.equal(2);
    expect(updates).to.have.length(0);
    expect(toastTexts()).to.deep.equal(['error: The request timed out and the server did not respond.']);
  });
});

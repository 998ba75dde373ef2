import { expect } from 'chai';
import sinon from 'sinon';
import type { Cart } from '../../runtime/api/types';
import { $cart, $cartPending, loadCart, removeLines, selectLines, setQuantity, watchCart } from '../../runtime/cart-lines';
import { CART_QUANTITY_DEBOUNCE_MS, StorageKey } from '../../runtime/constants';
import { post } from '../../runtime/http/client';
import { $cartNumber } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, recordFetches, release, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const line = (sku: string, quantity: number) => ({ sku, product: { slug: sku, name: sku, image: '' }, options: [], price: 1000, linePrice: null, quantity, stock: 20, selected: true });
const cart = (...lines: ReturnType<typeof line>[]): Cart => ({ lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: lines.reduce((n, l) => n + l.price * l.quantity, 0) });
const quantityOf = (sku: string) => $cart.get()?.lines.find((l) => l.sku === sku)?.quantity;
const updates = async () => (await requests()).filter((r) => r.path === '/cart/update');

describe('cart lines', () => {
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    await reply({ path: '/cart/list', body: ok(cart(line('A', 1), line('B', 2))) });
    await loadCart();
  });

  it('loads the cart and its count', () => {
    expect($cart.get()!.lines.map((l) => l.sku)).to.deep.equal(['A', 'B']);
    expect($cartNumber.get()).to.equal(3);
  });

  it('sends one update for a burst of quantity changes, after the pause', async () => {
    await reply({ path: '/cart/update', body: ok(cart(line('A', 4), line('B', 2))) });
    // The pause runs on a fake clock, made before the changes so their timer is on it.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetched = recordFetches();
    try {
      setQuantity('A', 2);
      setQuantity('A', 3);
      setQuantity('A', 4);
      expect(quantityOf('A')).to.equal(4); // on screen at once
      expect($cartPending.get().has('A')).to.equal(true);
      await clock.tickAsync(CART_QUANTITY_DEBOUNCE_MS - 1);
      // A request that must go, asked now: had the pause ended early, the update would be before it.
      await post('/cart/count', undefined, { quiet: true });
      expect(fetched.paths).to.deep.equal(['/cart/count']);
      await clock.tickAsync(1);
      await waitFor(() => fetched.paths.length === 2, { message: 'the update' });
      expect(fetched.paths).to.deep.equal(['/cart/count', '/cart/update']);
    } finally {
      fetched.restore();
      clock.restore();
    }
    await waitFor(async () => (await updates()).length === 1);
    expect((await updates())[0]!.body).to.deep.equal({ sku: 'A', quantity: 4 });
    await waitFor(() => !$cartPending.get().has('A'));
    expect($cartNumber.get()).to.equal(6);
  });

  it('never lets an older answer overwrite a newer intent', async () => {
    // The first answer also says another tab set B to 3: seeing that proves it was taken in.
    await reply(
      { path: '/cart/update', body: ok(cart(line('A', 2), line('B', 3))), hold: 'first' },
      { path: '/cart/update', body: ok(cart(line('A', 5), line('B', 3))), hold: 'second' },
    );
    setQuantity('A', 2);
    await waitFor(async () => (await updates()).length === 1); // the first is in flight
    setQuantity('A', 5);
    await waitFor(async () => (await updates()).length === 2);
    // The first answer (2) arrives while 5 is still on its way: its other lines are kept, and 5 stays.
    await release('first');
    await waitFor(() => quantityOf('B') === 3, { message: "the first answer's other line" });
    expect(quantityOf('A')).to.equal(5);
    expect($cartPending.get().has('A')).to.equal(true);
    await release('second');
    await waitFor(() => !$cartPending.get().has('A'));
    expect(quantityOf('A')).to.equal(5);
  });

  it('puts a line back to its confirmed quantity when the change fails, and says why', async () => {
    await reply({ path: '/cart/update', body: { code: 40, msg: 'Not enough stock: 3 left', data: { field: 'quantity', stock: 3 } } });
    setQuantity('B', 9);
    expect(quantityOf('B')).to.equal(9);
    await waitFor(() => !$cartPending.get().has('B'));
    expect(quantityOf('B')).to.equal(2);
    expect($cart.get()!.lines).to.have.length(2);
    expect($toasts.get().some((t) => t.message === 'Not enough stock: 3 left')).to.equal(true);
  });

  it('keeps the line when a dropped connection loses the change', async () => {
    await reply({ path: '/cart/update', drop: true });
    setQuantity('A', 3);
    await waitFor(() => !$cartPending.get().has('A'));
    expect(quantityOf('A')).to.equal(1);
    expect($toasts.get().some((t) => t.message === 'An unknown error occurred.')).to.equal(true);
  });

  it('keeps the line at its confirmed quantity after a server fault, with the catalogue message', async () => {
    await reply({ path: '/cart/update', status: 500, body: null });
    setQuantity('A', 3);
    await waitFor(() => !$cartPending.get().has('A'));
    expect(quantityOf('A')).to.equal(1);
    expect($cart.get()!.lines).to.have.length(2);
    expect($toasts.get().some((t) => t.message === 'The request timed out and the server did not respond.')).to.equal(true);
  });

  it('keeps the line after the server stays silent past 10 s, with the timeout message', async () => {
    await reply({ path: '/cart/update', delayMs: 30_000 });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      setQuantity('A', 3);
      await clock.tickAsync(CART_QUANTITY_DEBOUNCE_MS);
      await clock.tickAsync(9_999);
      expect($cartPending.get().has('A')).to.equal(true);
      await clock.tickAsync(1);
    } finally {
      clock.restore();
    }
    await waitFor(() => !$cartPending.get().has('A'));
    expect(quantityOf('A')).to.equal(1);
    expect($cart.get()!.lines).to.have.length(2);
    expect($toasts.get().some((t) => t.message === 'The request timed out and the server did not respond.')).to.equal(true);
  });

  it('removes a line only when the server agrees', async () => {
    await reply({ path: '/cart/remove', status: 500, body: { code: 500, msg: 'boom', data: null } }, { path: '/cart/remove', body: ok(cart(line('B', 2))) });
    expect(await removeLines(['A'])).to.equal(false);
    expect($cart.get()!.lines.map((l) => l.sku)).to.deep.equal(['A', 'B']);
    expect(await removeLines(['A'])).to.equal(true);
    expect($cart.get()!.lines.map((l) => l.sku)).to.deep.equal(['B']);
    expect($cartNumber.get()).to.equal(2);
  });

  it('selects at once and puts the selection back on a refusal', async () => {
    await reply({ path: '/cart/select', body: { code: 40, msg: 'field', data: null } });
    const done = selectLines(['A'], false);
    expect($cart.get()!.lines[0]!.selected).to.equal(false);
    await done;
    expect($cart.get()!.lines[0]!.selected).to.equal(true);
  });

  it("follows another tab's change and this page's adds", async () => {
    watchCart();
    await reply({ path: '/cart/list', body: ok(cart(line('A', 1), line('B', 2), line('C', 1))) });
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.cartNumber, newValue: '4' }));
    await waitFor(() => $cart.get()!.lines.length === 3);
    document.dispatchEvent(new CustomEvent('shop:cart-update', { detail: { action: 'add', cart: cart(line('D', 1)) } }));
    expect($cart.get()!.lines.map((l) => l.sku)).to.deep.equal(['D']);
  });
});

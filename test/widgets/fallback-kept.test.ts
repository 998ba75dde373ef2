// An element never clears content it was given before it has its replacement (issue 12,
// docs/loading.md): the cart page and the comments keep the server's fallback on screen while
// their first answer is on its way, instead of a spinner or an empty list that is then redrawn.
import { expect } from 'chai';
import '../../widgets/cart/define';
import '../../widgets/comments/define';
import { $cart, $cartStatus } from '../../runtime/cart-lines';
import { $token } from '../../runtime/session';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, mount, waitFor } from '../helpers/browser/dom';

const asked = async (path: string) => (await requests()).some((r) => r.path === path);
/** The fallback is drawn: assigned to one of the element's slots, with a box. */
const shown = (el: Element, fallback: Element) =>
  [...el.shadowRoot!.querySelectorAll('slot')].some((slot) => slot.assignedElements().includes(fallback)) && fallback.getBoundingClientRect().height > 0;

describe('fallbacks kept until the first answer', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
    $token.set(undefined);
  });
  afterEach(() => cleanup());

  it('<shop-cart> shows the page\'s empty state, not a spinner, while the cart loads; then the lines', async () => {
    await reply({ path: '/cart/list', hold: 'cart', body: ok({ lines: [], count: 0, subtotal: 0 }) });
    const el = mount('<shop-cart><p id="server-empty">Your cart is empty</p></shop-cart>').querySelector('shop-cart')!;
    const fallback = el.querySelector('#server-empty')!;
    // The request goes out from an effect, after the element's first render.
    await waitFor(() => asked('/cart/list'));
    expect(shown(el, fallback), 'the server\'s empty state is on screen').to.equal(true);
    expect(el.shadowRoot!.querySelector('shop-loading')?.getBoundingClientRect().height ?? 0, 'no spinner over it').to.equal(0);
    await release('cart');
    await waitFor(() => el.shadowRoot!.querySelector('[part="empty"]'));
    expect(shown(el, fallback), 'replaced by the element\'s own empty state').to.equal(false);
  });

  it('<shop-cart> without a fallback shows the loading indicator', async () => {
    await reply({ path: '/cart/list', hold: 'bare', body: ok({ lines: [], count: 0, subtotal: 0 }) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    await waitFor(() => asked('/cart/list'));
    await waitFor(() => (el.shadowRoot!.querySelector('shop-loading')?.getBoundingClientRect().height ?? 0) > 0);
    await release('bare');
  });

  it('<shop-comments> keeps the server\'s comments until its list arrives, then draws its own', async () => {
    const list = [{ id: 1, author: 'Mei', body: 'Useful, thanks', createdAt: '2024-05-01T10:00:00.000Z' }];
    await reply({ path: '/comment/list', hold: 'comments', body: ok({ list }) });
    const el = mount('<shop-comments article="packing-light"><ul id="server-comments"><li>Mei: Useful, thanks</li></ul></shop-comments>').querySelector('shop-comments')!;
    const fallback = el.querySelector('#server-comments')!;
    await waitFor(() => asked('/comment/list'));
    expect(shown(el, fallback), 'the server\'s comments are on screen').to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.not.equal('');
    await release('comments');
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part="comment"]').length === 1);
    expect(shown(el, fallback), 'replaced by the element\'s list').to.equal(false);
  });
});

// The hydration check itself (test/helpers/browser/server-render.ts): it fails when the browser
// drew a server render afresh, and does not when the element, hydrated, moves on afterwards.
import { expect } from 'chai';
import '../../../widgets/cart/define';
import '../../../widgets/product-price/define';
import { $cart, $cartStatus } from '../../../runtime/cart-lines';
import { resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

describe('expectHydrated()', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
  });
  afterEach(() => cleanupPages());

  it('fails for a server render the browser could not keep', async () => {
    const html = await serverRender('shop-product-price', { price: 12 });
    // The server's markup, changed: the price's element is not the one React renders.
    const changed = html.replace(/<span([^>]*part="sale")/, '<em$1').replace(/(part="sale"[^>]*>[^<]*)<\/span>/, '$1</em>');
    expect(changed).to.not.equal(html);
    // React reports the mismatch on the console as well: expected here, kept out of the log.
    const error = console.error;
    console.error = () => {};
    const result = await hydratePage(changed, 'shop-product-price').finally(() => (console.error = error));
    expect(() => expectHydrated(result)).to.throw(/Hydration errors|were replaced/);
  });

  it('does not count what the element changes once live (its cart request failed)', async () => {
    // No answer is scripted: the cart request fails and the loading state gives way to the error.
    const result = await renderThenHydrate('shop-cart', {});
    await waitFor(() => result.el.shadowRoot!.querySelector('[role="alert"]'), { message: 'the failed state' });
    expectHydrated(result);
  });
});

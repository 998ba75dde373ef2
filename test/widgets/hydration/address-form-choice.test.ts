// <shop-address-form> drawn by the server, its controls live before the form itself: each
// element hydrates on its own, so a shopper can pick a country in the (live) select while the
// form's own code is still coming. The form's hydration must not undo that choice, and the
// calling code follows the country once the form is live. (The checkout e2e met a loss in this
// order of events inside <shop-checkout>; this file holds the order alone.)
import { expect } from 'chai';
import { loadElement, registerElements } from '../../../runtime/elements';
import '../../../widgets/phone-code-select/define';
import '../../../widgets/input/define';
import '../../../widgets/select/define';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

registerElements({ 'shop-address-form': () => import('../../../widgets/address-form/define') });

type Control = HTMLElement & { value: string; [key: symbol]: unknown };
const LIVE = Symbol.for('shop-elements.live');

describe('<shop-address-form> hydrating after its controls', () => {
  afterEach(cleanupPages);

  it('keeps a country picked in its live select while its own code loads, and moves the calling code with it', async () => {
    const html = await serverRender('shop-address-form', { countries: '["HK","US"]' });
    const result = await hydratePage(html, 'shop-address-form', { live: false });
    expect(customElements.get('shop-address-form'), 'the form is not loaded yet').to.equal(undefined);
    const select = result.el.shadowRoot!.querySelector<Control>('shop-select[name="country"]')!;
    const code = result.el.shadowRoot!.querySelector<Control>('shop-phone-code-select[name="countryCode"]')!;
    await waitFor(() => select[LIVE] && code[LIVE], { message: 'the select and the calling code live' });

    const native = select.shadowRoot!.querySelector('select')!;
    native.value = 'HK';
    native.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => select.value === 'HK');

    await loadElement('shop-address-form');
    await waitFor(() => (result.el as unknown as Control)[LIVE], { message: 'the form live' });
    expectHydrated(result);
    expect(native.value).to.equal('HK');
    expect(select.value).to.equal('HK');
    await waitFor(() => code.value === '+852', { message: `the calling code follows the country (${code.value})` });
    expect(select.value).to.equal('HK');
  });
});

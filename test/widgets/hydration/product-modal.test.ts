// <shop-product-modal> (the quick view, of one render): drawn by the server renderer as its
// closed dialog (with `open` and a product too: the dialog opens in an effect), hydrated with no
// mismatch, then working: it opens as a modal for `open`, and for a shop:quick-view event.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/product-modal/define';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="41"><rect width="40" height="41" fill="tan"/></svg>')}`;
const sku = (code: string, color: string, stock: number) => ({ code, options: { color }, price: 4900, linePrice: null, stock, image });
const product = {
  slug: 'linen-shirt',
  name: 'Linen shirt',
  images: [image],
  options: [{ key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }] }],
  skus: [sku('LS-RED', 'red', 3), sku('LS-BLUE', 'blue', 0)],
};
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const dialog = (el: Element) => part(el, 'dialog') as HTMLDialogElement;

describe('<shop-product-modal> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set(undefined);
  });
  afterEach(async () => {
    for (const open of document.querySelectorAll('shop-product-modal')) dialog(open)?.close();
    cleanupPages();
    $productSelection.set({});
    await setLocale('en');
  });

  it('hydrates its closed dialog, titled, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-product-modal', { 'quick-view': true });
    expectHydrated(result);
    expect(result.server).to.contain('<dialog');
    expect(dialog(result.el).open).to.equal(false);
    expect(part(result.el, 'title')!.textContent).to.equal('Quick view');
    expect(part(result.el, 'interactive')).to.equal(null);
  });

  it('hydrates `open` with a product, then shows it as a modal', async () => {
    const result = await renderThenHydrate('shop-product-modal', { open: true, product: JSON.stringify(product) });
    expectHydrated(result);
    expect(result.server).to.contain('Quick view: Linen shirt');
    expect(result.server).to.contain('View full details');
    await waitFor(() => dialog(result.el).open, { message: 'the dialog open' });
    expect(dialog(result.el).matches(':modal')).to.equal(true);
    expect(part(result.el, 'details')!.getAttribute('href')).to.equal('/product/linen-shirt');
    expect(part(result.el, 'interactive')!.shadowRoot!.querySelector('[part~="stock"]')!.textContent).to.equal('In stock: 3');
  });

  it('hydrates its error state for a bad product', async () => {
    const bad = await renderThenHydrate('shop-product-modal', { product: JSON.stringify({ slug: 'x' }) });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-modal', { open: true, product: JSON.stringify(product) }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'title')!.textContent).to.equal('Schnellansicht: Linen shirt');
    expect(part(de.el, 'details')!.textContent).to.equal('Alle Details ansehen');
  });

  it('works once hydrated: a shop:quick-view with a full product opens it', async () => {
    const result = await renderThenHydrate('shop-product-modal', { 'quick-view': true });
    expectHydrated(result);
    document.body.dispatchEvent(new CustomEvent('shop:quick-view', { bubbles: true, composed: true, detail: { slug: product.slug, product } }));
    await waitFor(() => dialog(result.el).open, { message: 'opened by the event' });
    expect(part(result.el, 'title')!.textContent).to.equal('Quick view: Linen shirt');
    dialog(result.el).close();
    await waitFor(() => !result.el.hasAttribute('open'), { message: 'closed' });
  });
});

import { expect } from 'chai';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/product-list/define';
import '../../widgets/product-modal/define';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { $productSelection } from '../../widgets/shared/product-selection';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, pressOnceDrawn, shadowPart, waitFor } from '../helpers/browser/dom';

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="tan"/></svg>')}`;
const sku = (code: string, color: string, stock: number) => ({ code, options: { color }, price: 4900, linePrice: null, stock, image });
const product = {
  slug: 'linen-shirt',
  name: 'Linen shirt',
  images: [image],
  options: [{ key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }] }],
  skus: [sku('LS-RED', 'red', 3), sku('LS-BLUE', 'blue', 0)],
};

type Modal = HTMLElementTagNameMap['shop-product-modal'];
function modal(attrs = '', value: unknown = product): Modal {
  const el = mount(`<button id="opener">Open</button><shop-product-modal ${attrs}></shop-product-modal>`).querySelector('shop-product-modal') as Modal;
  if (value) el.setAttribute('product', JSON.stringify(value));
  return el;
}
const dialog = (el: Element) => el.shadowRoot?.querySelector('dialog') ?? null;
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
const interactive = (el: Element) => el.shadowRoot?.querySelector('shop-product-interactive') ?? null;

describe('<shop-product-modal>', () => {
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $languagePrefix.set('');
    sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    $productSelection.set({});
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('opens with the open attribute as a modal dialog named by the product, with its buying block', async () => {
    const el = modal();
    await shadowPart(el, 'dialog');
    expect(dialog(el)!.open).to.equal(false);
    el.setAttribute('open', '');
    await waitFor(() => dialog(el)!.open && interactive(el));
    expect(dialog(el)!.matches(':modal')).to.equal(true);
    const title = el.shadowRoot!.getElementById(dialog(el)!.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Quick view: Linen shirt');
    expect(interactive(el)!.hasAttribute('no-url')).to.equal(true);
    expect(JSON.parse(interactive(el)!.getAttribute('product')!).skus).to.have.length(2);
    expect(el.shadowRoot!.querySelector('[part="details"]')!.getAttribute('href')).to.equal('/product/linen-shirt');
  });

  it('Escape closes it, the attribute goes, focus returns to the opener, shop:product-modal-close fires', async () => {
    const el = modal();
    const opener = document.getElementById('opener')!;
    const closed: Event[] = [];
    el.addEventListener('shop:product-modal-close', (e) => closed.push(e));
    await shadowPart(el, 'dialog');
    opener.focus();
    el.show();
    await waitFor(() => dialog(el)!.open);
    // Focus moved into the dialog.
    await waitFor(() => el.shadowRoot!.activeElement, { message: 'focus inside the dialog' });
    expect(document.activeElement).to.equal(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(el)!.open);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(document.activeElement).to.equal(opener);
    expect(closed).to.have.length(1);
  });

  it('keeps Tab inside the dialog (focus trapped)', async () => {
    const el = modal('open');
    await waitFor(() => interactive(el)?.shadowRoot?.querySelector('shop-product-buttons')?.shadowRoot?.querySelector('[part="add"]'));
    const inside = () => {
      const active = deepActive();
      let node: Node | null = active;
      while (node) {
        if (node === el) return true;
        node = node.parentNode ?? (node as ShadowRoot).host ?? null;
      }
      return false;
    };
    // Past 14 stops (round the dialog more than once), and on until the page has focus again: the
    // browser's own UI may take a turn between the last and first stops (Firefox's does), and a
    // page left without focus would leave the next test's keys to the browser's UI.
    for (let i = 0; i < 14 || !document.hasFocus(); i += 1) {
      expect(i, 'tabs before focus came back to the page').to.be.below(40);
      await sendKeys({ press: 'Tab' });
      const active = deepActive();
      // The page itself never takes a turn outside the dialog.
      if (active && active !== document.body) expect(inside(), `tab ${i} on ${active.outerHTML.slice(0, 60)}`).to.equal(true);
    }
    expect(document.getElementById('opener')).to.not.equal(deepActive());
  });

  it('the close button and close() close it; el.open = true opens it again', async () => {
    const el = modal('open');
    const close = (await shadowPart(el, '[part="close"]')) as HTMLButtonElement;
    expect(close.textContent).to.equal('Close');
    close.click();
    // The dialog's close event (a task after close()) takes the attribute away.
    await waitFor(() => !dialog(el)!.open && !el.hasAttribute('open'));
    (el as unknown as { open: boolean }).open = true;
    await waitFor(() => dialog(el)!.open);
    el.close();
    await waitFor(() => !dialog(el)!.open);
    el.show();
    await waitFor(() => dialog(el)!.open);
  });

  it('opens again when reopened in the same moment it closed (before React drew the closed state)', async () => {
    const el = modal('open');
    const close = (await shadowPart(el, '[part="close"]')) as HTMLButtonElement;
    // Listening after the element does: this runs right after the element cleared `open`, in the
    // same task, so React has not drawn the cleared value yet (a script reopening at once).
    dialog(el)!.addEventListener('close', () => el.show(), { once: true });
    close.click();
    await waitFor(() => dialog(el)!.open && el.hasAttribute('open'), { message: 'the dialog open again' });
  });

  it('opens again when a script shows it right after close(), before the dialog’s close event reached it', async () => {
    const el = modal('open');
    await shadowPart(el, 'dialog');
    await waitFor(() => dialog(el)!.open);
    // A capturing listener on the shadow root runs before the dialog's own: the element hears its
    // close event with `open` already set again (a script's `el.close(); el.show()` in one go).
    let reopened = false;
    el.shadowRoot!.addEventListener('close', () => {
      reopened = true;
      el.show();
    }, { capture: true, once: true });
    el.close();
    await waitFor(() => reopened && dialog(el)!.open && el.hasAttribute('open'), { message: 'the dialog open again after its close event' });
  });

  it('moves its picture to the picked variant’s image, as the product page does', async () => {
    const picture = (fill: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`)}`;
    const red = picture('red');
    const blue = picture('blue');
    const el = modal('open', { ...product, images: [red, blue], skus: [{ ...sku('LS-RED', 'red', 3), image: red }, { ...sku('LS-BLUE', 'blue', 4), image: blue }] });
    const shown = () => el.shadowRoot!.querySelector<HTMLImageElement>('[part="image"] img')?.getAttribute('src');
    await waitFor(() => shown() === red, { message: 'the first colour’s picture' });
    const spec = await waitFor(() => interactive(el)?.shadowRoot?.querySelector('shop-product-spec')?.shadowRoot?.querySelector<HTMLInputElement>('input[value="blue"]'));
    spec.click();
    await waitFor(() => shown() === blue, { message: `the picked colour’s picture, not ${String(shown()).slice(-40)}` });
  });

  it('loads a product by slug when it opens', async () => {
    await reply({ path: '/product/detail', body: ok({ ...product, slug: 'silk-scarf', name: 'Silk scarf' }), hold: 'detail' });
    const el = modal('slug="silk-scarf"', null);
    el.show();
    await shadowPart(el, 'shop-loading');
    await release('detail');
    await waitFor(() => interactive(el));
    expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Quick view: Silk scarf');
    expect((await requests())[0]).to.deep.include({ path: '/product/detail', body: { slug: 'silk-scarf' } });
  });

  it('says why when the product cannot be loaded', async () => {
    await reply({ path: '/product/detail', body: { code: 40, msg: 'No such product', data: { field: 'slug' } } });
    const el = modal('slug="gone" open', null);
    const problem = await shadowPart(el, '[part="problem"]');
    expect(problem.textContent).to.equal('No such product');
    expect(interactive(el)).to.equal(null);
  });

  it('with quick-view, opens for a card’s quick view button and returns focus to it', async () => {
    await reply({ path: '/product/detail', body: ok(product) });
    const list = mount('<shop-product-list quick-view></shop-product-list>').firstElementChild as HTMLElement;
    list.setAttribute('products', JSON.stringify([{ id: 1, slug: 'linen-shirt', name: 'Linen shirt', price: 4900, linePrice: null, image, score: null, inStock: true }]));
    const el = modal('quick-view', null);
    // Listening from the commit that draws it: a press once the dialog is there is heard.
    await shadowPart(el, 'dialog');
    const button = (await shadowPart(list, '[part="quick-view"]')) as HTMLButtonElement;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog(el)?.open && interactive(el), { message: 'opened and loaded' });
    expect((await requests()).map((r) => r.path)).to.deep.equal(['/product/detail']);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(el)!.open);
    expect(deepActive()).to.equal(button);
  });

  it('with quick-view, hears a quick view pressed as soon as it is drawn (a slow phone)', async () => {
    await reply({ path: '/product/detail', body: ok(product) });
    const list = mount('<shop-product-list quick-view></shop-product-list>').firstElementChild as HTMLElement;
    list.setAttribute('products', JSON.stringify([{ id: 1, slug: 'linen-shirt', name: 'Linen shirt', price: 4900, linePrice: null, image, score: null, inStock: true }]));
    const button = (await shadowPart(list, '[part="quick-view"]')) as HTMLButtonElement;
    const el = modal('quick-view', null);
    // In the microtask after the dialog is put in, before the first render's passive effects.
    await pressOnceDrawn(el, (root) => root.querySelector('dialog'), () => button.click());
    await waitFor(() => dialog(el)?.open && interactive(el), { message: 'opened and loaded' });
  });

  it('ignores quick view events without quick-view, and cancelled ones', async () => {
    const el = modal();
    await shadowPart(el, 'dialog');
    document.dispatchEvent(new CustomEvent('shop:quick-view', { detail: { slug: 'linen-shirt' } }));
    const listening = modal('quick-view');
    await shadowPart(listening, 'dialog');
    const cancelled = new CustomEvent('shop:quick-view', { detail: { slug: 'linen-shirt' }, cancelable: true });
    cancelled.preventDefault();
    document.dispatchEvent(cancelled);
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog(el)!.open).to.equal(false);
    expect(dialog(listening)!.open).to.equal(false);
  });

  it('speaks zh', async () => {
    const el = modal('open');
    await shadowPart(el, '[part="details"]');
    await setLocale('zh');
    await waitFor(() => el.shadowRoot!.querySelector('[part="title"]')!.textContent === '快速查看：Linen shirt');
    expect(el.shadowRoot!.querySelector('[part="details"]')!.textContent).to.equal('查看完整详情');
    expect(el.shadowRoot!.querySelector('[part="close"]')!.textContent).to.equal('关闭');
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = modal('', { ...product, name: 7 });
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 1);
      expect(errors.events.map((e) => e.detail.message)).to.include('<shop-product-modal> "product" needs a "name".');
      await waitFor(() => el.hasAttribute('data-invalid'));
    } finally {
      errors.stop();
    }
  });

  it('is accessible while open', async () => {
    const el = modal('open');
    await waitFor(() => interactive(el)?.shadowRoot?.querySelector('shop-product-buttons')?.shadowRoot?.querySelector('[part="add"]'));
    await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part="image"]')?.dataset.state === 'loaded');
    expect(dialog(el)!.open).to.equal(true);
    await expectAccessible(el);
  });
});

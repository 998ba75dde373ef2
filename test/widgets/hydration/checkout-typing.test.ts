// <shop-checkout>'s information step, drawn by the server, takes the shopper's keystrokes while
// its code loads and hydrates: typed into the e-mail field and into the fields of the nested
// address form (each a <shop-input> in its own declarative shadow root) before the code is asked
// for, while it hydrates and after, every character is kept, in the field, in the element's
// value, and in what moving on sends (the address saved, the e-mail stored for the payment step).
// The element's code is imported only when the test asks for it (loadElement), as on a page.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../../runtime/browser';
import { $checkout, resetCheckout } from '../../../runtime/checkout';
import { loadElement, registerElements } from '../../../runtime/elements';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, clearSession } from '../../../runtime/session';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { cleanupPages, expectHydrated, hydratePage, parsePage, serverRender, type Hydration } from '../../helpers/browser/server-render';

registerElements({ 'shop-checkout': () => import('../../../widgets/checkout/define') });

const LIVE = Symbol.for('shop-elements.live');
const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: '/media/tee.svg' }, options: [], price: 2500, linePrice: null, quantity: 1, stock: 9, selected: true };
const totals = (extra: object = {}) => ({ lines: [line], subtotal: 2500, coupon: null, discount: 0, shippingFee: 0, total: 2500, address: null, shippingMethod: null, ...extra });
const shipping = [{ code: 'standard', name: 'Standard', days: '5-7', fee: 0 }];

type Control = HTMLElement & { value: string; [key: symbol]: unknown };
const sr = (el: Element) => el.shadowRoot!;
const addressForm = (el: Element) => sr(el).querySelector<Control>('shop-address-form')!;
/** The <shop-input> of the step (`email`) or of its address form (the address's fields). */
const control = (el: Element, name: string) => (name === 'email' ? sr(el) : sr(addressForm(el))).querySelector<Control>(`[name="${name}"]`)!;
/** The native input the server drew inside that <shop-input>. */
const native = (el: Element, name: string) => sr(control(el, name)).querySelector<HTMLInputElement>('input')!;
const isLive = (el: Element) => Boolean((el as Control)[LIVE]);
/** The step, its address form and every field in it are live (each hydrates on its own). */
const allLive = (el: Element) => isLive(el) && isLive(addressForm(el)) && [...sr(addressForm(el)).querySelectorAll('shop-input, shop-select, shop-phone-code-select'), control(el, 'email')].every(isLive);

/** Types `text` into the focused field, one real key at a time (as a fast shopper does). */
async function type(text: string): Promise<void> {
  for (const key of text) await sendKeys({ type: key });
}

/** Types `text` one key at a time until `until()` holds (or the text runs out); returns what is left. */
async function typeWhile(text: string, until: () => boolean): Promise<string> {
  let rest = text;
  while (rest && !until()) {
    await sendKeys({ type: rest[0]! });
    rest = rest.slice(1);
  }
  return rest;
}

/** The guest's information step as the server draws it, on the page before its code is asked for. */
async function drawn(): Promise<Hydration> {
  const html = await serverRender('shop-checkout', { step: 'information' }, { data: { signedIn: false, totals: totals() } });
  const result = await hydratePage(html, 'shop-checkout', { live: false });
  expect(customElements.get('shop-checkout'), 'the code is not loaded yet').to.equal(undefined);
  return result;
}

/** Continues: the address form saves what its fields hold, then the step moves on with the e-mail. */
async function moveOn(el: Element): Promise<void> {
  const events: Event[] = [];
  el.addEventListener('shop:address-save', (event) => events.push(event));
  sr(addressForm(el)).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
  await waitFor(() => events.length === 1, { message: 'the address saved' });
  const standard = await waitFor(() => sr(el).querySelector<Control>('shop-checkbox[name="shippingMethod"][value="standard"]'));
  await waitFor(() => isLive(standard));
  sr(standard).querySelector<HTMLInputElement>('input')!.click();
  await waitFor(() => $checkout.get().shippingMethod === 'standard');
  sr(el).querySelector<HTMLButtonElement>('.actions .primary')!.click();
  await waitFor(() => assign.calledOnce, { message: 'moved on to payment' });
}

let assign: sinon.SinonStub;

describe('<shop-checkout> typed into while its code loads and hydrates', () => {
  beforeEach(async () => {
    assign = sinon.stub(browser, 'assign');
    await resetApi();
    resetCheckout();
    clearSession();
  });
  afterEach(async () => {
    assign.restore();
    cleanupPages();
    resetCheckout();
    clearSession();
    $languagePrefix.set('');
    await setLocale('en');
  });

  it("keeps every key typed into the e-mail and the address's fields before, during and after hydration", async () => {
    const result = await drawn();
    const { el } = result;
    const saved = { id: 9, firstName: 'Meiling', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: '', postalCode: '', address: '18 Harbour Road, Wan Chai', apartment: '', countryCode: '+852', phone: '55551234', isDefault: false };
    await reply({ path: '/address/save', body: ok(saved) }, { path: '/checkout/shipping', body: ok(shipping) }, { path: '/checkout/summary', body: ok(totals({ address: saved })) }, { path: '/checkout/summary', body: ok(totals({ address: saved, shippingMethod: shipping[0] })) });

    // Before the code is asked for: the server's plain field takes the first keys.
    native(el, 'email').focus();
    await type('mei');
    expect(native(el, 'email').value).to.equal('mei');
    // A country picked in the server's select before any code: React would select the option its
    // state names (none) at the hydration's commit, and the address form would not know the choice.
    const country = sr(control(el, 'country')).querySelector('select')!;
    country.value = 'HK';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    // The shopper's first touch asks for the code; the keys go on while it loads and hydrates.
    const loading = loadElement('shop-checkout');
    const email = 'meiling.chan@example.com';
    const left = await typeWhile(email.slice(3), () => allLive(el));
    await loading;
    await type(left);
    // On to the address: the first name, then the street, again from the server's field on.
    native(el, 'firstName').focus();
    await type('Meiling');
    native(el, 'address').focus();
    await type(saved.address);
    await waitFor(() => allLive(el), { message: 'the step and its fields live' });
    expectHydrated(result);

    expect(native(el, 'email').value).to.equal(email);
    expect(control(el, 'email').value).to.equal(email);
    expect(native(el, 'firstName').value).to.equal('Meiling');
    expect(control(el, 'firstName').value).to.equal('Meiling');
    expect(native(el, 'address').value).to.equal(saved.address);
    expect(control(el, 'address').value).to.equal(saved.address);

    for (const [name, value] of Object.entries({ lastName: 'Chan', city: 'Hong Kong', phone: '55551234' })) control(el, name).value = value;
    // The country kept, in the select, in the element's value, and in the address form (the calling code follows it).
    expect(country.value).to.equal('HK');
    expect(control(el, 'country').value).to.equal('HK');
    await waitFor(() => control(el, 'countryCode').value === '+852', { message: 'the calling code follows the country chosen before hydration' });
    await moveOn(el);
    const sent = (await requests()).filter((r) => r.path === '/address/save');
    expect(sent).to.have.length(1);
    expect(sent[0]!.body).to.deep.include({ firstName: 'Meiling', lastName: 'Chan', address: saved.address, country: 'HK', countryCode: '+852' });
    expect($checkout.get().email).to.equal(email);
    expect(String(assign.firstCall.args[0])).to.match(/\/checkout\/payment$/);
  });

  // (The code is in from here on: a page's step then upgrades as it is put on the page, and hydrates a moment later.)
  it('keeps the keys typed into the server\'s field, then between the upgrade and the hydration\'s commit, then while it hydrates (zh)', async () => {
    $languagePrefix.set('/zh');
    await setLocale('zh');
    expect(customElements.get('shop-checkout'), 'run after the test that loads the code').to.not.equal(undefined);
    const fragment = parsePage(await serverRender('shop-checkout', { step: 'information' }, { data: { signedIn: false, totals: totals() }, locale: 'zh', prefix: '/zh' }));
    const el = fragment.querySelector<HTMLElement>('shop-checkout')!;
    // What the browser does for a key in a plain field: the value changes, `input` fires.
    const key = (name: string, text: string) => {
      const field = native(el, name);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, field.value + text);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }));
    };
    key('firstName', 'Mei');
    key('email', 'mei');
    const page = document.createElement('div');
    page.append(fragment);
    document.body.append(page);
    try {
      // Upgraded (every element of the step is defined) and hydrating, not committed yet: more keys.
      expect(isLive(control(el, 'firstName')), 'not hydrated yet').to.equal(false);
      key('firstName', 'ling');
      key('address', '18 Harbour Road');
      key('email', 'ling');
      // And real keys while it hydrates.
      native(el, 'email').focus();
      const left = await typeWhile('.chan@example.com', () => allLive(el));
      await type(left);
      await waitFor(() => allLive(el), { message: 'the step and its fields live' });
      for (const hydrated of [el, addressForm(el), control(el, 'email'), control(el, 'firstName'), control(el, 'address')]) expect((hydrated as Control)[RENDERED], hydrated.localName).to.equal('hydrated');
      expect(native(el, 'email').value).to.equal('meiling.chan@example.com');
      expect(control(el, 'email').value).to.equal('meiling.chan@example.com');
      expect(native(el, 'firstName').value).to.equal('Meiling');
      expect(control(el, 'firstName').value).to.equal('Meiling');
      expect(native(el, 'address').value).to.equal('18 Harbour Road');
      expect(control(el, 'address').value).to.equal('18 Harbour Road');
    } finally {
      page.remove();
    }
  });
});

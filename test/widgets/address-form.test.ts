import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/address-form/define';
import { setLocale } from '../../runtime/i18n';
import { clearSession, signIn } from '../../runtime/session';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

type Field = HTMLElement & { value: string; checked?: boolean };
const field = (form: Element, name: string) => form.shadowRoot!.querySelector<Field>(`[name="${name}"]`)!;
const saved = { id: 7, firstName: 'Mei', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '1 Harbour Road', apartment: '', countryCode: '+852', phone: '5555 1234', isDefault: false };

async function fill(form: Element, values: Record<string, string>) {
  await shadowPart(form, 'form');
  for (const [name, value] of Object.entries(values)) {
    const el = field(form, name);
    await shadowPart(el, 'input, select');
    el.value = value;
  }
}

describe('<shop-address-form>', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    clearSession();
    await setLocale('en');
  });

  it('has every address field of the spec with its label and autofill hint', async () => {
    const form = mount('<shop-address-form country="HK"></shop-address-form>').querySelector('shop-address-form')!;
    await shadowPart(form, 'form');
    const names = [...form.shadowRoot!.querySelectorAll('[name]')].map((el) => el.getAttribute('name'));
    expect(names).to.deep.equal(['firstName', 'lastName', 'country', 'province', 'city', 'area', 'postalCode', 'address', 'apartment', 'countryCode', 'phone']);
    expect(field(form, 'firstName').getAttribute('autocomplete')).to.equal('shipping given-name');
    expect(field(form, 'apartment').hasAttribute('required')).to.equal(false);
    expect(field(form, 'country').value).to.equal('HK');
    await waitFor(() => field(form, 'countryCode').value === '+852');
    expect(form.shadowRoot!.querySelector('shop-checkbox')).to.equal(null); // guests have no address book
  });

  it('refuses empty required fields with their messages and sends nothing', async () => {
    const form = mount('<shop-address-form></shop-address-form>').querySelector('shop-address-form')!;
    const submit = await shadowPart<HTMLButtonElement>(form, '[part="submit"]');
    submit.click();
    const first = field(form, 'firstName');
    await waitFor(() => first.shadowRoot!.querySelector('[part="error"]')?.textContent === 'First name is required');
    expect(field(form, 'lastName').shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal('Last name is required');
    expect(field(form, 'country').shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal('please Select Country/Region');
    expect(field(form, 'countryCode').shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal('Country code is required');
    expect(first.shadowRoot!.activeElement).to.equal(first.shadowRoot!.querySelector('input'));
    expect(await requests()).to.deep.equal([]);
  });

  it('saves through address/save, once per click while in flight, and announces the saved address', async () => {
    await reply({ path: '/address/save', body: ok(saved), delayMs: 150 });
    const form = mount('<shop-address-form country="HK"></shop-address-form>').querySelector('shop-address-form')!;
    await fill(form, { firstName: 'Mei', lastName: 'Chan', city: 'Hong Kong', area: 'Wan Chai', address: '1 Harbour Road', phone: '5555 1234' });
    const events: CustomEvent[] = [];
    form.addEventListener('shop:address-save', (e) => events.push(e as CustomEvent));
    const submit = form.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;
    submit.click();
    submit.click();
    await waitFor(() => events.length === 1);
    expect(events[0]!.detail).to.deep.equal(saved);
    const sent = (await requests()).filter((r) => r.path === '/address/save');
    expect(sent).to.have.length(1);
    expect(sent[0]!.body).to.deep.include({ firstName: 'Mei', lastName: 'Chan', country: 'HK', city: 'Hong Kong', countryCode: '+852', phone: '5555 1234', apartment: '', isDefault: false });
    await waitFor(() => form.shadowRoot!.querySelector('[role="status"]')!.textContent === 'Address saved');
  });

  it("shows the server's refusal at its field, focuses it, and keeps what was typed", async () => {
    await reply({ path: '/address/save', body: { code: 40, msg: 'Country code is required', data: { field: 'countryCode' } } });
    const form = mount('<shop-address-form country="HK"></shop-address-form>').querySelector('shop-address-form')!;
    await fill(form, { firstName: 'Mei', lastName: 'Chan', city: 'Hong Kong', address: '1 Harbour Road', phone: '5555 1234' });
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const code = field(form, 'countryCode');
    await waitFor(() => code.getAttribute('error') === 'Country code is required');
    await waitFor(() => code.shadowRoot!.activeElement !== null);
    expect(field(form, 'firstName').value).to.equal('Mei');
    expect(field(form, 'address').value).to.equal('1 Harbour Road');
  });

  it('shows a failure without a field as an alert, and keeps the form', async () => {
    await reply({ path: '/address/save', status: 500, body: null });
    const form = mount('<shop-address-form country="US"></shop-address-form>').querySelector('shop-address-form')!;
    await fill(form, { firstName: 'A', lastName: 'B', city: 'Boston', address: '1 Main St', phone: '555 0100' });
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const alert = await shadowPart(form, '[role="alert"]');
    expect(alert.textContent).to.equal('The request timed out and the server did not respond.');
    expect(field(form, 'city').value).to.equal('Boston');
  });

  it('moves the calling code with the country, edits an address, and offers the default for a signed-in shopper', async () => {
    signIn('token-1');
    const form = mount(`<shop-address-form address='${JSON.stringify(saved)}'></shop-address-form>`).querySelector('shop-address-form')!;
    await shadowPart(form, 'shop-checkbox');
    expect(field(form, 'city').value).to.equal('Hong Kong');
    const country = field(form, 'country');
    const select = await shadowPart<HTMLSelectElement>(country, 'select');
    select.focus();
    select.value = 'JP';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => field(form, 'countryCode').value === '+81');
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    const form = mount('<shop-address-form></shop-address-form>').querySelector('shop-address-form')!;
    const submit = await shadowPart(form, '[part="submit"]');
    expect(submit.textContent).to.equal('儲存地址');
    await waitFor(() => field(form, 'postalCode').getAttribute('label') === '郵政編號');
  });

  it('renders its error state for a bad countries list', async () => {
    const errors = collectErrors();
    try {
      const form = mount(`<shop-address-form countries='["HK","Mars"]'></shop-address-form>`).querySelector('shop-address-form')!;
      await shadowPart(form, '.element-error');
      await waitFor(() => errors.events.length === 1);
      expect(errors.events[0]!.detail.attribute).to.equal('countries');
    } finally {
      errors.stop();
    }
  });

  it('is accessible, with errors shown', async () => {
    const root = mount(`<main><shop-address-form countries='["HK","CN","US"]'></shop-address-form></main>`);
    const form = root.querySelector('shop-address-form')!;
    (await shadowPart<HTMLButtonElement>(form, '[part="submit"]')).click();
    await waitFor(() => field(form, 'city').shadowRoot!.querySelector('[part="error"]') !== null);
    await expectAccessible(root);
    await sendKeys({ press: 'Tab' });
  });
});

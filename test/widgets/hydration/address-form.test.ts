// <shop-address-form> (one render): drawn by the server renderer from its attributes (a new
// address, an address to edit, a short list of countries), its form controls drawn inside and
// hydrated with it, with no mismatch; the country and calling-code names as the server's ICU
// words them kept; a bad attribute; another language; a signed-in shopper's default checkbox
// after hydration; then working: the server-drawn fields save the address.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { clearSession, signIn } from '../../../runtime/session';
import '../../../widgets/address-form/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, type Hydration } from '../../helpers/browser/server-render';

type Field = HTMLElement & { value: string };
const field = (el: Element, name: string) => el.shadowRoot!.querySelector<Field>(`[name="${name}"]`)!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const inner = (el: Element, name: string, selector: string) => field(el, name).shadowRoot!.querySelector<HTMLInputElement & HTMLSelectElement>(selector)!;
const saved = { id: 7, firstName: 'Mei', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '1 Harbour Road', apartment: '', countryCode: '+852', phone: '5555 1234', isDefault: true };

const controls = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement & { [key: symbol]: boolean }>('shop-input, shop-select, shop-phone-code-select')];
/** The form controls inside are live too (each hydrates on its own). */
const controlsLive = (el: Element) => waitFor(() => controls(el).every((control) => control[Symbol.for('shop-elements.live')]), { message: 'the form controls live' });

/** Every server-drawn form control inside kept its server markup too (their mismatches are in result.errors). */
async function expectControlsHydrated(result: Hydration): Promise<void> {
  await controlsLive(result.el);
  for (const control of result.el.shadowRoot!.querySelectorAll('shop-input, shop-select, shop-phone-code-select')) {
    expect((control as HTMLElement & { [key: symbol]: string })[Symbol.for('shop-elements.rendered')], control.getAttribute('name')!).to.equal('hydrated');
  }
}

/** renderElement() on the server while its Intl.DisplayNames words `names` so (test/helpers/region-names-stub.mjs). */
async function renderWithNames(tag: string, attributes: Record<string, string>, names: Record<string, string>): Promise<string> {
  const response = await fetch('/__render', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-region-names': JSON.stringify(names) },
    body: JSON.stringify({ tag, attributes, options: {} }),
  });
  const answer = (await response.json()) as { html?: string; error?: string };
  if (!answer.html) throw new Error(`The server renderer failed: ${answer.error}`);
  return answer.html;
}

describe('<shop-address-form> server render and hydration', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanupPages();
    clearSession();
    await setLocale('en');
  });

  it('hydrates a new address: every field with its label, the country and its calling code, no default checkbox for a guest', async () => {
    const result = await renderThenHydrate('shop-address-form', { country: 'HK' });
    expectHydrated(result);
    await expectControlsHydrated(result);
    const { el } = result;
    const names = [...el.shadowRoot!.querySelectorAll('[name]')].map((e) => e.getAttribute('name'));
    expect(names).to.deep.equal(['firstName', 'lastName', 'country', 'province', 'city', 'area', 'postalCode', 'address', 'apartment', 'countryCode', 'phone']);
    expect(field(el, 'firstName').getAttribute('autocomplete')).to.equal('shipping given-name');
    expect(inner(el, 'firstName', 'label').textContent).to.equal('First name *');
    expect(inner(el, 'country', 'select').value).to.equal('HK');
    expect(inner(el, 'countryCode', 'select').value).to.equal('HK');
    await waitFor(() => field(el, 'countryCode').value === '+852');
    expect(part(el, 'submit')!.textContent).to.equal('Save address');
    expect(el.shadowRoot!.querySelector('shop-checkbox')).to.equal(null);
  });

  it('hydrates an address to edit, a short list of countries and its own button label', async () => {
    const result = await renderThenHydrate('shop-address-form', { address: JSON.stringify(saved), countries: '["HK","CN","US"]', 'submit-label': 'Use this address' });
    expectHydrated(result);
    await expectControlsHydrated(result);
    const { el } = result;
    expect(inner(el, 'city', 'input').value).to.equal('Hong Kong');
    expect(inner(el, 'address', 'input').value).to.equal('1 Harbour Road');
    expect(inner(el, 'phone', 'input').value).to.equal('5555 1234');
    expect([...inner(el, 'country', 'select').options].slice(1).map((o) => o.value).sort()).to.deep.equal(['CN', 'HK', 'US']);
    expect(inner(el, 'country', 'select').value).to.equal('HK');
    expect(part(el, 'submit')!.textContent).to.equal('Use this address');
  });

  it("keeps the server's names of the regions the browser words otherwise, in the country list and the calling code", async () => {
    const html = await renderWithNames('shop-address-form', { country: 'HK', countries: '["HK","CN","US"]' }, { HK: 'Xianggang (server)' });
    const result = await hydratePage(html, 'shop-address-form');
    expectHydrated(result);
    await expectControlsHydrated(result);
    const country = inner(result.el, 'country', 'select');
    expect(country.selectedOptions[0]!.text).to.equal('Xianggang (server)');
    const code = inner(result.el, 'countryCode', 'select');
    expect(code.selectedOptions[0]!.text).to.equal('Xianggang (server) (+852)');
    await waitFor(() => code.options.length > 100, { message: 'the full list of codes' });
    expect(code.selectedOptions[0]!.text).to.equal('Xianggang (server) (+852)');
    expect(country.selectedOptions[0]!.text).to.equal('Xianggang (server)');
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ country: 'XX' }, { countries: '["HK","Mars"]' }, { address: 'not json' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-address-form', attributes);
      expectHydrated(bad);
      expect(part(bad.el, 'error'), JSON.stringify(attributes)).to.not.equal(null);
      expect(part(bad.el, 'form')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in another language', async () => {
    await setLocale('zh-HK');
    const result = await renderThenHydrate('shop-address-form', { country: 'CN' }, { locale: 'zh-HK' });
    expectHydrated(result);
    await expectControlsHydrated(result);
    expect(part(result.el, 'submit')!.textContent).to.equal('儲存地址');
    expect(field(result.el, 'postalCode').getAttribute('label')).to.equal('郵政編號');
    expect(inner(result.el, 'countryCode', 'select').selectedOptions[0]!.text).to.equal('中國 (+86)');
  });

  it("hydrates a guest's form for a signed-in shopper, then offers 'Set as default address'", async () => {
    signIn('token-1');
    const result = await renderThenHydrate('shop-address-form', { address: JSON.stringify(saved) });
    expectHydrated(result);
    expect(result.server).to.not.contain('shop-checkbox');
    await waitFor(() => result.el.shadowRoot!.querySelector('shop-checkbox'));
    expect(result.el.shadowRoot!.querySelector('shop-checkbox')!.getAttribute('label')).to.equal('Set as default address');
  });

  it('works once hydrated: the server-drawn fields save the address, the calling code moving with the country', async () => {
    await reply({ path: '/address/save', body: ok({ ...saved, id: 8, isDefault: false }) });
    const result = await renderThenHydrate('shop-address-form', { country: 'HK' });
    expectHydrated(result);
    const { el } = result;
    await controlsLive(el);
    const values: Record<string, string> = { firstName: 'Mei', lastName: 'Chan', city: 'Tokyo', address: '1 Chome', phone: '5555 1234' };
    for (const [name, value] of Object.entries(values)) field(el, name).value = value;
    const country = inner(el, 'country', 'select');
    country.value = 'JP';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => field(el, 'countryCode').value === '+81');
    const events: CustomEvent[] = [];
    el.addEventListener('shop:address-save', (e) => events.push(e as CustomEvent));
    part(el, 'submit')!.click();
    await waitFor(() => events.length === 1);
    const sent = (await requests()).filter((r) => r.path === '/address/save');
    expect(sent).to.have.length(1);
    expect(sent[0]!.body).to.deep.include({ firstName: 'Mei', lastName: 'Chan', country: 'JP', city: 'Tokyo', address: '1 Chome', countryCode: '+81', phone: '5555 1234', isDefault: false });
    await waitFor(() => el.shadowRoot!.querySelector('[role="status"]')!.textContent === 'Address saved');
  });
});

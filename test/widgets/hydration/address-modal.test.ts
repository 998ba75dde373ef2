// <shop-address-modal> (one render): drawn by the server renderer closed (its dialog without
// `open`, no form inside), for adding or editing; with `open` the form inside is drawn too and
// the dialog opens once hydrated; a bad attribute; another language; all hydrated with no
// mismatch; then working: opened, it shows the form, and its close button closes it.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/address-modal/define';
import { resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const dialogOf = (el: Element) => el.shadowRoot!.querySelector<HTMLDialogElement>('[part="dialog"]')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const saved = { id: 3, firstName: 'A', lastName: 'B', country: 'US', province: '', city: 'Boston', area: '', postalCode: '', address: '1 Main St', apartment: '', countryCode: '+1', phone: '555 0100', isDefault: false };

describe('<shop-address-modal> server render and hydration', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates closed: the dialog named by its title, its close button, no form', async () => {
    const result = await renderThenHydrate('shop-address-modal', { countries: '["HK","US"]' });
    expect(result.server).to.contain('<dialog');
    expect(result.server).to.not.match(/<dialog[^>]* open/);
    expect(result.server).to.not.contain('shop-address-form');
    expectHydrated(result);
    const dialog = dialogOf(result.el);
    expect(dialog.open).to.equal(false);
    expect(result.el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Add address');
    expect(part(result.el, 'close')!.textContent).to.equal('Close');
    expect(part(result.el, 'form')).to.equal(null);
  });

  it('hydrates an address to edit, open: the form drawn inside on the server, the dialog opened once hydrated', async () => {
    const result = await renderThenHydrate('shop-address-modal', { open: true, address: JSON.stringify(saved) });
    expect(result.server).to.not.match(/<dialog[^>]* open/);
    expect(result.server).to.contain('shop-address-form');
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal('Edit address');
    await waitFor(() => dialogOf(result.el).open);
    expect(dialogOf(result.el).matches(':modal')).to.equal(true);
    const form = part(result.el, 'form')!;
    expect(form.localName).to.equal('shop-address-form');
    const city = form.shadowRoot!.querySelector('[name="city"]')!;
    await waitFor(() => city.shadowRoot!.querySelector('input')?.value === 'Boston');
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ country: 'XX' }, { address: '[1]' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-address-modal', attributes);
      expectHydrated(bad);
      expect(part(bad.el, 'error'), JSON.stringify(attributes)).to.not.equal(null);
      expect(part(bad.el, 'dialog')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in another language', async () => {
    await setLocale('zh-HK');
    const result = await renderThenHydrate('shop-address-modal', {}, { locale: 'zh-HK' });
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal('新增地址');
  });

  it('works once hydrated: opened, it shows the form; its close button closes it and says so', async () => {
    const result = await renderThenHydrate('shop-address-modal', { country: 'HK' });
    expectHydrated(result);
    const { el } = result;
    el.setAttribute('open', '');
    await waitFor(() => dialogOf(el).open);
    const form = await waitFor(() => part(el, 'form'));
    const code = await waitFor(() => form.shadowRoot?.querySelector<HTMLElement & { value: string }>('[name="countryCode"]'));
    await waitFor(() => code!.value === '+852');
    const closes: Event[] = [];
    el.addEventListener('shop:address-modal-close', (e) => closes.push(e));
    part(el, 'close')!.click();
    await waitFor(() => !dialogOf(el).open);
    // The dialog's close event is a task of its own: the element hears it, then says so.
    await waitFor(() => closes.length === 1);
    expect(el.hasAttribute('open')).to.equal(false);
    await waitFor(() => part(el, 'form') === null);
  });
});

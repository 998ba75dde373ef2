import { expect } from 'chai';
import '../../widgets/phone-code-select/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;
// Region names are the engine's own (Intl.DisplayNames): "Hong Kong" in Chromium, "Hong Kong SAR
// China" in Firefox. The element shows what the shopper's browser calls the region.
const region = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code);
const pick = (select: HTMLSelectElement, region: string) => {
  select.value = region;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('<shop-phone-code-select>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('names regions in the shopper language with their code and submits the code', async () => {
    const form = mount('<form><shop-phone-code-select name="countryCode" value="+852"></shop-phone-code-select></form>').querySelector('form')!;
    const el = form.querySelector('shop-phone-code-select')!;
    const select = await shadowPart<HTMLSelectElement>(el, 'select');
    expect(select.selectedOptions[0]!.text).to.equal(`${region('en', 'HK')} (+852)`);
    expect(select.autocomplete).to.equal('tel-country-code');
    expect(new FormData(form).get('countryCode')).to.equal('+852');
    pick(select, 'JP');
    await waitFor(() => el.value === '+81');
    expect(new FormData(form).get('countryCode')).to.equal('+81');
    // Sorted by name: Afghanistan before Zimbabwe, whatever the region codes.
    const names = [...select.options].slice(1).map((o) => o.text);
    expect(names.indexOf(`${region('en', 'AF')} (+93)`)).to.be.lessThan(names.indexOf(`${region('en', 'ZW')} (+263)`));
  });

  it('shows the preferred region for a shared code and starts from it without a value', async () => {
    const root = mount('<shop-phone-code-select value="+1" region="CA"></shop-phone-code-select><shop-phone-code-select region="GB"></shop-phone-code-select>');
    const [canada, britain] = root.querySelectorAll('shop-phone-code-select');
    expect((await shadowPart<HTMLSelectElement>(canada!, 'select')).value).to.equal('CA');
    expect((await shadowPart<HTMLSelectElement>(britain!, 'select')).value).to.equal('GB');
    expect(britain!.value).to.equal('+44');
  });

  it('limits the list to the given regions', async () => {
    const el = mount(`<shop-phone-code-select regions='["HK","CN","TW"]'></shop-phone-code-select>`).querySelector('shop-phone-code-select')!;
    const select = await shadowPart<HTMLSelectElement>(el, 'select');
    expect([...select.options].slice(1).map((o) => o.value).sort()).to.deep.equal(['CN', 'HK', 'TW']);
  });

  it("refuses an empty required code with 'Country code is required'", async () => {
    const el = mount('<form><shop-phone-code-select required></shop-phone-code-select></form>').querySelector('shop-phone-code-select')!;
    await shadowPart(el, 'select');
    expect(el.checkValidity()).to.equal(false);
    await waitFor(() => errorText(el) === 'Country code is required');
  });

  it('speaks zh-HK: names, label and message', async () => {
    await setLocale('zh-HK');
    const el = mount('<shop-phone-code-select value="+86" required></shop-phone-code-select>').querySelector('shop-phone-code-select')!;
    const select = await shadowPart<HTMLSelectElement>(el, 'select');
    await waitFor(() => select.selectedOptions[0]!.text === `${region('zh-HK', 'CN')} (+86)`, { message: select.selectedOptions[0]?.text });
    expect(el.shadowRoot!.querySelector('label')!.textContent).to.contain('國家/地區代碼');
  });

  it('renders its error state for a bad value, region or list', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`<shop-phone-code-select value="852"></shop-phone-code-select><shop-phone-code-select region="XX"></shop-phone-code-select><shop-phone-code-select regions='["HK","ZZ"]'></shop-phone-code-select>`);
      for (const el of root.querySelectorAll('shop-phone-code-select')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['region', 'regions', 'value']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const root = mount('<form><shop-phone-code-select required></shop-phone-code-select></form>');
    const el = root.querySelector('shop-phone-code-select')!;
    await shadowPart(el, 'select');
    el.reportValidity();
    await waitFor(() => errorText(el) !== null);
    await expectAccessible(root);
  });
});

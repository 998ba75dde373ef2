// <shop-phone-code-select> (one render): drawn by the server renderer with the shown code alone,
// hydrated with no mismatch (the region's name as the server's ICU words it kept, even when the
// browser's words it otherwise), then the list sorted by name in the browser; its states, a bad
// attribute, another language; then working as a form control.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/forgot-password/define';
import '../../../widgets/phone-code-select/define';
import { resetAccount, startSignedOut } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

type CodeSelect = HTMLElement & { value: string };
const select = (el: Element) => el.shadowRoot!.querySelector<HTMLSelectElement>('select')!;
const texts = (el: Element) => [...select(el).options].map((o) => o.text);
const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent ?? null;
/** The option texts the server wrote, in its order. */
const serverOptions = (server: string) => [...server.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const fullList = (el: Element) => waitFor(() => select(el).options.length > 100, { message: 'the full list' });

/** renderElement() on the server while its Intl.DisplayNames words `names` so (test/helpers/region-names-stub.mjs). */
async function renderWithNames(tag: string, attributes: Record<string, string | boolean>, names: Record<string, string>): Promise<string> {
  const response = await fetch('/__render', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-region-names': JSON.stringify(names) },
    body: JSON.stringify({ tag, attributes, options: {} }),
  });
  const answer = (await response.json()) as { html?: string; error?: string };
  if (!answer.html) throw new Error(`The server renderer failed: ${answer.error}`);
  return answer.html;
}

describe('<shop-phone-code-select> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the shown code alone, named as the server named it, then lists every region by name', async () => {
    const result = await renderThenHydrate<CodeSelect>('shop-phone-code-select', { name: 'countryCode', value: '+852' });
    expect(serverOptions(result.server)).to.have.length(2);
    const [placeholder, shown] = serverOptions(result.server);
    expect(placeholder).to.equal('Choose…');
    expect(shown).to.match(/^Hong Kong.* \(\+852\)$/);
    expectHydrated(result);
    expect(result.el.value).to.equal('+852');
    expect(select(result.el).value).to.equal('HK');
    expect(select(result.el).autocomplete).to.equal('tel-country-code');
    expect(part(result.el, 'label')).to.equal('Country code');
    await fullList(result.el);
    // The server's words stay for the shown region; the others are the browser's, sorted by name.
    expect(select(result.el).selectedOptions[0]!.text).to.equal(shown);
    const names = texts(result.el);
    expect(names.indexOf('Afghanistan (+93)')).to.be.greaterThan(0);
    expect(names.indexOf('Afghanistan (+93)')).to.be.lessThan(names.indexOf('Zimbabwe (+263)'));
    expect(select(result.el).value).to.equal('HK');
  });

  it("keeps the server's name of a region the browser words otherwise, with no mismatch", async () => {
    const html = await renderWithNames('shop-phone-code-select', { value: '+852' }, { HK: 'Xianggang (server)' });
    const result = await hydratePage<CodeSelect>(html, 'shop-phone-code-select');
    expect(serverOptions(result.server)[1]).to.equal('Xianggang (server) (+852)');
    expectHydrated(result);
    expect(select(result.el).selectedOptions[0]!.text).to.equal('Xianggang (server) (+852)');
    expect(select(result.el).value).to.equal('HK');
    await fullList(result.el);
    expect(select(result.el).selectedOptions[0]!.text).to.equal('Xianggang (server) (+852)');
    expect(texts(result.el).filter((text) => text.includes('(+852)'))).to.deep.equal(['Xianggang (server) (+852)']);
    expect(result.el.value).to.equal('+852');
  });

  it('hydrates the preferred region of a shared code, a start from the region alone, and nothing chosen', async () => {
    const canada = await renderThenHydrate<CodeSelect>('shop-phone-code-select', { value: '+1', region: 'CA' });
    expectHydrated(canada);
    expect(serverOptions(canada.server)[1]).to.equal('Canada (+1)');
    expect(select(canada.el).value).to.equal('CA');
    // With no region said, a shared code is its main country's: +1 the United States, +7 Russia.
    const plusOne = await renderThenHydrate<CodeSelect>('shop-phone-code-select', { value: '+1' });
    expectHydrated(plusOne);
    expect(serverOptions(plusOne.server)[1]).to.equal('United States (+1)');
    expect(select(plusOne.el).value).to.equal('US');
    const plusSeven = await renderThenHydrate<CodeSelect>('shop-phone-code-select', { value: '+7' });
    expectHydrated(plusSeven);
    expect(select(plusSeven.el).value).to.equal('RU');
    const britain = await renderThenHydrate<CodeSelect>('shop-phone-code-select', { region: 'GB' });
    expectHydrated(britain);
    expect(britain.el.value).to.equal('+44');
    expect(select(britain.el).value).to.equal('GB');
    const none = await renderThenHydrate<CodeSelect>('shop-phone-code-select', { required: true, hint: 'For the courier' });
    expectHydrated(none);
    expect(serverOptions(none.server)).to.deep.equal(['Choose…']);
    expect(select(none.el).value).to.equal('');
    expect(select(none.el).options[0]!.disabled).to.equal(true);
    expect(part(none.el, 'label')).to.equal('Country code *');
    expect(part(none.el, 'hint')).to.equal('For the courier');
    await fullList(none.el);
    expect(select(none.el).value).to.equal('');
  });

  it('hydrates disabled, with the server error, and limited to some regions', async () => {
    const disabled = await renderThenHydrate('shop-phone-code-select', { value: '+81', disabled: true });
    expectHydrated(disabled);
    expect(select(disabled.el).disabled).to.equal(true);
    const error = await renderThenHydrate('shop-phone-code-select', { value: '+81', error: 'Not served' });
    expectHydrated(error);
    expect(part(error.el, 'error')).to.equal('Not served');
    const few = await renderThenHydrate('shop-phone-code-select', { regions: '["HK","CN","TW"]', value: '+886' });
    expectHydrated(few);
    expect(select(few.el).value).to.equal('TW');
    await waitFor(() => select(few.el).options.length === 4);
    expect([...select(few.el).options].slice(1).map((o) => o.value).sort()).to.deep.equal(['CN', 'HK', 'TW']);
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ value: '852' }, { region: 'XX' }, { regions: '["HK","??"]' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-phone-code-select', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]'), JSON.stringify(attributes)).to.not.equal(null);
      expect(bad.el.shadowRoot!.querySelector('select')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in another language', async () => {
    await setLocale('zh-HK');
    const result = await renderThenHydrate('shop-phone-code-select', { value: '+86', required: true }, { locale: 'zh-HK' });
    expectHydrated(result);
    expect(serverOptions(result.server)[1]).to.equal('中國 (+86)');
    expect(part(result.el, 'label')).to.contain('國家/地區代碼');
    await fullList(result.el);
    expect(select(result.el).selectedOptions[0]!.text).to.equal('中國 (+86)');
  });

  it('hydrates inside an account form (a refused post of a mobile number), hidden where scripting is off', async () => {
    await startSignedOut();
    try {
      const data = { values: { account: '13955556666', countryCode: '' }, errors: { countryCode: 'Country code is required' } };
      const result = await renderThenHydrate('shop-forgot-password', { action: '/auth/forget' }, { data });
      expectHydrated(result);
      const code = result.el.shadowRoot!.querySelector<CodeSelect & { [key: symbol]: unknown }>('shop-phone-code-select')!;
      expect(code.shadowRoot!.querySelector('[data-shop-root] select'), 'drawn by the server').to.not.equal(null);
      await waitFor(() => code[Symbol.for('shop-elements.live')], { message: 'the code select live' });
      expect(code[Symbol.for('shop-elements.rendered')]).to.equal('hydrated');
      // A select that posts nothing natively: hidden without scripting, beside the plain field that does.
      expect(code.classList.contains('scripted')).to.equal(true);
      expect(result.el.shadowRoot!.querySelector('.no-script input[name="countryCode"]')).to.not.equal(null);
      expect(code.value).to.equal(''); // as posted
    } finally {
      await resetAccount();
    }
  });

  it('works once hydrated: a choice reaches FormData and fires change, a reset restores the server code', async () => {
    const page = await serverExpand('<form><shop-phone-code-select name="countryCode" value="+852"></shop-phone-code-select></form>');
    const result = await hydratePage<CodeSelect>(page, 'shop-phone-code-select');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    expect(new FormData(form).get('countryCode')).to.equal('+852');
    let changes = 0;
    result.el.addEventListener('change', () => changes++);
    await fullList(result.el);
    select(result.el).value = 'JP';
    select(result.el).dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => result.el.value === '+81');
    expect(new FormData(form).get('countryCode')).to.equal('+81');
    expect(changes).to.equal(1);
    expect(select(result.el).selectedOptions[0]!.text).to.equal('Japan (+81)');
    form.reset();
    await waitFor(() => result.el.value === '+852');
    await waitFor(() => select(result.el).value === 'HK');
  });
});

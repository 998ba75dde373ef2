// <shop-input> (a form control of one render): drawn by the server renderer, hydrated in the
// browser with no mismatch, in each of its states, then working as a form control.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/input/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { cleanupPages, expectHydrated, hydratePage, parsePage, renderThenHydrate, serverExpand, serverRender } from '../../helpers/browser/server-render';

const input = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('[part="input"]')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent ?? null;

describe('<shop-input> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates a labelled field with its value, hint and attributes, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-input', { label: 'First name', name: 'firstName', value: 'Ada', autocomplete: 'given-name', hint: 'As on your card', required: true, maxlength: 20 });
    expectHydrated(result);
    expect(result.server).to.contain('value="Ada"');
    expect(input(result.el).value).to.equal('Ada');
    expect(input(result.el).autocomplete).to.equal('given-name');
    expect(input(result.el).maxLength).to.equal(20);
    expect(part(result.el, 'label')).to.equal('First name *');
    expect(part(result.el, 'hint')).to.equal('As on your card');
    expect(result.el.shadowRoot!.querySelector('label')!.htmlFor).to.equal(input(result.el).id);
    expect((result.el as HTMLElement & { value: string }).value).to.equal('Ada');
  });

  it('hydrates an e-mail field with a placeholder, a hidden label, disabled and read-only', async () => {
    const email = await renderThenHydrate('shop-input', { label: 'E-mail', type: 'email', placeholder: 'ada@example.com', 'hide-label': true });
    expectHydrated(email);
    expect(input(email.el).type).to.equal('email');
    expect(input(email.el).placeholder).to.equal('ada@example.com');
    expect(email.el.shadowRoot!.querySelector('label')!.className).to.equal('visually-hidden');
    const disabled = await renderThenHydrate('shop-input', { label: 'Code', value: 'X1', disabled: true });
    expectHydrated(disabled);
    expect(input(disabled.el).disabled).to.equal(true);
    const readonly = await renderThenHydrate('shop-input', { label: 'Code', value: 'X1', readonly: true });
    expectHydrated(readonly);
    expect(input(readonly.el).readOnly).to.equal(true);
  });

  it("hydrates the server's error message, shown at once and tied to the field", async () => {
    const result = await renderThenHydrate('shop-input', { label: 'E-mail', value: 'taken@example.com', error: 'This e-mail is already registered' });
    expectHydrated(result);
    expect(part(result.el, 'error')).to.equal('This e-mail is already registered');
    expect(input(result.el).getAttribute('aria-invalid')).to.equal('true');
    expect(input(result.el).getAttribute('aria-describedby')).to.equal(result.el.shadowRoot!.querySelector('[part="error"]')!.id);
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ label: 'Age', type: 'date' }, { type: 'text' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-input', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]'), JSON.stringify(attributes)).to.not.equal(null);
      expect(bad.el.shadowRoot!.querySelector('input')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in, and shows its messages in it once touched', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-input', { label: 'Stadt', required: true }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'error')).to.equal(null);
    input(de.el).focus();
    input(de.el).blur();
    await waitFor(() => part(de.el, 'error') !== null);
    expect(part(de.el, 'error')).to.contain('Stadt');
    expect(part(de.el, 'error')).to.not.contain('required');
  });

  it('works once hydrated inside a form: typing reaches FormData, Enter submits, a reset restores the server value', async () => {
    const page = await serverExpand('<form><shop-input label="City" name="city" value="Berlin"></shop-input><button>Go</button></form>');
    const result = await hydratePage<HTMLElement & { value: string }>(page, 'shop-input');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    expect(new FormData(form).get('city')).to.equal('Berlin');
    const submitted: (string | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form).get('city') as string | null);
    });
    input(result.el).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' Mitte' });
    await waitFor(() => result.el.value === 'Berlin Mitte');
    expect(new FormData(form).get('city')).to.equal('Berlin Mitte');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => submitted.length === 1);
    expect(submitted).to.deep.equal(['Berlin Mitte']);
    form.reset();
    await waitFor(() => input(result.el).value === 'Berlin');
    expect(result.el.value).to.equal('Berlin');
  });

  it('keeps what the shopper typed into the server-drawn field before its code ran', async () => {
    const fragment = parsePage(await serverRender('shop-input', { label: 'City', name: 'city' }));
    const el = fragment.querySelector<HTMLElement & { value: string }>('shop-input')!;
    // The server's field is a plain input until the element upgrades: the shopper types into it.
    input(el).value = 'Lisbon';
    const form = document.createElement('form');
    form.append(fragment);
    document.body.append(form);
    try {
      await waitFor(() => (el as unknown as Record<symbol, unknown>)[Symbol.for('shop-elements.live')]);
      expect((el as unknown as Record<symbol, unknown>)[RENDERED]).to.equal('hydrated');
      await waitFor(() => el.value === 'Lisbon');
      expect(input(el).value).to.equal('Lisbon');
      expect(new FormData(form).get('city')).to.equal('Lisbon');
    } finally {
      form.remove();
    }
  });
});

// <shop-password-input> (a form control of one render): drawn by the server renderer, hydrated
// in the browser with no mismatch, in each of its states, then working: shown, hidden, submitted.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/password-input/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

const input = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('[part="input"]')!;
const toggle = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent ?? null;

describe('<shop-password-input> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates a hidden password field with its default label and show button, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-password-input', { name: 'password', required: true });
    expectHydrated(result);
    expect(result.server).to.contain('type="password"');
    expect(input(result.el).type).to.equal('password');
    expect(input(result.el).autocomplete).to.equal('current-password');
    expect(input(result.el).placeholder).to.equal('');
    expect(part(result.el, 'label')).to.equal('Password *');
    expect(toggle(result.el).getAttribute('aria-pressed')).to.equal('false');
    expect(toggle(result.el).textContent).to.equal('Show password');
  });

  it('hydrates a new password with its own label, hint, disabled, and the server error', async () => {
    const fresh = await renderThenHydrate('shop-password-input', { label: 'New password', 'new-password': true, hint: 'At least 8 characters', minlength: 8 });
    expectHydrated(fresh);
    expect(input(fresh.el).autocomplete).to.equal('new-password');
    expect(part(fresh.el, 'label')).to.equal('New password');
    expect(part(fresh.el, 'hint')).to.equal('At least 8 characters');
    const disabled = await renderThenHydrate('shop-password-input', { disabled: true });
    expectHydrated(disabled);
    expect(input(disabled.el).disabled).to.equal(true);
    expect(toggle(disabled.el).disabled).to.equal(true);
    const error = await renderThenHydrate('shop-password-input', { error: 'Wrong password' });
    expectHydrated(error);
    expect(part(error.el, 'error')).to.equal('Wrong password');
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-password-input', { minlength: '-2' });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.shadowRoot!.querySelector('input')).to.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-password-input', {}, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'label')).to.equal('Passwort');
  });

  it('works once hydrated: typed, shown, hidden again, submitted on Enter', async () => {
    const page = await serverExpand('<form><shop-password-input name="password"></shop-password-input></form>');
    const result = await hydratePage<HTMLElement & { value: string }>(page, 'shop-password-input');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    const submitted: unknown[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form).get('password'));
    });
    input(result.el).focus();
    await sendKeys({ type: 's3cret!' });
    await waitFor(() => result.el.value === 's3cret!');
    toggle(result.el).click();
    await waitFor(() => input(result.el).type === 'text');
    expect(toggle(result.el).getAttribute('aria-pressed')).to.equal('true');
    toggle(result.el).click();
    await waitFor(() => input(result.el).type === 'password');
    input(result.el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => submitted.length === 1);
    expect(submitted).to.deep.equal(['s3cret!']);
  });
});

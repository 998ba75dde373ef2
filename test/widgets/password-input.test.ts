import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/password-input/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;

describe('<shop-password-input>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('hides the password until the toggle is pressed, and submits it either way', async () => {
    const form = mount('<form><shop-password-input name="password"></shop-password-input></form>').querySelector('form')!;
    const el = form.querySelector('shop-password-input')!;
    const input = await shadowPart<HTMLInputElement>(el, 'input');
    const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!;
    expect(input.type).to.equal('password');
    expect(input.autocomplete).to.equal('current-password');
    expect(el.shadowRoot!.querySelector('label')!.textContent).to.equal('Password');
    input.focus();
    await sendKeys({ type: 's3cret!' });
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.type === 'text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(toggle.textContent).to.equal('Show password');
    expect(new FormData(form).get('password')).to.equal('s3cret!');
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await waitFor(() => input.type === 'password');
    expect(new FormData(form).get('password')).to.equal('s3cret!');
  });

  it('submits the surrounding form on Enter, as a native password field does, after its change', async () => {
    const form = mount('<form><shop-password-input name="password"></shop-password-input><button>Go</button></form>').querySelector('form')!;
    const el = form.querySelector('shop-password-input')!;
    const input = await shadowPart<HTMLInputElement>(el, 'input');
    const seen: string[] = [];
    el.addEventListener('change', () => seen.push('change'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit ${new FormData(form).get('password')}`);
    });
    input.focus();
    await sendKeys({ type: 'pa55word' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => seen.length === 2);
    expect(seen).to.deep.equal(['change', 'submit pa55word']);
  });

  it('does nothing on Enter outside a form', async () => {
    const el = mount('<shop-password-input></shop-password-input>').querySelector('shop-password-input')!;
    const input = await shadowPart<HTMLInputElement>(el, 'input');
    input.focus();
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    expect(input.value).to.equal('x');
  });

  it('shows no placeholder unless the page gives a real hint', async () => {
    const plain = await shadowPart<HTMLInputElement>(mount('<shop-password-input></shop-password-input>').querySelector('shop-password-input')!, 'input');
    expect(plain.hasAttribute('placeholder')).to.equal(false);
    cleanup();
    const hinted = await shadowPart<HTMLInputElement>(mount('<shop-password-input placeholder="e.g. three random words"></shop-password-input>').querySelector('shop-password-input')!, 'input');
    expect(hinted.placeholder).to.equal('e.g. three random words');
  });

  it('refuses an empty required password with the spec message', async () => {
    const el = mount('<form><shop-password-input required new-password></shop-password-input></form>').querySelector('shop-password-input')!;
    const input = await shadowPart<HTMLInputElement>(el, 'input');
    expect(input.autocomplete).to.equal('new-password');
    expect(el.checkValidity()).to.equal(false);
    await waitFor(() => errorText(el) === 'Password is required');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mount('<shop-password-input required></shop-password-input>').querySelector('shop-password-input')!;
    await shadowPart(el, 'input');
    el.reportValidity();
    await waitFor(() => errorText(el) === '密码不能为空', { message: String(errorText(el)) });
    expect(el.shadowRoot!.querySelector('label')!.textContent).to.contain('密码');
  });

  it('renders its error state for a bad minlength', async () => {
    const errors = collectErrors();
    try {
      const el = mount('<shop-password-input minlength="eight"></shop-password-input>').querySelector('shop-password-input')!;
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length === 1);
      expect(errors.events[0]!.detail.attribute).to.equal('minlength');
    } finally {
      errors.stop();
    }
  });

  it('is accessible, shown and hidden', async () => {
    const el = mount('<form><shop-password-input hint="At least 8 characters" minlength="8" value="short"></shop-password-input></form>').querySelector('shop-password-input')!;
    await shadowPart(el, 'input');
    el.reportValidity();
    await waitFor(() => errorText(el) !== null);
    await expectAccessible(el.parentElement!);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="toggle"]')!.click();
    await expectAccessible(el.parentElement!);
  });
});

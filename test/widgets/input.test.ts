import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/input/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const inner = (el: Element) => shadowPart<HTMLInputElement>(el, 'input');
const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;

describe('<shop-input>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('labels its input and gives its typed value to FormData', async () => {
    const form = mount('<form><shop-input label="First name" name="firstName" value="Ada" autocomplete="given-name"></shop-input></form>').querySelector('form')!;
    const el = form.querySelector('shop-input')!;
    const input = await inner(el);
    const label = el.shadowRoot!.querySelector('label')!;
    expect(label.htmlFor).to.equal(input.id);
    expect(label.textContent).to.equal('First name');
    expect(input.autocomplete).to.equal('given-name');
    expect(new FormData(form).get('firstName')).to.equal('Ada');

    input.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' Lovelace' });
    await waitFor(() => el.value === 'Ada Lovelace');
    expect(new FormData(form).get('firstName')).to.equal('Ada Lovelace');
  });

  it('submits the surrounding form on Enter, as a native text field does, after its change', async () => {
    const form = mount('<form><shop-input label="City" name="city"></shop-input><button>Go</button></form>').querySelector('form')!;
    const el = form.querySelector('shop-input')!;
    const input = await shadowPart<HTMLInputElement>(el, 'input');
    const seen: string[] = [];
    el.addEventListener('change', () => seen.push('change'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit ${new FormData(form).get('city')}`);
    });
    input.focus();
    await sendKeys({ type: 'Kowloon' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => seen.length === 2);
    expect(seen).to.deep.equal(['change', 'submit Kowloon']);
  });

  it('blocks submission when required and empty, with the spec message tied to the field', async () => {
    const form = mount('<form><shop-input label="City" name="city" required></shop-input><button>Go</button></form>').querySelector('form')!;
    const el = form.querySelector('shop-input')!;
    const input = await inner(el);
    let submitted = false;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted = true;
    });
    expect(errorText(el)).to.equal(null); // not before the shopper has had a go
    expect(form.checkValidity()).to.equal(false);
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal('City is required');
    form.requestSubmit();
    expect(submitted).to.equal(false);
    await waitFor(() => errorText(el) === 'City is required');
    const error = el.shadowRoot!.querySelector('[part="error"]')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.contain(error.id);

    input.focus();
    await sendKeys({ type: 'Paris' });
    await waitFor(() => errorText(el) === null);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    form.requestSubmit();
    expect(submitted).to.equal(true);
  });

  it('shows the error once the field is left, checks e-mails and minimum lengths', async () => {
    const root = mount('<shop-input label="E-mail" type="email"></shop-input><shop-input label="Code" minlength="4"></shop-input>');
    const [email, code] = root.querySelectorAll('shop-input');
    const emailInput = await inner(email!);
    emailInput.focus();
    await sendKeys({ type: 'not-an-address' });
    expect(errorText(email!)).to.equal(null);
    const codeInput = await inner(code!);
    codeInput.focus(); // leaves the e-mail field
    await waitFor(() => errorText(email!) === 'Please enter a valid e-mail address');
    expect(email!.validity.typeMismatch).to.equal(true);
    await sendKeys({ type: '12' });
    emailInput.focus();
    await waitFor(() => errorText(code!) === 'Code must be at least 4 characters');
    expect(code!.validity.tooShort).to.equal(true);
  });

  it('fires change when left with a different value, not when left unchanged', async () => {
    const el = mount('<shop-input label="Name"></shop-input><button>x</button>').querySelector('shop-input')!;
    const input = await inner(el);
    const changes: string[] = [];
    el.addEventListener('change', () => changes.push(el.value as string));
    input.focus();
    input.blur();
    expect(changes).to.deep.equal([]);
    input.focus();
    await sendKeys({ type: 'Bo' });
    input.blur();
    expect(changes).to.deep.equal(['Bo']);
  });

  it('shows an error given by the server at once and blocks submission until it is removed', async () => {
    const el = mount('<shop-input label="Postal code" value="x" error="Postal code does not match the city"></shop-input>').querySelector('shop-input')!;
    await waitFor(() => errorText(el) === 'Postal code does not match the city');
    expect(el.validity.customError).to.equal(true);
    el.removeAttribute('error');
    await waitFor(() => errorText(el) === null);
    expect(el.checkValidity()).to.equal(true);
  });

  it('resets to its attribute, follows the value property, and leaves the form when disabled', async () => {
    const form = mount('<form><fieldset><shop-input label="Note" name="note" value="first"></shop-input></fieldset></form>').querySelector('form')!;
    const el = form.querySelector('shop-input')!;
    const input = await inner(el);
    el.value = 'changed';
    await waitFor(() => input.value === 'changed');
    expect(new FormData(form).get('note')).to.equal('changed');
    form.reset();
    await waitFor(() => input.value === 'first');
    expect(el.value).to.equal('first');
    form.querySelector('fieldset')!.disabled = true;
    await waitFor(() => input.disabled);
    expect(new FormData(form).has('note')).to.equal(false);
  });

  it('uses the spec wording in zh-HK', async () => {
    await setLocale('zh-HK');
    const el = mount('<shop-input label="城市" required></shop-input>').querySelector('shop-input')!;
    const input = await inner(el);
    // No 'Please enter 城市' in the box: the label says it; a placeholder is only for a real hint.
    expect(input.hasAttribute('placeholder')).to.equal(false);
    el.reportValidity();
    await waitFor(() => errorText(el) === '城市不能為空', { message: String(errorText(el)) });
  });

  it('renders its error state for a missing label or a bad type', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-input name="a"></shop-input><shop-input label="B" type="colour"></shop-input>');
      for (const el of root.querySelectorAll('shop-input')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 2);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['label', 'type']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible, valid and invalid', async () => {
    const root = mount('<form><shop-input label="Phone" type="tel" hint="We call only about delivery"></shop-input><shop-input label="City" required></shop-input></form>');
    const [, city] = root.querySelectorAll('shop-input');
    await inner(city!);
    city!.reportValidity();
    await waitFor(() => errorText(city!) !== null);
    await expectAccessible(root);
  });
});

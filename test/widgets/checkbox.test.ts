import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/checkbox/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, pressOnceDrawn, shadowPart, waitFor } from '../helpers/browser/dom';

const native = (el: Element) => shadowPart<HTMLInputElement>(el, 'input');
const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;

describe('<shop-checkbox>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('is a checkbox whose value goes into FormData only when checked', async () => {
    const form = mount('<form><shop-checkbox label="Gift wrap" name="gift" value="yes"></shop-checkbox></form>').querySelector('form')!;
    const el = form.querySelector('shop-checkbox')!;
    const input = await native(el);
    expect(input.type).to.equal('checkbox');
    expect(new FormData(form).has('gift')).to.equal(false);
    const changes: unknown[] = [];
    el.addEventListener('change', () => changes.push(el.checked));
    input.focus();
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await waitFor(() => el.checked === true);
    expect(new FormData(form).get('gift')).to.equal('yes');
    expect(changes).to.deep.equal([true]);
    form.reset();
    await waitFor(() => el.checked === false);
    expect(input.checked).to.equal(false);
  });

  it('refuses an unchecked required checkbox with the spec message', async () => {
    const el = mount('<form><shop-checkbox label="Terms" required></shop-checkbox></form>').querySelector('shop-checkbox')!;
    const input = await native(el);
    expect(el.checkValidity()).to.equal(false);
    await waitFor(() => errorText(el) === 'Terms is required');
    expect(input.getAttribute('aria-describedby')).to.equal(el.shadowRoot!.querySelector('[part="error"]')!.id);
    input.click();
    await waitFor(() => errorText(el) === null);
    expect(el.checkValidity()).to.equal(true);
  });

  it('groups radios by name across shadow roots: one checked, arrow keys, one tab stop', async () => {
    const form = mount(`<form><fieldset><legend>Shipping</legend>
      <shop-checkbox type="radio" variant="shipping-plan" name="ship" value="std" label="Standard" description="5–7 days" price="0"></shop-checkbox>
      <shop-checkbox type="radio" variant="shipping-plan" name="ship" value="exp" label="Express" description="1–2 days" price="12.5" currency="USD"></shop-checkbox>
      <shop-checkbox type="radio" variant="shipping-plan" name="ship" value="day" label="Same day" disabled price="30"></shop-checkbox>
      </fieldset></form>`).querySelector('form')!;
    const [std, exp, day] = [...form.querySelectorAll('shop-checkbox')];
    const [a, b, c] = await Promise.all([std!, exp!, day!].map(native));
    expect([a!.tabIndex, b!.tabIndex]).to.deep.equal([0, -1]);
    expect(std!.shadowRoot!.querySelector('[part="price"]')!.textContent).to.equal('Free');
    expect(exp!.shadowRoot!.querySelector('[part="price"]')!.textContent).to.equal('$12.50');
    b!.click();
    await waitFor(() => exp!.checked === true);
    expect(new FormData(form).get('ship')).to.equal('exp');
    await waitFor(() => b!.tabIndex === 0 && a!.tabIndex === -1);
    b!.focus();
    await sendKeys({ press: 'ArrowDown' }); // skips the disabled one and wraps
    await waitFor(() => std!.checked === true);
    expect(exp!.checked).to.equal(false);
    expect(c!.checked).to.equal(false);
    expect(std!.shadowRoot!.activeElement).to.equal(a);
    expect(new FormData(form).getAll('ship')).to.deep.equal(['std']);
    exp!.checked = true; // the property unchecks the rest too
    await waitFor(() => std!.checked === false);
  });

  // A radio drawn checked has an effect that makes the rest of its group follow it: a choice
  // pressed as soon as the group shows (a slow phone), before anything later ran, still stands.
  it('keeps the radio chosen as soon as the group shows', async () => {
    const form = mount(`<form>
      <shop-checkbox type="radio" variant="payment" name="pay" value="later" label="Pay later"></shop-checkbox>
      <shop-checkbox type="radio" variant="payment" name="pay" value="card" label="Test card" checked></shop-checkbox>
      </form>`).querySelector('form')!;
    const [later, card] = [...form.querySelectorAll('shop-checkbox')] as [HTMLElementTagNameMap['shop-checkbox'], HTMLElementTagNameMap['shop-checkbox']];
    // "Pay later" pressed in the microtask after the checked one drew (drawn last, its effects wait).
    await pressOnceDrawn(card, (root) => (root.querySelector('input') ? later.shadowRoot!.querySelector<HTMLInputElement>('input') : null));
    const drawnChecked = (el: Element) => el.shadowRoot!.querySelector('[part="base"]')!.classList.contains('checked');
    await waitFor(() => drawnChecked(later) && !drawnChecked(card), { message: () => `Pay later drawn chosen (drawn chosen: ${[later, card].filter(drawnChecked).map((el) => el.getAttribute('value')).join(', ')})` });
    expect([later.checked, card.checked]).to.deep.equal([true, false]);
    expect(new FormData(form).get('pay')).to.equal('later');
  });

  it("refuses a required radio group without a choice with 'please Select {0}'", async () => {
    const form = mount(`<form>
      <shop-checkbox type="radio" variant="payment" name="pay" value="card" label="Card" required group-label="Payment method"></shop-checkbox>
      <shop-checkbox type="radio" variant="payment" name="pay" value="cod" label="Cash on delivery" required group-label="Payment method"></shop-checkbox>
      </form>`).querySelector('form')!;
    const [card, cod] = [...form.querySelectorAll('shop-checkbox')];
    await native(cod!);
    expect(form.checkValidity()).to.equal(false);
    await waitFor(() => errorText(card!) === 'please Select Payment method');
    (await native(cod!)).click();
    await waitFor(() => errorText(card!) === null && errorText(cod!) === null);
    expect(form.checkValidity()).to.equal(true);
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    const el = mount('<shop-checkbox type="radio" variant="shipping-plan" label="標準" price="0"></shop-checkbox>').querySelector('shop-checkbox')!;
    await waitFor(() => el.shadowRoot!.querySelector('[part="price"]')?.textContent === '免運費');
  });

  it('renders its error state for a bad variant, price or currency', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-checkbox label="a" variant="big"></shop-checkbox><shop-checkbox label="b" price="-1"></shop-checkbox><shop-checkbox label="c" currency="dollars"></shop-checkbox><shop-checkbox></shop-checkbox>');
      for (const el of root.querySelectorAll('shop-checkbox')) await shadowPart(el, '.element-error, [part="error"]');
      await waitFor(() => errors.events.length >= 4);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['currency', 'label', 'price', 'variant']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible in every variant, with an error shown', async () => {
    const root = mount(`<form>
      <shop-checkbox label="Subscribe" checked></shop-checkbox>
      <shop-checkbox label="Damaged on arrival" variant="apply" description="Photos help us decide faster" required></shop-checkbox>
      <fieldset><legend>Payment</legend>
        <shop-checkbox type="radio" name="p" variant="payment" label="Test card" description="Visa, Mastercard" checked></shop-checkbox>
        <shop-checkbox type="radio" name="p" variant="payment" label="Pay later"></shop-checkbox>
      </fieldset></form>`);
    const apply = root.querySelectorAll('shop-checkbox')[1]!;
    await native(apply);
    apply.reportValidity();
    await waitFor(() => errorText(apply) !== null);
    await expectAccessible(root);
  });
});

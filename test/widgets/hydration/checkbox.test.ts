// <shop-checkbox> (a form control of one render): drawn by the server renderer, hydrated in the
// browser with no mismatch, as a box, a radio group and each card variant, then working.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/checkbox/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

type Box = HTMLElement & { checked: boolean };
const native = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent ?? null;

describe('<shop-checkbox> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates an unchecked and a checked box, keeping the server markup', async () => {
    const off = await renderThenHydrate<Box>('shop-checkbox', { label: 'Gift wrap', name: 'gift' });
    expectHydrated(off);
    expect(part(off.el, 'label')).to.equal('Gift wrap');
    expect(native(off.el).type).to.equal('checkbox');
    expect(native(off.el).checked).to.equal(false);
    expect(off.el.checked).to.equal(false);
    const on = await renderThenHydrate<Box>('shop-checkbox', { label: 'Gift wrap', name: 'gift', checked: true, description: 'Paper and ribbon' });
    expectHydrated(on);
    expect(on.server).to.contain('checked=""');
    expect(native(on.el).checked).to.equal(true);
    expect(on.el.checked).to.equal(true);
    expect(part(on.el, 'description')).to.equal('Paper and ribbon');
    expect(on.el.shadowRoot!.querySelector('[part="base"]')!.classList.contains('checked')).to.equal(true);
  });

  it('hydrates the card variants: a payment with its logo, a free and a paid shipping plan', async () => {
    const payment = await renderThenHydrate('shop-checkbox', { label: 'Card', type: 'radio', name: 'pay', variant: 'payment', image: '/logo.svg' });
    expectHydrated(payment);
    expect(payment.el.shadowRoot!.querySelector('[part="image"]')!.getAttribute('src')).to.equal('/logo.svg');
    const free = await renderThenHydrate('shop-checkbox', { label: 'Standard', type: 'radio', name: 'ship', variant: 'shipping-plan', price: 0, description: '3-5 days' });
    expectHydrated(free);
    expect(part(free.el, 'price')).to.equal('Free');
    const paid = await renderThenHydrate('shop-checkbox', { label: 'Express', variant: 'shipping-plan', price: 12.5, currency: 'EUR' });
    expectHydrated(paid);
    expect(part(paid.el, 'price')).to.equal('€12.50');
  });

  it("hydrates a disabled box and the server's error message", async () => {
    const disabled = await renderThenHydrate('shop-checkbox', { label: 'Gift wrap', disabled: true });
    expectHydrated(disabled);
    expect(native(disabled.el).disabled).to.equal(true);
    const error = await renderThenHydrate('shop-checkbox', { label: 'I accept the terms', error: 'Please accept the terms' });
    expectHydrated(error);
    expect(part(error.el, 'error')).to.equal('Please accept the terms');
    expect(native(error.el).getAttribute('aria-invalid')).to.equal('true');
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ label: 'Gift', variant: 'fancy' }, { label: 'Gift', price: '-1' }, { variant: 'apply' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-checkbox', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]'), JSON.stringify(attributes)).to.not.equal(null);
      expect(bad.el.shadowRoot!.querySelector('input')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-checkbox', { label: 'Versand', variant: 'shipping-plan', price: 0 }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'price')).to.equal('Kostenlos');
    const money = await renderThenHydrate('shop-checkbox', { label: 'Express', variant: 'shipping-plan', price: 12.5 }, { locale: 'de' });
    expectHydrated(money);
    expect(part(money.el, 'price')!.replace(/\s/g, ' ')).to.equal('12,50 $');
  });

  it('works once hydrated: the box toggles into FormData, and a reset unchecks it', async () => {
    const page = await serverExpand('<form><shop-checkbox label="Gift wrap" name="gift" value="yes"></shop-checkbox></form>');
    const result = await hydratePage<Box>(page, 'shop-checkbox');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    expect(new FormData(form).has('gift')).to.equal(false);
    native(result.el).focus();
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await waitFor(() => result.el.checked);
    expect(new FormData(form).get('gift')).to.equal('yes');
    form.reset();
    await waitFor(() => !native(result.el).checked);
  });

  it('hydrates a radio group with one choice, then groups it: one tab stop, arrow keys move the choice', async () => {
    const page = await serverExpand(
      '<form><fieldset><legend>Shipping</legend>' +
        '<shop-checkbox type="radio" name="ship" value="std" label="Standard"></shop-checkbox>' +
        '<shop-checkbox type="radio" name="ship" value="exp" label="Express" checked></shop-checkbox>' +
        '<shop-checkbox type="radio" name="ship" value="day" label="Same day"></shop-checkbox>' +
        '</fieldset></form>',
    );
    const result = await hydratePage<Box>(page, 'shop-checkbox');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    const radios = [...form.querySelectorAll<Box>('shop-checkbox')];
    await waitFor(() => radios.every((r) => (r as unknown as Record<symbol, unknown>)[Symbol.for('shop-elements.live')]));
    expect(new FormData(form).get('ship')).to.equal('exp');
    await waitFor(() => radios.map((r) => native(r).tabIndex).join() === '-1,0,-1');
    native(radios[1]!).focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => radios[2]!.checked && !radios[1]!.checked);
    expect(new FormData(form).get('ship')).to.equal('day');
    await waitFor(() => radios.map((r) => native(r).tabIndex).join() === '-1,-1,0');
  });
});

import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/select/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;
const sizes = `[{"value":"s","label":"Small"},{"value":"m","label":"Medium"},{"value":"l","label":"Large","disabled":true}]`;

describe('<shop-select>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('offers its options, submits the chosen one and fires change', async () => {
    const form = mount(`<form><shop-select label="Size" name="size" value="m" options='${sizes}'></shop-select></form>`).querySelector('form')!;
    const el = form.querySelector('shop-select')!;
    const select = await shadowPart<HTMLSelectElement>(el, 'select');
    expect([...select.options].map((o) => o.text)).to.deep.equal(['Choose…', 'Small', 'Medium', 'Large']);
    expect(select.options[3]!.disabled).to.equal(true);
    expect(select.value).to.equal('m');
    expect(new FormData(form).get('size')).to.equal('m');
    const changes: unknown[] = [];
    el.addEventListener('change', () => changes.push(el.value));
    select.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => el.value === 's');
    expect(changes).to.deep.equal(['s']);
    expect(new FormData(form).get('size')).to.equal('s');
    form.reset();
    await waitFor(() => select.value === 'm');
  });

  it("refuses no choice with 'please Select {0}', tied to the field", async () => {
    const form = mount(`<form><shop-select label="Size" required options='["S","M"]'></shop-select></form>`).querySelector('form')!;
    const el = form.querySelector('shop-select')!;
    const select = await shadowPart<HTMLSelectElement>(el, 'select');
    expect(select.options[0]!.disabled).to.equal(true);
    expect(form.checkValidity()).to.equal(false);
    await waitFor(() => errorText(el) === 'please Select Size');
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(select.getAttribute('aria-describedby')).to.equal(el.shadowRoot!.querySelector('[part="error"]')!.id);
    el.value = 'M';
    await waitFor(() => errorText(el) === null);
    expect(form.checkValidity()).to.equal(true);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mount(`<shop-select label="尺码" required options='["S"]'></shop-select>`).querySelector('shop-select')!;
    const select = await shadowPart<HTMLSelectElement>(el, 'select');
    expect(select.options[0]!.text).to.equal('请选择…');
    el.reportValidity();
    await waitFor(() => errorText(el) !== null);
    expect(errorText(el)).to.contain('尺码');
  });

  it('renders its error state for options that are not a list, or missing', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`<shop-select label="A" options='{"s":1}'></shop-select><shop-select label="B" options='[1]'></shop-select><shop-select label="C"></shop-select>`);
      for (const el of root.querySelectorAll('shop-select')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.every((e) => e.detail.attribute === 'options')).to.equal(true);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const root = mount(`<form><shop-select label="Size" hint="Runs small" options='${sizes}'></shop-select><shop-select label="Colour" required options='["Red"]'></shop-select></form>`);
    const [, colour] = root.querySelectorAll('shop-select');
    await shadowPart(colour!, 'select');
    colour!.reportValidity();
    await waitFor(() => errorText(colour!) !== null);
    await expectAccessible(root);
  });
});

// <shop-dropdown> (a form control of one render): drawn by the server renderer, hydrated in the
// browser with no mismatch, in each of its states, then working as a combobox in a form.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/dropdown/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

const combobox = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="combobox"]')!;
const listbox = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="listbox"]')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent ?? null;
const sizes = JSON.stringify([{ value: 's', label: 'Small', description: 'Chest 86-91 cm' }, { value: 'm', label: 'Medium' }, { value: 'l', label: 'Large', disabled: true }]);

describe('<shop-dropdown> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the combobox showing the choice, its list closed, keeping the server markup', async () => {
    const result = await renderThenHydrate<HTMLElement & { value: string }>('shop-dropdown', { label: 'Size', name: 'size', options: sizes, value: 'm' });
    expectHydrated(result);
    expect(combobox(result.el).textContent).to.equal('Medium');
    expect(combobox(result.el).getAttribute('aria-expanded')).to.equal('false');
    expect(combobox(result.el).getAttribute('aria-controls')).to.equal(listbox(result.el).id);
    expect(combobox(result.el).getAttribute('aria-labelledby')).to.equal(result.el.shadowRoot!.querySelector('label')!.id);
    expect(listbox(result.el).hidden).to.equal(true);
    const options = [...listbox(result.el).querySelectorAll('[part="option"]')];
    expect(options.map((o) => o.querySelector('.option-label')!.textContent)).to.deep.equal(['Small', 'Medium', 'Large']);
    expect(options[0]!.querySelector('.option-description')!.textContent).to.equal('Chest 86-91 cm');
    expect(options.map((o) => o.getAttribute('aria-selected'))).to.deep.equal(['false', 'true', 'false']);
    expect(options[2]!.getAttribute('aria-disabled')).to.equal('true');
    expect(result.el.value).to.equal('m');
  });

  it('hydrates nothing chosen with its placeholder, required, disabled, and the server error', async () => {
    const empty = await renderThenHydrate('shop-dropdown', { label: 'Size', options: sizes, placeholder: 'Pick a size', required: true, hint: 'Runs small' });
    expectHydrated(empty);
    expect(combobox(empty.el).textContent).to.equal('Pick a size');
    expect(combobox(empty.el).classList.contains('empty')).to.equal(true);
    expect(part(empty.el, 'hint')).to.equal('Runs small');
    const disabled = await renderThenHydrate('shop-dropdown', { label: 'Size', options: sizes, disabled: true });
    expectHydrated(disabled);
    expect(combobox(disabled.el).getAttribute('aria-disabled')).to.equal('true');
    expect(combobox(disabled.el).tabIndex).to.equal(-1);
    const error = await renderThenHydrate('shop-dropdown', { label: 'Size', options: sizes, error: 'Sold out' });
    expectHydrated(error);
    expect(part(error.el, 'error')).to.equal('Sold out');
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ label: 'Size', options: '[1, 2]' }, { label: 'Size' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-dropdown', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]'), JSON.stringify(attributes)).to.not.equal(null);
      expect(bad.el.shadowRoot!.querySelector('[part="combobox"]')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('zh');
    const zh = await renderThenHydrate('shop-dropdown', { label: '尺码', options: sizes }, { locale: 'zh' });
    expectHydrated(zh);
    expect(combobox(zh.el).textContent).to.equal('请选择…');
  });

  it('works once hydrated: the keyboard opens the list and chooses, into FormData, with a change event', async () => {
    const page = await serverExpand(`<form><shop-dropdown label="Size" name="size" options='${sizes}'></shop-dropdown></form>`);
    const result = await hydratePage<HTMLElement & { value: string }>(page, 'shop-dropdown');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    let changes = 0;
    result.el.addEventListener('change', () => changes++);
    combobox(result.el).focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => !listbox(result.el).hidden);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => result.el.value === 'm');
    expect(listbox(result.el).hidden).to.equal(true);
    expect(combobox(result.el).textContent).to.equal('Medium');
    expect(new FormData(form).get('size')).to.equal('m');
    expect(changes).to.equal(1);
    form.reset();
    await waitFor(() => combobox(result.el).textContent === 'Choose…');
  });
});

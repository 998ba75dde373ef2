import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/dropdown/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const errorText = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.textContent ?? null;
const reasons = JSON.stringify([
  { value: 'size', label: 'Wrong size', description: 'Exchange for another size' },
  { value: 'damaged', label: 'Damaged', description: 'Arrived broken or scratched' },
  { value: 'late', label: 'Too late', disabled: true },
  { value: 'other', label: 'Other' },
]);
const parts = async (el: Element) => {
  const combobox = await shadowPart(el, '[role="combobox"]');
  const listbox = el.shadowRoot!.querySelector<HTMLElement>('[role="listbox"]')!;
  return { combobox, listbox, active: () => combobox.getAttribute('aria-activedescendant') && el.shadowRoot!.getElementById(combobox.getAttribute('aria-activedescendant')!)?.textContent };
};

describe('<shop-dropdown>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('follows the APG select-only combobox keyboard and submits the choice', async () => {
    const form = mount(`<form><shop-dropdown label="Reason" name="reason" options='${reasons}'></shop-dropdown></form>`).querySelector('form')!;
    const el = form.querySelector('shop-dropdown')!;
    const { combobox, listbox, active } = await parts(el);
    expect(combobox.textContent).to.equal('Choose…');
    expect(combobox.getAttribute('aria-labelledby')).to.equal(el.shadowRoot!.querySelector('label')!.id);
    expect(combobox.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(listbox.hidden).to.equal(true);
    combobox.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => combobox.getAttribute('aria-expanded') === 'true');
    expect(listbox.hidden).to.equal(false);
    expect(active()).to.contain('Wrong size');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' }); // skips the disabled option
    await waitFor(() => String(active()).startsWith('Other'));
    await sendKeys({ press: 'Home' });
    await waitFor(() => String(active()).startsWith('Wrong size'));
    await sendKeys({ type: 'd' });
    await waitFor(() => String(active()).startsWith('Damaged'));
    const changes: unknown[] = [];
    el.addEventListener('change', () => changes.push(el.value));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.value === 'damaged');
    expect(combobox.getAttribute('aria-expanded')).to.equal('false');
    expect(combobox.textContent).to.equal('Damaged');
    expect(changes).to.deep.equal(['damaged']);
    expect(new FormData(form).get('reason')).to.equal('damaged');
    expect(el.shadowRoot!.querySelector('[aria-selected="true"]')!.textContent).to.contain('Damaged');

    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Escape' }); // closes without choosing
    await waitFor(() => combobox.getAttribute('aria-expanded') === 'false');
    expect(el.value).to.equal('damaged');
    form.reset();
    await waitFor(() => combobox.textContent === 'Choose…');
  });

  it('chooses by pointer and keeps focus on the combobox', async () => {
    const el = mount(`<shop-dropdown label="Reason" value="size" options='${reasons}'></shop-dropdown>`).querySelector('shop-dropdown')!;
    const { combobox, listbox } = await parts(el);
    combobox.click();
    await waitFor(() => !listbox.hidden);
    listbox.querySelectorAll<HTMLElement>('[role="option"]')[3]!.click();
    await waitFor(() => el.value === 'other');
    expect(listbox.hidden).to.equal(true);
    combobox.click();
    await waitFor(() => !listbox.hidden);
    listbox.querySelectorAll<HTMLElement>('[role="option"]')[2]!.click(); // disabled
    expect(el.value).to.equal('other');
  });

  it("refuses no choice with 'please Select {0}' and speaks zh", async () => {
    await setLocale('zh');
    const el = mount(`<form><shop-dropdown label="原因" required options='["A"]'></shop-dropdown></form>`).querySelector('shop-dropdown')!;
    const { combobox } = await parts(el);
    expect(combobox.textContent).to.equal('请选择…');
    expect(el.checkValidity()).to.equal(false);
    await waitFor(() => errorText(el) !== null);
    expect(errorText(el)).to.contain('原因');
    expect(combobox.getAttribute('aria-invalid')).to.equal('true');
  });

  it('renders its error state for bad options', async () => {
    const errors = collectErrors();
    try {
      const el = mount(`<shop-dropdown label="A" options='[{"value":1}]'></shop-dropdown>`).querySelector('shop-dropdown')!;
      await shadowPart(el, '.element-error');
      await waitFor(() => errors.events.length === 1);
      expect(errors.events[0]!.detail.attribute).to.equal('options');
    } finally {
      errors.stop();
    }
  });

  it('is accessible closed and open', async () => {
    const root = mount(`<form><shop-dropdown label="Reason" hint="Pick the closest" value="size" options='${reasons}'></shop-dropdown></form>`);
    const el = root.querySelector('shop-dropdown')!;
    const { combobox, listbox } = await parts(el);
    await expectAccessible(root);
    combobox.click();
    await waitFor(() => !listbox.hidden);
    await expectAccessible(root);
  });
});

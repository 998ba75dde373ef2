// <shop-select> (a form control of one render): drawn by the server renderer, hydrated in the
// browser with no mismatch, in each of its states, then working as a form control.
import { expect } from 'chai';
import '../../../widgets/select/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

const select = (el: Element) => el.shadowRoot!.querySelector<HTMLSelectElement>('select')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent ?? null;
const sizes = JSON.stringify(['Small', { value: 'm', label: 'Medium' }, { value: 'l', label: 'Large', disabled: true }]);

describe('<shop-select> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates its options with the chosen one selected, keeping the server markup', async () => {
    const result = await renderThenHydrate<HTMLElement & { value: string }>('shop-select', { label: 'Size', name: 'size', options: sizes, value: 'm', autocomplete: 'off', hint: 'Runs small' });
    expectHydrated(result);
    expect(result.server).to.contain('selected=""');
    expect([...select(result.el).options].map((o) => o.text)).to.deep.equal(['Choose…', 'Small', 'Medium', 'Large']);
    expect(select(result.el).value).to.equal('m');
    expect(select(result.el).options[3]!.disabled).to.equal(true);
    expect(part(result.el, 'label')).to.equal('Size');
    expect(part(result.el, 'hint')).to.equal('Runs small');
    expect(result.el.value).to.equal('m');
  });

  it('hydrates nothing chosen with its placeholder, required, disabled, and the server error', async () => {
    const empty = await renderThenHydrate('shop-select', { label: 'Size', options: sizes, placeholder: 'Pick a size', required: true });
    expectHydrated(empty);
    expect(select(empty.el).value).to.equal('');
    expect(select(empty.el).options[0]!.text).to.equal('Pick a size');
    expect(select(empty.el).options[0]!.disabled).to.equal(true);
    expect(part(empty.el, 'label')).to.equal('Size *');
    const disabled = await renderThenHydrate('shop-select', { label: 'Size', options: sizes, disabled: true });
    expectHydrated(disabled);
    expect(select(disabled.el).disabled).to.equal(true);
    const error = await renderThenHydrate('shop-select', { label: 'Size', options: sizes, error: 'Sold out' });
    expectHydrated(error);
    expect(part(error.el, 'error')).to.equal('Sold out');
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ label: 'Size', options: 'not json' }, { label: 'Size' }, { options: sizes }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-select', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]'), JSON.stringify(attributes)).to.not.equal(null);
      expect(bad.el.shadowRoot!.querySelector('select')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('zh');
    const zh = await renderThenHydrate('shop-select', { label: '尺码', options: JSON.stringify(['S']) }, { locale: 'zh' });
    expectHydrated(zh);
    expect(select(zh.el).options[0]!.text).to.equal('请选择…');
  });

  it('works once hydrated: a choice reaches FormData and fires change, a reset restores the server choice', async () => {
    const page = await serverExpand(`<form><shop-select label="Size" name="size" value="Small" options='${sizes}'></shop-select></form>`);
    const result = await hydratePage<HTMLElement & { value: string }>(page, 'shop-select');
    expectHydrated(result);
    const form = result.el.closest('form')!;
    expect(new FormData(form).get('size')).to.equal('Small');
    let changes = 0;
    result.el.addEventListener('change', () => changes++);
    select(result.el).value = 'm';
    select(result.el).dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => result.el.value === 'm');
    expect(new FormData(form).get('size')).to.equal('m');
    expect(changes).to.equal(1);
    form.reset();
    await waitFor(() => select(result.el).value === 'Small');
  });

  it('keeps a choice made while it hydrates: the input event makes React finish the hydration, selecting the server\'s option again, before the change', async () => {
    const page = await serverExpand(`<form><shop-select label="Size" name="size" value="Small" options='${sizes}'></shop-select></form>`);
    // On the page and defined (this file imports the element): its hydration has begun, not committed.
    const result = await hydratePage<HTMLElement & { value: string }>(page, 'shop-select', { live: false });
    const inner = select(result.el);
    inner.value = 'm';
    inner.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    inner.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => Boolean((result.el as unknown as Record<symbol, unknown>)[Symbol.for('shop-elements.live')]), { message: 'live' });
    expectHydrated(result);
    expect(result.el.value).to.equal('m');
    expect(inner.value).to.equal('m');
    expect(new FormData(result.el.closest('form')!).get('size')).to.equal('m');
  });
});

// <shop-loading>: drawn by the server renderer, hydrated in the browser with no mismatch, in each
// of its states.
import { expect } from 'chai';
import '../../../widgets/loading/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`);

describe('<shop-loading> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the status region with its spinner and a visually hidden "Loading…"', async () => {
    const plain = await renderThenHydrate('shop-loading');
    expectHydrated(plain);
    const status = plain.el.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.className).to.equal('loading medium');
    expect(part(plain.el, 'spinner')).to.not.equal(null);
    expect(part(plain.el, 'label')!.textContent).to.equal('Loading…');
    expect(part(plain.el, 'label')!.classList.contains('visually-hidden')).to.equal(true);
  });

  it('hydrates a custom label shown with show-label, and a size', async () => {
    const shown = await renderThenHydrate('shop-loading', { label: 'Loading reviews', 'show-label': true, size: 'large' });
    expectHydrated(shown);
    expect(shown.el.shadowRoot!.querySelector('[role="status"]')!.className).to.equal('loading large');
    expect(part(shown.el, 'label')!.textContent).to.equal('Loading reviews');
    expect(part(shown.el, 'label')!.classList.contains('visually-hidden')).to.equal(false);
    expect(part(shown.el, 'spinner')!.getBoundingClientRect().width).to.be.greaterThan(30);
  });

  it('hydrates a delayed spinner as an empty status region, then shows it once the delay is over', async () => {
    const delayed = await renderThenHydrate('shop-loading', { delay: 100 });
    expectHydrated(delayed);
    expect(delayed.server).to.not.contain('part="spinner"');
    expect(delayed.el.shadowRoot!.querySelector('[role="status"]')).to.not.equal(null);
    await waitFor(() => part(delayed.el, 'spinner') !== null, { message: 'the spinner after the delay' });
    expect(part(delayed.el, 'label')!.textContent).to.equal('Loading…');
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-loading', { size: 'huge' });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(part(bad.el, 'spinner')).to.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('zh-HK');
    const zh = await renderThenHydrate('shop-loading', {}, { locale: 'zh-HK' });
    expectHydrated(zh);
    expect(part(zh.el, 'label')!.textContent).to.equal('載入中…');
  });
});

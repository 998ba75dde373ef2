// <shop-toast> (one render): drawn by the server renderer as its empty stack (the two live
// regions, so screen readers hear what comes), hydrated with no mismatch, then showing toasts,
// including one raised before it hydrated.
import { expect } from 'chai';
import '../../../widgets/toast/define';
import { setLocale } from '../../../runtime/i18n';
import { $toasts, dismiss, toast } from '../../../runtime/toast';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

const texts = (el: Element, role: string) => [...el.shadowRoot!.querySelectorAll(`[role="${role}"] [part="toast"] .message`)].map((m) => m.textContent);

describe('<shop-toast> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    for (const item of $toasts.get()) dismiss(item.id);
    document.querySelectorAll('shop-toast').forEach((el) => el.remove());
    await setLocale('en');
  });

  it('hydrates its empty stack at the top and at the bottom, both live regions there', async () => {
    const top = await renderThenHydrate('shop-toast');
    expectHydrated(top);
    expect(top.el.shadowRoot!.querySelector('[part="base"]')!.className).to.equal('stack top');
    expect(top.el.shadowRoot!.querySelectorAll('[role="status"], [role="alert"]')).to.have.length(2);
    expect(top.el.shadowRoot!.querySelector('[part="toast"]')).to.equal(null);
    const bottom = await renderThenHydrate('shop-toast', { placement: 'bottom' });
    expectHydrated(bottom);
    expect(bottom.el.shadowRoot!.querySelector('[part="base"]')!.className).to.equal('stack bottom');
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-toast', { placement: 'middle' });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in, its close buttons in it', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-toast', {}, { locale: 'de' });
    expectHydrated(de);
    toast('Gespeichert', { duration: 60_000 });
    await waitFor(() => texts(de.el, 'status').length === 1);
    expect(de.el.shadowRoot!.querySelector('[part="close"]')!.getAttribute('aria-label')).to.equal('Schließen');
  });

  it('shows, once hydrated, the toasts raised before (not in the hydration itself), and new ones; close dismisses', async () => {
    const html = await serverRender('shop-toast');
    toast('Added to cart', { type: 'success', duration: 60_000 });
    const page = await hydratePage(html, 'shop-toast');
    expectHydrated(page);
    await waitFor(() => texts(page.el, 'status').length === 1);
    expect(texts(page.el, 'status')).to.deep.equal(['Added to cart']);
    toast('Payment failed', { type: 'error', duration: 60_000 });
    await waitFor(() => texts(page.el, 'alert').length === 1);
    expect(texts(page.el, 'alert')).to.deep.equal(['Payment failed']);
    page.el.shadowRoot!.querySelector<HTMLButtonElement>('[role="status"] [part="close"]')!.click();
    await waitFor(() => texts(page.el, 'status').length === 0);
  });
});

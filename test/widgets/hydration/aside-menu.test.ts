// <shop-aside-menu> (one render): drawn by the server renderer for the page it renders (its
// `current`, or the request's path), hydrated with no mismatch, then opening and closing groups.
import { expect } from 'chai';
import '../../../widgets/aside-menu/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const items = JSON.stringify([
  { label: 'Orders', href: '/user/order' },
  { label: 'Security', href: '/user/security', children: [{ label: 'Activity', href: '/user/security/activity' }] },
  { label: 'Help', children: [{ label: 'Returns', href: '/page/returns' }] },
]);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const expanded = (el: Element) => $$(el, '[part="group"]').map((b) => b.getAttribute('aria-expanded'));
const currentLinks = (el: Element) => $$(el, 'a[aria-current="page"]').map((a) => a.textContent);

describe('<shop-aside-menu> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the menu with the current page marked and its group open, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-aside-menu', { items, current: '/user/security/activity' });
    expectHydrated(result);
    expect(result.server).to.contain('aria-current="page"');
    expect(result.el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Section menu');
    expect(currentLinks(result.el)).to.deep.equal(['Activity']);
    expect(expanded(result.el)).to.deep.equal(['true', 'false']);
    expect($$(result.el, '[part="children"]').map((ul) => ul.hidden)).to.deep.equal([false, true]);
    expect($$(result.el, '[part="children"]')[0]!.querySelector('a')!.textContent).to.equal('All of Security');
    expect($$(result.el, 'a').map((a) => a.getAttribute('href'))).to.deep.equal(['/user/order', '/user/security', '/user/security/activity', '/page/returns']);
  });

  it("hydrates with the page's own path when no current is given (the request's on the server, the window's here)", async () => {
    const here = location.pathname;
    const page = JSON.stringify([{ label: 'This page', href: here }, { label: 'Elsewhere', href: '/elsewhere' }]);
    const result = await renderThenHydrate('shop-aside-menu', { items: page, label: 'Account' }, { url: `${here}?tab=1` });
    expectHydrated(result);
    expect(currentLinks(result.el)).to.deep.equal(['This page']);
    expect(result.el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Account');
  });

  it('hydrates its error state for a bad attribute', async () => {
    for (const attributes of [{ items: 'not json' }, { items: JSON.stringify([{ label: 'No link' }]) }, {}] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-aside-menu', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]'), JSON.stringify(attributes)).to.not.equal(null);
      expect(bad.el.shadowRoot!.querySelector('nav')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-aside-menu', { items, current: '/user/order' }, { locale: 'de' });
    expectHydrated(de);
    expect(de.el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Bereichsmenü');
    expect($$(de.el, '[part="children"]')[0]!.querySelector('a')!.textContent).to.equal('Alles in Security');
  });

  it('works once hydrated: groups open and close independently', async () => {
    const result = await renderThenHydrate('shop-aside-menu', { items, current: '/user/order' });
    expectHydrated(result);
    expect(currentLinks(result.el)).to.deep.equal(['Orders']);
    const [security, help] = $$(result.el, '[part="group"]');
    security!.click();
    help!.click();
    await waitFor(() => expanded(result.el).join() === 'true,true');
    expect($$(result.el, '[part="children"]').every((ul) => !ul.hidden)).to.equal(true);
    security!.click();
    await waitFor(() => expanded(result.el).join() === 'false,true');
  });
});

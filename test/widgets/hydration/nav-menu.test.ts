// <shop-nav-menu>: drawn by the server renderer, hydrated in the browser with no mismatch (the
// links, the current page, sub-menus, the Menu summary), in another language and in its error
// state; then working: sub-menus and the phone's Menu open and close.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/nav-menu/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Men', href: '/category/men', children: [{ label: 'Shirts', href: '/category/shirts' }, { label: 'Scarves', href: '/category/scarves' }] },
  { label: 'Help', children: [{ label: 'Shipping', href: '/page/shipping' }] },
];

const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector)!;
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];

describe('<shop-nav-menu> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the links, sub-menu buttons and the current page, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-nav-menu', { items: JSON.stringify(items), label: 'Categories', current: '/category/shirts' });
    expectHydrated(result);
    expect(result.server).to.contain('<summary');
    expect($(result.el, 'nav').getAttribute('aria-label')).to.equal('Categories');
    expect($$(result.el, '[part="link"]').map((a) => a.getAttribute('href'))).to.deep.equal(['/', '/category/men', '/category/shirts', '/category/scarves', '/page/shipping']);
    expect($$(result.el, '[aria-current="page"]').map((a) => a.textContent)).to.deep.equal(['Shirts']);
    const buttons = $$(result.el, '[part="button"]');
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).to.deep.equal(['More in Men', 'Help']);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false']);
    expect($$(result.el, '[part="submenu"]').every((list) => list.hidden)).to.equal(true);
    const toggle = $(result.el, '[part="toggle"]');
    expect([toggle.localName, toggle.getAttribute('aria-expanded'), toggle.getAttribute('aria-controls')]).to.deep.equal(['summary', 'false', $(result.el, '[part="list"]').id]);
  });

  it('without `current`, hydrates with no link marked, then marks the page it is on', async () => {
    const here = location.pathname;
    const result = await renderThenHydrate('shop-nav-menu', { items: JSON.stringify([{ label: 'Here', href: here }, { label: 'Men', href: '/category/men' }]) });
    expectHydrated(result);
    expect(result.server.slice(result.server.indexOf('<div data-shop-root'))).to.not.contain('aria-current');
    await waitFor(() => $(result.el, '[aria-current="page"]')?.textContent === 'Here');
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('zh');
    const zh = await renderThenHydrate('shop-nav-menu', { items: JSON.stringify(items) }, { locale: 'zh' });
    expectHydrated(zh);
    expect($(zh.el, 'nav').getAttribute('aria-label')).to.equal('主导航');
    expect($(zh.el, '[part="toggle-label"]').textContent).to.equal('菜单');
  });

  it('hydrates its error state for missing or malformed items', async () => {
    for (const value of ['not json', JSON.stringify([{ label: 'Nowhere' }]), undefined]) {
      const bad = await renderThenHydrate('shop-nav-menu', value === undefined ? {} : { items: value });
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]') !== null, `error state for ${value}`).to.equal(true);
      expect(bad.el.shadowRoot!.querySelector('nav')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('works once hydrated: a sub-menu opens and closes, and on a phone the Menu summary drops the list down and Escape folds it', async () => {
    const result = await renderThenHydrate('shop-nav-menu', { items: JSON.stringify(items) });
    expectHydrated(result);
    const men = $(result.el, '[part="button"]');
    men.click();
    await waitFor(() => men.getAttribute('aria-expanded') === 'true' && !$$(result.el, '[part="submenu"]')[0]!.hidden);
    men.click();
    await waitFor(() => men.getAttribute('aria-expanded') === 'false');
    // A phone (below the 768 px fold), as narrow as every engine's window goes: WebKit's
    // MiniBrowser window is no narrower than 447 px.
    await setViewport({ width: 480, height: 844 });
    try {
      const toggle = $(result.el, '[part="toggle"]');
      const list = $(result.el, '[part="list"]');
      await waitFor(() => toggle.checkVisibility());
      expect(list.checkVisibility()).to.equal(false);
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => list.checkVisibility() && toggle.getAttribute('aria-expanded') === 'true');
      $(result.el, '[part="link"]').focus();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !list.checkVisibility() && toggle.getAttribute('aria-expanded') === 'false');
      expect(result.el.shadowRoot!.activeElement).to.equal(toggle);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/nav-menu/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Men', href: '/category/men', children: [{ label: 'Shirts', href: '/category/shirts' }, { label: 'Scarves', href: '/category/scarves' }] },
  { label: 'Help', children: [{ label: 'Shipping', href: '/page/shipping' }] },
];

function menu(attrs = '') {
  const root = mount(`<shop-nav-menu ${attrs}></shop-nav-menu><button id="outside">outside</button>`);
  const el = root.querySelector('shop-nav-menu')!;
  el.setAttribute('items', JSON.stringify(items));
  return el;
}

const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector)!;
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];

describe('<shop-nav-menu>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('is a named nav landmark with links, and buttons that disclose sub-menus', async () => {
    const el = menu('current="/category/shirts"');
    const nav = await shadowPart(el, 'nav');
    expect(nav.getAttribute('aria-label')).to.equal('Main');
    expect($$(el, '.list > li > a').map((a) => a.textContent)).to.deep.equal(['Home', 'Men']);
    const [men, help] = $$(el, '[part="button"]');
    expect(men!.getAttribute('aria-label')).to.equal('More in Men');
    expect(help!.textContent).to.equal('Help');
    expect(men!.getAttribute('aria-expanded')).to.equal('false');
    expect($$(el, '[part="submenu"]').every((ul) => ul.hidden)).to.equal(true);
    // The current page is marked inside the closed sub-menu too.
    expect($$(el, 'a[aria-current="page"]').map((a) => a.textContent)).to.deep.equal(['Shirts']);
  });

  it('opens one sub-menu at a time and closes it again', async () => {
    const el = menu();
    await shadowPart(el, 'nav');
    const [men, help] = $$(el, '[part="button"]');
    men!.click();
    await waitFor(() => men!.getAttribute('aria-expanded') === 'true');
    expect($(el, `#${CSS.escape(men!.getAttribute('aria-controls')!)}`).hidden).to.equal(false);
    help!.click();
    await waitFor(() => help!.getAttribute('aria-expanded') === 'true' && men!.getAttribute('aria-expanded') === 'false');
    help!.click();
    await waitFor(() => help!.getAttribute('aria-expanded') === 'false');
  });

  it('closes on Escape, returning focus to its button', async () => {
    const el = menu();
    await shadowPart(el, 'nav');
    const men = $$(el, '[part="button"]')[0]!;
    men.click();
    await waitFor(() => men.getAttribute('aria-expanded') === 'true');
    const shirts = $$(el, '[part="submenu"] a')[0]!;
    shirts.focus();
    shirts.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => men.getAttribute('aria-expanded') === 'false');
    expect(el.shadowRoot!.activeElement).to.equal(men);
  });

  it('closes when the shopper clicks or tabs outside', async () => {
    const el = menu();
    await shadowPart(el, 'nav');
    const men = $$(el, '[part="button"]')[0]!;
    men.click();
    await waitFor(() => men.getAttribute('aria-expanded') === 'true');
    document.querySelector<HTMLButtonElement>('#outside')!.click();
    await waitFor(() => men.getAttribute('aria-expanded') === 'false');
    men.click();
    await waitFor(() => men.getAttribute('aria-expanded') === 'true');
    // A background test tab gets no real focus events, so send the one the menu listens to.
    document.querySelector('#outside')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await waitFor(() => men.getAttribute('aria-expanded') === 'false');
  });

  it('folds behind a Menu button on a narrow screen', async () => {
    const el = menu();
    el.style.width = '320px';
    await shadowPart(el, 'nav');
    const toggle = $(el, '[part="toggle"]');
    // The media query follows the viewport; a test page is wide, so check the wiring directly.
    expect(toggle.getAttribute('aria-controls')).to.equal($(el, '[part="list"]').id);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true' && $(el, '[part="list"]').classList.contains('expanded'));
  });

  it('on a phone, drops the folded list over the page (nothing moves) and folds it again on Escape or a click elsewhere', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = menu();
      await shadowPart(el, 'nav');
      const toggle = $<HTMLButtonElement>(el, '[part="toggle"]');
      const list = $(el, '[part="list"]');
      await waitFor(() => toggle.checkVisibility());
      expect(list.checkVisibility()).to.equal(false);
      // The word is its own part (a header may show the icon only); it stays the button's name.
      expect($(el, '[part="toggle-label"]').textContent).to.equal('Menu');
      const height = el.getBoundingClientRect().height;
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => list.checkVisibility());
      expect(el.getBoundingClientRect().height).to.equal(height);
      expect(getComputedStyle(list).position).to.equal('absolute');
      $<HTMLAnchorElement>(el, '[part="link"]').focus();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !list.checkVisibility());
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(el.shadowRoot!.activeElement).to.equal(toggle);
      toggle.click();
      await waitFor(() => list.checkVisibility());
      document.getElementById('outside')!.click();
      await waitFor(() => !list.checkVisibility());
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('speaks zh', async () => {
    const el = menu();
    await shadowPart(el, 'nav');
    await setLocale('zh');
    await waitFor(() => $(el, 'nav').getAttribute('aria-label') === '主导航' && $(el, '[part="toggle"]').textContent === '菜单');
  });

  it('rejects items that are not a list of labelled links or sub-menus', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`
        <shop-nav-menu></shop-nav-menu>
        <shop-nav-menu items='{"label":"x"}'></shop-nav-menu>
        <shop-nav-menu items='[{"href":"/"}]'></shop-nav-menu>
        <shop-nav-menu items='[{"label":"x","children":[{"label":"y","children":[]}]}]'></shop-nav-menu>`);
      for (const el of root.querySelectorAll('shop-nav-menu')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 4);
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-nav-menu> "items" is required.');
      expect(messages).to.include('<shop-nav-menu> "items" item 0 needs a "label".');
      expect(messages.some((m) => m.includes('only one level of "children"'))).to.equal(true);
    } finally {
      errors.stop();
    }
  });

  it('is accessible, closed and open', async () => {
    const el = menu();
    await shadowPart(el, 'nav');
    await expectAccessible(el);
    $$(el, '[part="button"]')[0]!.click();
    await waitFor(() => !$$(el, '[part="submenu"]')[0]!.hidden);
    await expectAccessible(el);
  });
});

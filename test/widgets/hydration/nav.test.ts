// <shop-nav>: drawn by the server renderer, hydrated in the browser with no mismatch, in each of
// its states.
import { expect } from 'chai';
import '../../../widgets/nav/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

const trail = [{ label: 'Home', href: '/' }, { label: 'Home & living', href: '/category/home' }, { label: 'Mugs' }];
const nav = (el: Element) => el.shadowRoot!.querySelector('nav')!;
const steps = (el: Element) => [...nav(el).querySelectorAll('ol > li')].map((li) => li.textContent);

describe('<shop-nav> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the breadcrumb trail, the current page marked, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-nav', { items: JSON.stringify(trail) });
    expectHydrated(result);
    expect(result.server).to.contain('Home &amp; living');
    expect(nav(result.el).getAttribute('aria-label')).to.equal('Breadcrumb');
    expect(steps(result.el)).to.deep.equal(['Home', 'Home & living', 'Mugs']);
    expect([...nav(result.el).querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/', '/category/home']);
    const current = nav(result.el).querySelector('[aria-current="page"]')!;
    expect([current.localName, current.textContent]).to.deep.equal(['span', 'Mugs']);
    expect(nav(result.el).querySelectorAll('svg[part="separator"]')).to.have.length(2);
    result.el.setAttribute('items', JSON.stringify([{ label: 'Home', href: '/' }, { label: 'Cups' }]));
    await waitFor(() => nav(result.el).querySelector('[aria-current="page"]')?.textContent === 'Cups');
  });

  it('hydrates a linked current page and its own label', async () => {
    const result = await renderThenHydrate('shop-nav', { items: JSON.stringify([{ label: 'Home', href: '/' }, { label: 'Guides', href: '/article/guides' }]), label: 'Article path' });
    expectHydrated(result);
    expect(nav(result.el).getAttribute('aria-label')).to.equal('Article path');
    expect(nav(result.el).querySelector('a[aria-current="page"]')!.getAttribute('href')).to.equal('/article/guides');
  });

  it('hydrates a page whose trail has a light DOM fallback: the server render is shown, not the fallback', async () => {
    const page = await serverExpand(`<shop-nav items='${JSON.stringify(trail)}'><a href="/">Home</a> / <a href="/category/home">Home &amp; living</a> / Mugs</shop-nav>`);
    const result = await hydratePage(page, 'shop-nav');
    expectHydrated(result);
    expect(steps(result.el)).to.deep.equal(['Home', 'Home & living', 'Mugs']);
    expect(result.el.querySelector('a')!.getBoundingClientRect().height).to.equal(0);
  });

  it('hydrates its error state for a missing or malformed trail', async () => {
    for (const items of ['not json', '[]', JSON.stringify([{ label: 'Home' }, { label: 'Mugs' }]), undefined]) {
      const bad = await renderThenHydrate('shop-nav', items === undefined ? {} : { items });
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]') !== null, `error state for ${items}`).to.equal(true);
      expect(bad.el.shadowRoot!.querySelector('nav')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-nav', { items: JSON.stringify(trail) }, { locale: 'de' });
    expectHydrated(de);
    expect(nav(de.el).getAttribute('aria-label')).to.equal('Navigationspfad');
    expect(steps(de.el)).to.deep.equal(['Home', 'Home & living', 'Mugs']);
  });
});

import { expect } from 'chai';
import '../../widgets/nav/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const trail = [{ label: 'Home', href: '/' }, { label: 'Home & living', href: '/category/home' }, { label: 'Mugs' }];
function crumbs(items: unknown = trail, attrs = '') {
  const el = mount(`<shop-nav ${attrs}></shop-nav>`).firstElementChild as HTMLElement;
  el.setAttribute('items', typeof items === 'string' ? items : JSON.stringify(items));
  return el;
}

describe('<shop-nav>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('is an APG breadcrumb: a named nav, an ordered list, the current page marked', async () => {
    const el = crumbs();
    const nav = await shadowPart(el, 'nav');
    expect(nav.getAttribute('aria-label')).to.equal('Breadcrumb');
    const steps = [...nav.querySelectorAll('ol > li')];
    expect(steps.map((li) => li.textContent)).to.deep.equal(['Home', 'Home & living', 'Mugs']);
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal(['/', '/category/home']);
    const current = nav.querySelector('[aria-current="page"]')!;
    expect([current.localName, current.textContent]).to.deep.equal(['span', 'Mugs']);
    expect(nav.querySelectorAll('[aria-current]')).to.have.length(1);
    // Separators are drawn and hidden from screen readers.
    expect(nav.querySelectorAll('svg[aria-hidden="true"]')).to.have.length(2);
  });

  it('links the current page when it has an href, and takes its own label', async () => {
    const el = crumbs([{ label: 'Home', href: '/' }, { label: 'Guides', href: '/article/guides' }], 'label="Article path"');
    const nav = await shadowPart(el, 'nav');
    expect(nav.getAttribute('aria-label')).to.equal('Article path');
    expect(nav.querySelector('a[aria-current="page"]')!.getAttribute('href')).to.equal('/article/guides');
  });

  it('follows a changed trail', async () => {
    const el = crumbs();
    await shadowPart(el, 'nav');
    el.setAttribute('items', JSON.stringify([{ label: 'Home', href: '/' }, { label: 'Cups' }]));
    await waitFor(() => el.shadowRoot!.querySelector('[aria-current="page"]')?.textContent === 'Cups');
  });

  it('shows its error state for a missing, empty or malformed trail', async () => {
    const errors = collectErrors();
    try {
      const bad = ['not json', '[]', JSON.stringify([{ label: 'Home' }, { label: 'Mugs' }]), JSON.stringify([{ label: 'Home', href: '/', children: [] }]), JSON.stringify([{ href: '/' }])];
      const els = bad.map((items) => crumbs(items));
      els.push(mount('<shop-nav></shop-nav>').firstElementChild as HTMLElement);
      for (const el of els) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'), { message: `data-invalid on ${el.getAttribute('items')}` });
      }
      await waitFor(() => errors.events.length >= 6);
      expect(new Set(errors.events.map((e) => e.detail.attribute))).to.deep.equal(new Set(['items']));
    } finally {
      errors.stop();
    }
  });

  it('speaks zh-HK', async () => {
    const el = crumbs();
    const nav = await shadowPart(el, 'nav');
    await setLocale('zh-HK');
    await waitFor(() => nav.getAttribute('aria-label') === '麵包屑導覽');
  });

  it('is accessible', async () => {
    const el = crumbs();
    await shadowPart(el, 'nav');
    await expectAccessible(el);
  });
});

// <shop-html-content>: drawn by the server renderer, hydrated in the browser with no mismatch.
// A host's own html inside the tag shows through the server-drawn slot (styled before any
// script); html from the attribute is put in, sanitised, only once hydrated. Then working: a new
// `html` is sanitised and shown.
import { expect } from 'chai';
import '../../../widgets/html-content/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, parsePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

const box = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="content"]')!;

describe('<shop-html-content> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the slot that shows the host\'s own html, its top-level blocks styled by the server render', async () => {
    const html = await serverExpand('<shop-html-content><h2>Care</h2><p>Wash cool.</p><p>Dry flat.</p></shop-html-content>');
    expect(parsePage(html).querySelector('shop-html-content')!.shadowRoot!.querySelector('slot')).to.not.equal(null);
    const result = await hydratePage(html, 'shop-html-content');
    expectHydrated(result);
    const slot = result.el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements().map((e) => e.localName)).to.deep.equal(['h2', 'p', 'p']);
    const [h2, first, second] = [...result.el.children] as HTMLElement[];
    expect(getComputedStyle(h2!).marginTop).to.equal('0px');
    expect(getComputedStyle(first!).marginBottom).to.equal('24px');
    expect(getComputedStyle(second!).lineHeight).to.equal(`${parseFloat(getComputedStyle(second!).fontSize) * 1.65}px`);
  });

  it('hydrates the empty content box for `html`, then fills it through the sanitiser', async () => {
    const result = await renderThenHydrate('shop-html-content', { html: '<h2>Care</h2><p onclick="alert(1)">Wash <a href="javascript:alert(1)">cool</a>.</p><script>window.hacked = true</script>' });
    expectHydrated(result);
    expect(result.server).to.contain('part="content"');
    expect(result.server).to.not.contain('<h2>');
    await waitFor(() => box(result.el).querySelector('h2')?.textContent === 'Care');
    expect(box(result.el).querySelector('script')).to.equal(null);
    expect(box(result.el).querySelector('[onclick]')).to.equal(null);
    expect(box(result.el).querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect((window as unknown as { hacked?: boolean }).hacked).to.equal(undefined);
  });

  it('hydrates in another language (an untitled table named in zh)', async () => {
    await setLocale('zh');
    const zh = await renderThenHydrate('shop-html-content', { html: '<table><tr><td>1</td></tr></table>' }, { locale: 'zh' });
    expectHydrated(zh);
    await waitFor(() => box(zh.el).querySelector('.table-wrap')?.getAttribute('aria-label') === '表格');
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-html-content', { html: '<p>x</p>', loading: 'later' });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('works once hydrated: a new html is sanitised and shown', async () => {
    const result = await renderThenHydrate('shop-html-content', { html: '<p>First</p>', loading: 'eager' });
    expectHydrated(result);
    await waitFor(() => box(result.el).textContent === 'First');
    result.el.setAttribute('html', '<p>Second <img src="x" onerror="window.hacked = true"></p>');
    await waitFor(() => box(result.el).textContent === 'Second ');
    expect(box(result.el).querySelector('img')!.hasAttribute('onerror')).to.equal(false);
  });
});

import { expect } from 'chai';
import '../../widgets/html-content/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>')}`;
function content(html?: string, attrs = '', inner = '') {
  const el = mount(`<shop-html-content ${attrs}>${inner}</shop-html-content>`).firstElementChild as HTMLElement;
  if (html !== undefined) el.setAttribute('html', html);
  return el;
}

describe('<shop-html-content>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('renders server html only after sanitising it', async () => {
    const el = content('<h2>Care</h2><p onclick="alert(1)">Wash <a href="javascript:alert(1)">cool</a> <b style="color:red">gently</b>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">');
    const box = await shadowPart(el, '[part="content"]');
    await waitFor(() => box.querySelector('h2'));
    expect(box.querySelector('h2')!.textContent).to.equal('Care');
    expect(box.querySelector('script')).to.equal(null);
    expect(box.querySelector('[onclick]')).to.equal(null);
    expect(box.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect(box.querySelector('[style]')).to.equal(null);
    expect(box.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as unknown as { hacked?: boolean }).hacked).to.equal(undefined);
  });

  it('styles headings and tables from theme tokens and lets wide tables scroll in a named region', async () => {
    el: {
      const el = content('<h2>Sizes</h2><table><caption>Size chart</caption><tr><th>Size</th><td>S</td></tr></table><table><tr><td>1</td></tr></table>');
      el.style.setProperty('--shop-title-color', 'rgb(1, 2, 3)');
      const box = await shadowPart(el, '[part="content"]');
      await waitFor(() => box.querySelector('table'));
      expect(getComputedStyle(box.querySelector('h2')!).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(box.querySelector('th')!).borderTopStyle).to.equal('solid');
      const regions = [...box.querySelectorAll('.table-wrap')];
      expect(regions.map((r) => [r.getAttribute('role'), r.getAttribute('aria-label'), r.getAttribute('tabindex')])).to.deep.equal([
        ['region', 'Size chart', '0'],
        ['region', 'Table', '0'],
      ]);
      break el;
    }
  });

  it('loads its images through the lazy loader', async () => {
    const el = content(`<p><img src="${svg}" alt="A teal box"></p>`);
    const box = await shadowPart(el, '[part="content"]');
    const img = await waitFor(() => box.querySelector('img'));
    // Handed to the loader without a src, given it once loaded.
    await waitFor(() => img.dataset.state === 'loaded');
    expect(img.getAttribute('src')).to.equal(svg);
    expect(img.alt).to.equal('A teal box');

    const eager = content(`<img src="${svg}">`, 'loading="eager"');
    const eagerBox = await shadowPart(eager, '[part="content"]');
    const eagerImg = await waitFor(() => eagerBox.querySelector('img'));
    expect(eagerImg.getAttribute('src')).to.equal(svg);
    expect(eagerImg.dataset.state).to.equal(undefined);
    expect(eagerImg.alt).to.equal('');
  });

  it('shows its own server html when there is no html attribute, styled with zero specificity', async () => {
    const el = content(undefined, '', '<h2>From the server</h2><p>Body</p>');
    const slot = await shadowPart<HTMLSlotElement>(el, 'slot');
    expect(slot.assignedElements().map((e) => e.localName)).to.deep.equal(['h2', 'p']);
    el.style.setProperty('--shop-title-color', 'rgb(4, 5, 6)');
    await waitFor(() => getComputedStyle(el.querySelector('h2')!).color === 'rgb(4, 5, 6)');
  });

  it('is empty, without error, for empty html', async () => {
    const errors = collectErrors();
    try {
      const el = content('');
      const box = await shadowPart(el, '[part="content"]');
      expect(box.childNodes).to.have.length(0);
      expect(errors.events).to.have.length(0);
    } finally {
      errors.stop();
    }
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = content('<p>x</p>', 'loading="later"');
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 1);
      expect(errors.events[0]!.detail.attribute).to.equal('loading');
    } finally {
      errors.stop();
    }
  });

  it('names untitled tables in zh', async () => {
    await setLocale('zh');
    const el = content('<table><tr><td>1</td></tr></table>');
    const box = await shadowPart(el, '[part="content"]');
    await waitFor(() => box.querySelector('.table-wrap')?.getAttribute('aria-label') === '表格');
  });

  it('is accessible', async () => {
    const el = content(`<h2>Care</h2><p>Text with <a href="/page/about">a link</a>.</p><table><caption>Sizes</caption><tr><th scope="row">S</th><td>36</td></tr></table><img src="${svg}" alt="Box">`);
    const box = await shadowPart(el, '[part="content"]');
    await waitFor(() => box.querySelector('img')?.dataset.state === 'loaded');
    await expectAccessible(el);
  });
});

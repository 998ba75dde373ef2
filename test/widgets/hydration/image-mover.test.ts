// <shop-image-mover>: drawn by the server renderer (its image frame still loading, the image in a
// <noscript> for pages without JavaScript), hydrated with no mismatch, then working: the image
// loads through the lazy loader and the keyboard shows the lens.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/image-mover/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { picture } from '../../helpers/browser/images';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
// The loaded image (not the <noscript> one: the test parses the server's html without scripting).
const loaded = (el: Element) => el.shadowRoot!.querySelector<HTMLImageElement>('.lazy-image > [part="img"]');

describe('<shop-image-mover> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the magnifier with its image frame loading, then loads the image', async () => {
    const src = picture('teal');
    const result = await renderThenHydrate('shop-image-mover', { src, alt: 'Linen shirt' });
    expectHydrated(result);
    expect(result.server).to.contain('data-state="loading"');
    expect(result.server).to.contain(`src="${src}"`);
    expect(part(result.el, 'base')!.getAttribute('aria-label')).to.equal('Magnifier: Linen shirt');
    expect(part(result.el, 'base')!.getAttribute('role')).to.equal('button');
    await waitFor(() => loaded(result.el)?.getAttribute('src') === src, { message: 'image loaded' });
    await waitFor(() => !part(result.el, 'base')!.hasAttribute('aria-disabled'));
  });

  it('hydrates its error state for a missing src or a zoom below 1', async () => {
    for (const attributes of [{}, { src: picture(), zoom: '0.5' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-image-mover', attributes);
      expectHydrated(bad);
      expect(part(bad.el, 'error')).to.not.equal(null);
      expect(part(bad.el, 'base')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-image-mover', { src: picture(), alt: 'Leinenhemd' }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'base')!.getAttribute('aria-label')).to.equal('Lupe: Leinenhemd');
  });

  it('works once hydrated: Enter shows the lens, Escape hides it', async () => {
    const result = await renderThenHydrate('shop-image-mover', { src: picture(), alt: 'Linen shirt' });
    expectHydrated(result);
    result.el.parentElement!.style.width = '300px';
    await waitFor(() => loaded(result.el) && !part(result.el, 'base')!.hasAttribute('aria-disabled'), { message: 'image loaded' });
    part(result.el, 'base')!.focus();
    await waitFor(() => result.el.shadowRoot!.activeElement === part(result.el, 'base'), { message: 'focused' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(result.el, 'lens'), { message: 'lens shown' });
    expect(part(result.el, 'base')!.getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !part(result.el, 'lens'), { message: 'lens hidden' });
  });
});

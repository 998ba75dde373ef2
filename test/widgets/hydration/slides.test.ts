// <shop-slides> (a carousel of the host's slides, of one render): drawn by the server renderer
// around the slides the host wrote (its first slide shown, no timer, no measurement), with the
// picker when the host says how many slides it wrote, hydrated with no mismatch, then working:
// Next, the picker and the rotation.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/slides/define';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

const slidesHtml = '<div><h3>Summer sale</h3></div><div><h3>New arrivals</h3></div><div><h3>Free shipping</h3></div>';
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const all = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const current = (el: Element) => all(el, 'dot').findIndex((d) => d.getAttribute('aria-current') === 'true');

async function slides(attributes: Record<string, string | boolean> = {}, options: Parameters<typeof serverRender>[2] = { data: { slides: 3 } }) {
  const html = await serverRender('shop-slides', attributes, { ...options, children: slidesHtml } as Parameters<typeof serverRender>[2]);
  return hydratePage(`<div style="width: 400px">${html}</div>`, 'shop-slides');
}

describe('<shop-slides> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the carousel around the host\'s slides, the first shown and its picker drawn, keeping the server markup', async () => {
    const result = await slides({ label: 'Featured offers' });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('part="picker"');
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Featured offers');
    expect(all(el, 'dot')).to.have.length(3);
    expect(current(el)).to.equal(0);
    expect((part(el, 'previous') as HTMLButtonElement).disabled).to.equal(true);
    expect((part(el, 'next') as HTMLButtonElement).disabled).to.equal(false);
    expect(part(el, 'viewport')!.scrollLeft).to.equal(0);
    // Once live, each slide says "n of m".
    await waitFor(() => el.children[1]!.getAttribute('aria-label') === '2 of 3');
  });

  it('hydrates without data (the picker added once live), and with autoplay (Pause drawn, no rotation yet)', async () => {
    const plain = await slides({}, {});
    expectHydrated(plain);
    expect(plain.server).to.not.contain('part="picker"');
    await waitFor(() => all(plain.el, 'dot').length === 3, { message: 'the picker once live' });
    const rotating = await slides({ autoplay: true, interval: '60000' });
    expectHydrated(rotating);
    expect(part(rotating.el, 'rotation')!.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(part(rotating.el, 'viewport')!.getAttribute('aria-live')).to.equal('off');
  });

  it('hydrates its error state for an interval under a second', async () => {
    const bad = await slides({ interval: '10' });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await slides({}, { locale: 'de', data: { slides: 3 } });
    expectHydrated(de);
    expect(part(de.el, 'next')!.getAttribute('aria-label')).to.not.equal('Next slide');
    expect(part(de.el, 'base')!.getAttribute('aria-label')).to.not.equal('Featured');
  });

  it('works once hydrated: the server-drawn Next and picker move the slides', async () => {
    const { el } = await slides({}, { data: { slides: 3 } });
    const moves: number[] = [];
    el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
    part(el, 'next')!.click();
    await waitFor(() => current(el) === 1, { message: 'the second slide' });
    all(el, 'dot')[2]!.click();
    await waitFor(() => current(el) === 2, { message: 'the third slide' });
    await waitFor(() => (part(el, 'next') as HTMLButtonElement).disabled);
    expect(moves).to.deep.equal([1, 2]);
  });
});

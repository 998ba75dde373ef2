import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/slides/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, pressOnceDrawn, shadowPart, waitFor } from '../helpers/browser/dom';

const slidesHtml = (attrs = '') =>
  `<shop-slides ${attrs}><div><h3>Summer sale</h3></div><div><h3>New arrivals</h3></div><div><h3>Free shipping</h3></div></shop-slides>`;

async function carousel(attrs = '') {
  const el = mount(slidesHtml(attrs)).querySelector('shop-slides')!;
  el.style.width = '400px';
  await shadowPart(el, '[part="picker"]');
  return el;
}

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`)!;
const current = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="dot"]')].findIndex((d) => d.getAttribute('aria-current') === 'true');
/** The indexes of the shopper's moves, each as `go` computed it when the move was made. */
function userMoves(el: Element): number[] {
  const moves: number[] = [];
  el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
  return moves;
}

/**
 * Proves that no rotation happened during `ms` of fake time: then presses "next", whose move is
 * reported with the index it went to, worked out from where the strip really was at that
 * moment. Had the strip rotated meanwhile, the reported index would be one further.
 */
async function noRotationFor(el: Element, clock: sinon.SinonFakeTimers, ms: number, from: number) {
  const moves = userMoves(el);
  clock.tick(ms);
  part(el, 'next').click();
  await waitFor(() => moves.length === 1, { message: 'the move made by "next"' });
  expect(moves, 'one step from where it was: nothing rotated meanwhile').to.deep.equal([from + 1]);
  await waitFor(() => current(el) === from + 1);
}

describe('<shop-slides>', () => {
  const realMatchMedia = window.matchMedia;
  // Rotation runs on setInterval: tests of it install a fake clock before the carousel exists.
  let clock: sinon.SinonFakeTimers | undefined;
  const fakeIntervals = () => (clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    window.matchMedia = realMatchMedia;
    cleanup();
    await setLocale('en');
  });

  it('is a labelled carousel whose slides say "n of m"', async () => {
    const el = await carousel('label="Offers"');
    const base = part(el, 'base');
    expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(base.getAttribute('aria-label')).to.equal('Offers');
    const slides = [...el.children];
    // The slides are the host's children: they are labelled in an effect after the first render
    // (which already drew the picker), so wait for that rather than race it.
    await waitFor(() => slides.every((s) => s.hasAttribute('aria-label')), { message: 'the slides labelled' });
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((s) => s.getAttribute('role') === 'group' && s.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
  });

  it('moves with next and previous, stopping at the ends unless it loops, and reports each move', async () => {
    const el = await carousel();
    const moves: number[] = [];
    el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
    expect((part(el, 'previous') as HTMLButtonElement).disabled).to.equal(true);
    part(el, 'next').click();
    await waitFor(() => current(el) === 1);
    part(el, 'next').click();
    await waitFor(() => current(el) === 2);
    expect((part(el, 'next') as HTMLButtonElement).disabled).to.equal(true);
    part(el, 'previous').click();
    await waitFor(() => current(el) === 1);
    expect(moves.slice(0, 3)).to.deep.equal([1, 2, 1]);
  });

  it('wraps around with loop', async () => {
    const el = await carousel('loop');
    part(el, 'previous').click();
    await waitFor(() => current(el) === 2);
    part(el, 'next').click();
    await waitFor(() => current(el) === 0);
  });

  it('changes slides with the arrow keys on the focused strip', async () => {
    const el = await carousel();
    const strip = part(el, 'viewport');
    strip.focus();
    strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitFor(() => current(el) === 1);
    strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }));
    await waitFor(() => current(el) === 0);
  });

  it('goes to the slide picked', async () => {
    const el = await carousel();
    const dots = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="dot"]')];
    expect(dots.map((d) => d.getAttribute('aria-label'))).to.deep.equal(['Slide 1', 'Slide 2', 'Slide 3']);
    dots[2]!.click();
    await waitFor(() => current(el) === 2);
  });

  it('rotates with autoplay, silently, until paused; then announces moves', async () => {
    const clock = fakeIntervals();
    const el = await carousel('autoplay interval="1000"');
    const rotation = part(el, 'rotation');
    expect(rotation.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    expect(part(el, 'viewport').getAttribute('aria-live')).to.equal('off');
    await waitFor(() => clock.countTimers() === 1, { message: 'rotation started' });
    clock.tick(1000);
    await waitFor(() => current(el) === 1, { message: 'rotation' });
    rotation.click();
    await waitFor(() => rotation.getAttribute('aria-label') === 'Start automatic slide show');
    // The click focused the button, which holds rotation anyway; blur to prove the pause itself stops it.
    rotation.blur();
    part(el, 'base').dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    expect(part(el, 'viewport').getAttribute('aria-live')).to.equal('polite');
    await noRotationFor(el, clock, 1300, 1);
  });

  // Pause pressed before the first render's effects ran: the effect that starts rotation came
  // after the press and started it again.
  it('stays paused when Pause is pressed as soon as it shows', async () => {
    fakeIntervals();
    const el = mount(slidesHtml('autoplay interval="1000"')).querySelector('shop-slides')!;
    await pressOnceDrawn(el, (root) => root.querySelector<HTMLElement>('[part="rotation"]'));
    const rotation = part(el, 'rotation');
    await waitFor(() => rotation.getAttribute('aria-label') === 'Start automatic slide show', { message: () => `paused (the button says "${rotation.getAttribute('aria-label')}")` });
    expect(part(el, 'viewport').getAttribute('aria-live')).to.equal('polite');
  });

  it('holds rotation while focus is inside', async () => {
    const clock = fakeIntervals();
    const el = await carousel('autoplay interval="1000"');
    // A background test tab gets no real focus events, so send the one React listens to.
    part(el, 'next').dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await waitFor(() => part(el, 'viewport').getAttribute('aria-live') === 'polite');
    await noRotationFor(el, clock, 1300, 0);
  });

  it('never rotates, nor animates, for those who prefer reduced motion', async () => {
    window.matchMedia = ((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList)
        : realMatchMedia.call(window, query)) as typeof window.matchMedia;
    const clock = fakeIntervals();
    const el = await carousel('autoplay interval="1000"');
    // Reduced motion is read once mounted (the element is drawn on the server): Play, not Pause, then.
    await waitFor(() => part(el, 'rotation').getAttribute('aria-label') === 'Start automatic slide show', { message: 'rotation off' });
    await noRotationFor(el, clock, 1300, 0);
    // Moves still happen on request, without animation: the strip jumps straight to the slide.
    part(el, 'next').click();
    await waitFor(() => current(el) === 2);
    expect(Math.round(part(el, 'viewport').scrollLeft)).to.equal(800);
  });

  it('speaks zh-HK', async () => {
    const el = await carousel();
    await setLocale('zh-HK');
    await waitFor(() => part(el, 'next').getAttribute('aria-label') === '下一張' && el.children[1]!.getAttribute('aria-label') === '第 2 張，共 3 張');
  });

  it('rejects an interval under a second', async () => {
    const errors = collectErrors();
    try {
      const el = mount(slidesHtml('interval="10"')).querySelector('shop-slides')!;
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.some((e) => e.detail.message.includes('"interval" must be at least 1000')));
    } finally {
      errors.stop();
    }
  });

  it('leaves out children given to a named slot (a fallback\'s stand-in buttons), and knows its slides from the first render', async () => {
    const root = mount('<div></div>');
    const el = document.createElement('shop-slides') as HTMLElement & Record<symbol, string>;
    el.innerHTML = '<div slot="controls"><button type="button" data-shop-intent="next">Next</button></div><div><h3>One</h3></div><div><h3>Two</h3></div>';
    el.style.width = '400px';
    // A press on the stand-in Next before the upgrade, as the loader keeps it (runtime/elements.ts):
    // replayed right after the first commit, which must already have Next enabled.
    el[Symbol.for('shop-elements.intent')] = 'next';
    root.append(el);
    await shadowPart(el, '[part="picker"]');
    await waitFor(() => current(el) === 1, { message: 'the replayed Next to reach the second slide' });
    expect(el.shadowRoot!.querySelectorAll('[part="dot"]').length).to.equal(2);
    expect(el.querySelector('[slot="controls"]')!.getClientRects().length, 'the stand-in is not drawn').to.equal(0);
    expect(el.querySelector('[slot="controls"]')!.hasAttribute('aria-roledescription')).to.equal(false);
  });

  it('is accessible', async () => {
    const el = await carousel('autoplay');
    await expectAccessible(el);
  });
});

import { expect } from 'chai';
import sinon from 'sinon';
import { IMAGE_THROTTLE_MS } from '../../runtime/constants';
import { IMAGE_SOCKET_ATTEMPTS } from '../../runtime/constants';
import { createImageLoader, type ImageState } from '../../runtime/images';
import { resetApi } from '../helpers/browser/api';
import { cleanup, mount, waitFor } from '../helpers/browser/dom';
import { recordImageStarts, watchIntersections } from '../helpers/browser/images';

// A tiny valid image, different per test so caches do not mix.
const pixel = (n: number) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><desc>${n}</desc></svg>`)}`;
let unique = 0;

function target(topInViewports: number): HTMLElement {
  const box = mount('').appendChild(document.createElement('div'));
  box.style.cssText = `position:absolute;left:0;width:10px;height:10px;top:${Math.round(topInViewports * innerHeight)}px`;
  return box;
}

function watcher() {
  const states: ImageState[] = [];
  return { states, onState: (s: ImageState) => states.push(s) };
}

describe('lazy image loader', () => {
  beforeEach(resetApi);
  afterEach(() => {
    cleanup();
    scrollTo(0, 0);
  });

  it('loads an image within 1.3 viewport heights, and not one further away, until it comes near', async () => {
    // The batch timer runs on a fake clock, so the test knows when a batch has gone.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const probe = watchIntersections();
    const started = recordImageStarts();
    try {
      const loader = createImageLoader();
      const near = watcher();
      const far = watcher();
      const nearSrc = pixel(++unique);
      loader.watch(target(1.2), nearSrc, near.onState);
      const farBox = target(2.5);
      loader.watch(farBox, pixel(++unique), far.onState);
      // Intersection observers are told in the order they were made: once this later one has
      // heard about the far box, the loader has too.
      probe.observe(farBox);
      expect(await probe.next(farBox), 'the far box is outside 1.3 viewports').to.equal(false);
      await clock.tickAsync(IMAGE_THROTTLE_MS);
      expect(started.srcs, 'the batch started the near image only').to.deep.equal([nearSrc]);
      await waitFor(() => near.states.includes('loaded'), { message: 'near image' });
      expect(near.states).to.deep.equal(['loading', 'loaded']);
      expect(far.states).to.deep.equal(['loading']);
      scrollTo(0, Math.round(1.5 * innerHeight));
      expect(await probe.next(farBox), 'the far box came near').to.equal(true);
      await clock.tickAsync(IMAGE_THROTTLE_MS);
      await waitFor(() => far.states.includes('loaded'), { message: 'far image after scrolling' });
      expect(started.srcs).to.have.length(2);
    } finally {
      started.restore();
      probe.disconnect();
      clock.restore();
    }
  });

  describe('with images that never load', () => {
    const RealImage = window.Image;
    let tried: string[];
    beforeEach(() => {
      tried = [];
      // Chrome answers a repeated failing URL from memory within one document, so count the
      // loader's attempts themselves.
      window.Image = class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        decoding = 'auto';
        set src(value: string) {
          tried.push(value);
          setTimeout(() => this.onerror?.(), 0);
        }
      } as unknown as typeof Image;
    });
    afterEach(() => {
      window.Image = RealImage;
    });

    it('tries 3 times, then reports error', async () => {
      const w = watcher();
      createImageLoader().watch(target(0), '/img/broken.png', w.onState);
      await waitFor(() => w.states.includes('error'), { message: 'error state' });
      expect(w.states).to.deep.equal(['loading', 'error']);
      expect(tried).to.deep.equal(['/img/broken.png', '/img/broken.png', '/img/broken.png']);
    });

    it('tries once with the socket-side setting (IMAGE_SOCKET_ATTEMPTS)', async () => {
      const w = watcher();
      createImageLoader({ attempts: IMAGE_SOCKET_ATTEMPTS }).watch(target(0), '/img/socket.png', w.onState);
      await waitFor(() => w.states.includes('error'));
      expect(tried).to.deep.equal(['/img/socket.png']);
    });
  });

  it('starts loads in batches at most every 200 ms', async () => {
    // On a fake clock: the test reads when a batch starts from the clock, not from elapsed time.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const probe = watchIntersections();
    const started = recordImageStarts();
    try {
      const loader = createImageLoader();
      const first = pixel(++unique);
      const firstBox = target(0);
      loader.watch(firstBox, first, watcher().onState);
      probe.observe(firstBox);
      await probe.next(firstBox);
      // Nothing has started a batch yet: the first goes at once.
      await clock.tickAsync(0);
      expect(started.srcs).to.deep.equal([first]);
      const second = pixel(++unique);
      const secondBox = target(0.1);
      loader.watch(secondBox, second, watcher().onState);
      probe.observe(secondBox);
      await probe.next(secondBox);
      await clock.tickAsync(IMAGE_THROTTLE_MS - 1);
      expect(started.srcs, 'no second batch within 200 ms of the first').to.deep.equal([first]);
      await clock.tickAsync(1);
      expect(started.srcs, 'the second batch at 200 ms').to.deep.equal([first, second]);
    } finally {
      started.restore();
      probe.disconnect();
      clock.restore();
    }
  });

  it('remembers the last 200 loaded images: shown again, they load at once', async () => {
    const loader = createImageLoader({ cacheSize: 2 });
    const srcs = [pixel(++unique), pixel(++unique), pixel(++unique)];
    for (const src of srcs) {
      const w = watcher();
      loader.watch(target(0), src, w.onState);
      await waitFor(() => w.states.includes('loaded'));
    }
    expect(srcs.map((s) => loader.cached(s))).to.deep.equal([false, true, true]);
    const again = watcher();
    loader.watch(target(5), srcs[2]!, again.onState);
    expect(again.states).to.deep.equal(['loading', 'loaded']);
    expect(createImageLoader().cached(srcs[2]!)).to.equal(false);
  });
});

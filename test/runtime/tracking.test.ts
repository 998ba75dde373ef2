import { expect } from 'chai';
import sinon from 'sinon';
import { startTracking, stopTracking } from '../../runtime/tracking';
import { requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const tracks = async () => (await requests()).filter((r) => r.path === '/visitor/track');
const load = (referer: string) => document.dispatchEvent(new CustomEvent('shop:load', { detail: { url: location.href, referer } }));

describe('visitor tracking', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(async () => {
    await resetApi();
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: 1_000_000 });
  });
  afterEach(() => {
    stopTracking();
    clock.restore();
  });

  it('posts url, referer and timezone at start, then every 10000 ms', async () => {
    startTracking();
    await waitFor(async () => (await tracks()).length === 1);
    const [first] = await tracks();
    expect(first!.method).to.equal('POST');
    expect(first!.body).to.deep.equal({ url: location.href, referer: document.referrer, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    clock.tick(9_999);
    await new Promise((resolve) => globalThis.queueMicrotask(() => resolve(null)));
    expect(await tracks()).to.have.length(1);
    clock.tick(1);
    await waitForCount(2);
    clock.tick(10_000);
    await waitForCount(3);
  });

  it('restarts on navigation at most once per 10 s, so moving around never multiplies it', async () => {
    startTracking();
    await waitForCount(1);
    clock.tick(3_000);
    load('/page/a'); // within 10 s of the start: ignored
    clock.tick(3_000);
    load('/page/b');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await tracks()).to.have.length(1);
    clock.tick(4_000); // 10 s after the start: the regular beat
    await waitForCount(2);
    clock.tick(2_000);
    load('/page/c'); // 12 s after the last (re)start: restarts, sending at once for the new page
    await waitForCount(3);
    expect((await tracks())[2]!.body).to.deep.include({ referer: '/page/c' });
    clock.tick(9_999);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await tracks()).to.have.length(3);
    clock.tick(1);
    await waitForCount(4);
  });
});

async function waitForCount(count: number) {
  await waitFor(async () => (await tracks()).length >= count, { message: `${count} tracks` });
  expect(await tracks()).to.have.length(count);
}

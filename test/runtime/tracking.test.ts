import { expect } from 'chai';
import sinon from 'sinon';
import { post } from '../../runtime/http/client';
import { startTracking, stopTracking } from '../../runtime/tracking';
import { recordFetches, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const tracks = async () => (await requests()).filter((r) => r.path === '/visitor/track');
const load = (referer: string) => document.dispatchEvent(new CustomEvent('shop:load', { detail: { url: location.href, referer } }));

describe('visitor tracking', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(async () => {
    await resetApi();
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: 1_000_000 });
  });
  let fetched: ReturnType<typeof recordFetches>;
  afterEach(() => {
    stopTracking();
    clock.restore();
    fetched?.restore();
  });

  /** Records what the page asks from now on (before a post is made: ky takes fetch as it starts one). */
  const recordFromHere = () => (fetched = recordFetches());
  /**
   * Proves that nothing was tracked since recordFromHere(): a request that must go is sent and
   * answered; a track asked for before it would be listed before it.
   */
  async function expectNoTrackSince() {
    await post('/cart/count', undefined, { quiet: true });
    fetched.restore();
    expect(fetched.paths).to.deep.equal(['/cart/count']);
  }

  it('posts url, referer and timezone at start, then every 10000 ms', async () => {
    startTracking();
    await waitFor(async () => (await tracks()).length === 1);
    const [first] = await tracks();
    expect(first!.method).to.equal('POST');
    expect(first!.body).to.deep.equal({ url: location.href, referer: document.referrer, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    recordFromHere();
    clock.tick(9_999);
    await expectNoTrackSince();
    clock.tick(1);
    await waitForCount(2);
    clock.tick(10_000);
    await waitForCount(3);
  });

  it('says a failing track once as a warning, the next failures at debug level only', async () => {
    const warn = sinon.stub(console, 'warn');
    const debug = sinon.stub(console, 'debug');
    const failed = (stub: sinon.SinonStub) => stub.getCalls().filter((call) => String(call.args[0]).includes('visitor tracking failed')).length;
    try {
      const down = { path: '/visitor/track', status: 500, body: 'down' };
      await reply(down, down, down);
      startTracking();
      await waitFor(() => failed(warn) === 1, { message: 'the first failure said' });
      clock.tick(10_000);
      clock.tick(10_000);
      // Each failure leaves a line: the later two at debug level (what a shop with no tracking
      // endpoint would otherwise see every 10 s in its console).
      await waitFor(() => failed(debug) === 2, { message: 'the next two failures seen' });
      expect(failed(warn)).to.equal(1);
    } finally {
      warn.restore();
      debug.restore();
    }
  });

  it('restarts on navigation at most once per 10 s, so moving around never multiplies it', async () => {
    startTracking();
    await waitForCount(1);
    recordFromHere();
    clock.tick(3_000);
    load('/page/a'); // within 10 s of the start: ignored
    clock.tick(3_000);
    load('/page/b');
    await expectNoTrackSince();
    expect(await tracks()).to.have.length(1);
    clock.tick(4_000); // 10 s after the start: the regular beat
    await waitForCount(2);
    clock.tick(2_000);
    load('/page/c'); // 12 s after the last (re)start: restarts, sending at once for the new page
    await waitForCount(3);
    expect((await tracks())[2]!.body).to.deep.include({ referer: '/page/c' });
    recordFromHere();
    clock.tick(9_999);
    await expectNoTrackSince();
    expect(await tracks()).to.have.length(3);
    clock.tick(1);
    await waitForCount(4);
  });
});

async function waitForCount(count: number) {
  await waitFor(async () => (await tracks()).length >= count, { message: `${count} tracks` });
  expect(await tracks()).to.have.length(count);
}

import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { post } from '../../runtime/http/client';
import { $languagePrefix, $token, $userInfo, visitorId } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { startTracking, stopTracking } from '../../runtime/tracking';
import { recordFetches, release, reply, requests, resetApi } from '../helpers/browser/api';
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

  // Sent with fetch, not the http client (which it no longer loads): the same headers, and the
  // same reaction to a stale token as any request.
  it('carries the session: the token when signed in, the visitor id and the language', async () => {
    $token.set('tracked-token');
    try {
      startTracking();
      await waitForCount(1);
      const [track] = await tracks();
      expect(track!.headers).to.deep.include({ 'x-auth': 'tracked-token', 'x-visitor-id': visitorId(), 'content-type': 'application/json', 'accept-language': 'en' });
    } finally {
      $token.set(undefined);
    }
  });

  it('answered with code 50 (a stale token), signs out and goes to sign-in, as every request does', async () => {
    const assign = sinon.stub(browser, 'assign');
    const warn = sinon.stub(console, 'warn');
    try {
      $token.set('stale-token');
      $userInfo.set({ firstName: 'Ann' } as never);
      $languagePrefix.set('/de');
      await reply({ path: '/visitor/track', body: { code: 50, msg: 'login error', data: null } });
      startTracking();
      await waitFor(() => assign.calledOnce, { message: 'sent to sign-in' });
      expect(assign.firstCall.args[0]).to.equal(`/de/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      expect($token.get()).to.equal(undefined);
      expect($userInfo.get()).to.equal(null);
    } finally {
      assign.restore();
      warn.restore();
      $token.set(undefined);
      $userInfo.set(null);
      $languagePrefix.set('');
    }
  });

  it('shows the shopper nothing when a track is refused (code 41 would toast for any other request)', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      $toasts.set([]);
      await reply({ path: '/visitor/track', body: { code: 41, msg: 'Tracking is full', data: null } });
      startTracking();
      await waitFor(() => warn.calledOnce, { message: 'the refusal logged' });
      expect(String(warn.firstCall.args[1])).to.contain('Tracking is full');
      expect($toasts.get()).to.deep.equal([]);
    } finally {
      warn.restore();
    }
  });

  it('gives up on a track unanswered after 10000 ms (the API time-out), and says so', async () => {
    clock.restore();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: 1_000_000 });
    const warn = sinon.stub(console, 'warn');
    try {
      await reply({ path: '/visitor/track', body: { code: 0, msg: '', data: null }, hold: 'track' });
      startTracking();
      await waitForCount(1);
      clock.tick(9_999);
      await Promise.resolve();
      expect(warn.called, 'not given up before 10000 ms').to.equal(false);
      clock.tick(1);
      await waitFor(() => warn.calledOnce, { message: 'the abandoned track said' });
      expect(String(warn.firstCall.args[1])).to.match(/abort/i);
    } finally {
      warn.restore();
      await release('track');
    }
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

import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { ApiError, HttpError, isShopError, NetworkError, TimeoutError } from '../../runtime/errors';
import { get, post } from '../../runtime/http/client';
import { httpErrorMessage } from '../../runtime/http/messages';
import { chooseLocale, setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';

const toastTexts = () => $toasts.get().map((t) => `${t.type}: ${t.message}`);
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('HTTP client', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $userInfo.set(null);
    $languagePrefix.set('');
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(() => {
    sinon.restore();
    document.querySelector('shop-toast')?.remove();
  });

  it('posts JSON to /api/web and resolves with the envelope data', async () => {
    await reply({ path: '/favorite/count', body: ok({ product: 2, article: 1, total: 3 }) });
    expect(await post('/favorite/count', { kind: 'product' })).to.deep.equal({ product: 2, article: 1, total: 3 });
    const [request] = await requests();
    expect(request).to.deep.include({ method: 'POST', path: '/favorite/count', body: { kind: 'product' } });
    expect(request!.headers['content-type']).to.match(/^application\/json/);
  });

  it('sends GET queries', async () => {
    await reply({ path: '/products', method: 'GET', body: ok([]) });
    await get('products', { page: '2', sort: 'newest' });
    expect((await requests())[0]!.query).to.deep.equal({ page: '2', sort: 'newest' });
  });

  it('sends the stored token as x-auth, and nothing when signed out', async () => {
    await post('/user/info');
    $token.set('tok-123');
    await post('/user/info');
    const [signedOut, signedIn] = await requests();
    expect(signedOut!.headers['x-auth']).to.equal(undefined);
    expect(signedIn!.headers['x-auth']).to.equal('tok-123');
  });

  it('asks for names and messages in the interface language', async () => {
    await post('/cart/list');
    await setLocale('zh-HK');
    try {
      await post('/cart/list');
    } finally {
      await setLocale('en');
    }
    expect((await requests()).map((r) => r.headers['accept-language'])).to.deep.equal(['en', 'zh-HK']);
  });

  it('sends the visitor id, the same on every request', async () => {
    await post('/visitor/track', {});
    await post('/cart/list');
    const [a, b] = await requests();
    expect(a!.headers['x-visitor-id']).to.match(/^[0-9a-f-]{36}$/);
    expect(b!.headers['x-visitor-id']).to.equal(a!.headers['x-visitor-id']);
  });

  it('code 41 shows the server msg as an error toast', async () => {
    await reply({ path: '/cart/add', body: { code: 41, msg: 'Only 2 left', data: null } });
    const error = await failure(post('/cart/add'));
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).code).to.equal(41);
    expect(toastTexts()).to.deep.equal(['error: Only 2 left']);
  });

  it('words a failure in the page\'s language even before any element brought the messages', async () => {
    // A page nobody touched has chosen its language but loaded no words (runtime/index.ts start()).
    chooseLocale('de');
    try {
      await reply({ path: '/cart/add', body: { code: 41, msg: '', data: null } });
      await failure(post('/cart/add'));
      expect(toastTexts()).to.deep.equal(['error: Fehlgeschlagen']);
    } finally {
      await setLocale('en');
    }
  });

  it('code 50 signs out and goes to sign-in under the language prefix', async () => {
    $token.set('old');
    $userInfo.set({ firstName: 'Ann' } as never);
    $languagePrefix.set('/zh-HK');
    await reply({ path: '/user/info', body: { code: 50, msg: 'expired', data: null } });
    expect(await failure(post('/user/info'))).to.be.instanceOf(ApiError);
    expect($token.get()).to.equal(undefined);
    expect($userInfo.get()).to.equal(null);
    expect(assign.calledOnce).to.equal(true);
    expect(assign.firstCall.args[0]).to.equal(`/zh-HK/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  });

  it('code 40 rejects with the server msg for the caller to show, without a toast', async () => {
    await reply({ path: '/user/editName', body: { code: 40, msg: 'First name is required', data: { field: 'firstName' } } });
    const error = (await failure(post('/user/editName', {}))) as ApiError;
    expect(error.userMessage).to.equal('First name is required');
    expect(error.data).to.deep.equal({ field: 'firstName' });
    expect(toastTexts()).to.deep.equal([]);
  });

  it('an HTTP error with no body reads as a time-out', async () => {
    await reply({ path: '/cart/list', status: 502, body: null });
    const error = await failure(post('/cart/list'));
    expect(error).to.be.instanceOf(HttpError);
    expect(toastTexts()).to.deep.equal(['error: The request timed out and the server did not respond.']);
  });

  it('an HTTP error prefers the server msg', async () => {
    await reply({ path: '/cart/list', status: 500, body: { code: 500, msg: 'Database is down' } });
    await failure(post('/cart/list'));
    expect(toastTexts()).to.deep.equal(['error: Database is down']);
  });

  it('words HTTP statuses 30, 41, 50 and others as the catalogue says, and clears the session on 50', () => {
    expect(httpErrorMessage(30, '{}')).to.equal('Authorization error');
    expect(httpErrorMessage(41, '{}')).to.equal('fail');
    expect(httpErrorMessage(50, '{}')).to.equal('login error');
    expect(httpErrorMessage(503, 'Service Unavailable')).to.equal('An unknown error occurred.');
    expect(httpErrorMessage(503, '')).to.equal('The request timed out and the server did not respond.');
  });

  it('no response at all is "An unknown error occurred."', async () => {
    await reply({ path: '/cart/list', drop: true });
    const error = await failure(post('/cart/list'));
    expect(error).to.be.instanceOf(NetworkError);
    expect(isShopError(error)).to.equal(true);
    expect(toastTexts()).to.deep.equal(['error: An unknown error occurred.']);
  });

  it('gives up after 10000 ms', async () => {
    await reply({ path: '/slow', delayMs: 30_000 });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = failure(post('/slow'));
      // Let the request leave before time moves.
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      await clock.tickAsync(9_999);
      expect(toastTexts()).to.deep.equal([]);
      await clock.tickAsync(1);
      const error = await pending;
      expect(error).to.be.instanceOf(TimeoutError);
      expect((error as TimeoutError).code).to.equal(20000);
      expect(toastTexts()).to.deep.equal(['error: The request timed out and the server did not respond.']);
    } finally {
      clock.restore();
    }
  });
});

// <shop-signin> (one render): drawn by the server renderer in its signed-out state and hydrated
// with no mismatch: password and code modes, a refused native post's messages (its data), a
// bad attribute, another language; the form posts natively where the host has a route; then
// working: the server-drawn fields take the account and password and sign in.
import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../../runtime/i18n';
import { $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/signin/define';
import { ok, reply } from '../../helpers/browser/api';
import { errorOf, inputNamed, passwordInput, requestsTo, resetAccount, startSignedOut, typeInto, user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const links = { 'signup-href': '/auth/signup', 'forgot-href': '/auth/forget', redirect: '/cart' };

describe('<shop-signin> server render and hydration', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    assign = await startSignedOut();
  });
  afterEach(async () => {
    cleanupPages();
    await resetAccount();
  });

  it('hydrates the password form: its links, a form that posts natively to the action with the redirect, a plain password for pages without JavaScript', async () => {
    const result = await renderThenHydrate('shop-signin', { ...links, action: '/auth/signin', 'oauth-href': '/dev/oauth/authorize' });
    expectHydrated(result);
    const { el } = result;
    const form = part(el, 'form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/auth/signin', 'post']);
    expect((form.elements.namedItem('redirect') as HTMLInputElement).value).to.equal('/cart');
    expect((form.elements.namedItem('account') as HTMLInputElement).autocomplete).to.equal('username');
    // The plain password posts where scripting is off; with scripting it is not shown.
    const plain = form.querySelector<HTMLInputElement>('.no-script input[name="password"]')!;
    expect(plain.type).to.equal('password');
    expect(getComputedStyle(plain.closest('.no-script')!).display).to.equal('none');
    expect(part(el, 'shop-password-input')!.classList.contains('scripted')).to.equal(true);
    expect(part(el, '[part="forgot"]')!.getAttribute('href')).to.equal('/auth/forget');
    expect(part(el, '[part="signup"]')!.getAttribute('href')).to.equal('/auth/signup');
    expect(part(el, '[part="oauth"]')!.textContent).to.equal('Continue with the test provider');
    expect(part(el, '[part="method"][aria-pressed="true"]')!.textContent).to.equal('Password');
    expect(part(el, '[part="submit"]')!.textContent).to.equal('Sign in');
  });

  it('hydrates the code mode, and no native post without an action', async () => {
    const result = await renderThenHydrate('shop-signin', { mode: 'code' });
    expectHydrated(result);
    expect(part(result.el, '[part="method"][aria-pressed="true"]')!.textContent).to.equal('One-time code');
    expect(part(result.el, '[part="send-code"]')!.textContent).to.equal('Send code');
    expect(part(result.el, 'form')!.hasAttribute('action')).to.equal(false);
    expect(part(result.el, '.no-script')).to.equal(null);
  });

  it('hydrates a refused native post: the account kept, the messages at their fields and over the form', async () => {
    const data = { values: { account: 'demo@example.com' }, errors: { password: 'Wrong account or password' }, formError: 'Too many attempts' };
    const result = await renderThenHydrate('shop-signin', { ...links, action: '/auth/signin' }, { data });
    expectHydrated(result);
    const { el } = result;
    expect((await inputNamed(el, 'account')).value).to.equal('demo@example.com');
    expect(errorOf(await passwordInput(el))).to.equal('Wrong account or password');
    expect(errorOf(part(el, '.no-script input')!)).to.equal('Wrong account or password');
    expect(part(el, '[part="form-error"]')!.textContent).to.equal('Too many attempts');
  });

  it('hydrates its error state for a bad attribute', async () => {
    const result = await renderThenHydrate('shop-signin', { mode: 'magic' });
    expectHydrated(result);
    expect(part(result.el, '[part="error"]')).to.not.equal(null);
    expect(result.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-signin', { ...links, action: '/zh/auth/signin' }, { locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('登录');
  });

  it('hydrates signed out when the browser knows a session, then says who is signed in', async () => {
    $userInfo.set({ ...user, emailVerified: true });
    $token.set('tok-before');
    const result = await renderThenHydrate('shop-signin', links);
    expectHydrated(result);
    await waitFor(() => part(result.el, '[part="signed-in"]'));
    expect(part(result.el, '[part="signed-in"]')!.textContent).to.contain('Ada');
  });

  it('works once hydrated: the server-drawn fields sign in and leave for the redirect', async () => {
    await reply({ path: '/auth/signin', body: ok({ token: 'tok-h', user: { ...user, emailVerified: true } }) });
    const result = await renderThenHydrate('shop-signin', { ...links, action: '/auth/signin' });
    expectHydrated(result);
    await typeInto(await inputNamed(result.el, 'account'), 'ada@example.com');
    await typeInto(await passwordInput(result.el), 'secret-pass');
    part(result.el, '[part="submit"]')!.click();
    await waitFor(async () => (await requestsTo('/auth/signin')).length === 1);
    expect((await requestsTo('/auth/signin'))[0]!.body).to.deep.equal({ account: 'ada@example.com', password: 'secret-pass' });
    await waitFor(() => assign.calledWith('/cart'));
  });
});

import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $token, $userInfo } from '../../runtime/session';
import '../../widgets/signin/define';
import { ok, release, reply } from '../helpers/browser/api';
import { codeSelect, errorOf, inputNamed, part, passwordInput, requestsTo as authRequests, resetAccount, startSignedOut, typeInto, user as accountUser } from '../helpers/browser/auth-form';
import { expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const user = { ...accountUser, emailVerified: true };

const mountSignin = (attrs = '') => mount(`<shop-signin ${attrs}></shop-signin>`).querySelector('shop-signin')!;
const accountInput = (el: Element) => inputNamed(el, 'account');

describe('<shop-signin>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    assign = await startSignedOut();
  });
  afterEach(resetAccount);

  it('hints at the account and checks every field with the spec messages before asking the server', async () => {
    const el = mountSignin();
    const account = await accountInput(el);
    // The hint is said once: under the field and read with it, not repeated as a placeholder.
    expect(errorOf(account)).to.equal('Please enter your mobile or email');
    expect(account.hasAttribute('placeholder')).to.equal(false);
    expect(shadowText(el).split('Please enter your mobile or email')).to.have.length(2);
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => account.getAttribute('aria-invalid') === 'true');
    expect(errorOf(account)).to.equal('Email/Mobile number is required');
    const password = await passwordInput(el);
    await waitFor(() => password.getAttribute('aria-invalid') === 'true');
    expect(errorOf(password)).to.equal('Password is required');
    await waitFor(() => el.shadowRoot!.activeElement === account, { message: 'focus on the account' });

    await typeInto(account, 'ada@');
    await waitFor(() => account.getAttribute('aria-invalid') !== 'true');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => errorOf(account) === 'Account format error');
    expect(await authRequests('/auth/signin')).to.have.length(0);
  });

  it('asks for a country code (default +86) once the account is all digits, and requires it', async () => {
    const el = mountSignin();
    const account = await accountInput(el);
    await typeInto(account, 'ada');
    expect(part(el, 'shop-phone-code-select')).to.equal(null);
    account.select();
    await sendKeys({ type: '13800138000' });
    const select = await codeSelect(el);
    await waitFor(() => select.value === '+86');
    expect(el.shadowRoot!.activeElement).to.equal(account);
    select.value = '';
    const password = await passwordInput(el);
    await typeInto(password, 'secret-pass');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    const inner = await waitFor(() => select.shadowRoot?.querySelector('select[aria-invalid="true"]'));
    expect(errorOf(inner)).to.equal('Country code is required');
    expect(await authRequests('/auth/signin')).to.have.length(0);
  });

  it('signs in by mobile with the country code, keeps the session and goes to the redirect', async () => {
    await reply({ path: '/auth/signin', body: ok({ token: 'tok-m', user }) });
    const el = mountSignin('redirect="/user/order"');
    const events: CustomEvent[] = [];
    el.addEventListener('shop:signin', (event) => events.push(event as CustomEvent));
    await typeInto(await accountInput(el), '13800138000');
    await codeSelect(el);
    await typeInto(await passwordInput(el), 'secret-pass');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => assign.called);
    expect((await authRequests('/auth/signin'))[0]!.body).to.deep.equal({ account: '13800138000', countryCode: '+86', password: 'secret-pass' });
    expect(assign.args[0]![0]).to.equal('/user/order');
    expect($token.get()).to.equal('tok-m');
    expect($userInfo.get()?.firstName).to.equal('Ada');
    expect(events.map((e) => e.detail)).to.deep.equal([{ method: 'password' }]);
  });

  for (const target of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
    it(`goes home, not to ${target}`, async () => {
      await reply({ path: '/auth/signin', body: ok({ token: 'tok-e', user }) });
      const el = mount('<shop-signin></shop-signin>').querySelector('shop-signin')!;
      el.setAttribute('redirect', target);
      await typeInto(await accountInput(el), 'ada@example.com');
      await typeInto(await passwordInput(el), 'secret-pass');
      part<HTMLButtonElement>(el, '[part="submit"]')!.click();
      await waitFor(() => assign.called);
      expect(assign.args.map((a) => a[0])).to.deep.equal(['/']);
    });
  }

  it('signs in with the keyboard alone: type, Tab, type, Enter in the password', async () => {
    await reply({ path: '/auth/signin', body: ok({ token: 'tok-k', user }) });
    const el = mountSignin('redirect="/user/center"');
    (await accountInput(el)).focus();
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => (el.shadowRoot!.activeElement as Element | null)?.localName === 'shop-password-input', { message: 'focus in the password' });
    await sendKeys({ type: 'secret-pass' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.called);
    expect((await authRequests('/auth/signin'))[0]!.body).to.deep.equal({ account: 'ada@example.com', password: 'secret-pass' });
    expect(assign.args[0]![0]).to.equal('/user/center');
  });

  it('sends one request for a double submit', async () => {
    await reply({ path: '/auth/signin', body: ok({ token: 'tok-d', user }), hold: 'signin' });
    const el = mountSignin();
    await typeInto(await accountInput(el), 'ada@example.com');
    await typeInto(await passwordInput(el), 'secret-pass');
    const submit = part<HTMLButtonElement>(el, '[part="submit"]')!;
    submit.click();
    submit.click();
    await waitFor(() => submit.getAttribute('aria-disabled') === 'true');
    submit.click();
    await release('signin');
    await waitFor(() => assign.called);
    expect(await authRequests('/auth/signin')).to.have.length(1);
  });

  it('shows a wrong password at the password, and a rate limit in the form alert', async () => {
    await reply(
      { path: '/auth/signin', body: { code: 40, msg: 'Wrong account or password', data: { field: 'password' } } },
      { path: '/auth/signin', status: 429, body: { code: 41, msg: 'Too many requests; try again in 30 s', data: null } },
    );
    const el = mountSignin();
    await typeInto(await accountInput(el), 'ada@example.com');
    const password = await passwordInput(el);
    await typeInto(password, 'wrong-pass');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => errorOf(password) === 'Wrong account or password');
    await waitFor(() => el.shadowRoot!.activeElement?.localName === 'shop-password-input', { message: 'focus on the password' });
    await sendKeys({ type: 'x' });
    await waitFor(() => password.getAttribute('aria-invalid') !== 'true');
    await sendKeys({ press: 'Enter' });
    const alert = await shadowPart(el, '[part="form-error"]');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('Too many requests; try again in 30 s');
    expect(assign.called).to.equal(false);
  });

  it('shows the slide check when the server asks, and sends its pass with the next request only', async () => {
    await reply(
      { path: '/auth/signin', body: { code: 40, msg: 'Wrong account or password', data: { field: 'password', slide: true } } },
      { path: '/auth/signin', body: { code: 40, msg: 'Wrong account or password', data: { field: 'password' } } },
      { path: '/auth/signin', body: ok({ token: 'tok-s', user }) },
    );
    const el = mountSignin();
    await typeInto(await accountInput(el), 'ada@example.com');
    await typeInto(await passwordInput(el), 'wrong-pass');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    const slide = await shadowPart(el, 'shop-slide-verify');
    // The pass is earned for the account typed.
    expect((slide as HTMLElement & { account?: string }).account).to.equal('ada@example.com');
    const slot = part(el, '[part="slide"]')!;
    expect(slot.compareDocumentPosition(part(el, '[part="submit"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);

    // Not done yet: stopped here, nothing sent.
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => part(el, '[part="slide-error"]')?.textContent === 'Please complete the verification');
    expect(await authRequests('/auth/signin')).to.have.length(1);

    slide.dispatchEvent(new CustomEvent('shop:slide-verify', { detail: { pass: 'pass-1', expiresAt: '' }, bubbles: true, composed: true }));
    await waitFor(() => !part(el, '[part="slide-error"]'));
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(async () => (await authRequests('/auth/signin')).length === 2);
    await waitFor(() => !part(el, 'shop-slide-verify'), { message: 'the used check goes away' });
    // The refusal answered (the request was counted on arrival, its answer may still be on the
    // way): a press while the form is busy is one submit too many, and ignored.
    await waitFor(() => !part(el, '[part="form"]')!.hasAttribute('aria-busy'), { message: 'the second refusal answered' });
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => assign.called, { message: 'the signed-in shopper sent on' });
    const bodies = (await authRequests('/auth/signin')).map((r) => (r.body as { slide?: string }).slide);
    expect(bodies).to.deep.equal([undefined, 'pass-1', undefined]);
  });

  it('puts a refusal at the slide when the server wants a pass first', async () => {
    await reply({ path: '/auth/signin', body: { code: 40, msg: 'Please complete the verification', data: { field: 'slide', slide: true } } });
    const el = mountSignin();
    await typeInto(await accountInput(el), 'ada@example.com');
    await typeInto(await passwordInput(el), 'secret-pass');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await shadowPart(el, 'shop-slide-verify');
    await waitFor(() => part(el, '[part="slide-error"]')?.textContent === 'Please complete the verification');
    expect(part(el, '[part="form-error"]')).to.equal(null);
  });

  it('signs in with a one-time code: required, sent, counted down, resent', async () => {
    const el = mountSignin('mode="code"');
    const account = await accountInput(el);
    const method = [...el.shadowRoot!.querySelectorAll('[part="method"]')].map((b) => b.getAttribute('aria-pressed'));
    expect(method).to.deep.equal(['false', 'true']);
    const send = await shadowPart<HTMLButtonElement>(el, '[part="send-code"]');
    expect(send.textContent).to.equal('Send code');
    send.click();
    await waitFor(() => errorOf(account) === 'Email/Mobile number is required');
    expect(await authRequests('/auth/code')).to.have.length(0);

    await typeInto(account, 'ada@example.com');
    const clock = sinon.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.now() });
    try {
      send.click();
      await waitFor(() => send.textContent === 'Resend in 60 s');
      expect(send.getAttribute('aria-disabled')).to.equal('true');
      expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('A code is on its way. You can ask for another in 60 s.');
      expect((await authRequests('/auth/code'))[0]!.body).to.deep.equal({ account: 'ada@example.com' });
      send.click();
      clock.tick(1000);
      await waitFor(() => send.textContent === 'Resend in 59 s');
      clock.tick(59_000);
      await waitFor(() => send.textContent === 'Resend');
      expect(send.hasAttribute('aria-disabled')).to.equal(false);
      expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('You can ask for a new code now.');
      expect(await authRequests('/auth/code')).to.have.length(1);
    } finally {
      clock.restore();
    }
    send.click();
    await waitFor(async () => (await authRequests('/auth/code')).length === 2);

    const codeInput = part<HTMLInputElement>(el, 'input[name="code"]')!;
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => errorOf(codeInput) === 'Verification code is required');
    await reply({ path: '/auth/signin', body: ok({ token: 'tok-c', user }) });
    await typeInto(codeInput, '123456');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.called);
    expect((await authRequests('/auth/signin'))[0]!.body).to.deep.equal({ account: 'ada@example.com', code: '123456' });
  });

  it('switches between password and code with toggle buttons', async () => {
    const el = mountSignin();
    await passwordInput(el);
    const [byPassword, byCode] = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="method"]')];
    expect(part(el, '[part="methods"]')!.getAttribute('role')).to.equal('group');
    expect(byPassword!.getAttribute('aria-pressed')).to.equal('true');
    byCode!.focus();
    await sendKeys({ press: 'Enter' });
    await shadowPart(el, 'input[name="code"]');
    expect(part(el, 'shop-password-input')).to.equal(null);
    expect(byCode!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('links to sign-up, the forgotten password and the test provider (with a fresh state)', async () => {
    const el = mountSignin('signup-href="/auth/signup" forgot-href="/auth/forget" oauth-href="/dev/oauth/authorize"');
    const oauth = await shadowPart<HTMLAnchorElement>(el, '[part="oauth"]');
    expect(oauth.textContent).to.equal('Continue with the test provider');
    expect(part<HTMLAnchorElement>(el, '[part="signup"]')!.getAttribute('href')).to.equal('/auth/signup');
    expect(part<HTMLAnchorElement>(el, '[part="forgot"]')!.getAttribute('href')).to.equal('/auth/forget');
    oauth.click();
    const url = new URL(assign.args[0]![0] as string);
    expect(url.pathname).to.equal('/dev/oauth/authorize');
    expect(url.searchParams.get('state')).to.equal(sessionStorage.getItem('shop.oauthState'));
  });

  it('says who is signed in, with a continue link and a sign-out button', async () => {
    const reload = sinon.stub(browser, 'reload');
    $token.set('tok-in');
    $userInfo.set(user);
    const el = mountSignin('redirect="/user/order"');
    const signedIn = await shadowPart(el, '[part="signed-in"]');
    expect(signedIn.textContent).to.equal('Signed in as Ada');
    expect(part<HTMLAnchorElement>(el, '[part="continue"]')!.getAttribute('href')).to.equal('/user/order');
    await expectAccessible(el);
    part<HTMLButtonElement>(el, '[part="sign-out"]')!.click();
    await waitFor(() => reload.called);
    expect(await authRequests('/auth/signout')).to.have.length(1);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mountSignin();
    const account = await accountInput(el);
    await waitFor(() => errorOf(account) === '请输入手机号或邮箱');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => errorOf(account) === '邮箱/手机号不能为空');
    expect(part(el, '[part="submit"]')!.textContent).to.equal('登录');
  });

  it('is accessible: empty, invalid, by code, with the slide check', async () => {
    await reply({ path: '/auth/signin', body: { code: 40, msg: 'Please complete the verification', data: { field: 'slide', slide: true } } });
    const root = mount('<main><shop-signin signup-href="/auth/signup" forgot-href="/auth/forget" oauth-href="/dev/oauth/authorize"></shop-signin></main>');
    const el = root.querySelector('shop-signin')!;
    const account = await accountInput(el);
    await passwordInput(el);
    await expectAccessible(root);
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => account.getAttribute('aria-invalid') === 'true');
    await expectAccessible(root);
    await typeInto(account, '13800138000');
    await codeSelect(el);
    await typeInto(await passwordInput(el), 'secret-pass');
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await shadowPart(el, 'shop-slide-verify');
    await expectAccessible(root);
    part<HTMLButtonElement>(el, '[part="method"]:last-child')!.click();
    await shadowPart(el, '[part="send-code"]');
    await expectAccessible(root);
  });
});

import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../runtime/i18n';
import { $token, $userInfo } from '../../runtime/session';
import '../../widgets/signup/define';
import { ok, reply } from '../helpers/browser/api';
import { codeSelect, errorOf, inputNamed, part, passSlide, passwordInput, requestsTo, resetAccount, startSignedOut, submit, typeInto, user } from '../helpers/browser/auth-form';
import { expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const mountSignup = (attrs = '') => mount(`<shop-signup ${attrs}></shop-signup>`).querySelector('shop-signup')!;

async function fill(el: Element, account: string, password = 'secret-pass-1') {
  await typeInto(await inputNamed(el, 'firstName'), 'Ada');
  await typeInto(await inputNamed(el, 'lastName'), 'Lee');
  await typeInto(await inputNamed(el, 'account'), account);
  await typeInto(await passwordInput(el), password);
  part<HTMLInputElement>(el, 'input[name="terms"]')!.click();
}

describe('<shop-signup>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    assign = await startSignedOut();
  });
  afterEach(resetAccount);

  it('checks every field with the spec messages, focusing the first, before asking the server', async () => {
    const el = mountSignup();
    const first = await inputNamed(el, 'firstName');
    submit(el);
    await waitFor(() => errorOf(first) === 'First name is required');
    expect(errorOf(part(el, 'input[name="lastName"]')!)).to.equal('Last name is required');
    expect(errorOf(part(el, 'input[name="account"]')!)).to.equal('Email/Mobile number is required');
    const password = await passwordInput(el);
    await waitFor(() => errorOf(password) === 'Password is required');
    const terms = part<HTMLInputElement>(el, 'input[name="terms"]')!;
    expect(terms.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(terms)).to.equal('Please accept the terms of service');
    await waitFor(() => el.shadowRoot!.activeElement === first, { message: 'focus on the first name' });

    await typeInto(first, 'Ada');
    await typeInto(await inputNamed(el, 'lastName'), 'Lee');
    await typeInto(await inputNamed(el, 'account'), 'ada@example');
    await typeInto(password, 'short');
    submit(el);
    await waitFor(() => errorOf(part(el, 'input[name="account"]')!) === 'Account format error');
    await waitFor(() => errorOf(password) === 'Password must be at least 8 characters');
    expect(first.hasAttribute('aria-invalid')).to.equal(false);
    expect(await requestsTo('/auth/signup')).to.have.length(0);
  });

  it('hints at the password strength in words, not colour alone', async () => {
    const el = mountSignup();
    const meter = await shadowPart(el, '[role="meter"]');
    const text = () => part(el, '[part="strength"]')!.textContent;
    expect(text()).to.equal('At least 8 characters');
    const password = await passwordInput(el);
    await typeInto(password, 'abc');
    await waitFor(() => text() === 'Password strength: Weak');
    expect(meter.getAttribute('aria-valuenow')).to.equal('1');
    await typeInto(password, 'defg1');
    await waitFor(() => text() === 'Password strength: Fair');
    await typeInto(password, 'XYZ!');
    await waitFor(() => text() === 'Password strength: Strong');
    expect(meter.getAttribute('aria-valuenow')).to.equal('3');
    expect(meter.getAttribute('aria-valuetext')).to.equal('Strong');
  });

  it('signs up an e-mail account, keeps the session and goes to the verify prompt', async () => {
    await reply({ path: '/auth/signup', body: ok({ token: 'tok-u', user }) });
    const el = mountSignup('terms-href="/page/terms"');
    const events: CustomEvent[] = [];
    el.addEventListener('shop:signup', (event) => events.push(event as CustomEvent));
    await fill(el, 'ada@example.com');
    expect(part<HTMLAnchorElement>(el, 'label a')!.getAttribute('href')).to.equal('/page/terms');
    submit(el);
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/signup'))[0]!.body).to.deep.equal({ firstName: 'Ada', lastName: 'Lee', account: 'ada@example.com', password: 'secret-pass-1', terms: true });
    expect(assign.args[0]![0]).to.equal('/auth/verify-prompt?account=ada%40example.com');
    expect($token.get()).to.equal('tok-u');
    expect($userInfo.get()?.email).to.equal('ada@example.com');
    expect(events.map((e) => e.detail)).to.deep.equal([{ kind: 'email' }]);
  });

  it('signs up a mobile number with its country code and goes to the redirect', async () => {
    await reply({ path: '/auth/signup', body: ok({ token: 'tok-m', user }) });
    const el = mountSignup('redirect="/user/center"');
    await fill(el, '13800138000');
    await codeSelect(el);
    submit(el);
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/signup'))[0]!.body).to.deep.equal({ firstName: 'Ada', lastName: 'Lee', account: '13800138000', countryCode: '+86', password: 'secret-pass-1', terms: true });
    expect(assign.args[0]![0]).to.equal('/user/center');
  });

  it('never leaves the shop after signing up', async () => {
    await reply({ path: '/auth/signup', body: ok({ token: 'tok-x', user }) });
    const el = mountSignup();
    el.setAttribute('redirect', '//evil.example');
    await fill(el, 'ada@example.com');
    submit(el);
    await waitFor(() => assign.called);
    expect(assign.args[0]![0]).to.equal('/');
  });

  it('shows a taken account at the account, and asks for the slide check, sending its pass once', async () => {
    await reply(
      { path: '/auth/signup', body: { code: 40, msg: 'This account already exists', data: { field: 'account', slide: true } } },
      { path: '/auth/signup', body: ok({ token: 'tok-s', user }) },
    );
    const el = mountSignup();
    await fill(el, 'ada@example.com');
    submit(el);
    const account = part<HTMLInputElement>(el, 'input[name="account"]')!;
    await waitFor(() => errorOf(account) === 'This account already exists');
    await waitFor(() => el.shadowRoot!.activeElement === account, { message: 'focus on the account' });
    const slide = await shadowPart(el, 'shop-slide-verify');
    account.select();
    await sendKeys({ type: 'ada.lee@example.com' });
    await waitFor(() => !account.hasAttribute('aria-invalid'));
    passSlide(slide, 'pass-9');
    submit(el);
    await waitFor(() => assign.called);
    const bodies = (await requestsTo('/auth/signup')).map((r) => (r.body as { account: string; slide?: string }));
    expect(bodies.map((b) => [b.account, b.slide])).to.deep.equal([
      ['ada@example.com', undefined],
      ['ada.lee@example.com', 'pass-9'],
    ]);
  });

  it('shows a rate limit in the form alert', async () => {
    await reply({ path: '/auth/signup', status: 429, body: { code: 41, msg: 'Too many requests; try again in 12 s', data: null } });
    const el = mountSignup();
    await fill(el, 'ada@example.com');
    submit(el);
    const alert = await shadowPart(el, '[part="form-error"]');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('Too many requests; try again in 12 s');
  });

  it('signs up with the keyboard alone', async () => {
    await reply({ path: '/auth/signup', body: ok({ token: 'tok-k', user }) });
    const el = mountSignup('redirect="/user/center"');
    (await inputNamed(el, 'firstName')).focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Lee' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement?.localName === 'shop-password-input', { message: 'focus in the password' });
    await sendKeys({ type: 'secret-pass-1' });
    await sendKeys({ press: 'Tab' }); // the show-password button
    await sendKeys({ press: 'Tab' });
    await waitFor(() => (el.shadowRoot!.activeElement as HTMLInputElement | null)?.name === 'terms', { message: 'focus on the terms' });
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/signup'))[0]!.body).to.deep.equal({ firstName: 'Ada', lastName: 'Lee', account: 'ada@example.com', password: 'secret-pass-1', terms: true });
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mountSignup();
    const first = await inputNamed(el, 'firstName');
    submit(el);
    await waitFor(() => errorOf(first) === '名字不能为空');
    expect(errorOf(part(el, 'input[name="lastName"]')!)).to.equal('姓氏不能为空');
    expect(part(el, '[part="submit"]')!.textContent).to.equal('注册');
  });

  it('is accessible: empty, invalid, with a mobile number and the slide check', async () => {
    await reply({ path: '/auth/signup', body: { code: 40, msg: 'Please complete the verification', data: { field: 'slide', slide: true } } });
    const root = mount('<main><shop-signup signin-href="/auth/signin" terms-href="/page/terms"></shop-signup></main>');
    const el = root.querySelector('shop-signup')!;
    const first = await inputNamed(el, 'firstName');
    await passwordInput(el);
    await expectAccessible(root);
    submit(el);
    await waitFor(() => first.getAttribute('aria-invalid') === 'true');
    await expectAccessible(root);
    await fill(el, '13800138000');
    await codeSelect(el);
    submit(el);
    await shadowPart(el, 'shop-slide-verify');
    await expectAccessible(root);
  });
});

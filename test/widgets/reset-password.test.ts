import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../runtime/i18n';
import '../../widgets/reset-password/define';
import { reply, resetApi } from '../helpers/browser/api';
import { codeSelect, errorOf, inputNamed, part, passSlide, passwordInput, requestsTo, submit, typeInto } from '../helpers/browser/auth-form';
import { cleanup, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const mountReset = (attrs = 'account="ada@example.com" signin-href="/auth/signin"') => mount(`<shop-reset-password ${attrs}></shop-reset-password>`).querySelector('shop-reset-password')!;

describe('<shop-reset-password>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    sinon.restore();
    await setLocale('en');
  });

  it('starts from the account it was given and checks every field with the spec messages', async () => {
    const el = mountReset();
    const account = await inputNamed(el, 'account');
    expect(account.value).to.equal('ada@example.com');
    const code = await inputNamed(el, 'code');
    const password = await passwordInput(el);
    submit(el);
    await waitFor(() => errorOf(code) === 'Verification code is required');
    await waitFor(() => errorOf(password) === 'Password is required');
    await waitFor(() => el.shadowRoot!.activeElement === code, { message: 'focus on the code' });
    account.select();
    await sendKeys({ press: 'Backspace' });
    await typeInto(code, '123456');
    await typeInto(password, 'short');
    submit(el);
    await waitFor(() => errorOf(account) === 'Email/Mobile number is required');
    await waitFor(() => errorOf(password) === 'New password must be at least 8 characters');
    expect(await requestsTo('/auth/reset')).to.have.length(0);
  });

  it('resets with the keyboard alone and then offers to sign in', async () => {
    const el = mountReset('account="13800138000" country-code="+852" signin-href="/auth/signin"');
    const select = await codeSelect(el);
    await waitFor(() => select.value === '+852');
    (await inputNamed(el, 'code')).focus();
    await sendKeys({ type: '123456' });
    await sendKeys({ press: 'Tab' }); // the resend button
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.shadowRoot!.activeElement?.localName === 'shop-password-input', { message: 'focus in the password' });
    await sendKeys({ type: 'new-secret-1' });
    await sendKeys({ press: 'Enter' });
    const done = await shadowPart(el, '[part="done"]');
    expect(done.textContent).to.equal('Your password has been changed. Sign in with the new one.');
    expect(done.getAttribute('role')).to.equal('status');
    await waitFor(() => el.shadowRoot!.activeElement === done, { message: 'focus on the message' });
    expect(part<HTMLAnchorElement>(el, '[part="signin"]')!.getAttribute('href')).to.equal('/auth/signin');
    expect((await requestsTo('/auth/reset'))[0]!.body).to.deep.equal({ account: '13800138000', countryCode: '+852', code: '123456', password: 'new-secret-1' });
    await expectAccessible(el);
  });

  it('shows a wrong code at the code', async () => {
    await reply({ path: '/auth/reset', body: { code: 40, msg: 'Verification failed', data: { field: 'code' } } });
    const el = mountReset();
    const code = await inputNamed(el, 'code');
    await typeInto(code, '000000');
    await typeInto(await passwordInput(el), 'new-secret-1');
    submit(el);
    await waitFor(() => errorOf(code) === 'Verification failed');
    await waitFor(() => el.shadowRoot!.activeElement === code, { message: 'focus on the code' });
    expect(part(el, '[part="done"]')).to.equal(null);
  });

  it('resends the code through auth/forgot after the countdown, with the slide check when asked', async () => {
    await reply({ path: '/auth/forgot', body: { code: 40, msg: 'Please complete the verification', data: { field: 'slide', slide: true } } });
    const el = mountReset();
    const send = await shadowPart<HTMLButtonElement>(el, '[part="send-code"]');
    expect(send.textContent).to.equal('Resend');
    send.click();
    const slide = await shadowPart(el, 'shop-slide-verify');
    expect(send.textContent).to.equal('Resend');
    passSlide(slide, 'pass-r');
    // The number is read from the clock, so one jump of the fake clock gives the end whatever
    // React's scheduling between ticks.
    const clock = sinon.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: Date.now() });
    try {
      send.click();
      await waitFor(() => send.textContent === 'Resend in 60 s');
      clock.tick(1000);
      await waitFor(() => send.textContent === 'Resend in 59 s');
      clock.tick(59_000);
      await waitFor(() => send.textContent === 'Resend');
    } finally {
      clock.restore();
    }
    expect((await requestsTo('/auth/forgot')).map((r) => r.body)).to.deep.equal([{ account: 'ada@example.com' }, { account: 'ada@example.com', slide: 'pass-r' }]);
  });

  it('hints at the new password strength', async () => {
    const el = mountReset();
    await typeInto(await passwordInput(el), 'abcdefg1');
    await waitFor(() => part(el, '[part="strength"]')!.textContent === 'Password strength: Fair');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mountReset();
    const code = await inputNamed(el, 'code');
    submit(el);
    await waitFor(() => errorOf(code) === '验证码不能为空');
    expect(part(el, '[part="submit"]')!.textContent).to.equal('重置密码');
  });

  it('is accessible: filled and invalid', async () => {
    const root = mount('<main><shop-reset-password account="13800138000" signin-href="/auth/signin"></shop-reset-password></main>');
    const el = root.querySelector('shop-reset-password')!;
    await codeSelect(el);
    await passwordInput(el);
    await expectAccessible(root);
    submit(el);
    await waitFor(() => part(el, 'input[name="code"]')!.getAttribute('aria-invalid') === 'true');
    await expectAccessible(root);
  });
});

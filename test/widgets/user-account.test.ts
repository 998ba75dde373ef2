import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $userInfo } from '../../runtime/session';
import '../../widgets/user-account/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor, describedBy } from '../helpers/browser/dom';
import { shopper, signInAs, signOutHere } from './user-fixtures';

const errorOf = (_el: Element, input: Element) => describedBy(input);

const mountAccount = async () => {
  await reply({ path: '/user/info', body: ok(shopper) });
  signInAs();
  const root = mount('<shop-user-account></shop-user-account>');
  const el = root.querySelector('shop-user-account')!;
  await shadowPart(el, '[part="email"]');
  return { root, el };
};

describe('<shop-user-account>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    signOutHere();
    await setLocale('en');
  });

  it('changes the e-mail with a code: spec messages first, the code button counts down, the refusal at the code field', async () => {
    const { root, el } = await mountAccount();
    const form = el.shadowRoot!.querySelector('[part="email"]')!;
    expect(form.textContent).to.contain('Now: ada@example.com');
    const account = form.querySelector<HTMLInputElement>('input[name="email"]')!;
    const code = form.querySelector<HTMLInputElement>('input[name="code"]')!;
    const send = form.querySelector<HTMLButtonElement>('[part="send-code"]')!;
    expect(send.textContent).to.equal('Send code');
    send.click();
    await waitFor(() => account.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, account)).to.equal('Email/Mobile number is required');
    account.focus();
    await sendKeys({ type: 'new@' });
    send.click();
    await waitFor(() => errorOf(el, account) === 'Account format error');
    await sendKeys({ type: 'example.com' });
    send.click();
    await waitFor(() => /^Resend in \d+ s$/.test(send.textContent ?? ''), { message: 'countdown' });
    expect(send.getAttribute('aria-disabled')).to.equal('true');
    expect((await requests()).find((r) => r.path === '/user/code')!.body).to.deep.equal({ account: 'new@example.com', purpose: 'change-email' });
    await waitFor(() => el.shadowRoot!.activeElement === code, { message: 'focus on the code' });
    await sendKeys({ type: '000000' });
    await reply({ path: '/user/editEmail', body: { code: 40, msg: 'Verification failed', data: { field: 'code' } } });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => code.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, code)).to.equal('Verification failed');
    await expectAccessible(root);
    await reply({ path: '/user/editEmail', body: ok({ ...shopper, email: 'new@example.com' }) });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadowText(el).includes('Your e-mail is now new@example.com.'));
    expect($userInfo.get()!.email).to.equal('new@example.com');
    expect(form.textContent).to.contain('Now: new@example.com');
  });

  it('changes the mobile number with its own rule', async () => {
    const { el } = await mountAccount();
    const form = el.shadowRoot!.querySelector('[part="mobile"]')!;
    const account = form.querySelector<HTMLInputElement>('input[name="mobile"]')!;
    account.focus();
    await sendKeys({ type: '12345' });
    form.querySelector<HTMLButtonElement>('[part="send-code"]')!.click();
    await waitFor(() => errorOf(el, account) === 'Account format error');
    expect((await requests()).filter((r) => r.path === '/user/code')).to.have.length(0);
  });

  it('changes the password: spec messages, the length rule with a strength hint, the refusal of a wrong current one', async () => {
    const { root, el } = await mountAccount();
    const form = el.shadowRoot!.querySelector('[part="password"]')!;
    const old = form.querySelector<HTMLInputElement>('input[name="oldPassword"]')!;
    const fresh = form.querySelector<HTMLInputElement>('input[name="password"]')!;
    old.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => old.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, old)).to.equal('Password is required');
    expect(errorOf(el, fresh)).to.equal('Password is required');
    await sendKeys({ type: 'old-secret' });
    fresh.focus();
    await sendKeys({ type: 'short' });
    expect(form.querySelector('[part="strength"]')!.textContent).to.contain('Weak');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => errorOf(el, fresh) === 'New password must be at least 8 characters');
    await sendKeys({ type: '-Enough-123' });
    await reply({ path: '/user/editPassword', body: { code: 40, msg: 'Verification failed', data: { field: 'oldPassword' } } });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => errorOf(el, old) === 'Verification failed');
    expect(el.shadowRoot!.activeElement === old).to.equal(true);
    await expectAccessible(root);
    await reply({ path: '/user/editPassword', body: ok(null) });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadowText(el).includes('Your password is changed. Your other devices are signed out.'));
    expect((await requests()).filter((r) => r.path === '/user/editPassword').at(-1)!.body).to.deep.equal({ oldPassword: 'old-secret', password: 'short-Enough-123' });
  });

  it('speaks zh; a guest gets the sign-in prompt', async () => {
    await setLocale('zh');
    const { el } = await mountAccount();
    await waitFor(() => shadowText(el).includes('更换电子邮箱'));
    cleanup();
    signOutHere();
    const guest = mount('<shop-user-account></shop-user-account>').querySelector('shop-user-account')!;
    expect((await shadowPart(guest, '[part="signin-link"]')).textContent).to.equal('登录');
  });
});

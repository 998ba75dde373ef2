import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix } from '../../runtime/session';
import '../../widgets/forgot-password/define';
import { reply, resetApi } from '../helpers/browser/api';
import { codeSelect, errorOf, inputNamed, part, passSlide, requestsTo, submit, typeInto } from '../helpers/browser/auth-form';
import { cleanup, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const mountForgot = (attrs = 'reset-href="/auth/reset-password" signin-href="/auth/signin"') => mount(`<shop-forgot-password ${attrs}></shop-forgot-password>`).querySelector('shop-forgot-password')!;

describe('<shop-forgot-password>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    await setLocale('en');
  });

  it('checks the account with the spec messages before asking the server', async () => {
    const el = mountForgot();
    const account = await inputNamed(el, 'account');
    expect(errorOf(account)).to.equal('Please enter your mobile or email');
    expect(account.hasAttribute('placeholder')).to.equal(false);
    submit(el);
    await waitFor(() => errorOf(account) === 'Email/Mobile number is required');
    await waitFor(() => el.shadowRoot!.activeElement === account, { message: 'focus on the account' });
    await sendKeys({ type: '12345' });
    submit(el);
    await waitFor(() => errorOf(account) === 'Account format error');
    const select = await codeSelect(el);
    select.value = '';
    account.select();
    await sendKeys({ type: '13800138000' });
    submit(el);
    const inner = await waitFor(() => select.shadowRoot?.querySelector('select[aria-invalid="true"]'));
    expect(errorOf(inner)).to.equal('Country code is required');
    expect(await requestsTo('/auth/forgot')).to.have.length(0);
  });

  it('sends the code by keyboard and goes to the reset page with the account (never a code)', async () => {
    const el = mountForgot();
    (await inputNamed(el, 'account')).focus();
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/forgot'))[0]!.body).to.deep.equal({ account: 'ada@example.com' });
    expect(assign.args[0]![0]).to.equal('/auth/reset-password?account=ada%40example.com');
  });

  it('passes a mobile number with its country code on', async () => {
    const el = mountForgot();
    await typeInto(await inputNamed(el, 'account'), '13800138000');
    await codeSelect(el);
    submit(el);
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/forgot'))[0]!.body).to.deep.equal({ account: '13800138000', countryCode: '+86' });
    expect(assign.args[0]![0]).to.equal('/auth/reset-password?account=13800138000&countryCode=%2B86');
  });

  it('shows the slide check when asked and sends its pass once; a rate limit goes to the alert', async () => {
    await reply(
      { path: '/auth/forgot', body: { code: 40, msg: 'Please complete the verification', data: { field: 'slide', slide: true } } },
      { path: '/auth/forgot', status: 429, body: { code: 41, msg: 'Too many requests; try again in 40 s', data: null } },
    );
    const el = mountForgot();
    await typeInto(await inputNamed(el, 'account'), 'ada@example.com');
    submit(el);
    const slide = await shadowPart(el, 'shop-slide-verify');
    await waitFor(() => part(el, '[part="slide-error"]')?.textContent === 'Please complete the verification');
    passSlide(slide, 'pass-f');
    submit(el);
    const alert = await shadowPart(el, '[part="form-error"]');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('Too many requests; try again in 40 s');
    submit(el);
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/forgot')).map((r) => (r.body as { slide?: string }).slide)).to.deep.equal([undefined, 'pass-f', undefined]);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mountForgot();
    const account = await inputNamed(el, 'account');
    submit(el);
    await waitFor(() => errorOf(account) === '邮箱/手机号不能为空');
    expect(part(el, '[part="submit"]')!.textContent).to.equal('发送重置验证码');
  });

  it('is accessible: empty and invalid', async () => {
    const root = mount('<main><shop-forgot-password reset-href="/auth/reset-password" signin-href="/auth/signin"></shop-forgot-password></main>');
    const el = root.querySelector('shop-forgot-password')!;
    const account = await inputNamed(el, 'account');
    await expectAccessible(root);
    await typeInto(account, '123');
    submit(el);
    await waitFor(() => account.getAttribute('aria-invalid') === 'true');
    await codeSelect(el);
    await expectAccessible(root);
  });
});

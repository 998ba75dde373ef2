// <shop-forgot-password> (one render): drawn by the server renderer and hydrated with no
// mismatch: the empty form (posting natively where the host has a route, with the default
// country code; a plain country code field for a refused post of a mobile number), a refused native post (its data), another language (its
// attributes are free text: no value is bad); then working: the server-drawn field sends the code.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/forgot-password/define';
import { resetApi } from '../../helpers/browser/api';
import { errorOf, inputNamed, requestsTo } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const attrs = { 'reset-href': '/auth/reset-password', 'signin-href': '/auth/signin', action: '/auth/forget' };

describe('<shop-forgot-password> server render and hydration', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanupPages();
    sinon.restore();
    await setLocale('en');
  });

  it('hydrates the form: a native post to the action with the account and the default country code', async () => {
    const result = await renderThenHydrate('shop-forgot-password', attrs);
    expectHydrated(result);
    const form = part(result.el, 'form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/auth/forget', 'post']);
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).to.deep.equal(['account', 'countryCode']);
    // No row of its own (the live form shows its code select only for a mobile number): the select's default, hidden.
    const code = form.elements.namedItem('countryCode') as HTMLInputElement;
    expect([code.type, code.value]).to.deep.equal(['hidden', '+86']);
    expect(part(result.el, '.no-script')).to.equal(null);
    expect(part(result.el, '[part="signin"]')!.getAttribute('href')).to.equal('/auth/signin');
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('Send reset code');
  });

  it('hydrates a refused native post: the account kept, its message at the field', async () => {
    const data = { values: { account: 'nobody@', countryCode: '' }, errors: { account: 'Account format error' } };
    const result = await renderThenHydrate('shop-forgot-password', attrs, { data });
    expectHydrated(result);
    const account = await inputNamed(result.el, 'account');
    expect(account.value).to.equal('nobody@');
    expect(errorOf(account)).to.equal('Account format error');
  });

  it('hydrates a refused native post of a mobile number: a plain country code field with the code typed, where the live form has its select', async () => {
    const data = { values: { account: '13800000000', countryCode: '+44' }, errors: { countryCode: 'Country code is required' } };
    const result = await renderThenHydrate('shop-forgot-password', attrs, { data });
    expectHydrated(result);
    const code = part(result.el, '.no-script input[name="countryCode"]') as HTMLInputElement;
    expect([code.type, code.value]).to.deep.equal(['text', '+44']);
    expect(getComputedStyle(code.closest('.no-script')!).display).to.equal('none');
    expect(part(result.el, 'shop-phone-code-select')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-forgot-password', attrs, { locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('发送重置验证码');
  });

  it('works once hydrated: the server-drawn field sends the code and goes to the reset page', async () => {
    const result = await renderThenHydrate('shop-forgot-password', attrs);
    expectHydrated(result);
    (await inputNamed(result.el, 'account')).focus();
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.called);
    expect((await requestsTo('/auth/forgot'))[0]!.body).to.deep.equal({ account: 'ada@example.com' });
    expect(assign.args[0]![0]).to.equal('/auth/reset-password?account=ada%40example.com');
  });
});

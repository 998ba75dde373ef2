// <shop-reset-password> (one render): drawn by the server renderer and hydrated with no
// mismatch: the form for the account it was given (posting natively where the host has a
// route, a plain new password for pages without JavaScript), a refused native post (its data),
// the error state for a bad country code, another language; then working: the server-drawn
// fields reset the password.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/reset-password/define';
import { errorOf, inputNamed, passwordInput, requestsTo, resetAccount, startSignedOut, typeInto } from '../../helpers/browser/auth-form';
import { shadowPart } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const attrs = { account: 'ada@example.com', 'signin-href': '/auth/signin', action: '/auth/reset-password' };

describe('<shop-reset-password> server render and hydration', () => {
  beforeEach(async () => {
    await startSignedOut();
  });
  afterEach(async () => {
    cleanupPages();
    await resetAccount();
  });

  it('hydrates the form: the account given, a native post to the action with a plain new password', async () => {
    const result = await renderThenHydrate('shop-reset-password', attrs);
    expectHydrated(result);
    const form = part(result.el, 'form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/auth/reset-password', 'post']);
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).to.deep.equal(['account', 'code', 'password', 'password']);
    expect((await inputNamed(result.el, 'account')).value).to.equal('ada@example.com');
    expect(getComputedStyle(part(result.el, '.no-script')!).display).to.equal('none');
    // A code was sent from the forgot page: the button offers another.
    expect(part(result.el, '[part="send-code"]')!.textContent).to.equal('Resend');
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('Reset password');
  });

  it('hydrates without an action: no native post, no plain password', async () => {
    const result = await renderThenHydrate('shop-reset-password', { account: 'ada@example.com' });
    expectHydrated(result);
    const form = part(result.el, 'form') as HTMLFormElement;
    expect(form.hasAttribute('action')).to.equal(false);
    expect(part(result.el, '.no-script')).to.equal(null);
  });

  it('hydrates a refused native post: the account and code kept, the message at the code', async () => {
    const data = { values: { account: 'ada@example.com', code: '000000' }, errors: { code: 'Verification code is wrong or expired' } };
    const result = await renderThenHydrate('shop-reset-password', attrs, { data });
    expectHydrated(result);
    const code = await inputNamed(result.el, 'code');
    expect(code.value).to.equal('000000');
    expect(errorOf(code)).to.equal('Verification code is wrong or expired');
  });

  it('hydrates its error state for a bad country code', async () => {
    const bad = await renderThenHydrate('shop-reset-password', { ...attrs, 'country-code': '852' });
    expectHydrated(bad);
    expect(part(bad.el, '[part="error"]')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-reset-password', attrs, { locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('重置密码');
    expect(part(result.el, '[part="send-code"]')!.textContent).to.equal('重新发送');
  });

  it('works once hydrated: the server-drawn fields reset the password, then it offers to sign in', async () => {
    const result = await renderThenHydrate('shop-reset-password', attrs);
    expectHydrated(result);
    await typeInto(await inputNamed(result.el, 'code'), '123456');
    await typeInto(await passwordInput(result.el), 'new-secret-1');
    part(result.el, '[part="submit"]')!.click();
    const done = await shadowPart(result.el, '[part="done"]');
    expect(done.textContent).to.equal('Your password has been changed. Sign in with the new one.');
    expect(part(result.el, '[part="signin"]')!.getAttribute('href')).to.equal('/auth/signin');
    expect((await requestsTo('/auth/reset'))[0]!.body).to.deep.equal({ account: 'ada@example.com', code: '123456', password: 'new-secret-1' });
  });
});

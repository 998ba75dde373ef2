// <shop-signup> (one render): drawn by the server renderer and hydrated with no mismatch: the
// empty form (posting natively where the host has a route, with plain password and country code
// fields for pages without JavaScript), a refused native post's values and messages (its data),
// another language (its attributes are free text: no value is bad); then working: the server-drawn fields sign up.
import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/signup/define';
import { ok, reply } from '../../helpers/browser/api';
import { errorOf, inputNamed, passwordInput, requestsTo, resetAccount, startSignedOut, typeInto, user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const attrs = { 'signin-href': '/auth/signin', 'terms-href': '/page/privacy', action: '/auth/signup' };

describe('<shop-signup> server render and hydration', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    assign = await startSignedOut();
  });
  afterEach(async () => {
    cleanupPages();
    await resetAccount();
  });

  it('hydrates the empty form: fields, terms link, a native post to the action with plain fields for pages without JavaScript', async () => {
    const result = await renderThenHydrate('shop-signup', { ...attrs, redirect: '/cart' });
    expectHydrated(result);
    const form = part(result.el, 'form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/auth/signup', 'post']);
    const names = [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect(names).to.deep.equal(['redirect', 'firstName', 'lastName', 'account', 'countryCode', 'password', 'password', 'terms']);
    // The country code has no row of its own (the live form shows its select only for a mobile number): the select's default, hidden.
    const code = form.elements.namedItem('countryCode') as HTMLInputElement;
    expect([code.type, code.value]).to.deep.equal(['hidden', '+86']);
    expect(getComputedStyle(part(result.el, '.no-script')!).display).to.equal('none');
    expect(part(result.el, '[part="terms"] a')!.getAttribute('href')).to.equal('/page/privacy');
    expect(part(result.el, '[part="signin"]')!.getAttribute('href')).to.equal('/auth/signin');
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('Create account');
  });

  it('hydrates a refused native post: values kept (terms ticked), messages at their fields', async () => {
    const data = { values: { firstName: '', lastName: 'Li', account: 'wei@example.com', countryCode: '+86', terms: 'on' }, errors: { firstName: 'First name is required' } };
    const result = await renderThenHydrate('shop-signup', attrs, { data });
    expectHydrated(result);
    expect((await inputNamed(result.el, 'lastName')).value).to.equal('Li');
    expect((await inputNamed(result.el, 'account')).value).to.equal('wei@example.com');
    expect((part(result.el, 'input[name="terms"]') as HTMLInputElement).checked).to.equal(true);
    expect(errorOf(await inputNamed(result.el, 'firstName'))).to.equal('First name is required');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-signup', attrs, { locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('注册');
  });

  it('works once hydrated: the server-drawn fields sign up', async () => {
    await reply({ path: '/auth/signup', body: ok({ token: 'tok-h', user }) });
    const result = await renderThenHydrate('shop-signup', { ...attrs, redirect: '/cart' });
    expectHydrated(result);
    await typeInto(await inputNamed(result.el, 'firstName'), 'Ada');
    await typeInto(await inputNamed(result.el, 'lastName'), 'Lee');
    await typeInto(await inputNamed(result.el, 'account'), 'ada@example.com');
    await typeInto(await passwordInput(result.el), 'secret-pass-1');
    (part(result.el, 'input[name="terms"]') as HTMLInputElement).click();
    part(result.el, '[part="submit"]')!.click();
    await waitFor(async () => (await requestsTo('/auth/signup')).length === 1);
    expect((await requestsTo('/auth/signup'))[0]!.body).to.deep.equal({ firstName: 'Ada', lastName: 'Lee', account: 'ada@example.com', password: 'secret-pass-1', terms: true });
    await waitFor(() => assign.calledWith('/cart'));
  });
});

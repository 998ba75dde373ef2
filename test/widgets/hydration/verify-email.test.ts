// <shop-verify-email> (one render): drawn by the server renderer, signed out and checking (the
// server knows no shopper and checks nothing), with a no-script button that posts the link
// where the host has a route, and hydrated with no mismatch; a refused native post (its data)
// hydrates as the failure without sending the spent link again; a link the server checked itself
// (`verified`, or the refusal) hydrates as that answer, and a signed-in shopper's resend works; another language (its
// attributes are free text: no value is bad); then working: once hydrated it checks the link.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/verify-email/define';
import { ok, release, reply, requests } from '../../helpers/browser/api';
import { resetAccount, startSignedOut, user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const title = (el: Element) => part(el, '[part="title"]')!.textContent;
const links = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part="link"]')].map((a) => [a.textContent, a.getAttribute('href')]);
const checks = async () => (await requests()).filter((r) => r.path === '/auth/verify-email');
/** Lets the held check go and waits until it has arrived: it never lands in the next test's count. */
const settle = async () => {
  await release('check');
  await waitFor(async () => (await checks()).length === 1, { message: 'the check sent' });
};
const attrs = { account: 'ada@example.com', token: '123456', 'signin-href': '/auth/signin', 'home-href': '/', action: '/auth/verify-email' };

describe('<shop-verify-email> server render and hydration', () => {
  beforeEach(async () => {
    await startSignedOut();
  });
  afterEach(async () => {
    cleanupPages();
    await resetAccount();
  });

  it('hydrates checking, with a button that posts the link natively (shown only without JavaScript)', async () => {
    // Held, so the checking state is still on screen when it is read.
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }), hold: 'check' });
    const result = await renderThenHydrate('shop-verify-email', attrs);
    expectHydrated(result);
    expect(result.server).to.contain('Checking your link…');
    const form = part(result.el, 'form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/auth/verify-email', 'post']);
    expect([...form.elements].map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])).to.deep.equal([['account', 'ada@example.com'], ['token', '123456'], ['', '']]);
    expect(part(result.el, '[part="verify"]')!.textContent).to.equal('Verify my e-mail');
    expect(getComputedStyle(form).display).to.equal('none');
    await settle();
  });

  it('hydrates a refused native post as the failure, and does not send the spent link again', async () => {
    const result = await renderThenHydrate('shop-verify-email', attrs, { data: { formError: 'Verification failed' } });
    expectHydrated(result);
    expect(title(result.el)).to.equal('Verification failed');
    expect(part(result.el, '[part="text"]')!.textContent).to.contain('The link may have been used already');
    expect(part(result.el, 'form')).to.equal(null);
    expect(links(result.el)).to.deep.equal([['Sign in', '/auth/signin']]);
    // Its effects ran (it is live): still no request.
    expect(await checks()).to.have.length(0);
  });

  it('hydrates a refusal that is not the link\'s, saying why', async () => {
    const result = await renderThenHydrate('shop-verify-email', attrs, { data: { formError: 'Too many requests; try again in 30 s' } });
    expectHydrated(result);
    expect([...result.el.shadowRoot!.querySelectorAll('[part="text"]')].map((p) => p.textContent)[0]).to.equal('Too many requests; try again in 30 s');
  });

  it('hydrates a link the server verified as the success, and does not send it again', async () => {
    const result = await renderThenHydrate('shop-verify-email', attrs, { data: { verified: true } });
    expectHydrated(result);
    expect(result.server).to.contain('Verification success');
    expect(title(result.el)).to.equal('Verification success');
    expect(part(result.el, '[part="text"]')!.textContent).to.contain('ada@example.com');
    expect(part(result.el, 'form')).to.equal(null);
    expect(links(result.el)).to.deep.equal([
      ['Sign in', '/auth/signin'],
      ['Continue shopping', '/'],
    ]);
    expect(await checks()).to.have.length(0);
  });

  it('hydrates a link without its token as incomplete from the first render, asking nothing', async () => {
    const result = await renderThenHydrate('shop-verify-email', { ...attrs, token: '' });
    expectHydrated(result);
    expect(result.server).to.contain('Verification failed');
    expect(part(result.el, '[part="text"]')!.textContent).to.equal('This link is incomplete. Open it again from the e-mail, or ask for a new one.');
    expect(await checks()).to.have.length(0);
  });

  it('works once hydrated after the server\'s refusal: a signed-in shopper sends a new link', async () => {
    await reply({ path: '/auth/verify/resend', body: ok(null) });
    const result = await renderThenHydrate('shop-verify-email', attrs, { data: { formError: 'Verification failed' } });
    expectHydrated(result);
    // Signed in in this browser (the server drew the signed-out page): the resend block follows.
    $token.set('tok-1');
    $userInfo.set(user);
    const resend = await waitFor(() => part(result.el, '[part="resend-button"]') as HTMLButtonElement | null, { message: 'the resend button' });
    resend.click();
    await waitFor(async () => (await requests()).some((r) => r.path === '/auth/verify/resend'), { message: 'resent' });
    expect(await checks()).to.have.length(0);
  });

  it('hydrates in another language', async () => {
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }), hold: 'check' });
    await setLocale('zh');
    // A link of its own: a token is sent once per page (the first test's was).
    const result = await renderThenHydrate('shop-verify-email', { ...attrs, token: '765432' }, { locale: 'zh' });
    expectHydrated(result);
    expect(result.server).to.contain('正在检查您的链接…');
    expect(part(result.el, '[part="verify"]')!.textContent).to.equal('验证我的邮箱');
    await settle();
  });

  it('works once hydrated: it checks the link once and says Verification success', async () => {
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }) });
    // A link of its own: an earlier test's element (the 2 s answer above) may still be asking
    // about its link after the stub's log was reset, on a busy machine.
    const once = { ...attrs, token: '654321' };
    const result = await renderThenHydrate('shop-verify-email', once);
    expectHydrated(result);
    await waitFor(() => title(result.el) === 'Verification success', { message: 'success' });
    expect(part(result.el, 'form')).to.equal(null);
    expect(links(result.el)).to.deep.equal([
      ['Sign in', '/auth/signin'],
      ['Continue shopping', '/'],
    ]);
    expect((await checks()).map((r) => r.body).filter((body) => (body as { token?: string }).token === '654321')).to.deep.equal([{ account: 'ada@example.com', token: '654321' }]);
  });
});

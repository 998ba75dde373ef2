// <shop-user-header> (one render): drawn by the server renderer for a guest (the sign-in prompt,
// coming back to the page) and, with data (the page was asked for with a session), for the
// signed-in shopper: their initial, name and contact, the sign-out button, and a sign-out form
// that shows only without JavaScript; hydrated with no mismatch, in another language too; then
// working: the browser keeps the server's user and follows a change of it.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/user-header/define';
import { ok, reply } from '../../helpers/browser/api';
import { user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';

const part = <E extends HTMLElement = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const here = () => `${location.pathname}${location.search}`;

describe('<shop-user-header> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-header', '[part="name"]');

  it("hydrates the signed-in shopper's header: initial, name, contact, sign-out; the no-JavaScript form beside it", async () => {
    await reply({ path: '/user/info', body: ok(user) });
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-header', {}, { url: here(), data: { user, signOutAction: '/auth/signout' } });
    expectHydrated(result);
    expect(part(result.el, '[part="name"]')!.textContent).to.equal('Ada Lee');
    expect(part(result.el, '[part="contact"]')!.textContent).to.equal('ada@example.com');
    expect(part(result.el, '[part="avatar"]')!.textContent).to.equal('A');
    expect(part(result.el, '[part="signout"]')!.className).to.contain('scripted');
    const form = part<HTMLFormElement>(result.el, 'form.no-script')!;
    expect([form.method, new URL(form.action).pathname]).to.deep.equal(['post', '/auth/signout']);
    expect(getComputedStyle(form).display, 'shown only without JavaScript').to.equal('none');
    // The server's user becomes the stored one.
    await waitFor(() => $userInfo.get()?.fullName === 'Ada Lee');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-header', {}, { url: here(), locale: 'zh', data: { user } });
    expectHydrated(result);
    expect(part(result.el, '[part="signout"]')!.textContent).to.equal('退出登录');
    expect(part(result.el, 'form.no-script')).to.equal(null);
  });

  it("works once hydrated: the server's fresh info (a name saved in another tab) replaces the drawn one", async () => {
    await reply({ path: '/user/info', body: ok({ ...user, fullName: 'Ada Lovelace' }) });
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-header', {}, { url: here(), data: { user } });
    expectHydrated(result);
    await waitFor(() => part(result.el, '[part="name"]')!.textContent === 'Ada Lovelace');
  });
});

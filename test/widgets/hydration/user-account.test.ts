// <shop-user-account> (one render): drawn by the server renderer for a guest (the sign-in prompt)
// and, with data (the user/info answer: the page was asked for with a session), as the three
// forms naming the current e-mail and mobile; hydrated with no mismatch, in another language
// too, and for an account with no mobile; nothing fetched again; then working: a code is sent to
// a new e-mail and the button counts down.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/user-account/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';
import { shopper } from '../user-fixtures';

const here = () => `${location.pathname}${location.search}`;
const current = (el: Element, form: string) => el.shadowRoot!.querySelector(`[part="${form}"] p.muted`)!.textContent;

/** Types into a field the way React notices (its value tracker ignores a plain `.value =`). */
function setValue(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<shop-user-account> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-account', 'form');

  it("hydrates the shopper's forms with the current e-mail and mobile, and does not fetch them again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-account', {}, { url: here(), data: shopper });
    expectHydrated(result);
    expect(result.server).to.contain('Now: ada@example.com');
    expect(current(result.el, 'email')).to.equal('Now: ada@example.com');
    expect(current(result.el, 'mobile')).to.equal('Now: 13800138000');
    expect(result.el.shadowRoot!.querySelectorAll('[part="password"] input[type="password"]')).to.have.length(2);
    expect((await requests()).filter((r) => r.path === '/user/info')).to.have.length(0);
  });

  it('hydrates an account with no mobile number', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-account', {}, { url: here(), data: { ...shopper, mobile: null } });
    expectHydrated(result);
    expect(current(result.el, 'mobile')).to.equal('Now: Not set');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-account', {}, { url: here(), locale: 'zh', data: shopper });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('#email-title')!.textContent).to.equal('更换电子邮箱');
  });

  it('works once hydrated: a code goes to the new e-mail, the button counts down, the current one follows the stored user', async () => {
    $token.set('tok');
    await reply({ path: '/user/code', body: ok(null) });
    const result = await renderThenHydrate('shop-user-account', {}, { url: here(), data: shopper });
    expectHydrated(result);
    const form = result.el.shadowRoot!.querySelector('[part="email"]')!;
    setValue(form.querySelector<HTMLInputElement>('input[name="email"]')!, 'new@example.com');
    form.querySelector<HTMLButtonElement>('[part="send-code"]')!.click();
    await waitFor(() => /^Resend in \d+ s$/.test(form.querySelector('[part="send-code"]')!.textContent!), { message: 'counting down' });
    expect((await requests()).filter((r) => r.path === '/user/code').map((r) => r.body)).to.deep.equal([{ account: 'new@example.com', purpose: 'change-email' }]);
    $userInfo.set({ ...shopper, email: 'new@example.com' });
    await waitFor(() => current(result.el, 'email') === 'Now: new@example.com');
  });
});

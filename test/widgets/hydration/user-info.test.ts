// <shop-user-info> (one render): drawn by the server renderer for a guest (the sign-in prompt)
// and, with data (the user/info answer: the page was asked for with a session), as the filled-in
// profile forms; hydrated with no mismatch, in another language too, and for an empty profile;
// the profile is not fetched again; then working: a name is saved.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/user-info/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';
import { shopper } from '../user-fixtures';

const input = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const here = () => `${location.pathname}${location.search}`;

/** Types into a field the way React notices (its value tracker ignores a plain `.value =`). */
function setValue(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<shop-user-info> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-info', 'form');

  it("hydrates the shopper's profile, filled in, and does not fetch it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-info', {}, { url: here(), data: shopper });
    expectHydrated(result);
    expect(result.server).to.contain('value="Lovelace"');
    expect(input(result.el, 'firstName').value).to.equal('Ada');
    expect(input(result.el, 'lastName').value).to.equal('Lovelace');
    expect(input(result.el, 'nickName').value).to.equal('ada');
    expect(input(result.el, 'bio').value).to.equal('Counting engines.');
    expect(input(result.el, 'birthday').value).to.equal('1990-12-10');
    // No picture: the initial of the name.
    expect(result.el.shadowRoot!.querySelector('[part="avatar"]')!.textContent).to.equal('A');
    // The server drew no latest birthday (its clock is not the shopper's); the browser sets it.
    expect(result.server).to.not.contain(' max=');
    await waitFor(() => input(result.el, 'birthday').getAttribute('max'));
    expect((await requests()).filter((r) => r.path === '/user/info')).to.have.length(0);
  });

  it('hydrates an empty profile (no nickname, bio, birthday or picture)', async () => {
    $token.set('tok');
    const bare = { ...shopper, nickName: '', bio: '', birthday: '', fullName: '', firstName: '', lastName: '' };
    const result = await renderThenHydrate('shop-user-info', {}, { url: here(), data: bare });
    expectHydrated(result);
    for (const name of ['firstName', 'lastName', 'nickName', 'bio', 'birthday']) expect(input(result.el, name).value, name).to.equal('');
    // The initial comes from the e-mail when there is no name.
    expect(result.el.shadowRoot!.querySelector('[part="avatar"]')!.textContent).to.equal('A');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-info', {}, { url: here(), locale: 'zh', data: shopper });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('#names-title')!.textContent).to.equal('姓名');
  });

  it('works once hydrated: a changed name is saved and becomes the stored user', async () => {
    $token.set('tok');
    await reply({ path: '/user/editName', body: ok({ ...shopper, firstName: 'Augusta', fullName: 'Augusta Lovelace' }) });
    const result = await renderThenHydrate('shop-user-info', {}, { url: here(), data: shopper });
    expectHydrated(result);
    setValue(input(result.el, 'firstName') as HTMLInputElement, 'Augusta');
    result.el.shadowRoot!.querySelector<HTMLButtonElement>('[part="names"] [part="submit"]')!.click();
    await waitFor(() => result.el.shadowRoot!.querySelector('[part="names"] [part="done"]')!.textContent);
    expect((await requests()).filter((r) => r.path === '/user/editName').map((r) => r.body)).to.deep.equal([{ firstName: 'Augusta', lastName: 'Lovelace' }]);
    expect($userInfo.get()?.firstName).to.equal('Augusta');
  });
});

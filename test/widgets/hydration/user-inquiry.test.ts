// <shop-user-inquiry> (one render): drawn by the server renderer for a guest (the sign-in prompt)
// and, with data (the list as inquiry/list answers it, the page asked for with a session), as the
// shopper's quote requests: number linking to inquiry/{number}, date (UTC until hydrated), the
// start of the text and the picture count; hydrated with no mismatch and not fetched again, in
// another language, empty; then working: the empty state's link goes to the quote form.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import '../../../widgets/user-inquiry/define';
import { requests } from '../../helpers/browser/api';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { inquiry } from '../inquiry-fixtures';

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="inquiry"]')];
const text = (n: Element) => n.textContent!.replace(/\s+/g, ' ').trim();
const listRequests = async () => (await requests()).filter((r) => r.path === '/inquiry/list');

describe('<shop-user-inquiry> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's sign-in prompt, coming back to the page, and loads nothing", async () => {
    history.replaceState(null, '', '/user/center');
    const result = await renderThenHydrate('shop-user-inquiry', {}, { url: '/user/center' });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('a[part="signin-link"]')!.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/user/center')}`);
    expect(result.el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    expect(await listRequests()).to.have.length(0);
  });

  it("hydrates the shopper's requests from the server's data, and does not fetch them again", async () => {
    $token.set('tok');
    const list = [inquiry('IQ2', { images: 2, content: `${'A long request about shirts. '.repeat(8)}` }), inquiry('IQ1')];
    const result = await renderThenHydrate('shop-user-inquiry', {}, { url: '/user/center', data: { list } });
    expectHydrated(result);
    expect(result.server).to.contain('Quote request IQ2').and.contain('May 3, 2024');
    expect(cards(result.el).map((c) => c.querySelector('h3')!.textContent)).to.deep.equal(['Quote request IQ2', 'Quote request IQ1']);
    expect(cards(result.el)[0]!.querySelector('h3 a')!.getAttribute('href')).to.equal('/inquiry/IQ2');
    expect(text(cards(result.el)[0]!)).to.contain('Pictures: 2').and.contain('…');
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates in another language, under its prefix', async () => {
    $languagePrefix.set('/zh-HK');
    await setLocale('zh-HK');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-inquiry', {}, { url: '/zh-HK/user/center', locale: 'zh-HK', prefix: '/zh-HK', data: { list: [inquiry('IQ9', { images: 1 })] } });
    expectHydrated(result);
    expect(text(cards(result.el)[0]!)).to.contain('詢價 IQ9').and.contain('圖片：1');
    expect(cards(result.el)[0]!.querySelector('h3 a')!.getAttribute('href')).to.equal('/zh-HK/inquiry/IQ9');
  });

  it('hydrates the empty list, whose link goes to the quote form', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-inquiry', {}, { url: '/user/center', data: { list: [] } });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('shop-empty[kind="records"]')).to.not.equal(null);
    expect(result.el.shadowRoot!.querySelector('[part="form-link"]')!.getAttribute('href')).to.equal('/inquiry/feedback');
    expect(cards(result.el)).to.have.length(0);
    expect(await listRequests()).to.have.length(0);
  });
});

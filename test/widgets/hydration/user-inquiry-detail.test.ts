// <shop-user-inquiry-detail> (one render): drawn by the server renderer for a guest (the sign-in
// prompt) and, with data (inquiry/detail's answer, the page asked for with a session), as the
// request: its text with line breaks, date (UTC until hydrated), product link, picture count;
// hydrated with no mismatch and not read again, in another language too.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import '../../../widgets/user-inquiry-detail/define';
import { requests } from '../../helpers/browser/api';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { inquiry } from '../inquiry-fixtures';

const detailRequests = async () => (await requests()).filter((r) => r.path === '/inquiry/detail');

describe('<shop-user-inquiry-detail> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's sign-in prompt, coming back to the page, and loads nothing", async () => {
    history.replaceState(null, '', '/inquiry/IQ9');
    const result = await renderThenHydrate('shop-user-inquiry-detail', { number: 'IQ9' }, { url: '/inquiry/IQ9' });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('a[part="signin-link"]')!.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/inquiry/IQ9')}`);
    expect(result.el.shadowRoot!.querySelector('[part="facts"]')).to.equal(null);
    expect(await detailRequests()).to.have.length(0);
  });

  it("hydrates the shopper's request from the server's data, and does not read it again", async () => {
    $token.set('tok');
    const data = inquiry('IQ9', { content: 'First line\nSecond line', images: 3, product: 'linen-shirt', productName: 'Linen shirt' });
    const result = await renderThenHydrate('shop-user-inquiry-detail', { number: 'IQ9' }, { url: '/inquiry/IQ9', data });
    expectHydrated(result);
    const root = result.el.shadowRoot!;
    // The server wrote the date in UTC.
    expect(result.server).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(data.createdAt)));
    expect(root.querySelector('h2')!.textContent).to.equal('Quote request IQ9');
    expect(root.querySelector('[part="content"]')!.textContent).to.equal('First line\nSecond line');
    expect(root.querySelector('[part="facts"] dd a')!.textContent).to.equal('Linen shirt');
    expect([...root.querySelectorAll('[part="facts"] dd')].at(-1)!.textContent).to.equal('3');
    expect(root.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/user/center');
    expect(await detailRequests()).to.have.length(0);
  });

  it('hydrates in another language, under its prefix', async () => {
    $languagePrefix.set('/fr');
    await setLocale('fr');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-inquiry-detail', { number: 'IQ4' }, { url: '/fr/inquiry/IQ4', locale: 'fr', prefix: '/fr', data: inquiry('IQ4') });
    expectHydrated(result);
    const root = result.el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('Demande de devis IQ4');
    expect(root.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/fr/user/center');
    expect(root.querySelector('[part="back"]')!.textContent).to.equal('Toutes les demandes de devis');
  });
});

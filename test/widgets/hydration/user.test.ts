// <shop-user> (one render): the user area's layout drawn by the server renderer for a guest (no
// navigation) and, with data (the page was asked for with a session), with the section
// navigation, the page's own section current (from the page's address: the server has no
// location); hydrated with no mismatch, in another language too; then working: an in-page
// navigation moves the current section.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import '../../../widgets/user/define';
import { user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';

const current = (el: Element) => el.shadowRoot!.querySelector('[aria-current="page"]')?.textContent;

describe('<shop-user> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's layout: no navigation, the screen's slot", async () => {
    history.replaceState(null, '', '/user/order');
    const result = await renderThenHydrate('shop-user', {}, { url: '/user/order' });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('nav')).to.equal(null);
    expect(result.el.shadowRoot!.querySelector('[part="main"] slot')).to.not.equal(null);
  });

  it('hydrates the signed-in navigation with the address\'s section current', async () => {
    history.replaceState(null, '', '/user/order/SE1005');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user', {}, { url: '/user/order/SE1005', data: { user } });
    expectHydrated(result);
    expect(result.server).to.contain('aria-current="page"');
    expect(result.el.shadowRoot!.querySelectorAll('[part~="link"]')).to.have.length(10);
    expect(current(result.el)).to.equal('Orders');
  });

  it('hydrates in another language, under its prefix', async () => {
    history.replaceState(null, '', '/zh/user/info');
    $languagePrefix.set('/zh');
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user', {}, { url: '/zh/user/info', locale: 'zh', prefix: '/zh', data: { user } });
    expectHydrated(result);
    const link = result.el.shadowRoot!.querySelector<HTMLAnchorElement>('[aria-current="page"]')!;
    expect(link.getAttribute('href')).to.equal('/zh/user/info');
  });

  it('works once hydrated: an in-page navigation moves the current section', async () => {
    history.replaceState(null, '', '/user/center');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user', {}, { url: '/user/center', data: { user } });
    expectHydrated(result);
    history.replaceState(null, '', '/user/address');
    document.dispatchEvent(new CustomEvent('shop:load'));
    await waitFor(() => current(result.el) === 'Addresses');
  });
});

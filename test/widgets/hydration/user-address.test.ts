// <shop-user-address> (one render): drawn by the server renderer for a guest (the sign-in prompt,
// coming back to the page) and, with data (the page was asked for with a session), as the
// shopper's address book: the cards with the default first and its badge, each card's buttons;
// hydrated with no mismatch (the country's name is the server's words until it changes), in
// another language, empty, and in its error state for a bad attribute; the browser does not ask
// for the list again; then working: Make default is saved and announced.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/user-address/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, hydratePage, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';

const home = { id: 1, firstName: 'Mei', lastName: 'Chan', country: 'CN', province: 'Shanghai', city: 'Shanghai', area: 'Xuhui', postalCode: '200030', address: '1 Hengshan Road', apartment: 'Flat 12A', countryCode: '+86', phone: '13900000000', isDefault: true };
const work = { id: 2, firstName: 'Mei', lastName: 'Chan', country: 'CN', province: 'Shanghai', city: 'Shanghai', area: 'Pudong', postalCode: '200120', address: '88 Century Avenue', apartment: '', countryCode: '+86', phone: '13800000000', isDefault: false };

const all = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
const here = () => `${location.pathname}${location.search}`;

/** renderElement() on the server while its Intl.DisplayNames words `names` so (test/helpers/region-names-stub.mjs). */
async function renderWithNames(data: unknown, names: Record<string, string>): Promise<string> {
  const response = await fetch('/__render', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-region-names': JSON.stringify(names) },
    body: JSON.stringify({ tag: 'shop-user-address', attributes: {}, options: { url: here(), data } }),
  });
  const answer = (await response.json()) as { html?: string; error?: string };
  if (!answer.html) throw new Error(`The server renderer failed: ${answer.error}`);
  return answer.html;
}

describe('<shop-user-address> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-address', '[part="card"]', 'Sign in');

  it("hydrates the shopper's address book from the server's list, and does not ask for it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-address', {}, { url: here(), data: [home, work] });
    expectHydrated(result);
    expect(result.server).to.contain('88 Century Avenue');
    const [first, second] = all(result.el, '[part="card"]');
    expect(text(first!)).to.include('Mei Chan').and.include('Default').and.include('1 Hengshan Road').and.include('Flat 12A').and.include('Xuhui, Shanghai, Shanghai, 200030').and.include('China').and.include('+86 13900000000');
    expect(text(second!)).to.include('88 Century Avenue').and.not.include('Default');
    expect(first!.querySelector('[part="make-default"]')).to.equal(null);
    expect(second!.querySelector('[part="make-default"]')!.getAttribute('aria-label')).to.equal('Make default: Mei Chan, 88 Century Avenue');
    expect(all(result.el, '[part="add"]').map(text)).to.deep.equal(['Add address']);
    expect((await requests()).filter((r) => r.path === '/address/list')).to.have.length(0);
  });

  it("keeps the server's words for a country (another ICU's), the rest hydrated exactly", async () => {
    $token.set('tok');
    const result = await hydratePage(await renderWithNames([home], { CN: 'Zhongguo (server)' }), 'shop-user-address');
    expectHydrated(result);
    expect(text(result.el.shadowRoot!.querySelector('[part="card"] .country')!)).to.equal('Zhongguo (server)');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-address', {}, { url: here(), locale: 'zh', data: [home, work] });
    expectHydrated(result);
    expect(all(result.el, '[part="add"]').map(text)).to.deep.equal(['新增地址']);
    expect(all(result.el, '[part="badge"]').map(text)).to.deep.equal(['默认']);
  });

  it('hydrates the empty address book', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-address', {}, { url: here(), data: [] });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="empty"]')).to.not.equal(null);
    expect(all(result.el, '[part="card"]')).to.have.length(0);
    expect(all(result.el, '[part="add"]')).to.have.length(1);
  });

  it('hydrates its error state for a bad attribute', async () => {
    $token.set('tok');
    const bad = await renderThenHydrate('shop-user-address', { countries: '["CN","Mars"]' }, { url: here(), data: [home] });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(all(bad.el, '[part="card"]')).to.have.length(0);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('works once hydrated: Make default is saved, announced, and the card moves first', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-address', {}, { url: here(), data: [home, work] });
    expectHydrated(result);
    const made = { ...work, isDefault: true };
    await reply({ path: '/address/save', body: ok(made) }, { path: '/address/list', body: ok([made, { ...home, isDefault: false }]) });
    all(result.el, '[part="make-default"]')[0]!.click();
    await waitFor(() => text(all(result.el, '[part="card"]')[0]!).includes('88 Century Avenue'));
    await waitFor(() => result.el.shadowRoot!.querySelector('.book > [role="status"]')!.textContent === 'Mei Chan is now your default address.');
    expect((await requests()).find((r) => r.path === '/address/save')!.body).to.deep.include({ id: 2, isDefault: true });
  });
});

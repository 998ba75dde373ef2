// <shop-newsletter> (the form of one render): drawn by the server renderer and hydrated with no
// mismatch, then working: the server-drawn field takes the address and subscribes.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/newsletter/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

describe('<shop-newsletter> server render and hydration', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the form, with and without its visible label, keeping the server markup', async () => {
    const plain = await renderThenHydrate('shop-newsletter');
    expectHydrated(plain);
    expect(plain.server).to.contain('type="email"');
    const compact = await renderThenHydrate('shop-newsletter', { 'hide-label': true });
    expectHydrated(compact);
    expect(compact.el.shadowRoot!.querySelector('input')!.placeholder).to.equal('E-mail');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    const zh = await renderThenHydrate('shop-newsletter', {}, { locale: 'zh' });
    expectHydrated(zh);
    expect(zh.el.shadowRoot!.querySelector('input')!.getAttribute('autocomplete')).to.equal('email');
  });

  it('works once hydrated: the server-drawn field takes the address and subscribes with it', async () => {
    await reply({ path: '/newsletter/subscribe', body: ok({ subscribed: true, already: false }) });
    const page = await hydratePage(await serverRender('shop-newsletter'), 'shop-newsletter');
    expectHydrated(page);
    const input = page.el.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({ type: 'reader@example.com' });
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await requests()).some((r) => r.path === '/newsletter/subscribe'));
    const sent = (await requests()).find((r) => r.path === '/newsletter/subscribe')!;
    expect((sent.body as { email: string }).email).to.equal('reader@example.com');
    await waitFor(() => page.el.shadowRoot!.querySelector('[part="done"]'));
  });
});

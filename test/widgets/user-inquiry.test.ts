import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token } from '../../runtime/session';
import '../../widgets/user-inquiry/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { inquiry } from './inquiry-fixtures';

const mountList = (html = '<shop-user-inquiry></shop-user-inquiry>') => mount(html).querySelector('shop-user-inquiry')!;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="inquiry"]')];
const text = (n: Element) => n.textContent!.replace(/\s+/g, ' ').trim();

describe('<shop-user-inquiry>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-inquiries');
  });
  afterEach(async () => {
    cleanup();
    $token.set(undefined);
    $languagePrefix.set('');
    await setLocale('en');
  });

  it('asks a signed-out shopper to sign in and loads nothing', async () => {
    $token.set(undefined);
    const el = mountList();
    expect((await shadowPart(el, '[part="signin"]')).textContent).to.contain('Sign in to see your quote requests.');
    expect(await requests()).to.have.length(0);
  });

  it('lists each request with its number as a link to its page, the date, the start of its text and its picture count', async () => {
    const long = `${'Please quote a bulk order of linen shirts. '.repeat(6)}The end.`;
    await reply({ path: '/inquiry/list', body: ok({ list: [inquiry('IQ2', { content: long, images: 3 }), inquiry('IQ1', { content: 'One\nline' })] }) });
    const root = mount('<shop-user-inquiry></shop-user-inquiry>');
    const el = root.querySelector('shop-user-inquiry')!;
    await waitFor(() => cards(el).length === 2);
    const [first, second] = cards(el);
    expect(first!.querySelector('h3 a')!.textContent).to.equal('Quote request IQ2');
    expect(first!.querySelector('h3 a')!.getAttribute('href')).to.equal('/inquiry/IQ2');
    expect(first!.querySelector('time')!.textContent).to.equal(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date('2024-05-03T10:30:00.000Z')));
    const excerpt = first!.querySelector('[part="excerpt"]')!.textContent!;
    expect(excerpt.endsWith('…')).to.equal(true);
    expect(excerpt.length).to.be.below(long.length);
    expect(text(first!)).to.contain('Pictures: 3');
    expect(second!.querySelector('[part="excerpt"]')!.textContent).to.equal('One line');
    expect(text(second!)).to.contain('Pictures: 0');
    const asked = (await requests()).filter((r) => r.path === '/inquiry/list');
    expect(asked).to.have.length(1);
    expect(asked[0]!.headers['x-auth']).to.equal('tok-inquiries');
    await expectAccessible(root);
  });

  it('shows the empty state and a link to the quote form when there are none', async () => {
    await reply({ path: '/inquiry/list', body: ok({ list: [] }) });
    $languagePrefix.set('/de');
    const root = mount('<shop-user-inquiry></shop-user-inquiry>');
    const el = root.querySelector('shop-user-inquiry')!;
    await shadowPart(el, 'shop-empty[kind="records"]');
    expect(el.shadowRoot!.querySelector('[part="form-link"]')!.getAttribute('href')).to.equal('/de/inquiry/feedback');
    expect(el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    await expectAccessible(root);
    cleanup();
    await reply({ path: '/inquiry/list', body: ok({ list: [] }) });
    const own = mountList('<shop-user-inquiry form-href="/quote"></shop-user-inquiry>');
    expect((await shadowPart(own, '[part="form-link"]')).getAttribute('href')).to.equal('/quote');
  });

  it('says what failed and tries again', async () => {
    await reply({ path: '/inquiry/list', status: 500, body: { code: 500, msg: 'Database unavailable', data: null } });
    const el = mountList();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('Database unavailable');
    await reply({ path: '/inquiry/list', body: ok({ list: [inquiry('IQ7')] }) });
    problem.querySelector('button')!.click();
    await waitFor(() => cards(el).length === 1);
  });

  it('speaks zh under its prefix', async () => {
    await setLocale('zh');
    $languagePrefix.set('/zh');
    await reply({ path: '/inquiry/list', body: ok({ list: [inquiry('IQ5', { images: 2 })] }) });
    const el = mountList();
    await waitFor(() => cards(el).length === 1);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('我的询价');
    expect(cards(el)[0]!.querySelector('h3 a')!.getAttribute('href')).to.equal('/zh/inquiry/IQ5');
    expect(text(cards(el)[0]!)).to.contain('询价 IQ5').and.contain('图片：2');
  });
});

import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token } from '../../runtime/session';
import '../../widgets/user-inquiry-detail/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { inquiry } from './inquiry-fixtures';

const mountDetail = (number = 'IQ9') => mount(`<shop-user-inquiry-detail number="${number}"></shop-user-inquiry-detail>`).querySelector('shop-user-inquiry-detail')!;
const facts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="facts"] dd')].map((n) => n.textContent);

describe('<shop-user-inquiry-detail>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-inquiry');
  });
  afterEach(async () => {
    cleanup();
    $token.set(undefined);
    $languagePrefix.set('');
    await setLocale('en');
  });

  it('asks a signed-out shopper to sign in and loads nothing', async () => {
    $token.set(undefined);
    const el = mountDetail();
    expect((await shadowPart(el, '[part="signin"]')).textContent).to.contain('Sign in to see your quote requests.');
    expect(await requests()).to.have.length(0);
  });

  it('shows the request: date, product, name, e-mail, its text with its line breaks, how many pictures came with it, and the way back', async () => {
    await reply({ path: '/inquiry/detail', when: { number: 'IQ9' }, body: ok(inquiry('IQ9', { content: 'Line one\nLine two', images: 2, product: 'linen-shirt', productName: 'Linen shirt' })) });
    const root = mount('<shop-user-inquiry-detail number="IQ9"></shop-user-inquiry-detail>');
    const el = root.querySelector('shop-user-inquiry-detail')!;
    const content = await shadowPart(el, '[part="content"]');
    expect(content.textContent).to.equal('Line one\nLine two');
    expect(getComputedStyle(content).whiteSpace).to.equal('pre-wrap');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Quote request IQ9');
    expect(facts(el)).to.deep.equal([
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2024-05-03T10:30:00.000Z')),
      'Linen shirt',
      'Ada Lovelace',
      'ada@example.com',
      'Line one\nLine two',
      '2',
    ]);
    expect(el.shadowRoot!.querySelector('[part="facts"] dd a')!.getAttribute('href')).to.equal('/product/linen-shirt');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/user/center');
    await expectAccessible(root);
  });

  it('leaves out the product of a general request and says None for no pictures', async () => {
    await reply({ path: '/inquiry/detail', body: ok(inquiry('IQ9')) });
    const el = mountDetail();
    await shadowPart(el, '[part="content"]');
    expect(facts(el)).to.have.length(5);
    expect(facts(el).at(-1)).to.equal('None');
  });

  it("says the server's 'No such inquiry' for another's request, with the way back and a retry", async () => {
    await reply({ path: '/inquiry/detail', body: { code: 40, msg: 'No such inquiry', data: { field: 'number' } } });
    const root = mount('<shop-user-inquiry-detail number="IQ404" back-href="/mine"></shop-user-inquiry-detail>');
    const el = root.querySelector('shop-user-inquiry-detail')!;
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('No such inquiry');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/mine');
    await expectAccessible(root);
    await reply({ path: '/inquiry/detail', body: ok(inquiry('IQ404')) });
    problem.querySelector('button')!.click();
    await shadowPart(el, '[part="content"]');
  });

  it('shows the error state for a missing number', async () => {
    const el = mount('<shop-user-inquiry-detail></shop-user-inquiry-detail>').querySelector('shop-user-inquiry-detail')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part="error"]'));
    expect(await requests()).to.have.length(0);
  });

  it('speaks ja under its prefix', async () => {
    await setLocale('ja');
    $languagePrefix.set('/ja');
    await reply({ path: '/inquiry/detail', body: ok(inquiry('IQ3', { images: 1 })) });
    const el = mountDetail('IQ3');
    await shadowPart(el, '[part="content"]');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('見積もり依頼 IQ3');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.textContent).to.equal('すべての見積もり依頼');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/ja/user/center');
  });
});

import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/user-article/define';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import { ok, release, reply, requests } from '../helpers/browser/api';
import { expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { all, article, enterUserArea, leaveUserArea } from '../helpers/browser/user-area';


describe('<shop-user-article>', () => {
  beforeEach(enterUserArea);
  afterEach(leaveUserArea);

  it('lists the saved articles under its own heading, without products', async () => {
    await reply({ path: '/favorite/whishList', body: ok({ product: [{ slug: 'p', name: 'A product', price: 100, linePrice: null, image: '', score: null, inStock: true, id: 1 }], article: [article('care-guide', 'Care guide'), article('dyeing', 'Natural dyeing')] }) });
    const el = mount('<shop-user-article></shop-user-article>').firstElementChild as HTMLElement;
    await waitFor(() => all(el, '[part="item"]').length === 2);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Saved articles');
    expect(shadowText(el)).to.include('Care guide').and.include('Natural dyeing').and.not.include('A product');
    expect(all<HTMLAnchorElement>(el, '[part="item"] a').map((a) => a.getAttribute('href'))).to.deep.equal(['/article/care-guide', '/article/dyeing']);
    expect((await requests()).map((r) => r.path)).to.deep.equal(['/favorite/whishList']);
    await expectAccessible(el);
  });

  it('removes an article, announces it, and puts focus on the heading when none is left', async () => {
    await reply({ path: '/favorite/whishList', body: ok({ product: [], article: [article('care-guide', 'Care guide')] }) }, { path: '/favorite/cancel', body: ok({ favorite: false }) });
    const el = mount('<shop-user-article articles-href="/blog"></shop-user-article>').firstElementChild as HTMLElement;
    await waitFor(() => all(el, '[part="remove"]').length === 1);
    all<HTMLButtonElement>(el, '[part="remove"]')[0]!.focus();
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => el.shadowRoot!.activeElement === el.shadowRoot!.querySelector('h2'));
    await waitFor(() => el.shadowRoot!.querySelector('[role="status"]')!.textContent === 'Care guide was removed from your favourites.');
    expect(empty.querySelector('a')!.getAttribute('href')).to.equal('/blog');
    expect((await requests()).find((r) => r.path === '/favorite/cancel')!.body).to.deep.equal({ kind: 'article', slug: 'care-guide' });
    await expectAccessible(el);
  });

  it('shows the loading state, then a failure with retry', async () => {
    await reply({ path: '/favorite/whishList', body: { code: 41, msg: 'Busy', data: null }, hold: 'list' }, { path: '/favorite/whishList', body: ok({ product: [], article: [article('care-guide', 'Care guide')] }) });
    const el = mount('<shop-user-article></shop-user-article>').firstElementChild as HTMLElement;
    await shadowPart(el, 'shop-loading');
    await release('list');
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.include('Busy');
    problem.querySelector('button')!.click();
    await waitFor(() => all(el, '[part="item"]').length === 1);
  });

  it('offers sign-in when signed out, in zh', async () => {
    $token.set(undefined);
    await setLocale('zh');
    const el = mount('<shop-user-article></shop-user-article>').firstElementChild as HTMLElement;
    const prompt = await shadowPart(el, '[part="signin"]');
    expect(prompt.textContent).to.equal('登录后查看您收藏的文章。 登录');
    await expectAccessible(el);
  });
});

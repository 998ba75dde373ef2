import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/user-favorite/define';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, release, reply, requests } from '../helpers/browser/api';
import { expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { active, all, article, enterUserArea, leaveUserArea } from '../helpers/browser/user-area';

const product = (slug: string, name: string, price = 4900) => ({ id: slug.length, slug, name, price, linePrice: null, image: '', score: null, inStock: true });
const list = { product: [product('linen-shirt', 'Linen shirt'), product('wool-hat', 'Wool hat', 1500)], article: [article('care-guide', 'Care guide')] };

const tabs = (el: Element) => all<HTMLAnchorElement>(el, '[role="tab"]');
const panel = (el: Element) => all(el, '[role="tabpanel"]').find((p) => !p.hidden)!;
const status = (el: Element) => el.shadowRoot!.querySelector('[role="status"]')!.textContent;
const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ');

function favorites(attrs = '') {
  return mount(`<shop-user-favorite ${attrs}></shop-user-favorite>`).firstElementChild as HTMLElement;
}

describe('<shop-user-favorite>', () => {
  beforeEach(enterUserArea);
  afterEach(leaveUserArea);

  it('reads the wish list and shows products and articles on two tabs (arrow keys, Home, End)', async () => {
    await reply({ path: '/favorite/whishList', body: ok(list) });
    const el = favorites();
    await waitFor(() => all(el, '[part="item"]').length === 2);
    expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal(['Products (2)', 'Articles (1)']);
    expect(tabs(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
    expect(text(panel(el))).to.include('Linen shirt').and.include('$49.00').and.include('Wool hat');
    const link = panel(el).querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/product/linen-shirt');
    await expectAccessible(el);
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => tabs(el)[1]!.getAttribute('aria-selected') === 'true');
    expect(active(el)).to.equal(tabs(el)[1]);
    expect(panel(el).getAttribute('aria-labelledby')).to.equal(tabs(el)[1]!.id);
    expect(text(panel(el))).to.include('Care guide');
    expect(panel(el).querySelector('a')!.getAttribute('href')).to.equal('/article/care-guide');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => tabs(el)[0]!.getAttribute('aria-selected') === 'true');
    await sendKeys({ press: 'End' });
    await waitFor(() => active(el) === tabs(el)[1]);
    await sendKeys({ press: 'Home' });
    await waitFor(() => active(el) === tabs(el)[0]);
    await expectAccessible(el);
  });

  it('removes a favourite: the list updates at once, focus moves on, the removal is announced', async () => {
    await reply({ path: '/favorite/whishList', body: ok(list) }, { path: '/favorite/cancel', body: ok({ favorite: false }), hold: 'cancel' });
    const el = favorites();
    await waitFor(() => all(el, '[part="remove"]').length === 2);
    const [first, second] = all<HTMLButtonElement>(el, '[part="remove"]');
    expect(first!.getAttribute('aria-label')).to.equal('Remove Linen shirt');
    expect(first!.textContent).to.equal('Remove');
    first!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => all(el, '[part="item"]').length === 1);
    expect(active(el)).to.equal(second);
    await release('cancel');
    await waitFor(() => status(el) === 'Linen shirt was removed from your favourites.');
    expect(tabs(el)[0]!.textContent).to.equal('Products (1)');
    const cancel = (await requests()).filter((r) => r.path === '/favorite/cancel');
    expect(cancel.map((r) => r.body)).to.deep.equal([{ kind: 'product', slug: 'linen-shirt' }]);
  });

  it('puts an item back and tells why when the server refuses the removal', async () => {
    await reply({ path: '/favorite/whishList', body: ok(list) }, { path: '/favorite/cancel', body: { code: 40, msg: 'kind: invalid', data: { field: 'kind' } }, hold: 'cancel' });
    const el = favorites();
    await waitFor(() => all(el, '[part="remove"]').length === 2);
    all<HTMLButtonElement>(el, '[part="remove"]')[1]!.click();
    await waitFor(() => all(el, '[part="item"]').length === 1);
    await release('cancel');
    await waitFor(() => all(el, '[part="item"]').length === 2, { message: 'rollback' });
    expect(text(panel(el))).to.include('Wool hat');
    await waitFor(() => $toasts.get().some((t) => t.message === 'kind: invalid'));
    expect(status(el)).to.equal('');
  });

  it('shows No records with a link to browse, and moves focus to the tab when the last item goes', async () => {
    await reply({ path: '/favorite/whishList', body: ok({ product: [], article: [article('care-guide', 'Care guide')] }) }, { path: '/favorite/cancel', body: ok({ favorite: false }) });
    const el = favorites('tab="article" products-href="/shop"');
    await waitFor(() => all(el, '[part="remove"]').length === 1);
    all<HTMLButtonElement>(el, '[part="remove"]')[0]!.focus();
    await sendKeys({ press: 'Enter' });
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => active(el) === tabs(el)[1]);
    expect(empty.querySelector('a')!.textContent).to.equal('Browse articles');
    expect(empty.querySelector('a')!.getAttribute('href')).to.equal('/');
    await waitFor(() => status(el) === 'Care guide was removed from your favourites.');
    tabs(el)[0]!.click();
    await waitFor(() => panel(el).querySelector('shop-empty a')?.getAttribute('href') === '/shop');
    await waitFor(() => shadowText(panel(el).querySelector('shop-empty')!).includes('No records'));
    await expectAccessible(el);
  });

  it('says when the list could not be read, and tries again', async () => {
    await reply({ path: '/favorite/whishList', status: 500, body: { code: 500, msg: 'Database busy', data: null } }, { path: '/favorite/whishList', body: ok(list) });
    const el = favorites();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.include('Your favourites could not be loaded: Database busy');
    await expectAccessible(el);
    problem.querySelector('button')!.click();
    await waitFor(() => all(el, '[part="item"]').length === 2);
  });

  it('offers sign-in to a signed-out shopper, never a spinner', async () => {
    $token.set(undefined);
    $languagePrefix.set('/zh-HK');
    await setLocale('zh-HK');
    const el = favorites();
    const prompt = await shadowPart(el, '[part="signin"]');
    expect(prompt.textContent).to.include('登入後查看你的收藏。');
    expect(prompt.querySelector('a')!.getAttribute('href')).to.equal(`/zh-HK/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    expect(await requests()).to.deep.equal([]);
    await expectAccessible(el);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    $languagePrefix.set('/zh');
    await reply({ path: '/favorite/whishList', body: ok(list) });
    const el = favorites();
    await waitFor(() => all(el, '[part="item"]').length === 2);
    expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal(['商品（2）', '文章（1）']);
    expect(all(el, '[part="remove"]')[0]!.getAttribute('aria-label')).to.equal('移除“Linen shirt”');
    expect(panel(el).querySelector('a')!.getAttribute('href')).to.equal('/zh/product/linen-shirt');
    await expectAccessible(el);
  });
});

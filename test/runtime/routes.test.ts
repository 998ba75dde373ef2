import { expect } from 'chai';
import { AUTH_SCREENS, pageTypeOf, resolveRoute, withLanguage } from '../../runtime/routes';

const route = (path: string, config = {}) => {
  const r = resolveRoute(path, config);
  return r && { route: r.route, params: r.params };
};

describe('routes (spec section 2)', () => {
  it('resolves every storefront route', () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/', 'home', {}],
      ['/search', 'search', {}],
      ['/cart', 'cart', {}],
      ['/tag/summer', 'tag', { slug: 'summer' }],
      ['/category/shirts', 'category', { slug: 'shirts' }],
      ['/product/linen-shirt', 'product', { slug: 'linen-shirt' }],
      ['/product/linen-shirt/LS-RED-S', 'product', { slug: 'linen-shirt', sku: 'LS-RED-S' }],
      ['/article/care-guide', 'article', { slug: 'care-guide' }],
      ['/page/about', 'page', { slug: 'about' }],
      ['/collection/new', 'collection', { slug: 'new' }],
      ['/inquiry/feedback', 'inquiry-feedback', {}],
      ['/inquiry/linen-shirt', 'inquiry', { slug: 'linen-shirt' }],
      ['/inquiry/thankyou', 'inquiry-thankyou', {}],
      ['/checkout/thankyou', 'checkout-thankyou', {}],
      ['/checkout/information', 'checkout', { slug: 'information' }],
      ['/promotion', 'promotion-list', {}],
      ['/promotion/spring', 'promotion', { slug: 'spring' }],
      ['/coupon', 'coupon-list', {}],
      ['/coupon/WELCOME10', 'coupon', { slug: 'WELCOME10' }],
      ['/custom/landing', 'custom', { slug: 'landing' }],
    ];
    for (const [path, name, params] of cases) expect(route(path), path).to.deep.equal({ route: name, params });
  });

  it('treats a bare {slug} as the category screen', () => {
    expect(route('/shirts')).to.deep.equal({ route: 'category', params: { slug: 'shirts' } });
  });

  it('resolves the auth routes', () => {
    for (const screen of AUTH_SCREENS) expect(route(`/auth/${screen}`)!.route).to.equal(`auth/${screen}`);
    expect(route('/auth/oauth')!.route).to.equal('auth/oauth');
  });

  it('resolves the user-area routes, under the configurable prefix', () => {
    expect(route('/user/center')!.route).to.equal('user/center');
    expect(route('/user/security/activity')!.route).to.equal('user/security/activity');
    expect(route('/user/order/SE1001')).to.deep.equal({ route: 'user/order-detail', params: { slug: 'SE1001' } });
    expect(route('/user/return/R9')).to.deep.equal({ route: 'user/return-detail', params: { slug: 'R9' } });
    const moved = { userPath: '/me/' };
    expect(route('/me/order/SE1001', moved)).to.deep.equal({ route: 'user/order-detail', params: { slug: 'SE1001' } });
    // The old prefix is no longer the user area: /user/center is now a plain path.
    expect(route('/user/center', moved)).to.equal(undefined);
  });

  it('takes the language from an allowed prefix, and en otherwise', () => {
    expect(resolveRoute('/zh-HK/product/a')).to.deep.include({ route: 'product', prefix: 'zh-HK', locale: 'zh-HK' });
    expect(resolveRoute('/zh/cart')).to.deep.include({ route: 'cart', prefix: 'zh', locale: 'zh' });
    expect(resolveRoute('/ja/cart')).to.deep.include({ route: 'cart', prefix: 'ja', locale: 'ja' });
    expect(resolveRoute('/fil')).to.deep.include({ route: 'home', prefix: 'fil', locale: 'fil' });
    expect(resolveRoute('/cart')).to.deep.include({ prefix: '', locale: 'en' });
    // Not a prefix: a bare category slug.
    expect(resolveRoute('/xx/cart')).to.equal(undefined);
    expect(resolveRoute('/xx')).to.deep.include({ route: 'category', prefix: '' });
  });

  it('follows server overrides of the app, article, category, collection, page, product and tag rules', () => {
    const config = {
      appRule: '/shop-app/*',
      articleRule: '/blog/{slug}',
      categoryRule: '/c/{slug}',
      collectionRule: '/set/{slug}',
      pageRule: '/info/{slug}',
      productRule: '/p/{slug}',
      tagRule: '/t/{slug}',
    };
    expect(route('/shop-app/anything/here', config)).to.deep.equal({ route: 'app', params: { rest: 'anything/here' } });
    expect(route('/blog/care', config)!.route).to.equal('article');
    expect(route('/c/shirts', config)!.route).to.equal('category');
    expect(route('/set/new', config)!.route).to.equal('collection');
    expect(route('/info/about', config)!.route).to.equal('page');
    expect(route('/p/linen/SKU1', config)).to.deep.equal({ route: 'product', params: { slug: 'linen', sku: 'SKU1' } });
    expect(route('/t/summer', config)!.route).to.equal('tag');
    expect(route('/app/x')!.route).to.equal('app');
  });

  it('tolerates both readings of the tag rule', () => {
    // Its own path: tags.
    expect(route('/labels/summer', { tagRule: '/labels/{slug}' })!.route).to.equal('tag');
    // Registered with the category rule's path: those URLs stay the category screen.
    expect(route('/category/summer', { tagRule: '/category/{slug}' })!.route).to.equal('category');
  });

  it('gives each custom category path a <type>detail route', () => {
    const config = { isCustom: true, categories: [{ path: '/news', types: 'article' }, { path: '/goods', types: 'product' }] };
    expect(route('/news/opening', config)).to.deep.equal({ route: 'articledetail', params: { slug: 'opening' } });
    expect(route('/goods/linen', config)!.route).to.equal('productdetail');
    expect(route('/news/opening')).to.equal(undefined);
  });

  it('names the page type of each route', () => {
    expect(pageTypeOf('product')).to.equal('product');
    expect(pageTypeOf('promotion-list')).to.equal('promotion');
    expect(pageTypeOf('coupon-list')).to.equal('coupon');
    expect(pageTypeOf('inquiry-feedback')).to.equal('inquiry');
    expect(pageTypeOf('checkout-thankyou')).to.equal('checkout');
    expect(pageTypeOf('articledetail')).to.equal('article');
    expect(pageTypeOf('home')).to.equal(undefined);
    expect(pageTypeOf('user/center')).to.equal(undefined);
    expect(resolveRoute('/zh/tag/a')!.pageType).to.equal('tag');
  });

  it('moves a path to another language prefix', () => {
    expect(withLanguage('/product/a', 'zh-HK')).to.equal('/zh-HK/product/a');
    expect(withLanguage('/zh/product/a', '')).to.equal('/product/a');
    expect(withLanguage('/zh', 'zh-HK')).to.equal('/zh-HK');
    expect(withLanguage('/', 'zh')).to.equal('/zh');
  });
});

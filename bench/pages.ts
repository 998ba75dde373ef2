/** The demo pages the benchmarks measure (bench/one-render.ts, bench/js-before-use.ts): a guest's, then the signed-in shopper's own. */
export const PAGES = [
  '/',
  '/category/clothing',
  '/search?q=shirt',
  '/collection/desk-essentials',
  '/product/linen-shirt',
  '/article/caring-for-linen',
  '/promotion',
  '/coupon',
  '/cart',
  '/checkout/information',
  '/auth/signin',
  '/auth/signup',
  '/auth/forget',
  '/auth/reset-password?account=ada%40example.com',
  '/auth/verify-email?account=ada%40example.com&token=000000',
  '/auth/verify-prompt?account=ada%40example.com',
  '/auth/oauth?code=x&state=y',
  '/order/lookup',
  '/page/about',
];

/** The same, signed in (the demo account's session cookie): the shopper's own pages. */
export const SIGNED_IN_PAGES = ['/user/center', '/user/order', '/user/order/SE1001', '/user/return', '/user/address', '/user/favorite', '/user/article', '/user/info', '/user/account', '/user/security', '/user/security/activity', '/user/log', '/cart', '/checkout/information'];

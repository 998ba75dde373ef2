/**
 * Every element the loader can define, and the chunk that defines it. Each import is a
 * separate chunk, so a page downloads only the elements it shows. A test checks that every
 * widgets/<name>/define.ts is listed here.
 */
export const widgets: Record<string, () => Promise<unknown>> = {
  'shop-address-form': () => import('./address-form/define'),
  'shop-address-modal': () => import('./address-modal/define'),
  'shop-aside-menu': () => import('./aside-menu/define'),
  'shop-category-product': () => import('./category-product/define'),
  'shop-checkbox': () => import('./checkbox/define'),
  'shop-checkout': () => import('./checkout/define'),
  'shop-collection-product': () => import('./collection-product/define'),
  'shop-comments': () => import('./comments/define'),
  'shop-dropdown': () => import('./dropdown/define'),
  'shop-empty': () => import('./empty/define'),
  'shop-image-mover': () => import('./image-mover/define'),
  'shop-input': () => import('./input/define'),
  'shop-loading': () => import('./loading/define'),
  'shop-locale': () => import('./locale/define'),
  'shop-nav-menu': () => import('./nav-menu/define'),
  'shop-newsletter': () => import('./newsletter/define'),
  'shop-password-input': () => import('./password-input/define'),
  'shop-payment': () => import('./payment/define'),
  'shop-phone-code-select': () => import('./phone-code-select/define'),
  'shop-product-buttons': () => import('./product-buttons/define'),
  'shop-product-image': () => import('./product-image/define'),
  'shop-product-mobile-image': () => import('./product-mobile-image/define'),
  'shop-product-photo': () => import('./product-photo/define'),
  'shop-product-price': () => import('./product-price/define'),
  'shop-product-score': () => import('./product-score/define'),
  'shop-product-slides': () => import('./product-slides/define'),
  'shop-product-spec': () => import('./product-spec/define'),
  'shop-reviews': () => import('./reviews/define'),
  'shop-search': () => import('./search/define'),
  'shop-select': () => import('./select/define'),
  'shop-slides': () => import('./slides/define'),
  'shop-toast': () => import('./toast/define'),
};

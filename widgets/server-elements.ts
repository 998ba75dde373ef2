/**
 * The elements the server renderer draws (runtime/server/render.tsx): importing an element's
 * define module records its definition (widgets/shared/element-root.tsx) without touching the
 * DOM. An element listed here renders the same markup on the server and in its first client
 * render, for each of its states (its test in test/widgets/hydration/ hydrates the server's
 * render); a tag not listed here is left as the host wrote it, and draws in the browser.
 */
import './account-menu/define';
import './address-form/define';
import './address-modal/define';
import './article-list/define';
import './article-masonry/define';
import './aside-menu/define';
import './cart/define';
import './cart-drawer/define';
import './category-article/define';
import './category-page/define';
import './category-product/define';
import './checkbox/define';
import './checkout/define';
import './collection-product/define';
import './comments/define';
import './coupon/define';
import './dropdown/define';
import './empty/define';
import './favorite-button/define';
import './forgot-password/define';
import './html-content/define';
import './image-mover/define';
import './input/define';
import './inquiry-form/define';
import './loading/define';
import './locale/define';
import './nav/define';
import './nav-menu/define';
import './newsletter/define';
import './oauth-return/define';
import './order-lookup/define';
import './order-refund/define';
import './password-input/define';
import './payment/define';
import './phone-code-select/define';
import './product-buttons/define';
import './product-image/define';
import './product-interactive/define';
import './product-list/define';
import './product-mobile-image/define';
import './product-modal/define';
import './product-photo/define';
import './product-price/define';
import './product-score/define';
import './product-single/define';
import './product-slides/define';
import './product-spec/define';
import './qr-confirm/define';
import './qr-login/define';
import './reset-password/define';
import './reviews/define';
import './search/define';
import './select/define';
import './signin/define';
import './signup/define';
import './slide-verify/define';
import './slides/define';
import './toast/define';
import './user/define';
import './user-account/define';
import './user-address/define';
import './user-article/define';
import './user-center/define';
import './user-favorite/define';
import './user-header/define';
import './user-info/define';
import './user-inquiry-detail/define';
import './user-inquiry/define';
import './user-log/define';
import './user-order-detail/define';
import './user-order/define';
import './user-return-detail/define';
import './user-return/define';
import './user-security-activity/define';
import './user-security/define';
import './verify-email/define';
import './verify-prompt/define';

/** The tags above, for tools and tests. */
export const serverRenderedTags = [
  'shop-account-menu',
  'shop-address-form',
  'shop-address-modal',
  'shop-article-list',
  'shop-article-masonry',
  'shop-aside-menu',
  'shop-cart',
  'shop-cart-drawer',
  'shop-category-article',
  'shop-category-page',
  'shop-category-product',
  'shop-checkbox',
  'shop-checkout',
  'shop-collection-product',
  'shop-comments',
  'shop-coupon',
  'shop-dropdown',
  'shop-empty',
  'shop-favorite-button',
  'shop-forgot-password',
  'shop-html-content',
  'shop-image-mover',
  'shop-input',
  'shop-inquiry-form',
  'shop-loading',
  'shop-locale',
  'shop-nav',
  'shop-nav-menu',
  'shop-newsletter',
  'shop-oauth-return',
  'shop-order-lookup',
  'shop-order-refund',
  'shop-password-input',
  'shop-payment',
  'shop-phone-code-select',
  'shop-product-buttons',
  'shop-product-image',
  'shop-product-interactive',
  'shop-product-list',
  'shop-product-mobile-image',
  'shop-product-modal',
  'shop-product-photo',
  'shop-product-price',
  'shop-product-score',
  'shop-product-single',
  'shop-product-slides',
  'shop-product-spec',
  'shop-qr-confirm',
  'shop-qr-login',
  'shop-reset-password',
  'shop-reviews',
  'shop-search',
  'shop-select',
  'shop-signin',
  'shop-signup',
  'shop-slide-verify',
  'shop-slides',
  'shop-toast',
  'shop-user',
  'shop-user-account',
  'shop-user-address',
  'shop-user-article',
  'shop-user-center',
  'shop-user-favorite',
  'shop-user-header',
  'shop-user-info',
  'shop-user-inquiry',
  'shop-user-inquiry-detail',
  'shop-user-log',
  'shop-user-order',
  'shop-user-order-detail',
  'shop-user-return',
  'shop-user-return-detail',
  'shop-user-security',
  'shop-user-security-activity',
  'shop-verify-email',
  'shop-verify-prompt',
] as const;

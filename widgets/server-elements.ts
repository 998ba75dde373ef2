/**
 * The elements the server renderer draws (runtime/server/render.tsx): importing an element's
 * define module records its definition (widgets/shared/element-root.tsx) without touching the
 * DOM. An element listed here renders the same markup on the server and in its first client
 * render, for each of its states (its test in test/widgets/hydration/ hydrates the server's
 * render); a tag not listed here is left as the host wrote it, and draws in the browser.
 */
import './coupon/define';
import './empty/define';
import './html-content/define';
import './loading/define';
import './locale/define';
import './nav/define';
import './nav-menu/define';
import './newsletter/define';
import './product-price/define';
import './product-score/define';

/** The tags above, for tools and tests. */
export const serverRenderedTags = ['shop-coupon', 'shop-empty', 'shop-html-content', 'shop-loading', 'shop-locale', 'shop-nav', 'shop-nav-menu', 'shop-newsletter', 'shop-product-price', 'shop-product-score'] as const;

/**
 * The elements the server renderer draws (runtime/server/render.tsx): importing an element's
 * define module records its definition (widgets/shared/element-root.tsx) without touching the
 * DOM. An element listed here renders the same markup on the server and in its first client
 * render, for each of its states (its test in test/widgets/hydration/ hydrates the server's
 * render); a tag not listed here is left as the host wrote it, and draws in the browser.
 */
import './category-product/define';
import './collection-product/define';
import './empty/define';
import './loading/define';
import './nav/define';
import './newsletter/define';
import './product-list/define';
import './product-price/define';
import './product-score/define';

/** The tags above, for tools and tests. */
export const serverRenderedTags = ['shop-category-product', 'shop-collection-product', 'shop-empty', 'shop-loading', 'shop-nav', 'shop-newsletter', 'shop-product-list', 'shop-product-price', 'shop-product-score'] as const;

/**
 * The elements the server renderer draws (runtime/server/render.tsx): importing an element's
 * define module records its definition (widgets/shared/element-root.tsx) without touching the
 * DOM. An element listed here renders the same markup on the server and in its first client
 * render, for each of its states (its test in test/widgets/hydration/ hydrates the server's
 * render); a tag not listed here is left as the host wrote it, and draws in the browser.
 */
import './empty/define';
import './image-mover/define';
import './loading/define';
import './nav/define';
import './newsletter/define';
import './product-buttons/define';
import './product-image/define';
import './product-mobile-image/define';
import './product-photo/define';
import './product-price/define';
import './product-score/define';
import './product-spec/define';

/** The tags above, for tools and tests. */
export const serverRenderedTags = ['shop-empty', 'shop-image-mover', 'shop-loading', 'shop-nav', 'shop-newsletter', 'shop-product-buttons', 'shop-product-image', 'shop-product-mobile-image', 'shop-product-photo', 'shop-product-price', 'shop-product-score', 'shop-product-spec'] as const;

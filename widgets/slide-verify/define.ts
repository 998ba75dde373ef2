import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { resetSlideVerify, SlideVerify, slideVerifyProps, type SlideVerifyProps } from './slide-verify';
import { slideVerifyStyles } from './slide-verify.styles';

export const ShopSlideVerify = define('shop-slide-verify', SlideVerify, { props: slideVerifyProps, styles: slideVerifyStyles });

// (On the server define() only records the definition: there is no class to add to.)
if (ShopSlideVerify) Object.defineProperties(ShopSlideVerify.prototype, {
  reset: {
    configurable: true,
    value(this: HTMLElement) {
      resetSlideVerify(this);
    },
  },
});

export interface ShopSlideVerifyElement extends ShopElement<SlideVerifyProps> {
  /** Forgets the answer (and any pass shown) and loads a new picture, e.g. after a pass was used. */
  reset(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-slide-verify': ShopSlideVerifyElement;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-slide-verify': ElementAttributes<SlideVerifyProps>;
    }
  }
}

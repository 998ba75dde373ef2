import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductModal, productModalProps, type ProductModalProps } from './product-modal';
import { productModalStyles } from './product-modal.styles';

export const ShopProductModal = define('shop-product-modal', ProductModal, { props: productModalProps, styles: productModalStyles });

// Methods as on a native dialog, for code that prefers them to the `open` attribute. (On the
// server, which imports this module to render the element, define() registers no class.)
if (ShopProductModal) Object.defineProperties(ShopProductModal.prototype, {
  show: {
    configurable: true,
    value(this: HTMLElement) {
      this.setAttribute('open', '');
    },
  },
  close: {
    configurable: true,
    value(this: HTMLElement & { open?: unknown }) {
      // The property clears `open` however it was set (attribute or property).
      this.open = undefined;
    },
  },
});

export interface ShopProductModalElement extends ShopElement<ProductModalProps> {
  /** Opens the dialog (same as setting `open`). */
  show(): void;
  /** Closes the dialog; focus returns to what opened it. */
  close(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-modal': ShopProductModalElement;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-modal': ElementAttributes<ProductModalProps>;
    }
  }
}

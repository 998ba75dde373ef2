import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Coupon, couponProps, type CouponProps } from './coupon';
import { couponStyles } from './coupon.styles';

export const ShopCoupon = define('shop-coupon', Coupon, { props: couponProps, styles: couponStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-coupon': ShopElement<CouponProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-coupon': ElementAttributes<CouponProps>;
    }
  }
}

import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { OauthReturn, oauthReturnProps, type OauthReturnProps } from './oauth-return';
import { oauthReturnStyles } from './oauth-return.styles';

export const ShopOauthReturn = define('shop-oauth-return', OauthReturn, { props: oauthReturnProps, styles: oauthReturnStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-oauth-return': ShopElement<OauthReturnProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-oauth-return': ElementAttributes<OauthReturnProps>;
    }
  }
}

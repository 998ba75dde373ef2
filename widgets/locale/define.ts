import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Locale, localeProps, type LocaleProps } from './locale';
import { localeStyles } from './locale.styles';

export const ShopLocale = define('shop-locale', Locale, { props: localeProps, styles: localeStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-locale': ShopElement<LocaleProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-locale': ElementAttributes<LocaleProps>;
    }
  }
}

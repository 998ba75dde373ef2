import { define } from '../shared/define';
import type { ElementAttributes, ShopFormElement } from '../shared/element-types';
import { PasswordInput, passwordInputProps, type PasswordInputProps } from './password-input';
import { passwordInputStyles } from './password-input.styles';

export const ShopPasswordInput = define('shop-password-input', PasswordInput, { props: passwordInputProps, styles: passwordInputStyles, form: { property: 'value' } });

declare global {
  interface HTMLElementTagNameMap {
    'shop-password-input': ShopFormElement<PasswordInputProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-password-input': ElementAttributes<PasswordInputProps>;
    }
  }
}

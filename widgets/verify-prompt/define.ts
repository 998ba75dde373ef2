import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { VerifyPrompt, verifyPromptProps, type VerifyPromptProps } from './verify-prompt';
import { verifyPromptStyles } from './verify-prompt.styles';

export const ShopVerifyPrompt = define('shop-verify-prompt', VerifyPrompt, { props: verifyPromptProps, styles: verifyPromptStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-verify-prompt': ShopElement<VerifyPromptProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-verify-prompt': ElementAttributes<VerifyPromptProps>;
    }
  }
}

import { token } from '../shared/styles';
import { cartLineStyles } from '../shared/cart-line';
import { couponFormStyles } from '../shared/coupon-form';

export const cartStyles = `${cartLineStyles}${couponFormStyles}
  :host { display: block; }
  .cart { display: grid; gap: 1em; }
  .head { display: flex; justify-content: space-between; align-items: center; }
  .all { display: inline-flex; gap: .5em; align-items: center; min-height: 2.75em; cursor: pointer; }
  .all input { width: max(24px, 1.5em); height: max(24px, 1.5em); margin: 0; accent-color: ${token('primaryColor')}; }
  .foot { display: grid; gap: .875em; justify-items: stretch; max-width: 28em; margin-left: auto; width: 100%; }
  .totals { display: grid; grid-template-columns: 1fr auto; gap: .375em 1em; margin: 0; }
  .totals dd { margin: 0; text-align: end; }
  .totals .total { font-weight: 700; font-size: 1.125em; }
  .note, .hint { margin: 0; font-size: .875em; color: ${token('descColor')}; }
  .primary, .secondary {
    display: inline-flex; align-items: center; justify-content: center; min-height: 2.75em; padding: 0 1.5em;
    border-radius: ${token('borderRadius')}; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
  }
  .primary { background: ${token('primaryColor')}; color: ${token('backgroundColor')}; border: 0; }
  .secondary { border: 1px solid ${token('primaryColor')}; background: transparent; color: ${token('primaryColor')}; }
  .link { color: ${token('primaryColor')}; justify-self: center; min-height: 24px; }
  .link, .coupon .link { border: 0; background: none; font: inherit; text-decoration: underline; cursor: pointer; }
  .failed p { margin: 0 0 .5em; color: ${token('errorColor')}; }
`;

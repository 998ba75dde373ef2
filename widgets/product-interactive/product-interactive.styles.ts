import { token } from '../shared/styles';

export const productInteractiveStyles = `
  :host { display: block; }
  .interactive { display: grid; gap: calc(${token('blockSpace')} * .75); }
  shop-product-price { font-size: 1.5em; }
  .stock { margin: 0; font-weight: 600; }
  .stock.in { color: ${token('successColor')}; }
  .stock.out { color: ${token('errorColor')}; }
`;

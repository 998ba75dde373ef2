import { token } from '../shared/styles';

export const productPriceStyles = `
  :host { display: inline-block; }
  .price { display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: .5em; }
  .sale { color: ${token('salesPriceColor')}; font-weight: 700; font-size: 1.125em; font-variant-numeric: tabular-nums; }
  .line { color: ${token('linePriceColor')}; font-size: .875em; font-variant-numeric: tabular-nums; }
  .discount {
    color: ${token('salesPriceColor')}; border: 1px solid currentColor; border-radius: ${token('borderRadius')};
    padding: 0 .4em; font-size: .75em; font-weight: 600; line-height: 1.6;
  }
`;

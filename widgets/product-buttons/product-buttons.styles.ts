import { favoriteToggleStyles } from '../shared/favorite-toggle.styles';
import { token } from '../shared/styles';

export const productButtonsStyles = `
  :host { display: block; }
  .buttons { display: grid; gap: .75rem; }
  /* The cart part's form (or group) lays nothing out: its rows are the grid's. */
  .buying { display: contents; }
  .stock { margin: 0; font-weight: 600; }
  .stock.in { color: ${token('successColor')}; }
  .stock.out { color: ${token('errorColor')}; }
  .row { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; }
  .quantity {
    display: inline-flex; align-items: stretch; border: 1px solid ${token('borderColor')};
    border-radius: ${token('borderRadius')}; overflow: hidden; background: ${token('backgroundColor')};
  }
  .step {
    display: inline-grid; place-items: center; width: 44px; min-height: 44px; border: 0; padding: 0;
    background: transparent; color: inherit; cursor: pointer;
  }
  .step svg { width: 1em; height: 1em; }
  /* Disabled (1 at the bottom, the stock at the top, a sold-out variant) looks it. */
  .step:disabled { color: ${token('descColor')}; opacity: .45; cursor: not-allowed; }
  input:disabled { color: ${token('descColor')}; opacity: .55; cursor: not-allowed; }
  input {
    width: 3.5em; min-height: 44px; border: 0; border-inline: 1px solid ${token('borderColor')};
    text-align: center; font: inherit; color: inherit; background: transparent; -moz-appearance: textfield;
  }
  input::-webkit-outer-spin-button, input::-webkit-inner-spin-button { -webkit-appearance: none; margin: 0; }
  input:focus-visible, .step:focus-visible { outline-offset: -2px; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
  .add, .buy {
    flex: 1 1 10em; min-height: 44px; padding: 0 1.25rem; border-radius: ${token('borderRadius')};
    border: 2px solid ${token('primaryColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .add { background: ${token('primaryColor')}; color: ${token('backgroundColor')}; }
  .buy { background: ${token('backgroundColor')}; color: ${token('primaryColor')}; }
  .add:disabled, .buy:disabled { opacity: .55; cursor: not-allowed; }
  [aria-disabled="true"] { cursor: progress; }
  ${favoriteToggleStyles}
  .message { margin: 0; color: ${token('descColor')}; font-size: .875em; }
  .message:empty { display: none; }
  .message.soldout { color: ${token('errorColor')}; }
`;

import { containerPaddings, screen } from '../../runtime/breakpoints';
import { cartLineStyles } from '../shared/cart-line';
import { token } from '../shared/styles';

export const cartDrawerStyles = `${cartLineStyles}
  :host { display: inline-block; }
  .trigger {
    position: relative; display: inline-grid; place-items: center; width: 2.75em; height: 2.75em;
    border: 0; border-radius: 50%; background: transparent; color: inherit; font: inherit; cursor: pointer;
  }
  .trigger svg { width: 1.5em; height: 1.5em; }
  a.trigger { text-decoration: none; }
  /* Without JavaScript the button is a link to the cart page, with the same face and box. */
  @media (scripting: none) { a.trigger.no-script { display: inline-grid !important; } }
  .count {
    position: absolute; top: .125em; right: 0; min-width: 1.4em; height: 1.4em; padding: 0 .3em; border-radius: .7em;
    display: grid; place-items: center; font-size: .75em; font-weight: 700;
    background: ${token('primaryColor')}; color: ${token('backgroundColor')};
  }
  .drawer {
    margin: 0 0 0 auto; width: min(26em, 100vw); max-width: 100vw; height: 100dvh; max-height: 100dvh; padding: 0; border: 0;
    background: ${token('backgroundColor')}; color: ${token('textColor')}; box-shadow: -1em 0 3em rgb(0 0 0 / .2);
  }
  .drawer::backdrop { background: rgb(0 0 0 / .45); }
  .panel { display: grid; grid-template-rows: auto 1fr auto; height: 100%; }
  .head { display: flex; justify-content: space-between; align-items: center; padding: .75em 1em; border-bottom: 1px solid ${token('borderColor')}; }
  .title { margin: 0; font-size: 1.125em; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; }
  .close { display: inline-grid; place-items: center; width: 2.75em; height: 2.75em; border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer; }
  .close svg { width: 1.1em; height: 1.1em; }
  .body { overflow-y: auto; padding: 1em; }
  .foot { display: grid; gap: .625em; padding: 1em; border-top: 1px solid ${token('borderColor')}; }
  /* On a phone the drawer is the whole screen: its sides are the page's (the theme's container padding). */
  @media (width < ${screen('sm')}) { .head, .body, .foot { padding-inline: var(--shop-container-padding, ${containerPaddings.DEFAULT}); } }
  .subtotal { display: flex; justify-content: space-between; margin: 0; }
  .primary, .secondary {
    display: flex; align-items: center; justify-content: center; min-height: 2.75em; border-radius: ${token('borderRadius')};
    font-weight: 600; text-decoration: none;
  }
  .primary { background: ${token('primaryColor')}; color: ${token('backgroundColor')}; }
  .secondary { border: 1px solid ${token('primaryColor')}; color: ${token('primaryColor')}; }
  .problem { color: ${token('errorColor')}; }
  @media (prefers-reduced-motion: no-preference) {
    .drawer[open] { animation: slide-in .2s ease-out; }
    @keyframes slide-in { from { transform: translateX(100%); } }
  }
`;

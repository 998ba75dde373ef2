import { token } from '../shared/styles';

export const couponStyles = `
  :host { display: block; }
  /* The value's panel is one width on every card (its words wrap), so cards in a list line up;
     the card fills the height its host is given (a row of cards is one height). */
  .coupon {
    display: grid; grid-template-columns: 9em minmax(0, 1fr); overflow: hidden; box-sizing: border-box; height: 100%;
    border: 1px solid ${token('borderColor')}; border-left: 4px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')};
  }
  .coupon.expired { border-left-color: ${token('borderColor')}; }
  .value-box { display: grid; place-items: center; padding: 1em; background: color-mix(in srgb, ${token('primaryColor')} 8%, ${token('backgroundColor')}); }
  .value { margin: 0; font-size: 1.375em; font-weight: 700; color: ${token('primaryColor')}; text-align: center; overflow-wrap: anywhere; }
  .expired .value { color: ${token('descColor')}; }
  .body { display: grid; gap: .5em; padding: 1em; min-width: 0; align-content: start; }
  .title { margin: 0; font-size: 1.0625em; font-family: ${token('titleFontFamily')}; color: ${token('titleColor')}; }
  .title a { color: inherit; text-underline-offset: .15em; }
  .terms { margin: 0; display: flex; flex-wrap: wrap; gap: .25em 1em; font-size: .875em; color: ${token('descColor')}; }
  .code-line { margin: 0; }
  .code-label { color: ${token('descColor')}; font-size: .875em; }
  .code { font-family: ui-monospace, monospace; font-weight: 700; letter-spacing: .05em; padding: .125em .375em; border: 1px dashed ${token('placeholderColor')}; border-radius: .25em; user-select: all; }
  .actions { margin: 0; display: flex; flex-wrap: wrap; gap: .5em; }
  .primary, .secondary { min-height: 2.75em; padding: 0 1.25em; border-radius: ${token('borderRadius')}; font: inherit; font-weight: 600; cursor: pointer; }
  .primary { border: 0; background: ${token('primaryColor')}; color: ${token('backgroundColor')}; }
  .primary:disabled { opacity: .5; cursor: not-allowed; }
  .primary[aria-disabled="true"] { opacity: .7; cursor: progress; }
  .secondary { border: 1px solid ${token('primaryColor')}; background: transparent; color: ${token('primaryColor')}; }
  .status { margin: 0; font-size: .875em; }
  .status:empty { display: none; }
  .status.refused { color: ${token('errorColor')}; }
  .status.applied, .status.copied { color: ${token('successColor')}; }
  .status a { color: ${token('primaryColor')}; }
  @media (max-width: 30em) { .coupon { grid-template-columns: 1fr; } }
`;

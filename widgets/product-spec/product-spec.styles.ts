import { token } from '../shared/styles';

export const productSpecStyles = `
  :host { display: block; }
  .spec { display: grid; gap: 1rem; }
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend { padding: 0; margin-bottom: .5rem; font-weight: 600; }
  .chosen { font-weight: 400; color: ${token('descColor')}; }
  .values { display: flex; flex-wrap: wrap; gap: .5rem; }
  .value { position: relative; display: inline-flex; }
  /* The radio stays in the accessibility tree and the tab order; the chip is what shows. */
  input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
  .chip {
    display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; padding: 0 1rem;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; justify-content: center;
  }
  input:checked + .chip { border: 2px solid ${token('primaryColor')}; padding: 0 calc(1rem - 1px); font-weight: 600; }
  input:focus-visible + .chip { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .soldout .chip, .unavailable .chip { color: ${token('descColor')}; border-style: dashed; }
  .unavailable .chip { text-decoration: line-through; }
  /* A page without JavaScript: each chip is a link to its variant (variant-href), not a radio. */
  .link { position: absolute; inset: 0; border-radius: ${token('borderRadius')}; color: transparent; overflow: hidden; }
  .link:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  @media (scripting: none) {
    .value input { display: none; }
  }
`;

import { token } from '../shared/styles';

export const localeStyles = `
  :host { display: inline-block; }
  .locale { position: relative; }
  /* A 44 px tall pill; a host page's fallback drawn the same keeps the box (docs/loading.md). */
  .button {
    display: inline-flex; align-items: center; gap: .35em; min-height: 44px; padding: 0 .75em; box-sizing: border-box;
    font: inherit; font-size: .875em; font-weight: 600; line-height: 1.25; white-space: nowrap; color: ${token('textColor')};
    background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')}; border-radius: 999px; cursor: pointer;
  }
  .button:hover { border-color: ${token('placeholderColor')}; }
  .button[aria-expanded='true'] { border-color: ${token('primaryColor')}; }
  .globe { width: 1.15em; height: 1.15em; flex: none; }
  .panel {
    position: absolute; top: calc(100% + .25rem); inset-inline-end: 0; z-index: 30; width: max-content;
    max-width: calc(100vw - 2rem); padding: 1rem; box-sizing: border-box;
    background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
    border-radius: ${token('borderRadius')}; box-shadow: 0 8px 24px rgb(0 0 0 / .12);
  }
  .panel[hidden] { display: none; }
  /* The no-JavaScript form (with data): shown instead of the button until the element is defined. */
  .fold { display: none; }
  :host(:not(:defined)) .with-fold > .button { display: none; }
  :host(:not(:defined)) .with-fold > .fold { display: block; }
  summary.button { list-style: none; }
  summary.button::-webkit-details-marker { display: none; }
  .fold[open] > summary.button { border-color: ${token('primaryColor')}; }
  .links { display: grid; max-height: 60vh; overflow-y: auto; margin: 0; padding: 0; list-style: none; }
  .links a {
    display: flex; align-items: center; min-height: 44px; padding: 0 .75rem; box-sizing: border-box;
    white-space: nowrap; color: ${token('textColor')}; text-decoration: none; border-radius: ${token('borderRadius')};
  }
  .links a:hover { text-decoration: underline; }
  .links a[aria-current] { font-weight: 700; }
  .form { display: grid; gap: .75em; min-width: 14em; }
  .field { display: grid; gap: .25em; }
  .label { font-size: .8125em; font-weight: 600; }
  .box { position: relative; display: flex; align-items: center; }
  select {
    width: 100%; min-height: 2.75em; padding: 0 2em 0 .6em; appearance: none; cursor: pointer;
    font: inherit; color: ${token('textColor')}; background: ${token('backgroundColor')};
    border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .chevron { position: absolute; right: .6em; width: 1em; height: 1em; pointer-events: none; color: ${token('descColor')}; }
  .apply {
    min-height: 2.75em; padding: 0 1em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
`;

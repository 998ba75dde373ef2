import { containerPaddings, screen } from '../../runtime/breakpoints';
import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const productModalStyles = `
  :host { display: contents; }
  .dialog {
    width: min(56em, calc(100vw - 1.5em)); max-height: calc(100dvh - 1.5em); padding: 1.25em; border: 0;
    border-radius: ${token('borderRadius')}; background: ${token('backgroundColor')}; color: ${token('textColor')};
    box-shadow: 0 1em 3em rgb(0 0 0 / .25);
  }
  .dialog::backdrop { background: rgb(0 0 0 / .45); }
  .head { display: flex; align-items: center; justify-content: space-between; gap: 1em; margin-bottom: 1em; }
  .title { margin: 0; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.25em; color: ${token('titleColor')}; }
  .close { display: inline-grid; place-items: center; flex: none; width: 2.75em; height: 2.75em; border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer; }
  .close svg { width: 1.1em; height: 1.1em; }
  .body { display: grid; gap: ${token('blockSpace')}; }
  .picture { aspect-ratio: 1 / 1; border-radius: ${token('borderRadius')}; }
  .info { display: grid; gap: 1em; align-content: start; }
  .details { color: ${token('primaryColor')}; justify-self: start; min-height: 24px; }
  .problem { margin: 0; color: ${token('errorColor')}; }
  @media (min-width: ${screen('md')}) { .body { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
  @media (width < ${screen('sm')}) { .dialog { width: 100vw; max-width: 100vw; max-height: 100dvh; height: 100dvh; margin: 0; border-radius: 0; padding-inline: var(--shop-container-padding, ${containerPaddings.DEFAULT}); } }
  ${lazyImageStyles}
`;

import { token } from '../shared/styles';

export const toastStyles = `
  :host { position: fixed; inset-inline: 0; z-index: 1000; pointer-events: none; display: block; }
  .stack { display: grid; justify-items: center; gap: .5rem; padding: .75rem; }
  :host { top: 0; }
  :host([placement="bottom"]) { top: auto; bottom: 0; }
  .region { display: contents; }
  /* In the top layer (a manual popover): none of the popover's own box, the host's place. */
  .stack[popover] {
    position: fixed; inset: 0 0 auto; margin: 0; width: auto; height: auto; max-width: none; max-height: none;
    border: 0; background: transparent; color: inherit; overflow: visible; pointer-events: none;
  }
  :host([placement="bottom"]) .stack[popover] { inset: auto 0 0; }
  .toast {
    pointer-events: auto; display: flex; align-items: center; gap: .5rem; max-width: min(32rem, 100%);
    padding: .5rem .5rem .5rem 1rem; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('textColor')};
    border: 1px solid ${token('borderColor')}; border-inline-start: 4px solid ${token('infoColor')};
    box-shadow: 0 6px 20px rgb(0 0 0 / .15);
  }
  .success { border-inline-start-color: ${token('successColor')}; }
  .warning { border-inline-start-color: ${token('warningColor')}; }
  .error { border-inline-start-color: ${token('errorColor')}; }
  .close {
    display: inline-grid; place-items: center; min-width: 32px; min-height: 32px; padding: 0;
    color: inherit; background: none; border: 0; border-radius: ${token('borderRadius')}; cursor: pointer;
  }
  .close svg { width: 14px; height: 14px; }
`;

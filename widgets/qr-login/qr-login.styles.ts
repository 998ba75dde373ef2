import { token } from '../shared/styles';

export const qrLoginStyles = `
  :host { display: block; }
  .qr { display: grid; gap: .5em; justify-items: start; }
  .title { margin: 0; font-weight: 700; font-size: 1.1em; color: ${token('titleColor')}; font-family: ${token('titleFontFamily')}; }
  .text { margin: 0; color: ${token('descColor')}; }
  .frame {
    position: relative; display: grid; place-items: center; width: min(100%, 14em); aspect-ratio: 1;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; overflow: hidden;
    background: var(--shop-qr-light, #fff);
  }
  /* Scanners need dark modules on a light ground whatever the theme: two properties of their own. */
  .qr-code { display: block; width: 100%; height: 100%; }
  .qr-light { fill: var(--shop-qr-light, #fff); }
  .qr-dark { fill: var(--shop-qr-dark, #000); }
  .confirming .qr-code { opacity: .25; }
  /* 'Show QR code' and 'Refresh': at least 44 x 44 px, inside the frame (whose size never changes). */
  .action {
    display: inline-flex; align-items: center; justify-content: center; gap: .4em; min-height: 2.75em; min-width: 2.75em;
    max-width: calc(100% - 1em); padding: .4em 1.25em; text-align: center;
    border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .action svg { flex: none; width: 1.2em; height: 1.2em; }
  .expiry { margin: 0; font-variant-numeric: tabular-nums; color: ${token('descColor')}; }
  .address { margin: 0; font-size: .875em; overflow-wrap: anywhere; }
  .address-label { color: ${token('descColor')}; }
  .link { color: ${token('primaryColor')}; }
  .copy {
    min-height: 2.25em; margin-top: .25em; padding: 0 .9em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: transparent; color: ${token('primaryColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .copy-status:not(:empty) { margin-left: .5em; color: ${token('successColor')}; }
  .status { margin: 0; font-weight: 600; }
  .status:empty { display: none; }
  .status.failed, .status.declined, .status.expired { color: ${token('errorColor')}; }
`;

import { token } from '../shared/styles';

export const slideVerifyStyles = `
  :host { display: block; max-width: 100%; --handle-size: 2.75em; }
  .slide { display: grid; gap: .5em; }
  .picture {
    position: relative; overflow: hidden; aspect-ratio: 2 / 1; width: 100%;
    border-radius: ${token('borderRadius')}; background: color-mix(in srgb, ${token('borderColor')} 40%, ${token('backgroundColor')});
  }
  .background { display: block; width: 100%; height: 100%; object-fit: fill; user-select: none; }
  .piece { position: absolute; height: auto; user-select: none; pointer-events: none; filter: drop-shadow(0 0 2px rgb(0 0 0 / .6)); }
  .loading { position: absolute; inset: 0; display: grid; place-items: center; color: ${token('descColor')}; font-size: .875em; }
  .refresh {
    position: absolute; top: .25em; right: .25em; display: grid; place-items: center; width: 2.25em; height: 2.25em; padding: 0;
    border: 0; border-radius: 50%; background: rgb(0 0 0 / .55); color: #fff; cursor: pointer;
  }
  .refresh:disabled { opacity: .5; cursor: progress; }
  .refresh svg { width: 1.25em; height: 1.25em; }
  .track {
    position: relative; height: var(--handle-size); border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; cursor: pointer; user-select: none; overflow: hidden;
  }
  .fill { position: absolute; inset: 0 auto 0 0; width: calc(var(--handle-size) / 2); background: color-mix(in srgb, ${token('primaryColor')} 15%, ${token('backgroundColor')}); pointer-events: none; }
  .passed .fill { background: color-mix(in srgb, ${token('successColor')} 20%, ${token('backgroundColor')}); }
  .label {
    position: absolute; inset: 0; display: grid; place-items: center; padding: 0 calc(var(--handle-size) + .5em);
    color: ${token('descColor')}; font-size: .875em; text-align: center; line-height: 1.2; pointer-events: none;
  }
  .handle {
    position: absolute; top: 0; bottom: 0; left: 0; width: var(--handle-size); display: grid; place-items: center;
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; border-radius: ${token('borderRadius')};
    cursor: grab; touch-action: none;
  }
  .handle:active { cursor: grabbing; }
  .handle:focus-visible { outline-offset: -4px; outline-color: ${token('backgroundColor')}; box-shadow: 0 0 0 2px ${token('primaryColor')}; }
  .handle[aria-disabled='true'] { cursor: default; }
  .passed .handle { background: ${token('successColor')}; }
  .handle svg { width: 1.25em; height: 1.25em; }
  .help { margin: 0; font-size: .8125em; color: ${token('descColor')}; }
  .actions { display: flex; gap: .5em; }
  .check {
    min-height: 2.75em; padding: 0 1.25em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: transparent; color: ${token('primaryColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .check[aria-disabled='true'] { opacity: .6; cursor: progress; }
  .status { margin: 0; font-weight: 600; }
  .status:empty { display: none; }
  .status.success { color: ${token('successColor')}; }
  .status.failed, .status.problem { color: ${token('errorColor')}; }
`;

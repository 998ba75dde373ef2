import { token } from '../shared/styles';

export const localeStyles = `
  :host { display: inline-block; }
  .locale { display: flex; flex-wrap: wrap; gap: .5em; align-items: flex-end; }
  .field { display: grid; gap: .2em; }
  .label { font-size: .8125em; font-weight: 600; }
  .box { position: relative; display: flex; align-items: center; }
  select {
    min-height: 2.5em; min-width: 7em; padding: 0 2em 0 .6em; appearance: none; cursor: pointer;
    font: inherit; color: ${token('textColor')}; background: ${token('backgroundColor')};
    border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .chevron { position: absolute; right: .6em; width: 1em; height: 1em; pointer-events: none; color: ${token('descColor')}; }
  .apply {
    min-height: 2.5em; padding: 0 1em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('primaryColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
`;

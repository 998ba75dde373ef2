import { containerPaddingCss } from '../../runtime/breakpoints';
import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const searchStyles = `
  :host { display: block; }
  ${lazyImageStyles}
  .search-form { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
  .combo { position: relative; flex: 1 1 14em; min-width: 0; }
  .box {
    display: flex; align-items: center; gap: .4em; min-height: 2.75em; padding: 0 .75em;
    border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')};
  }
  .box:focus-within { border-color: ${token('primaryColor')}; box-shadow: 0 0 0 1px ${token('primaryColor')}; }
  .icon { width: 1.1em; height: 1.1em; flex: none; color: ${token('descColor')}; }
  input[type='search'] {
    flex: 1; min-width: 0; min-height: 2.6em; border: 0; padding: 0; background: transparent;
    font: inherit; color: inherit; outline: none;
  }
  input[type='search']::-webkit-search-cancel-button { cursor: pointer; }
  ::placeholder { color: ${token('placeholderColor')}; opacity: 1; }
  .listbox {
    position: absolute; z-index: 20; inset-inline: 0; top: calc(100% + 4px); margin: 0; padding: .25em 0;
    list-style: none; background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
    border-radius: ${token('borderRadius')}; box-shadow: 0 8px 24px rgb(0 0 0 / .12); max-height: 60vh; overflow-y: auto;
  }
  .listbox[hidden] { display: none; }
  .option {
    display: flex; justify-content: space-between; gap: 1em; align-items: center;
    min-height: 2.5em; padding: .4em .75em; cursor: pointer;
  }
  .option[aria-selected='true'] { background: color-mix(in srgb, ${token('primaryColor')} 12%, transparent); outline: 2px solid ${token('primaryColor')}; outline-offset: -2px; }
  .option.all { border-top: 1px solid ${token('borderColor')}; color: ${token('primaryColor')}; font-weight: 600; }
  .option-price { color: ${token('textColor')}; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .note { flex-basis: 100%; font-size: .875em; color: ${token('descColor')}; }
  .button, .submit {
    min-height: 2.75em; min-width: 2.75em; padding: 0 1em; border: 1px solid ${token('primaryColor')};
    border-radius: ${token('borderRadius')}; background: ${token('primaryColor')}; color: ${token('backgroundColor')};
    font: inherit; font-weight: 600; cursor: pointer;
  }
  .button { background: ${token('backgroundColor')}; color: ${token('primaryColor')}; min-height: 2.5em; }
  .button.link { border-color: transparent; text-decoration: underline; }

  /* The folded field: a 44 px search button, and the dialog at the top of the screen. */
  .open {
    display: inline-grid; place-items: center; width: 2.75em; height: 2.75em; padding: 0; font: inherit;
    border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer;
  }
  .open .icon { width: 1.35em; height: 1.35em; color: inherit; }
  .dialog {
    width: 100%; max-width: 100vw; margin: 0 0 auto; padding: 0; border: 0;
    background: ${token('backgroundColor')}; color: ${token('textColor')}; box-shadow: 0 1em 3em rgb(0 0 0 / .2);
  }
  .dialog::backdrop { background: rgb(0 0 0 / .45); }
  .dialog .panel { display: grid; gap: .75em; padding: .5em 1em 1.25em; }
  /* The dialog spans the page: its sides are the page's, the theme's container padding. */
  ${containerPaddingCss('.dialog .panel')}
  .head { display: flex; justify-content: space-between; align-items: center; gap: 1em; }
  .title { margin: 0; font-size: 1.125em; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; }
  .close { display: inline-grid; place-items: center; width: 2.75em; height: 2.75em; border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer; }
  .close svg { width: 1.1em; height: 1.1em; }
  /* In the dialog the suggestions push its bottom down (a popup would be cut off by its edge). */
  .dialog .search-form { align-items: flex-start; }
  .dialog .listbox { position: static; margin-top: .5em; max-height: 55vh; box-shadow: none; }
  @media (prefers-reduced-motion: no-preference) {
    .dialog[open] { animation: drop-in .15s ease-out; }
    @keyframes drop-in { from { transform: translateY(-1em); opacity: 0; } }
  }

  .results { display: grid; gap: 1em; margin-top: 1em; }
  .filters { display: flex; flex-wrap: wrap; gap: .75em 1.25em; align-items: flex-end; padding: .75em; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .prices { display: flex; flex-wrap: wrap; gap: .5em; align-items: flex-end; }
  .field { display: grid; gap: .25em; font-size: .875em; }
  .field label { font-weight: 600; }
  .field input, .field select {
    min-height: 2.5em; padding: 0 .6em; font: inherit; color: inherit; background: ${token('backgroundColor')};
    border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .field input { width: 7em; }
  .check { display: inline-flex; gap: .5em; align-items: center; min-height: 2.5em; cursor: pointer; }
  .check input { width: 1.25em; height: 1.25em; accent-color: ${token('primaryColor')}; }
  .summary { margin: 0; color: ${token('descColor')}; }
  .summary:empty { display: none; }
  .problem { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; padding: .75em; border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; }
  .problem p { margin: 0; color: ${token('errorColor')}; }
  .hint { margin: 0; }
  .cards { display: grid; gap: 1em; grid-template-columns: repeat(auto-fill, minmax(10em, 1fr)); margin: 0; padding: 0; list-style: none; }
  .cards.stale { opacity: .6; }
  .card { display: grid; gap: .35em; align-content: start; }
  .card a { display: grid; gap: .5em; color: inherit; text-decoration: none; border-radius: ${token('borderRadius')}; }
  .card a:hover .name { text-decoration: underline; }
  .image { display: block; height: auto; aspect-ratio: 1; border-radius: ${token('borderRadius')}; background: ${token('borderColor')}; overflow: hidden; }
  .image img { display: block; width: 100%; height: 100%; object-fit: cover; }
  .name { font-weight: 600; }
  .price { color: ${token('salesPriceColor')}; font-weight: 600; font-variant-numeric: tabular-nums; }
  .line-price { color: ${token('linePriceColor')}; font-weight: normal; }
  .muted { color: ${token('descColor')}; font-size: .875em; }
  .pagination ul { display: flex; flex-wrap: wrap; gap: .35em; margin: 0; padding: 0; list-style: none; }
  .pagination li:empty { display: none; }
  .page {
    display: inline-grid; place-items: center; min-width: 2.5em; min-height: 2.5em; padding: 0 .5em;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; color: inherit; text-decoration: none;
  }
  .page[aria-current='page'] { background: ${token('primaryColor')}; border-color: ${token('primaryColor')}; color: ${token('backgroundColor')}; font-weight: 600; }
  @media (prefers-reduced-motion: no-preference) { .cards { transition: opacity .15s; } }
`;

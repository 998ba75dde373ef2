import { token } from '../shared/styles';

/**
 * Rich-text rules under `scope`. `weightless` wraps every selector in :where() (zero
 * specificity): for the element's light DOM, where the page's own rules should win.
 */
export function contentCss(scope: string, weightless = false): string {
  const s = (selectors: string) =>
    selectors
      .split(',')
      .map((x) => (weightless ? `:where(${scope} ${x.trim()})` : `${scope} ${x.trim()}`))
      .join(', ');
  return `
  ${s('h1, h2, h3, h4, h5, h6')} {
    font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; color: ${token('titleColor')};
    line-height: 1.25; margin: calc(${token('blockSpace')} * 1.2) 0 .5em;
  }
  ${s('h1')} { font-size: 1.875em; }
  ${s('h2')} { font-size: 1.5em; }
  ${s('h3')} { font-size: 1.25em; }
  ${s('h4, h5, h6')} { font-size: 1.0625em; }
  ${s('p, ul, ol, dl, blockquote, pre, figure, .table-wrap, table, hr')} { margin: 0 0 ${token('blockSpace')}; }
  ${s('p, li, dd')} { line-height: 1.65; color: ${token('textColor')}; }
  ${s('ul, ol')} { padding-left: 1.5em; }
  ${s('a')} { color: ${token('primaryColor')}; text-decoration: underline; text-underline-offset: .15em; }
  ${s('img, video')} { max-width: 100%; height: auto; border-radius: ${token('borderRadius')}; }
  ${s('img[data-state="loading"]')} {
    display: inline-block; min-width: 6rem; min-height: 6rem;
    background: color-mix(in srgb, ${token('borderColor')} 35%, ${token('backgroundColor')});
  }
  ${s('img[data-state="error"]')} { min-width: 6rem; min-height: 3rem; outline: 1px dashed ${token('borderColor')}; }
  ${s('figcaption, caption')} { color: ${token('descColor')}; font-size: .875em; margin-top: .4em; text-align: left; }
  ${s('blockquote')} { padding: .25em 0 .25em 1em; border-left: 3px solid ${token('borderColor')}; color: ${token('descColor')}; }
  ${s('hr')} { border: 0; border-top: 1px solid ${token('borderColor')}; }
  ${s('code, pre')} { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
  ${s('pre')} { padding: .75em 1em; overflow-x: auto; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  ${s('.table-wrap')} { max-width: 100%; overflow-x: auto; }
  ${s('table')} { border-collapse: collapse; min-width: 50%; font-variant-numeric: tabular-nums; }
  ${s('th, td')} { padding: .5em .75em; border: 1px solid ${token('borderColor')}; text-align: left; vertical-align: top; }
  ${s('th')} { font-weight: 600; color: ${token('titleColor')}; background: color-mix(in srgb, ${token('borderColor')} 25%, ${token('backgroundColor')}); }
  ${s('> :first-child')} { margin-top: 0; }
`;
}

/**
 * The light DOM's top-level blocks, styled from the shadow root: a server render's slot shows
 * the host's html styled before any script (the document-level sheet above, which reaches every
 * descendant, is adopted once the element runs). The page's own rules win over these, as over that sheet.
 */
const slottedCss = `
  ::slotted(:is(h1, h2, h3, h4, h5, h6)) {
    font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; color: ${token('titleColor')};
    line-height: 1.25; margin: calc(${token('blockSpace')} * 1.2) 0 .5em;
  }
  ::slotted(:is(p, ul, ol, dl, blockquote, pre, figure, table, hr)) { margin: 0 0 ${token('blockSpace')}; }
  ::slotted(p) { line-height: 1.65; color: ${token('textColor')}; }
  ::slotted(:first-child) { margin-top: 0; }
`;

export const htmlContentStyles = `
  :host { display: block; overflow-wrap: break-word; }
  ${contentCss('.content')}
  ${slottedCss}
  .table-wrap:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
`;

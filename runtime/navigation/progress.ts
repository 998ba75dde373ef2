/**
 * The top progress bar shown while a page loads (no spinner: the skeleton has that). Plain DOM,
 * styled by a constructable stylesheet on the document, so it needs neither React nor a
 * style attribute. Hidden from screen readers: the outlet's aria-busy says it instead.
 */
import { themeDefaults } from '../theme-defaults';

let bar: HTMLElement | undefined;
let sheetAdded = false;

const css = `
  [data-shop-progress] { position: fixed; inset: 0 0 auto 0; height: 3px; z-index: 2147483647; pointer-events: none;
    background: var(--shop-primary-color, ${themeDefaults.primaryColor}); transform-origin: 0 50%;
    animation: shop-progress 8s cubic-bezier(.1, .7, .2, 1) forwards; }
  [data-shop-progress][data-done] { animation: shop-progress-done .3s ease-out forwards; }
  @keyframes shop-progress { from { transform: scaleX(0); } to { transform: scaleX(.9); } }
  @keyframes shop-progress-done { from { transform: scaleX(.9); opacity: 1; } to { transform: scaleX(1); opacity: 0; } }
  @media (prefers-reduced-motion: reduce) { [data-shop-progress] { animation: none; transform: scaleX(.5); } }
  [data-shop-skeleton] { display: grid; gap: 1rem; padding: 1rem 0; }
  /* While a slow page loads, the current one is hidden behind the skeleton but kept in place:
     a failed load shows it again as it is now (with anything added meanwhile), not a copy. */
  [data-shop-outlet][data-shop-loading] > :not([data-shop-skeleton]) { display: none !important; }
  [data-shop-skeleton] span { display: block; height: 1rem; border-radius: .25rem; background: var(--shop-border-color, ${themeDefaults.borderColor}); opacity: .6; }
  [data-shop-skeleton] span:first-child { height: 2rem; width: 60%; }
  [data-shop-skeleton] span:nth-child(3) { width: 80%; }
  [data-shop-skeleton] [data-spinner] { width: 2rem; height: 2rem; border-radius: 50%; opacity: 1; background: none;
    border: .25rem solid var(--shop-border-color, ${themeDefaults.borderColor}); border-top-color: var(--shop-primary-color, ${themeDefaults.primaryColor});
    animation: shop-spin .8s linear infinite; justify-self: center; }
  @keyframes shop-spin { to { transform: rotate(1turn); } }
  [data-shop-language-hint] { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .5rem 1rem;
    background: var(--shop-background-color, ${themeDefaults.backgroundColor}); color: var(--shop-text-color, ${themeDefaults.textColor});
    border-bottom: 1px solid var(--shop-border-color, ${themeDefaults.borderColor}); font: inherit; }
  [data-shop-language-hint] p { margin: 0; }
  [data-shop-language-hint] a, [data-shop-language-hint] button { min-height: 44px; display: inline-flex; align-items: center; font: inherit; }
  [data-shop-language-hint] a { color: var(--shop-primary-color, ${themeDefaults.primaryColor}); font-weight: 600; }
  [data-shop-language-hint] button { padding: 0 .75rem; border: 1px solid var(--shop-border-color, ${themeDefaults.borderColor});
    border-radius: var(--shop-border-radius, ${themeDefaults.borderRadius}); background: none; color: inherit; cursor: pointer; }
  @media (prefers-reduced-motion: reduce) { [data-shop-skeleton] [data-spinner] { animation: none; } }
  [data-shop-announcer] { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  /* The heading focused after a navigation (./arrival.ts) is a landing point, not a control. */
  [data-shop-outlet] h1[tabindex="-1"]:focus:not(:focus-visible), [data-shop-outlet][tabindex="-1"]:focus:not(:focus-visible) { outline: none; }
`;

/** The shell's stylesheet, added to the document once. */
export function ensureShellStyles(): void {
  if (sheetAdded) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  sheetAdded = true;
}

export function startProgress(): void {
  ensureShellStyles();
  bar?.remove();
  bar = document.createElement('div');
  bar.setAttribute('data-shop-progress', '');
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
}

export function finishProgress(): void {
  const done = bar;
  bar = undefined;
  if (!done) return;
  done.setAttribute('data-done', '');
  setTimeout(() => done.remove(), 300);
}

/** Placeholder lines and a spinner, shown first in the outlet (its other content hidden) while the page loads. */
export function skeleton(): HTMLElement {
  ensureShellStyles();
  const box = document.createElement('div');
  box.setAttribute('data-shop-skeleton', '');
  box.setAttribute('aria-hidden', 'true');
  for (let i = 0; i < 4; i++) box.append(document.createElement('span'));
  const spinner = document.createElement('span');
  spinner.setAttribute('data-spinner', '');
  box.append(spinner);
  return box;
}

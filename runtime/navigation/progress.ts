/**
 * The top progress bar shown while a page loads (no spinner: the skeleton has that). Plain DOM,
 * styled by a constructable stylesheet on the document, so it needs neither React nor a
 * style attribute. Hidden from screen readers: the outlet's aria-busy says it instead.
 */
import { themeDefaults } from '../theme-defaults';
import { adoptStyles } from './styles';

let bar: HTMLElement | undefined;

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
  @media (prefers-reduced-motion: reduce) { [data-shop-skeleton] [data-spinner] { animation: none; } }
`;


export function startProgress(): void {
  adoptStyles(css);
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
  adoptStyles(css);
  const box = document.createElement('div');
  box.setAttribute('data-shop-skeleton', '');
  box.setAttribute('aria-hidden', 'true');
  for (let i = 0; i < 4; i++) box.append(document.createElement('span'));
  const spinner = document.createElement('span');
  spinner.setAttribute('data-spinner', '');
  box.append(spinner);
  return box;
}

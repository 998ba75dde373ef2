/**
 * After an in-page navigation, where the shopper is: as accessible routers do (Gatsby's focus
 * wrapper, Next's route announcer), focus moves to the new page's main heading, so a screen
 * reader reads where they arrived and Tab continues from the top of the new content. A page
 * without a heading has its title announced in a polite live region instead, and focus goes to
 * the outlet, not left on a link that no longer exists.
 */
import { adoptStyles } from './styles';

const css = `
  [data-shop-announcer] { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  /* The heading focused after a navigation is a landing point, not a control. */
  [data-shop-outlet] h1[tabindex="-1"]:focus:not(:focus-visible), [data-shop-outlet][tabindex="-1"]:focus:not(:focus-visible) { outline: none; }
`;

let announcer: HTMLElement | undefined;

/** A visually hidden polite live region, added once. */
function liveRegion(): HTMLElement {
  if (announcer?.isConnected) return announcer;
  announcer = document.createElement('p');
  announcer.setAttribute('data-shop-announcer', '');
  announcer.setAttribute('aria-live', 'polite');
  announcer.setAttribute('role', 'status');
  adoptStyles(css); // visually hidden there, still read
  document.body.append(announcer);
  return announcer;
}

/** Moves focus into the new page in `outlet` (its h1, else the outlet with the title announced). */
export function arrive(outlet: HTMLElement, title: string): void {
  const heading = outlet.querySelector<HTMLElement>('h1');
  const target = heading ?? outlet;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The navigation has set the scroll position (top, or kept): focus must not move it.
  target.focus({ preventScroll: true });
  if (!heading && title) {
    const region = liveRegion();
    // A change of text is what a live region reads: cleared first (the same title twice is
    // still read), then set in a later task, which screen readers need to notice the change.
    region.textContent = '';
    setTimeout(() => (region.textContent = title), 100);
  }
}

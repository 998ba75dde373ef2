/**
 * After an in-page navigation, where the shopper is: as accessible routers do (Gatsby's focus
 * wrapper, Next's route announcer), focus moves to the new page's main heading, so a screen
 * reader reads where they arrived and Tab continues from the top of the new content. A page
 * without a heading has its title announced in a polite live region instead, and focus goes to
 * the outlet, not left on a link that no longer exists.
 */
import { ensureShellStyles } from './progress';

let announcer: HTMLElement | undefined;

/** A visually hidden polite live region, added once. */
function liveRegion(): HTMLElement {
  if (announcer?.isConnected) return announcer;
  announcer = document.createElement('p');
  announcer.setAttribute('data-shop-announcer', '');
  announcer.setAttribute('aria-live', 'polite');
  announcer.setAttribute('role', 'status');
  ensureShellStyles(); // visually hidden there, still read
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

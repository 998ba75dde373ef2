/**
 * The note that a page load is an arrival (a sign-in sending the shopper on): written before
 * the load (auth.ts), read at the new page's start (navigator.ts), which then moves focus as an
 * in-page navigation does (./arrival.ts, fetched only then).
 */

/** This tab's note of a page load that is an arrival (sessionStorage: one tab, one load). */
const ARRIVAL_KEY = 'shop.arrival';

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Notes that the page load about to happen for `url` is an arrival (a sign-in sending the
 * shopper on, which loads the whole page so that every part of it is drawn signed in): the
 * new page moves focus as an in-page navigation does (navigator.ts), instead of leaving it
 * on <body>.
 */
export function noteArrival(url: string): void {
  try {
    sessionStorage.setItem(ARRIVAL_KEY, pathOf(new URL(url, location.href)));
  } catch {
    // No session storage (a private mode, a sandbox): the page loads as any other.
  }
}

/** On a page's start: whether this load is the arrival noted for it (the note is used up either way). */
export function isNotedArrival(): boolean {
  try {
    const noted = sessionStorage.getItem(ARRIVAL_KEY);
    if (noted === null) return false;
    sessionStorage.removeItem(ARRIVAL_KEY);
    return noted === pathOf(new URL(location.href));
  } catch {
    return false;
  }
}

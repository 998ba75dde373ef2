/**
 * Region (country) names in the shopper's language, from Intl.DisplayNames: the one place the
 * elements that show them (shop-phone-code-select, shop-address-form's country list,
 * shop-user-address's cards) get them.
 *
 * The server and the browser do not word every region alike: Node's ICU and the browser's have
 * their own data (Node 20: "Hong Kong SAR China", "Palestinian Territories"; Chromium: "Hong
 * Kong", "Palestine"; likewise in every language), and they sort differently too (the Chinese
 * and Thai collations, and any name that differs moves). So an element drawn on the server:
 * - marks each element whose text is a region name with React's `suppressHydrationWarning`
 *   (its documented escape for text that legitimately differs between server and client): the
 *   server's text stays until that value changes, and nothing else is excused;
 * - never orders what it hydrates by these names: a list sorted by name is drawn only once
 *   `useInBrowser()` is true (after the hydration, or from the first render when the browser
 *   draws alone), so the values the server wrote (codes, dial codes) are the ones the
 *   hydration's first render writes, in the same order;
 * - passes a name-sorted list to a child element as an attribute only with
 *   `suppressHydrationWarning` on that child: the child hydrates from the attribute the server
 *   wrote (its own render matches it exactly).
 */
import { useSyncExternalStore } from 'react';

/** `region` ("HK") named in `locale`; the code itself when the runtime has no name for it. */
export function regionNamer(locale: string): (region: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (region) => names.of(region) ?? region;
}

/** `items` sorted the way `locale` sorts their names (browser only, see above, when hydrated). */
export function sortByName<T>(items: T[], name: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}

const unsubscribed = () => () => {};

/**
 * False on the server and in a hydration's first render, true otherwise (in the render that
 * follows a hydration, and from the first render of an element the browser draws alone).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
}

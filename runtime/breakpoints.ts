/**
 * The theme's container scale (spec section 3): the screens (breakpoints) and the container
 * paddings, and how elements' style sheets take them.
 *
 * Why the sheets are written from the theme rather than read from custom properties: a media
 * or container query cannot read `var()` (its condition is evaluated without an element to
 * resolve a property on), so `@media (min-width: var(--shop-screen-md))` is an invalid query
 * that never matches. Deriving classes or attributes from the viewport in JavaScript would
 * leave the page without them before any script runs (and the server's html, which shoppers see
 * first, could not hold them), and container style queries are not in every engine yet. So an
 * element's CSS is written with the theme's name for a breakpoint,
 * `@media (min-width: var(--shop-screen-md))`, and the text is resolved once, where the sheet is
 * made: in the browser from the page's theme (again, in place, when a navigation brings another
 * theme: constructable sheets are shared, so `replaceSync` moves every instance), and on the
 * server from the theme it renders with, so the html drawn before JavaScript already breaks at
 * the theme's widths. Paddings need none of this: they are ordinary values, read as
 * `var(--shop-container-padding-<screen>)` inside those queries (see containerPaddingCss).
 *
 * Nothing here touches the DOM: the server renderer imports it.
 */
import { atom } from 'nanostores';

export const SCREEN_NAMES = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];
export type Screens = Record<ScreenName, string>;

export const containerScreens: Readonly<Screens> = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px', '3xl': '1660px' };
export const containerPaddings = { DEFAULT: '.7rem', sm: '1rem', md: '1.2rem', lg: '2rem', xl: '2rem', '2xl': '2rem', '3xl': '2rem' } as const;

// A breakpoint goes into a style sheet's text: only a plain length is taken, so a theme value can
// never close the query and add rules of its own ("1px) { * { display: none } } @media (x").
const LENGTH = /^\d{1,5}(?:\.\d{1,4})?(?:px|em|rem)$/;

/** Whether `value` is a length a screen can be (a plain px, em or rem). */
export const isScreenLength = (value: string): boolean => LENGTH.test(value.trim());

/** The theme's screens over the defaults; a value that is not a plain length (px, em, rem) keeps its default. */
export function screensOf(config: Record<string, unknown> | undefined): Screens {
  const given = ((config?.container ?? {}) as { screen?: Record<string, unknown> }).screen ?? {};
  const screens = { ...containerScreens };
  for (const name of SCREEN_NAMES) {
    const value = given[name];
    if (typeof value === 'string' && isScreenLength(value)) screens[name] = value.trim();
  }
  return screens;
}

/** The theme's name for a breakpoint, as an element's CSS writes it in a query. */
export const screen = (name: ScreenName): string => `var(--shop-screen-${name})`;

const QUERY = /@(media|container)\b([^{;]*)\{/g;
const NAMED = /var\(--shop-screen-(sm|md|lg|xl|2xl|3xl)\)/g;

/**
 * `css` with every `var(--shop-screen-<name>)` in a media or container query's condition
 * replaced by that screen's width (elsewhere, in declarations, a var() works as it is).
 */
export function withScreens(css: string, screens: Screens = containerScreens): string {
  return css.replace(QUERY, (whole) => whole.replace(NAMED, (_m, name: ScreenName) => screens[name]));
}

/** The screens the browser's sheets are made with: the page's theme (runtime/theme.ts sets it). */
export const $screens = atom<Screens>({ ...containerScreens });

/** Sets $screens when the theme's differ (a navigation to a page with the same theme changes nothing). */
export function setScreens(screens: Screens): void {
  const current = $screens.get();
  if (SCREEN_NAMES.some((name) => current[name] !== screens[name])) $screens.set(screens);
}

/** Every themed sheet with its source text, rewritten when the theme's screens change. */
const themed: { css: string; sheet: CSSStyleSheet }[] = [];

/**
 * An element's own stylesheet, its queries' `var(--shop-screen-<name>)` resolved to the page
 * theme's screens, and resolved again, in place, when a page brings other screens: every
 * instance adopts this one sheet, so every instance follows. (Browser only: widgets/shared/define.tsx.
 * Here rather than beside the elements' other style helpers: the runtime chunk every page loads
 * holds it, and the elements' shared chunks stay as they were.)
 */
export function themedSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(withScreens(css, $screens.get()));
  if (themed.push({ css, sheet }) === 1) {
    const rewrite = () => {
      for (const entry of themed) entry.sheet.replaceSync(withScreens(entry.css, $screens.get()));
    };
    $screens.listen(rewrite);
    // WebKit (Safari) does not evaluate a sheet's media queries again when the window crosses a
    // breakpoint while no element has adopted it (every instance gone, as after an in-page
    // navigation), and an element adopting it later takes the old answer: a phone turned on its
    // side meanwhile would show the other layout. Rewritten at each crossing, the sheets answer
    // for the window as it is. (A crossing is rare; the rewrite is a few milliseconds.)
    let queries: MediaQueryList[] = [];
    const crossing = () => {
      for (const query of queries) query.removeEventListener('change', rewrite);
      queries = SCREEN_NAMES.map((name) => matchMedia(`(min-width: ${$screens.get()[name]})`));
      for (const query of queries) query.addEventListener('change', rewrite);
    };
    crossing();
    $screens.listen(crossing);
  }
  return sheet;
}

/**
 * Rules that give `selector` the theme's container padding on `property` at every screen:
 * `--shop-container-padding` below sm, `--shop-container-padding-<screen>` from each screen up,
 * each falling back to its default (for a page whose theme sets none).
 */
export function containerPaddingCss(selector: string, property = 'padding-inline'): string {
  const rules = [`${selector} { ${property}: var(--shop-container-padding, ${containerPaddings.DEFAULT}); }`];
  for (const name of SCREEN_NAMES) rules.push(`@media (min-width: ${screen(name)}) { ${selector} { ${property}: var(--shop-container-padding-${name}, ${containerPaddings[name]}); } }`);
  return rules.join('\n  ');
}

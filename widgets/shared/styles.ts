/**
 * Styles live in shadow roots as constructable stylesheets: allowed by a strict CSP (no
 * <style> tags, no style attributes) and shared by every instance of an element. The server
 * renderer (runtime/server/render.tsx) writes the same texts into the declarative shadow root
 * it draws, as <style> elements whose hashes the page's CSP lists (docs/server-rendering.md).
 */
import { cssVariableFor, themeDefaults, type ThemeToken } from '../../runtime/theme-defaults';

/** `var(--shop-primary-color, #1d4ed8)`: a theme token with its default as the fallback. */
export function token(name: ThemeToken): string {
  return `var(${cssVariableFor(name)}, ${themeDefaults[name]})`;
}

/** A stylesheet created once per module, adopted by every instance. */
export function sheet(css: string): CSSStyleSheet {
  const styles = new CSSStyleSheet();
  styles.replaceSync(css);
  return styles;
}

/** What every element's shadow root starts with, as text (the server inlines it). */
export const baseCss = `
  :host {
    box-sizing: border-box;
    font-family: ${token('fontFamily')};
    font-size: ${token('fontSize')};
    font-weight: ${token('fontWeight')};
    color: ${token('textColor')};
  }
  :host([hidden]) { display: none !important; }
  *, *::before, *::after { box-sizing: inherit; }
  :focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
  }
  .element-error {
    display: inline-flex; align-items: center; gap: .4em; padding: .25em .5em;
    border: 1px dashed ${token('errorColor')}; border-radius: ${token('borderRadius')};
    color: ${token('errorColor')}; font-size: .875em; line-height: 1.4;
  }
  .element-error svg { width: 1em; height: 1em; flex: none; }
  [data-shop-root] { display: contents; }
  /* What a server render holds for pages without JavaScript (a picture, a variant's link): not
     a noscript element, which the sanitiser of in-page navigation removes (a hydration would then
     find it missing), but markup that only shows, and is only fetched, where scripting is off.
     (No markup in these comments: the sanitiser takes a style whose text looks like markup for
     an mXSS attempt and drops it, and the page would lose this sheet.) */
  .no-script { display: none !important; }
  @media (scripting: none) { .no-script { display: revert !important; } }
  /* Its counterpart: what works only with JavaScript (a button whose job a no-script form does). */
  @media (scripting: none) { .scripted { display: none !important; } }
`;

let base: CSSStyleSheet | undefined;
/** baseCss as a sheet, made on first use: a module the server imports must not touch the DOM. */
export function baseSheet(): CSSStyleSheet {
  return (base ??= sheet(baseCss));
}

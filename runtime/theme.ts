/**
 * The shop owner's theme (spec section 3), applied as `--shop-*` custom properties on the
 * document through CSSOM (allowed by a strict CSP, unlike style attributes in markup).
 */
import { map } from 'nanostores';
import { containerPaddings, containerScreens, screensOf, setScreens } from './breakpoints';
import { cssVariableFor, themeDefaults, type ThemeToken } from './theme-defaults';

export { containerPaddings, containerScreens };

export interface ProductDisplay {
  showSlideImage: boolean;
  showFavorite: boolean;
  showCart: boolean;
}

/** What a shop shows without a theme: everything. */
export const PRODUCT_DISPLAY_DEFAULTS: Readonly<ProductDisplay> = { showSlideImage: true, showFavorite: true, showCart: true };

/** Which product pieces the theme shows; all true unless the theme says otherwise. */
export const $productDisplay = map<ProductDisplay>({ ...PRODUCT_DISPLAY_DEFAULTS });

/**
 * The theme's product flags (its `product`): each shown unless the theme says false. The server
 * renderer draws with the same (its `productDisplay` option), so a hydration changes nothing.
 */
export function productDisplayOf(config: Record<string, unknown> | undefined): ProductDisplay {
  const product = (config?.product ?? {}) as Partial<Record<keyof ProductDisplay, unknown>>;
  return { showSlideImage: product.showSlideImage !== false, showFavorite: product.showFavorite !== false, showCart: product.showCart !== false };
}

type Scale = Record<string, string>;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Sets every theme token the config gives (and the container scale) on `root`, and makes the
 * container screens the elements' breakpoints (./breakpoints.ts: their sheets are rewritten).
 */
export function applyTheme(config: Record<string, unknown> | undefined, root: HTMLElement = document.documentElement): void {
  if (!config) return;
  for (const token of Object.keys(themeDefaults) as ThemeToken[]) {
    const value = config[token];
    if (isText(value)) root.style.setProperty(cssVariableFor(token), value);
  }
  setScreens(screensOf(config));
  const container = (config.container ?? {}) as { screen?: Scale; padding?: Scale };
  for (const [size, value] of Object.entries({ ...containerScreens, ...container.screen })) if (isText(value)) root.style.setProperty(`--shop-screen-${size}`, value);
  for (const [size, value] of Object.entries({ ...containerPaddings, ...container.padding })) {
    if (isText(value)) root.style.setProperty(size === 'DEFAULT' ? '--shop-container-padding' : `--shop-container-padding-${size}`, value);
  }
  $productDisplay.set(productDisplayOf(config));
}

/**
 * Settings the shop starts with: the theme (spec section 3) and the routing config (section 2),
 * taken from the runtime's own defaults so the server and the browser never disagree.
 */
import type { RoutingConfig } from '../../runtime/api/types.ts';
import { defaultRouting } from '../../runtime/routes.ts';
import { themeDefaults } from '../../runtime/theme-defaults.ts';
import { containerPaddings, containerScreens } from '../../runtime/theme.ts';

export type { RoutingConfig };
export { defaultRouting };

export const defaultTheme = {
  useDefTemplate: false,
  hideHeader: false,
  hideFooter: false,
  config: {
    ...themeDefaults,
    container: { screen: { ...containerScreens }, padding: { ...containerPaddings } },
    product: { showSlideImage: true, showFavorite: true, showCart: true },
  },
};

export type Theme = typeof defaultTheme;

/**
 * The theme's product flags (showSlideImage, showFavorite, showCart) as an element renders them:
 * on the server, the flags the host gave the renderer (its `productDisplay` option); while the
 * browser hydrates that render, the same flags, written into its state; after, the page's theme
 * ($productDisplay, set by runtime/theme.ts). So a shop that turns one off sees it off in the
 * server's html already, and nothing moves when the element hydrates.
 */
import { useContext, useMemo } from 'react';
import { $productDisplay, PRODUCT_DISPLAY_DEFAULTS, type ProductDisplay } from '../../runtime/theme';
import { RenderContext } from './render-context';
import { useBrowserStore } from './use-browser-store';

export function useProductDisplay(): ProductDisplay {
  const served = useContext(RenderContext).productDisplay;
  // One object per served value: React asks for the server snapshot more than once.
  const asOnServer = useMemo(() => ({ ...PRODUCT_DISPLAY_DEFAULTS, ...served }), [served]);
  return useBrowserStore($productDisplay, asOnServer);
}

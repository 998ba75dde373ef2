/** Settings the shop starts with: the theme (spec section 3) and the routing config (section 2). */
export const defaultTheme = {
  useDefTemplate: false,
  hideHeader: false,
  hideFooter: false,
  config: {
    backgroundColor: '#ffffff',
    blockSpace: '1.5rem',
    titleColor: '#111827',
    heroColor: '#1e3a8a',
    primaryColor: '#1d4ed8',
    infoColor: '#0369a1',
    successColor: '#15803d',
    warningColor: '#a16207',
    errorColor: '#b91c1c',
    textColor: '#1f2937',
    descColor: '#4b5563',
    salesPriceColor: '#c2410c',
    linePriceColor: '#6b7280',
    placeholderColor: '#6b7280',
    borderColor: '#d1d5db',
    titleFontFamily: 'system-ui, sans-serif',
    fontFamily: 'system-ui, sans-serif',
    titleFontWeight: '700',
    fontWeight: '400',
    fontSize: '1rem',
    titleFontSize: '1.5rem',
    borderRadius: '0.5rem',
    container: {
      screen: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px', '3xl': '1660px' },
      padding: { DEFAULT: '.7rem', sm: '1rem', md: '1.2rem', lg: '2rem', xl: '2rem', '2xl': '2rem', '3xl': '2rem' },
    },
    product: { showSlideImage: true, showFavorite: true, showCart: true },
  },
};

export type Theme = typeof defaultTheme;

export interface RoutingConfig {
  isCustom: boolean;
  categories: { path: string; types: string }[];
  appRule: string;
  articleRule: string;
  categoryRule: string;
  collectionRule: string;
  pageRule: string;
  productRule: string;
  tagRule: string;
  userPath: string;
}

export const defaultRouting: RoutingConfig = {
  isCustom: false,
  categories: [],
  appRule: '/app/*',
  articleRule: '/article/{slug}',
  categoryRule: '/category/{slug}',
  collectionRule: '/collection/{slug}',
  pageRule: '/page/{slug}',
  productRule: '/product/{slug}',
  tagRule: '/tag/{slug}',
  userPath: '/user/',
};

/**
 * The theme config of spec section 3 and its defaults. Every element reads these through
 * `--shop-<kebab-key>` custom properties (primaryColor -> --shop-primary-color); the defaults
 * here are the fallbacks in those var() calls, so an element looks right with no theme at all.
 * Default colours meet WCAG 2.2 AA contrast on the default background.
 */
export interface ThemeConfig {
  backgroundColor: string;
  blockSpace: string;
  titleColor: string;
  heroColor: string;
  primaryColor: string;
  infoColor: string;
  successColor: string;
  warningColor: string;
  errorColor: string;
  textColor: string;
  descColor: string;
  salesPriceColor: string;
  linePriceColor: string;
  placeholderColor: string;
  borderColor: string;
  titleFontFamily: string;
  fontFamily: string;
  titleFontWeight: string;
  fontWeight: string;
  fontSize: string;
  titleFontSize: string;
  borderRadius: string;
}

export type ThemeToken = keyof ThemeConfig;

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif';

export const themeDefaults: ThemeConfig = {
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
  titleFontFamily: systemFont,
  fontFamily: systemFont,
  titleFontWeight: '700',
  fontWeight: '400',
  fontSize: '1rem',
  titleFontSize: '1.5rem',
  borderRadius: '0.5rem',
};

/** primaryColor -> --shop-primary-color */
export function cssVariableFor(token: ThemeToken): string {
  return `--shop-${token.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

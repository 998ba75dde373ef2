/**
 * The theme part of a page answer, also applied to the page the server drew at the shell's start
 * (navigator.ts): the rest of putting a page in (./apply-page.ts) comes with the page loader.
 */
import type { RouteData } from '../api/types';
import { applyTheme } from '../theme';
import type { Regions } from './regions';

/** Applies the theme part of a page answer: tokens and which regions show. */
export function applyPageTheme(theme: Partial<RouteData['theme']> | undefined, { header, footer }: Regions): void {
  if (!theme) return;
  if (header) header.hidden = Boolean(theme.hideHeader);
  if (footer) footer.hidden = Boolean(theme.hideFooter);
  applyTheme(theme.config);
}

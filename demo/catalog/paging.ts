/**
 * Paging rules shared by every list (products, search, reviews, articles, orders; API and
 * pages). A page number is a whole number from 1 to MAX_PAGE: the API refuses anything else
 * with code 40 (field `page`), the pages read a bad `?page=` as page 1 and a huge one as the
 * last allowed page (an empty page). SQLite never sees an offset it cannot hold (1e300 or
 * 99999999999999999999 would be a float, which SQLite refuses as a LIMIT/OFFSET).
 */
import * as v from 'valibot';

/** Far past any real list (60 x 100,000 products), and a safe SQLite offset. */
export const MAX_PAGE = 100_000;

/** The API's `page` field. */
export const pageField = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE));

/** A page number the queries can use, whatever they are given (the last guard before SQL). */
export function clampPage(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Math.trunc(page)));
}

/** `?page=` of a page address: digits only, else page 1; clamped to 1..MAX_PAGE. */
export function pageFromQuery(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 1;
  const n = Number(text);
  return Number.isFinite(n) ? clampPage(n) : MAX_PAGE;
}

/** A page size between 1 and `max`, `fallback` when none is given. */
export function clampPageSize(size: number | undefined, fallback: number, max: number): number {
  if (size === undefined || !Number.isFinite(size)) return fallback;
  return Math.min(max, Math.max(1, Math.trunc(size)));
}

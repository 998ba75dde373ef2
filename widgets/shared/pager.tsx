/**
 * Page links for a listing: a nav landmark named "Pagination" with a list of real links
 * (shareable, work with a middle click), the current page marked aria-current="page",
 * Previous/Next, and an ellipsis where pages are left out (first, last, and two around the
 * current one stay). A plain click is taken over by `onPage` so the element loads in place.
 */
import type { MouseEvent } from 'react';
import { token } from './styles';
import { useT } from './use-t';

export interface PagerProps {
  page: number;
  pages: number;
  /** The address of a page, for the links' href. */
  hrefFor(page: number): string;
  onPage(page: number): void;
}

/** The pages to show: numbers and 'gap's, e.g. [1, 'gap', 4, 5, 6, 'gap', 20]. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  shown.forEach((n, i) => {
    const before = shown[i - 1];
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (before !== undefined && n - before === 2) out.push(n - 1);
    else if (before !== undefined && n - before > 2) out.push('gap');
    out.push(n);
  });
  return out;
}

export function Pager({ page, pages, hrefFor, onPage }: PagerProps) {
  const { t, locale } = useT();
  if (pages <= 1) return null;
  const whole = new Intl.NumberFormat(locale);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open new tabs and windows itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav part="pagination" className="pager" aria-label={t('pager.label')}>
      <ul>
        {page > 1 && (
          <li>
            <a className="step" href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> {t('pager.previous')}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={hrefFor(n)} onClick={go(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('pager.page', whole.format(n))}>
                {whole.format(n)}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a className="step" href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              {t('pager.next')} <span aria-hidden="true">›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export const pagerStyles = `
  .pager ul { display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; justify-content: center; list-style: none; margin: 1.25rem 0 0; padding: 0; }
  .pager a {
    display: inline-flex; align-items: center; justify-content: center; gap: .25em; min-width: 2.5rem; min-height: 2.5rem;
    padding: 0 .6rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    color: ${token('textColor')}; text-decoration: none; font-variant-numeric: tabular-nums;
  }
  .pager a:hover { border-color: ${token('primaryColor')}; color: ${token('primaryColor')}; }
  .pager a[aria-current="page"] { background: ${token('primaryColor')}; border-color: ${token('primaryColor')}; color: ${token('backgroundColor')}; font-weight: 600; }
  .pager .gap { min-width: 1.5rem; text-align: center; color: ${token('descColor')}; }
`;

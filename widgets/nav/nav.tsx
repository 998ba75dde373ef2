/**
 * @summary Breadcrumb navigation (the WAI-ARIA APG breadcrumb pattern): a navigation landmark
 * named "Breadcrumb" holding an ordered list of links from the home page down to the page
 * being shown, which is marked aria-current="page". The separators are drawn, not read.
 *
 * @attr {string} items - Required. JSON array of `{"label", "href"}` from the top down; the
 *   last item is the current page and may leave out `href` (every other item needs one).
 * @attr {string} label - The landmark's name instead of "Breadcrumb" (when a page has two).
 *
 * @slot - A fallback for hosts that do not server-render the element (the same trail as plain
 *   links), shown until the element is defined. The server renderer draws the trail itself, and
 *   this fallback is then never shown.
 *
 * @csspart base - The navigation landmark.
 * @csspart list - The ordered list.
 * @csspart item - One step.
 * @csspart link - A step's link.
 * @csspart current - The current page's step.
 * @csspart separator - The drawn separator between steps.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Links and the focus ring.
 * @cssproperty --shop-desc-color - Separators.
 * @cssproperty --shop-text-color - The current page.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import type { NavItem } from '../shared/nav-items';
import { json, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export type Crumb = Pick<NavItem, 'label' | 'href'>;

/** Why `value` is not a breadcrumb trail, or undefined. */
export function checkCrumbs(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return 'must be a non-empty JSON array of {"label", "href"} items.';
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== 'object') return `item ${index} must be an object.`;
    const { label, href, children } = item as Record<string, unknown>;
    if (typeof label !== 'string' || !label.trim()) return `item ${index} needs a "label".`;
    if (children !== undefined) return `item ${index}: a breadcrumb has no "children".`;
    if (href !== undefined && typeof href !== 'string') return `item ${index}: "href" must be text.`;
    if (href === undefined && index < value.length - 1) return `item ${index} needs an "href" (only the last item, the current page, may leave it out).`;
  }
  return undefined;
}

export const navProps = {
  items: json<Crumb[]>(checkCrumbs, { required: true }),
  label: string(),
};

export type NavProps = PropsOf<typeof navProps>;

export function Nav({ items, label }: NavProps) {
  const { t } = useT();
  const last = items.length - 1;
  return (
    <nav part="base" className="breadcrumb" aria-label={label?.trim() || t('breadcrumb.label')}>
      <ol part="list">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} part={i === last ? 'item current' : 'item'}>
            {i < last ? (
              <a part="link" href={item.href}>
                {item.label}
              </a>
            ) : item.href ? (
              <a part="link" href={item.href} aria-current="page">
                {item.label}
              </a>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
            {i < last && (
              <svg part="separator" className="separator" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

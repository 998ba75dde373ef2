/**
 * @summary The shop's main navigation: links with sub-menus, following the WAI-ARIA
 * disclosure navigation pattern. Below the theme's `md` screen (768 px by
 * default: runtime/breakpoints.ts) the whole menu folds behind a
 * "Menu" button that drops the list down over the page; Escape or a click elsewhere folds it
 * again (Escape returns focus to the button).
 *
 * Drawn by the server renderer (docs/server-rendering.md) and hydrated. The Menu button is the
 * summary of a `<details>` of its own, the list its sibling: without JavaScript (or before the
 * element's code loads) the summary still folds the list open, and once hydrated the element
 * drives it (aria-expanded, Escape, a click elsewhere). A press on it before the upgrade is
 * replayed (its part, `toggle`).
 *
 * @attr {json} items - Required. `[{"label": "Men", "href": "/category/men", "children": [...]}]`:
 *   each item has a label and a link, sub-menus, or both (one level of sub-menus).
 * @attr {string} label - The navigation landmark's name. Defaults to "Main".
 * @attr {string} current - The path of the current page, marked aria-current. Defaults to
 *   the page's own path, known in the browser only (a server render given no `current` marks
 *   no link until it has hydrated): a host that renders on the server passes it.
 *
 * @csspart base - The nav landmark.
 * @csspart toggle - The "Menu" button shown on narrow screens.
 * @csspart toggle-label - Its word "Menu" (hide it to leave the icon; it stays the button's name).
 * @csspart list - The top-level list.
 * @csspart link - Every link.
 * @csspart button - The buttons that open sub-menus.
 * @csspart submenu - A sub-menu list.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-text-color - Colour of the links.
 * @cssproperty --shop-primary-color - Colour of the current page's link and the focus ring.
 * @cssproperty --shop-background-color - Background of open sub-menus.
 * @cssproperty --shop-border-color - Border of open sub-menus.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHost } from '../shared/host';
import { json, string, type PropsOf } from '../shared/props';
import { useOutside } from '../shared/use-outside';
import { useT } from '../shared/use-t';
import { checkNavItems, isCurrent, type NavItem } from '../shared/nav-items';

export const navMenuProps = {
  items: json<NavItem[]>(checkNavItems, { required: true }),
  label: string(),
  current: string(),
};

export type NavMenuProps = PropsOf<typeof navMenuProps>;

export function NavMenu({ items, label, current }: NavMenuProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The page's own path is the browser's: read after hydration, so the first render is the server's.
  const [path, setPath] = useState<string>();
  useEffect(() => {
    if (current === undefined) setPath(location.pathname);
  }, [current]);
  const here = current ?? path;

  // A click or focus anywhere outside the element closes the open sub-menu.
  useOutside(open !== null || expanded, host, () => {
    setOpen(null);
    setExpanded(false);
  });
  const toggle = useRef<HTMLElement>(null);
  // The summary's own toggling is the no-JavaScript path; with the element live, its state decides.
  const onToggleClick = (event: MouseEvent) => {
    event.preventDefault();
    setExpanded((was) => !was);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (open !== null) {
      buttons.current[open]?.focus();
      setOpen(null);
      event.stopPropagation();
    } else if (expanded) {
      setExpanded(false);
      // Only where the button shows (a wide screen has the list inline and no button to go to).
      if (toggle.current?.checkVisibility()) toggle.current.focus();
      event.stopPropagation();
    }
  };

  return (
    <nav part="base" aria-label={label ?? t('nav.label')} onKeyDown={onKeyDown}>
      <details className="fold" open={expanded}>
        <summary ref={toggle} part="toggle" className="toggle" role="button" aria-expanded={expanded} aria-controls={`${id}-list`} onClick={onToggleClick}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span part="toggle-label">{t('nav.menu')}</span>
        </summary>
      </details>
      <ul part="list" id={`${id}-list`} className={expanded ? 'list expanded' : 'list'}>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="item">
            {item.href !== undefined && (
              <a part="link" href={item.href} aria-current={isCurrent(item.href, here) ? 'page' : undefined}>
                {item.label}
              </a>
            )}
            {item.children && item.children.length > 0 && (
              <>
                <button
                  part="button"
                  type="button"
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  aria-expanded={open === index}
                  aria-controls={`${id}-sub-${index}`}
                  // With a link beside it, the button only needs to say what it opens.
                  aria-label={item.href !== undefined ? t('nav.more', item.label) : undefined}
                  onClick={() => setOpen((was) => (was === index ? null : index))}
                >
                  {item.href === undefined && item.label}
                  <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
                <ul part="submenu" id={`${id}-sub-${index}`} className="submenu" hidden={open !== index}>
                  {item.children.map((child, childIndex) => (
                    <li key={`${child.label}-${childIndex}`}>
                      <a part="link" href={child.href} aria-current={isCurrent(child.href, here) ? 'page' : undefined}>
                        {child.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

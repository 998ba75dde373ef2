/**
 * @summary A sidebar menu (user centre, category tree): a vertical list of links whose groups
 * open and close (WAI-ARIA disclosure pattern). The group holding the current page starts open.
 *
 * @attr {json} items - Required. `[{"label": "Orders", "href": "/user/order"}, {"label":
 *   "Security", "children": [{"label": "Activity", "href": "/user/security/activity"}]}]`.
 * @attr {string} label - The navigation landmark's name. Defaults to "Section menu".
 * @attr {string} current - The address of the current page, marked aria-current. Defaults to
 *   the page's own path (on the server, the path of the request it renders for).
 *
 * @csspart base - The nav landmark.
 * @csspart link - Every link.
 * @csspart group - The button that opens or closes a group.
 * @csspart children - A group's list of links.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-text-color - Colour of the links.
 * @cssproperty --shop-primary-color - Colour and bar of the current page's link.
 * @cssproperty --shop-border-color - The line between groups.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useId, useState } from 'react';
import { checkNavItems, isCurrent, type NavItem } from '../shared/nav-items';
import { usePagePath } from '../shared/url-state';
import { json, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const asideMenuProps = {
  items: json<NavItem[]>(checkNavItems, { required: true }),
  label: string(),
  current: string(),
};

export type AsideMenuProps = PropsOf<typeof asideMenuProps>;

export function AsideMenu({ items, label, current }: AsideMenuProps) {
  const { t } = useT();
  const id = useId();
  const page = usePagePath();
  const here = current ?? page;
  // Groups the shopper opened or closed; the others follow "open if it holds the current page".
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const holdsCurrent = (item: NavItem) => (item.children ?? []).some((child) => isCurrent(child.href, here));
  const isOpen = (item: NavItem, index: number) => toggled[index] ?? holdsCurrent(item);

  return (
    <nav part="base" aria-label={label ?? t('aside.label')}>
      <ul className="menu">
        {items.map((item, index) => {
          if (!item.children?.length) {
            return (
              <li key={index}>
                <a part="link" href={item.href} aria-current={isCurrent(item.href, here) ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            );
          }
          const open = isOpen(item, index);
          return (
            <li key={index} className="group">
              <button part="group" type="button" aria-expanded={open} aria-controls={`${id}-${index}`} onClick={() => setToggled((was) => ({ ...was, [index]: !(was[index] ?? holdsCurrent(item)) }))}>
                {item.label}
                <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <ul part="children" id={`${id}-${index}`} className="children" hidden={!open}>
                {item.href !== undefined && (
                  <li>
                    <a part="link" href={item.href} aria-current={isCurrent(item.href, here) ? 'page' : undefined}>
                      {t('aside.overview', item.label)}
                    </a>
                  </li>
                )}
                {item.children.map((child, childIndex) => (
                  <li key={childIndex}>
                    <a part="link" href={child.href} aria-current={isCurrent(child.href, here) ? 'page' : undefined}>
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

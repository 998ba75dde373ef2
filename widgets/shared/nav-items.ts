/** The shape of navigation items, shared by the menus, and the check that guards the attribute. */

export interface NavItem {
  label: string;
  href?: string;
  children?: NavItem[];
}

/** Returns why `value` is not a list of nav items (one level of children), or undefined. */
export function checkNavItems(value: unknown, depth = 0): string | undefined {
  if (!Array.isArray(value)) return 'must be a JSON array of {"label", "href", "children"} items.';
  for (const [index, item] of value.entries()) {
    if (!item || typeof item !== 'object') return `item ${index} must be an object.`;
    const { label, href, children } = item as Record<string, unknown>;
    if (typeof label !== 'string' || !label.trim()) return `item ${index} needs a "label".`;
    if (href !== undefined && typeof href !== 'string') return `item ${index}: "href" must be text.`;
    if (children !== undefined) {
      if (depth > 0) return `item ${index}: only one level of "children" is supported.`;
      const reason = checkNavItems(children, depth + 1);
      if (reason) return `item ${index}: children ${reason}`;
    } else if (href === undefined) {
      return `item ${index} needs an "href" or "children".`;
    }
  }
  return undefined;
}

/**
 * True when `href` points at the page `currentPath` (query and hash ignored; a relative href is
 * read from that page). Pure: it reads no `location`, so a server render can call it; with no
 * current path known (yet), nothing is current.
 */
export function isCurrent(href: string | undefined, currentPath: string | undefined): boolean {
  if (href === undefined || currentPath === undefined) return false;
  const page = new URL(currentPath, 'http://page.invalid');
  return new URL(href, page).pathname === page.pathname;
}

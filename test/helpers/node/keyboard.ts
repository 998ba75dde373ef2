/**
 * Keyboard-only driving for end-to-end tests: Tab through the page (into shadow roots, as a
 * shopper's Tab does) until the focused control is the one wanted, then act with keys.
 */
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  role: string;
  name: string;
  href: string;
}

/** What has focus, looking through shadow roots: its tag, role, a name and its link. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return { tag: '', role: '', name: '', href: '' };
    const labelled = el.getAttribute('aria-labelledby');
    const root = el.getRootNode() as Document | ShadowRoot;
    const byId = labelled ? labelled.split(' ').map((id) => root.getElementById(id)?.textContent ?? '').join(' ') : '';
    const labels = (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!].map((l) => l.textContent ?? '').join(' ') : '';
    const name = (el.getAttribute('aria-label') || byId || labels || el.textContent || '').replace(/\s+/g, ' ').trim();
    const implicit = el.localName === 'a' ? 'link' : el.localName === 'button' ? 'button' : el.localName === 'select' ? 'combobox' : (el as HTMLInputElement).type === 'radio' ? 'radio' : el.localName;
    return { tag: el.localName, role: el.getAttribute('role') || implicit, name, href: (el as HTMLAnchorElement).href ?? '' };
  });
}

/** Presses Tab until `wanted` holds for the focused control; fails after `limit` presses. */
export async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, limit = 250): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
    if (seen.length < 40) seen.push(`${now.tag}:${now.name.slice(0, 24)}`);
  }
  throw new Error(`Tab never reached ${what}; it went through ${seen.join(', ')}`);
}

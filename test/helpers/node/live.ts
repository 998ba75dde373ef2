/**
 * Waits until an element is live (hydrated, its effects in), asking for its code first as the
 * shopper's first touch would: an element the server drew waits for use (docs/loading.md).
 * For journeys that act once the element is the element's, not its server html.
 */
import type { Locator } from 'playwright-core';

/** The element `locator` is, or the element it is inside of (through shadow roots). */
export async function liveElement(locator: Locator): Promise<void> {
  await locator.first().evaluate(async (start) => {
    let el: Element | null = start;
    while (el && !el.localName.includes('-')) el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
    if (!el) return;
    const page = window as unknown as { ShopElements?: { loadElement(tag: string): Promise<void> } };
    // No named inner functions here: tsx would wrap them in a helper the page does not have.
    while (!page.ShopElements) await new Promise(requestAnimationFrame);
    await page.ShopElements.loadElement(el.localName);
    while (!(el as unknown as Record<symbol, unknown>)[Symbol.for('shop-elements.live')]) await new Promise(requestAnimationFrame);
  });
}

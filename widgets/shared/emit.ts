/**
 * The one way elements fire events: `shop:<noun>-<verb>` or `shop:<noun>`, bubbling and
 * composed so they cross shadow roots and reach the document. Returns false when a
 * listener cancelled a cancelable event.
 */
export function emit<T>(target: EventTarget, name: `shop:${string}`, detail?: T, options: { cancelable?: boolean } = {}): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
}

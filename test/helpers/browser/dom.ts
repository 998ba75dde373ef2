/** Small helpers for in-browser tests: mount html, wait for React to commit, run axe. */
import axe from 'axe-core';

const mounted: HTMLElement[] = [];
// Kept before any test can fake timers, so waiting still works under sinon's fake clock.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** Puts `html` in a fresh container on the page; removed again by cleanup(). */
export function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html; // test fixtures only: fixed markup written by the test itself
  document.body.append(container);
  mounted.push(container);
  return container;
}

export function cleanup(): void {
  for (const container of mounted.splice(0)) container.remove();
}

/**
 * Polls `check` every 10 ms (not rAF: it pauses in background tabs) until it returns a truthy
 * value or `timeout` passes.
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeout = 10000, message = 'condition' as string | (() => string) } = {}): Promise<NonNullable<T>> {
  const end = performance.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    // A message may be a function: read at the timeout, it can say how things stood then.
    if (performance.now() > end) throw new Error(`Timed out waiting for ${typeof message === 'function' ? message() : message}`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

/**
 * Clicks (or `press`es) what `pick` finds in `el`'s shadow root in the microtask after it is put
 * there: as a shopper's press lands on a slow phone, after React drew it but before anything else
 * ran (the first render's effects wait for a later task). Resolves once pressed; start it before
 * the render.
 */
export function pressOnceDrawn<E extends HTMLElement>(el: Element, pick: (root: ShadowRoot) => E | null | undefined, press: (target: E) => void = (target) => target.click()): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const target = pick(el.shadowRoot!);
      if (!target) return;
      observer.disconnect();
      press(target);
      resolve();
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
  });
}

/** Waits until the element's shadow root shows something matching `selector`. */
export function shadowPart<E extends Element = HTMLElement>(el: Element, selector: string, timeout?: number): Promise<E> {
  return waitFor(() => el.shadowRoot?.querySelector<E>(selector), { timeout, message: `${el.localName} ${selector}` });
}

/** Visible text of an element's shadow content, whitespace collapsed. */
export function shadowText(el: Element): string {
  return (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Collects `shop:error` events on the document until stop() is called. */
export function collectErrors(): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener('shop:error', listener);
  return { events, stop: () => document.removeEventListener('shop:error', listener) };
}

/**
 * Waits for the CSS transitions and finite animations under `context` (its shadow roots too) to
 * end: a colour fading in is not what a shopper reads, and axe would measure it mid-way.
 */
async function transitionsDone(context: Element): Promise<void> {
  const roots: (Document | ShadowRoot)[] = [];
  const walk = (el: Element) => {
    if (el.shadowRoot) {
      roots.push(el.shadowRoot);
      for (const inner of el.shadowRoot.querySelectorAll('*')) walk(inner);
    }
  };
  walk(context);
  for (const inner of context.querySelectorAll('*')) walk(inner);
  roots.push(document);
  const running = roots.flatMap((root) => root.getAnimations()).filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
}

/**
 * Runs axe on `context` with the WCAG 2.0/2.1/2.2 A and AA rules and throws with a readable
 * list of violations. axe reaches into open shadow roots by itself.
 */
export async function expectAccessible(context: Element): Promise<void> {
  await transitionsDone(context);
  const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
  if (result.violations.length) {
    const lines = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
    throw new Error(`Accessibility violations:\n${lines.join('\n')}`);
  }
}

/**
 * The text of the first element a control's aria-describedby names (where the house fields put
 * their error), or undefined while it names none: safe to poll with waitFor.
 */
export function describedBy(control: Element): string | undefined {
  const id = control.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? ((control.getRootNode() as ShadowRoot | Document).getElementById(id)?.textContent ?? undefined) : undefined;
}

/**
 * r2wc's renderer (@r2wc/core takes one: mount, update, unmount) that hydrates a server render
 * instead of drawing afresh. The server's markup is in the element's declarative shadow root,
 * in a root container marked `data-shop-root` (./render-state.ts); React hydrates that container
 * once the page's messages are in (the server rendered words, so must the first client render)
 * and when the browser's language, currencies and language prefix are the ones the server
 * rendered with. Otherwise (no server render, or one for another language or currency) React
 * draws into the container afresh, as before.
 */
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { $locale, $messages, ensureMessages, messagesReady } from '../../runtime/i18n';
import { $currency, $displayCurrency } from '../../runtime/money';
import { reportError } from '../../runtime/report';
import { $languagePrefix } from '../../runtime/session';
import type { RenderContextValue } from './render-context';
import { parseState, ROOT_ATTRIBUTE, STATE_ATTRIBUTE, type RenderState } from './render-state';

/** The prop through which the renderer hands Root its render context (data, for a hydration). */
export const RENDER_CONTEXT = '__shopRenderContext';

/** On the host, for tests and tools: 'hydrated' (the server's markup kept) or 'rendered' (drawn in the browser). */
export const RENDERED = Symbol.for('shop-elements.rendered');

type Props = Record<string, unknown>;

interface Mounted {
  Component: ComponentType<Props>;
  props: Props;
  /** The values last rendered (r2wc hands over the same props object, changed in place). */
  last: Props;
  /** From hydrateRoot() until its first commit: updates wait for it (an update before would make React give up the server's markup). */
  hydrating: boolean;
  context: RenderContextValue;
  /** The server's root container, while it hydrates. */
  container?: HTMLElement;
  root?: Root;
  gone?: boolean;
}

/** ./drawn-view.tsx's VIEW_DRAWN (the same registered symbol; not imported: that module brings the analytics code). */
const VIEW_DRAWN = Symbol.for('shop-elements.view-drawn');

/**
 * Resolves once `tag`'s words (and the runtime's) are in place in the page's language (the
 * runtime asks for them with the element's code; asked here too, for an element defined some
 * other way; tests set them).
 */
function whenMessages(tag: string): Promise<void> {
  void ensureMessages(tag);
  return new Promise((resolve) => {
    const stop = $messages.listen(() => {
      if (!messagesReady(tag)) return;
      stop();
      resolve();
    });
  });
}

/** Whether the browser would render what the server did. */
function sameContext(state: RenderState): boolean {
  return state.locale === $locale.get() && state.currency === $currency.get() && state.display === $displayCurrency.get() && state.prefix === $languagePrefix.get();
}

function tree(mounted: Mounted) {
  mounted.last = { ...mounted.props };
  return createElement(mounted.Component, { ...mounted.last, [RENDER_CONTEXT]: mounted.context });
}

const same = (a: Props, b: Props) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => Object.is(a[key], b[key]));

// React holds back the hover and focus events that reach a root before its hydration commits,
// and sends each again afterwards at `event.target`. Once the dispatch of an event from inside a
// shadow tree is over, the DOM no longer gives its inner target: Chromium gives the host (the
// replay then missed the control), and a target it clears is null (the replay threw a page
// error). While a root hydrates, each such event keeps its inner target for after its dispatch;
// during the dispatch the browser's value is read, as before.
const REPLAYED_TYPES = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'];
const targetOf = Object.getOwnPropertyDescriptor(Event.prototype, 'target')!.get!;

function keepTarget(event: Event): void {
  const target = event.target;
  Object.defineProperty(event, 'target', { configurable: true, get: () => (event.eventPhase === Event.NONE ? target : targetOf.call(event)) });
}

/**
 * What the shopper did in a hydrating host before its commit. `container`: the server's root
 * container, whose fields may be typed into until then. `selects`: the choices made in its
 * selects. A text field still holds its text at the commit; a select need not (React selects the
 * option its state names), so each choice is noted: one made before the element's code came (the
 * choice was the interaction that loaded it) as the hydration starts, one made meanwhile as it
 * is made (`note`, an input and change listener on the container). The input event counts: a
 * choice fires input, then change, and the input (a discrete event) makes React finish this
 * hydration at once, selecting the server's option again before the change is dispatched.
 */
const doneBefore = new WeakMap<Element, { container: HTMLElement; selects: Map<HTMLSelectElement, string>; typed: Set<HTMLInputElement | HTMLTextAreaElement>; note(event: Event): void }>();
const hydrations = new WeakMap<Element, Mounted>();

/**
 * The hydration's first commit is in (define.tsx calls this from the root's layout effect): an
 * update that came meanwhile (an attribute set by a parent's hydration, a property) renders now.
 */
export function hydrated(host: Element): void {
  const mounted = hydrations.get(host);
  hydrations.delete(host);
  if (!mounted) return;
  mounted.hydrating = false;
  for (const type of REPLAYED_TYPES) mounted.container?.removeEventListener(type, keepTarget, true);
  if (!same(mounted.props, mounted.last)) mounted.root?.render(tree(mounted));
}

/** The text fields of a server render the shopper typed into: their value is no longer the server's. */
function typedIn(container: Element): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter((field) => !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(field.type) && field.value !== field.defaultValue);
}

/**
 * After the hydration commit: a field typed into before it holds the typed text again (a select,
 * the option chosen), and
 * React's state learns it through the input event its onChange listens to. What it holds is read
 * now, at the commit, not when the hydration began: the shopper goes on typing while React
 * hydrates (a key then reaches a field React does not own yet), and a value noted at the start
 * would put back the text without those keys. Its value is first set through the element
 * (React's value tracker then holds the server's value), then through the prototype's setter, so
 * React sees the event as a change. A field left before the commit is then left again (focusout).
 */
export function restoreTyped(host: Element): void {
  const done = doneBefore.get(host);
  doneBefore.delete(host);
  if (!done) return;
  const { container, selects, typed, note } = done;
  container.removeEventListener('input', note, true);
  container.removeEventListener('change', note, true);
  if (!container.isConnected) return;
  // Chosen again, so React's onChange (it listens to change) takes the choice.
  for (const [select, value] of selects) {
    if (!select.isConnected) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const field of typedIn(container)) {
    const value = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A field typed into and left before the commit is left again, for React: what its onBlur does
  // with the text (a quantity set from it) is done, as it would have been had the code been
  // there. After the updates this commit set going are drawn (until then React may hold a
  // controlled field at its old value, which onBlur would read), and drawn at once (flushSync):
  // a press held until the element is live (define.tsx, a microtask queued after this one) must
  // find the quantity set, not 1. (Without it, Add pressed before the code came added 1.)
  const left = [...typed].filter((field) => field.isConnected && (field.getRootNode() as ShadowRoot).activeElement !== field);
  if (left.length) queueMicrotask(() => flushSync(() => left.forEach((field) => field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))));
}

function hydrate(mounted: Mounted, container: HTMLElement, host: HTMLElement, state: RenderState): void {
  if (mounted.gone) return;
  if (!sameContext(state)) {
    // Another language or currency than the server's: drawn afresh, in one commit. A view the
    // server drew was reported from its markup (widgets/shared/drawn-view.tsx): not again.
    if (container.querySelector('[data-shop-view]')) (host as HTMLElement & { [VIEW_DRAWN]?: boolean })[VIEW_DRAWN] = true;
    container.replaceChildren();
    mounted.context = {};
    (host as HTMLElement & { [RENDERED]?: string })[RENDERED] = 'rendered';
    mounted.root = createRoot(container);
    mounted.root.render(tree(mounted));
    return;
  }
  const selects = new Map<HTMLSelectElement, string>();
  for (const select of container.querySelectorAll('select')) {
    const server = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (!select.multiple && select.value !== (server?.value ?? '')) selects.set(select, select.value);
  }
  // Fields typed into before the hydration began, and while it runs.
  const typed = new Set(typedIn(container));
  const note = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) selects.set(event.target, event.target.value);
    else if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) typed.add(event.target);
  };
  // Before hydrateRoot, so before React's own listeners on the container.
  container.addEventListener('input', note, true);
  container.addEventListener('change', note, true);
  doneBefore.set(host, { container, selects, typed, note });
  mounted.hydrating = true;
  mounted.container = container;
  for (const type of REPLAYED_TYPES) container.addEventListener(type, keepTarget, true);
  hydrations.set(host, mounted);
  (host as HTMLElement & { [RENDERED]?: string })[RENDERED] = 'hydrated';
  mounted.root = hydrateRoot(container, tree(mounted), {
    onRecoverableError(error) {
      // Removed before its hydration committed (an in-page navigation, a list redrawn): React
      // reports the unmount as an early update; nothing was shown wrong.
      if (mounted.gone) return;
      const tag = host.localName;
      reportError(host, { source: 'hydration', tag, error, message: `<${tag}> did not hydrate the server's markup: ${error instanceof Error ? error.message : String(error)}` });
    },
  });
}

export const renderer = {
  // r2wc types the container as an HTMLElement; with `shadow: 'open'` it is the shadow root.
  mount(container: HTMLElement, Component: ComponentType<Props>, props: Props): Mounted {
    const shadow = container as unknown as ShadowRoot;
    const host = shadow.host as HTMLElement;
    const mounted: Mounted = { Component, props, last: {}, context: {}, hydrating: false };
    // (Not `:scope >`: in a shadow root's querySelector, :scope matches no element.)
    const server = [...shadow.children].find((child): child is HTMLElement => child.hasAttribute(ROOT_ATTRIBUTE));
    const state = server && parseState(server.getAttribute(STATE_ATTRIBUTE));
    if (server && state) {
      mounted.context = { data: state.data, drawn: true, productDisplay: state.productDisplay };
      if (messagesReady(host.localName)) hydrate(mounted, server, host, state);
      else void whenMessages(host.localName).then(() => hydrate(mounted, server, host, state));
      return mounted;
    }
    // No server render: React draws into the shadow root itself, as r2wc does, once the words
    // are in (the fallback shows through its slot meanwhile). Its first commit clears the root,
    // taking that slot with it in the same frame.
    (host as HTMLElement & { [RENDERED]?: string })[RENDERED] = 'rendered';
    server?.remove();
    const draw = () => {
      if (mounted.gone) return;
      mounted.root = createRoot(shadow as unknown as HTMLElement);
      mounted.root.render(tree(mounted));
    };
    if (messagesReady(host.localName)) draw();
    else void whenMessages(host.localName).then(draw);
    return mounted;
  },
  update(mounted: Mounted, props: Props): void {
    mounted.props = props;
    // Before the hydration's first commit a render would make React give up the server's
    // markup: hydrated() renders then if anything changed. (After it, the same value set again
    // still renders: an element may rely on it, `el.open = true` reopening.)
    if (mounted.hydrating) return;
    mounted.root?.render(tree(mounted));
  },
  unmount(mounted: Mounted): void {
    mounted.gone = true;
    mounted.root?.unmount();
  },
};

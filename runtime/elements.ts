/**
 * Finds `shop-*` elements that are not defined yet and `data-component` placeholders, now and
 * as the DOM changes, and imports only the chunks they need, when they need them: each
 * element's `loading` attribute (or its default in ./loading.json) says whether its code comes
 * at once, when it scrolls into view, when the browser is idle or on the shopper's first
 * interaction with it (docs/loading.md). This module is part of the loader, so it stays small
 * and imports nothing heavy; it does not know where the chunks are: the loader registers the
 * build's table (runtime/loader.ts), tests and source builds widgets/registry.ts.
 * `data-component` placeholders are the runtime's (./placeholders.ts), which hooks in here.
 */
import { readInitialData } from './initial-data';
import defaults from './loading.json';
import { reportError } from './report';

/** Imports the code that defines one element. */
export type ElementImporter = () => Promise<unknown>;

interface LoadingRule {
  loading?: string;
  /** A document event that loads the element too, */
  on?: string;
  /** when every field of its detail has this value, or one of these values (a missing field counts as false), */
  when?: Record<string, unknown>;
  /** unless the element has this attribute; */
  unless?: string;
  /** and once upgraded, the element's part of this name is clicked (the shopper's intent), */
  replay?: string;
  /** or the event itself is sent again from the element (it was listening for it, too late; a
   * socket message, `shop:message`, goes again to the runtime's handlers of its kind). */
  resend?: boolean;
  /**
   * Loads at once, whatever the mode, when the page cannot show what the element would: the
   * element has one of these attributes (a price following a variant picker), or local storage
   * holds one of these keys (the shopper's state, which the server's fallback does not know)
   * with a value other than '' and '0' and other than the element's `unlike` attribute (now, or
   * later: restate()), unless `drawn` says the element's server render follows the shopper's
   * state and the page was drawn for the stored value (the initial data's `config.drawnFor`); or session
   * storage holds one of the `session` keys (this tab's state) with a value other than '', '0'
   * and '{}'.
   */
  now?: { attributes?: string[]; stored?: string[]; unlike?: string; drawn?: boolean; session?: string[] };
}

/** Where an element keeps the part to click (or the event to resend) once upgraded (widgets/shared/define.tsx reads it). */
export const INTENT = Symbol.for('shop-elements.intent');
/**
 * Set by define() once the element's own effects (and listeners) are in. Between being defined
 * and that moment an event the element would act on is missed by it, so the loader still
 * records the intent, which the element replays once live.
 */
const LIVE = Symbol.for('shop-elements.live');
/** On a held control: the elements its press waits for (pressWaits reads it). */
const AWAITS = Symbol.for('shop-elements.awaits');

const importers: Record<string, ElementImporter> = {};
const loading = new Map<string, Promise<void>>();

/** Makes tags loadable: `{ 'shop-x': () => import(...) }`. Later tables add to earlier ones. */
export function registerElements(table: Record<string, ElementImporter>): void {
  // (Added once: the same listener again is no second one.)
  document.addEventListener('click', holdPress, true);
  Object.assign(importers, table);
}

let onLoad: ((tag: string) => void) | undefined;

/** Runs `hook` whenever an element's code is asked for (at once for each already asked for): the runtime loads the element's words then, beside its code. */
export function whenElementLoads(hook: (tag: string) => void): void {
  onLoad = hook;
  for (const tag of loading.keys()) hook(tag);
}

/** Imports the chunk that defines `tag` once; a failed import may be retried later. */
export function loadElement(tag: string): Promise<void> {
  let pending = loading.get(tag);
  if (pending) return pending;
  const importer = importers[tag];
  onLoad?.(tag);
  pending = importer
    ? importer().then(
        () => customElements.whenDefined(tag).then(() => undefined),
        (error: unknown) => {
          loading.delete(tag);
          throw new Error(`The code for <${tag}> could not be loaded.`, { cause: error });
        },
      )
    : Promise.reject(new Error(`<${tag}> is not a Shop Elements element.`));
  loading.set(tag, pending);
  return pending;
}

export function isKnownElement(tag: string): boolean {
  return tag in importers;
}

function load(el: Element): void {
  const tag = el.localName;
  if (customElements.get(tag)) return;
  loadElement(tag).catch((error: unknown) => reportError(el, { source: 'load', tag, error, message: error instanceof Error ? error.message : String(error) }));
}

/** A storage value that holds nothing: absent, '', '0' or an empty object. */
const holds = (value: string | null): value is string => !!value && value !== '0' && value !== '{}';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    // Storage blocked (a sandboxed frame, a privacy mode): the shopper has no stored state.
    return null;
  }
}

/**
 * Whether the server drew the page's elements for this stored value: the initial data's
 * `config.drawnFor` (docs/loading.md), `{"shop.token": true}` (signed in), `{"shop.cartNumber": 2}`. A
 * server that reads the shopper's cookies knows what the browser stores, so its drawing is
 * already right. Read when asked (rarely: only for `drawn` rules), so it is the page's current one.
 */
function drawnAs(key: string, value: string | null): boolean {
  const drawnFor = (readInitialData().config?.drawnFor as Record<string, unknown> | undefined) ?? {};
  if (!(key in drawnFor)) return false;
  const drawn = drawnFor[key];
  return typeof drawn === 'boolean' ? drawn === holds(value) : String(drawn) === (value ?? '');
}

/** Whether the page's html cannot stand in for `el` (LoadingRule.now). Blocked storage counts as empty. */
function needed(el: Element, now: LoadingRule['now']): boolean {
  if (!now) return false;
  if (now.attributes?.some((name) => el.hasAttribute(name))) return true;
  if (now.session?.some((key) => holds(read(() => sessionStorage, key)))) return true;
  const own = (el.getAttribute(now.unlike ?? '') ?? '').toUpperCase();
  return (now.stored ?? []).some((key) => {
    const value = read(() => localStorage, key);
    if (now.drawn && el.shadowRoot && drawnAs(key, value)) return false;
    return holds(value) && value.toUpperCase() !== own;
  });
}

const waiting = new WeakSet<Element>();
/** Elements waiting for stored state they do not have yet (LoadingRule.now.stored), with their rule's `now`. */
const waitingForState = new Map<Element, LoadingRule['now']>();

/**
 * The shopper's stored state changed (in this tab or another: the runtime calls this when its
 * stores do): an element waiting for that state loads now; one gone from the page is forgotten.
 */
export function restate(): void {
  for (const [el, now] of waitingForState) {
    if (el.isConnected && !needed(el, now)) continue;
    waitingForState.delete(el);
    if (el.isConnected) load(el);
  }
}

const PRESSABLE = 'button, [role="button"], input[type="radio"], input[type="checkbox"]';

/**
 * A press on a control the server drew (in the declarative shadow root of an element that is not
 * live yet, at any depth: the address form's button inside the checkout) is held, not lost and not
 * done natively (a form would post its empty self): the element clicks that same control once
 * live (hydration keeps the server's nodes). A radio or checkbox too: its native toggle would be
 * undone by the hydration. The elements around it (one may listen for what the press leads to:
 * the checkout hears its address form's save) and the fields of its form (they hold what it
 * submits) are loaded with it, and the press waits until they are live too (AWAITS).
 */
function holdPress(event: Event): void {
  const path = event.composedPath();
  const control = (path[0] as Element).closest?.(PRESSABLE) as HTMLElement | null | undefined;
  const host = (control?.getRootNode() as ShadowRoot | undefined)?.host as (Element & { [LIVE]?: boolean; [INTENT]?: Element }) | undefined;
  if (!control || !host || !isKnownElement(host.localName)) return;
  const needed = [...path, ...((control as HTMLButtonElement).form?.querySelectorAll('*') ?? [])].filter((el): el is Element => el instanceof Element && el !== host && isKnownElement(el.localName));
  if (host[LIVE]) {
    // A live element whose form's fields (or an element around it) are not live yet: its
    // submit would send the form without what was typed into them. Made once they are.
    const waiting = needed.filter(notLive);
    if (!waiting.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    waiting.forEach(load);
    heldPresses.add(() => {
      if (waiting.some(notLive)) return false;
      if (control.isConnected) control.click();
      return true;
    });
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  host[INTENT] = control;
  needed.forEach(load);
  (control as Element & { [AWAITS]?: Element[] })[AWAITS] = needed;
  load(host);
}

const notLive = (el: Element) => el.isConnected && !(el as Element & { [LIVE]?: boolean })[LIVE];

/** Whether a held control's press still waits for an element (around it, a field of its form) to go live. */
export const pressWaits = (control: Element): boolean => ((control as Element & { [AWAITS]?: Element[] })[AWAITS] ?? []).some(notLive);

/**
 * Presses held until the elements they wait for are live: each tried again as an element goes
 * live (widgets/shared/define.tsx), and dropped once made.
 */
export const heldPresses = new Set<() => boolean>();

/** An element went live: the presses that waited only for it (and others now live) are made. */
export function retryHeldPresses(): void {
  for (const press of [...heldPresses]) if (press()) heldPresses.delete(press);
}

let inView: IntersectionObserver | undefined;

/** Loads `el` once it is in view (and shown: an element hidden by `display: none` never is). */
function loadInView(el: Element): void {
  (inView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        inView!.unobserve(entry.target);
        load(entry.target);
      }
    }
  })).observe(el);
}

/** When `el`'s code loads: now, in view, when idle, or on the first interaction (docs/loading.md). */
function schedule(el: Element): void {
  const tag = el.localName;
  if (!tag.startsWith('shop-') || customElements.get(tag) || waiting.has(el)) return;
  waiting.add(el);
  const rule: LoadingRule = (defaults as Record<string, LoadingRule>)[tag] ?? {};
  // An element the server drew (a declarative shadow root) is the page already: its code can
  // wait for the shopper. One with no server render draws the page itself: at once.
  let mode = el.getAttribute('loading') ?? rule.loading ?? (el.shadowRoot ? 'interaction' : 'eager');
  const go = () => load(el);
  const on = rule.on;
  if (on) {
    const heard = (event: Event) => {
      const detail = (event as CustomEvent).detail ?? {};
      if ((el as Element & { [LIVE]?: boolean })[LIVE]) document.removeEventListener(on, heard);
      else if (Object.entries(rule.when ?? {}).every(([key, value]) => [value].flat().includes(detail[key] ?? false))) {
        if (rule.resend) (el as Element & { [INTENT]?: Event })[INTENT] = event;
        else if (rule.replay && !el.hasAttribute(rule.unless!)) (el as Element & { [INTENT]?: string })[INTENT] = rule.replay;
        // Where it shows: an element a media query hides (the phone's gallery on a desktop)
        // loads once shown, reading the shared state (the variant picked meanwhile) then.
        if (el.getClientRects().length) go();
        else loadInView(el);
      }
    };
    document.addEventListener(on, heard);
  }
  if (needed(el, rule.now)) mode = 'eager';
  else if (rule.now?.stored) waitingForState.set(el, rule.now);
  // Interaction needs something to interact with: an element with no fallback content (and no
  // server render in a declarative shadow root) loads when idle.
  if (mode === 'interaction' && !el.shadowRoot && !el.firstElementChild && !el.textContent!.trim()) mode = 'idle';
  if (mode === 'visible') loadInView(el);
  else if (mode === 'idle') {
    if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 200);
  } else if (mode === 'interaction') {
    const first = (event: Event) => {
      if (customElements.get(tag)) return;
      // A click on a fallback control marked data-shop-intent="<part>" waits for the upgrade,
      // then clicks that part (a server-drawn control is holdPress's). Any other click keeps its
      // native effect (links, and forms that post without the element).
      const marked = event.type === 'click' ? (event.composedPath()[0] as Element).closest?.('[data-shop-intent]') : null;
      if (marked && el.contains(marked)) {
        event.preventDefault();
        (el as Element & { [INTENT]?: string | null })[INTENT] = marked.getAttribute('data-shop-intent');
      }
      go();
    };
    for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click']) el.addEventListener(type, first, { capture: true, passive: type != 'click' });
  } else go();
}

let before: ((root: ParentNode) => void) | undefined;

/** Runs `hook` on every root upgrade() is given, first (the runtime mounts placeholders so). */
export function beforeUpgrade(hook: (root: ParentNode) => void): void {
  before = hook;
}

/** Schedules every undefined `shop-*` element in `root` (and runs the runtime's hook first). */
export function upgrade(root: ParentNode): void {
  before?.(root);
  if (root instanceof Element) schedule(root);
  for (const el of root.querySelectorAll(':not(:defined)')) schedule(el);
}

let observer: MutationObserver | undefined;

/** Watches the document for added elements. Idempotent. */
export function observe(root: Node = document.documentElement): void {
  if (observer) return;
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) upgrade(node);
    }
  });
  observer.observe(root, { childList: true, subtree: true });
}

export function disconnect(): void {
  observer?.disconnect();
  observer = undefined;
}

/**
 * The one way an element is made: a React component wrapped by r2wc into a custom element.
 *
 * r2wc's edges, and what this wrapper does about them:
 * - It parses attributes in its constructor and attributeChangedCallback, so malformed JSON
 *   would throw into the host page. Here r2wc sees every prop as a raw string and the
 *   typed parsing (./props.ts) happens inside React, where a failure renders the error state.
 * - It skips empty and removed attribute values, so a bare boolean (`<x open>`) was lost and
 *   removing an attribute never reset its prop. Here every change is passed through.
 * - It unmounts synchronously on disconnect, so moving an element remounted it and lost its
 *   state. Here the unmount waits a microtask and is skipped when the element is back.
 *
 * What the shopper did before the upgrade is not lost (docs/loading.md): focus inside the
 * server fallback moves to the matching control of the upgraded element, with what was typed,
 * and a click the loader held back (a fallback control marked `data-shop-intent="<part>"`, or
 * an event in runtime/loading.json) becomes a click on the element's part of that name.
 *
 * One render (docs/server-rendering.md): when the server drew the element into a declarative
 * shadow root (runtime/server/render.tsx), the element keeps that root and React hydrates the
 * markup in it (`hydrateRoot`) instead of drawing afresh, so nothing on screen changes. It is
 * r2wc's own element class (@r2wc/core, the engine of @r2wc/react-to-web-component) with a
 * renderer that hydrates (./hydrate.ts).
 *
 * On the server (no `customElements`), define() only records the definition
 * (./element-root.tsx), for the server renderer to draw the same component.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { attributeFor } from '../../runtime/component-name';
import { heldPresses, pressWaits, retryHeldPresses } from '../../runtime/elements';
import { redeliver, type SocketMessage } from '../../runtime/socket';
import { cssOf, describeElement, ElementRoot, type ElementDefinition } from './element-root';
import { FORM_LINK, FormLink } from './form-control';
import { hydrated, RENDER_CONTEXT, renderer, restoreTyped } from './hydrate';
import type { PropSpecs, PropsOf } from './props';
import type { RenderContextValue } from './render-context';
import { themedSheet } from '../../runtime/breakpoints';
import { baseSheet } from './styles';

/** Set by the loader (runtime/elements.ts, INTENT): the part to click, or the event to send again, once upgraded. */
const INTENT = Symbol.for('shop-elements.intent');
/** Set once the element's own effects are in (its listeners attached): the loader stops standing in for it. */
const LIVE = Symbol.for('shop-elements.live');

/** What the shopper was doing in the fallback when the element upgraded. */
interface Carried {
  /** The part named by the focused control's data-shop-intent, if any. */
  part?: string;
  /** The focused control's kind (input, select, textarea, a[href], button). */
  kind: string;
  /** The control itself: what it holds is read when focus moves, so no late keystroke is lost. */
  control: Element;
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

const partOf = (host: HTMLElement, name: string | null | undefined) => (name ? host.shadowRoot!.querySelector<HTMLElement>(`[part~="${CSS.escape(name)}"]`) : null);

/**
 * Whether a fallback control is still on screen once upgraded: the element draws that part of
 * its light DOM through a slot (a carousel's slides, an article's body).
 */
function stillShown(host: HTMLElement, control: Element): boolean {
  let child: Element | null = control;
  while (child && child.parentElement !== host) child = child.parentElement;
  return Boolean(child?.assignedSlot);
}

/** Once upgraded: focus (and what was typed) goes from the fallback to the matching control. */
function carry(host: HTMLElement, carried: Carried | undefined): void {
  if (!carried) return;
  const root = host.shadowRoot!;
  // With no control of its kind there, focus stays on one the element still shows through a slot.
  const target = partOf(host, carried.part) ?? root.querySelector<HTMLElement>(carried.kind) ?? (stillShown(host, carried.control) ? null : root.querySelector<HTMLElement>(FOCUSABLE));
  const value = (carried.control as HTMLInputElement).value;
  target?.focus();
  if (value && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && !target.value) {
    // Through the native setter and an input event, so React's state follows.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Once upgraded: clicks what the loader held a click for (a part by name, or the server-drawn
 * control itself, which hydration kept, once the elements around it and its form's fields are
 * live too), or sends again the event it heard for the element (a socket message goes again to
 * the handlers that the element's effects have just added). A control that is gone or no longer
 * shown (redrawn; or a stand-in shown only until the element is defined, like the language
 * switch's no-JavaScript summary) gives way to the first live part of its name.
 */
function replay(host: HTMLElement & { [INTENT]?: string | Element | Event | null }): void {
  retryHeldPresses();
  const intent = host[INTENT];
  delete host[INTENT];
  if (intent instanceof Event && intent.type === 'shop:message') redeliver((intent as CustomEvent<SocketMessage>).detail);
  else if (intent instanceof Event) host.dispatchEvent(new CustomEvent(intent.type, { detail: (intent as CustomEvent).detail, bubbles: true, composed: true }));
  else if (intent instanceof Element) {
    const press = () => {
      if (pressWaits(intent)) return false;
      const shown = intent.isConnected && intent.getRootNode() === host.shadowRoot && intent.getClientRects().length > 0;
      const kept = shown ? intent : partOf(host, intent.getAttribute('part')?.split(/\s+/)[0]);
      (kept as HTMLElement | null)?.click();
      return true;
    };
    if (!press()) heldPresses.add(press);
  } else partOf(host, intent)?.click();
}

// r2wc keeps its state under these registered symbols (see @r2wc/core).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals extends HTMLElement {
  container: ShadowRoot;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface DefineOptions<S extends PropSpecs> {
  props: S;
  /** The element's own CSS, adopted after the shared base sheet. */
  styles?: string;
  /**
   * Makes a form-associated element (see ./form-control.ts). `property` is the element
   * property that holds the live state (`value` for fields, `checked` for checkboxes); its
   * attribute stays the default that a form reset returns to, as with native controls.
   */
  form?: { property: 'value' | 'checked' };
}

/**
 * Registers `<tag>` once. A second registration (the bundle loaded twice) is a warning, not
 * an error. Returns the element class (undefined on the server, where it only records the
 * definition for the server renderer).
 */
export function define<S extends PropSpecs>(tag: `shop-${string}`, Component: ComponentType<PropsOf<S>>, options: DefineOptions<S>): CustomElementConstructor {
  const definition = describeElement({ tag, Component, props: options.props, css: cssOf(options.styles), form: options.form }) as unknown as ElementDefinition;
  if (typeof customElements === 'undefined') return undefined as unknown as CustomElementConstructor;
  const existing = customElements.get(tag);
  if (existing) {
    console.warn(`[shop-elements] <${tag}> is already defined; this copy is not registered again.`);
    return existing;
  }
  const names = Object.keys(options.props);
  const propByAttribute = new Map(names.map((name) => [attributeFor(name), name]));
  const sheets = options.styles ? [baseSheet(), themedSheet(options.styles)] : [baseSheet()];

  function Root(raw: Record<string, unknown> & { container: ShadowRoot; [RENDER_CONTEXT]?: RenderContextValue }) {
    const host = raw.container.host as HTMLElement;
    const lifecycle = {
      // Focus and typing move over as soon as the element's controls exist (before a key can be
      // lost); a held-back click once the component's own effects (children's run first) are in.
      layout() {
        hydrated(host);
        restoreTyped(host);
        // Only while the shopper is still there: Tab may have gone on between the definition and
        // this commit, and focus must not be pulled back.
        const there = carried.get(host);
        const stayed = there && (document.activeElement === there.control || document.activeElement === document.body || !document.activeElement);
        held.get(host)?.remove();
        if (stayed) carry(host, there);
      },
      effect() {
        // Live once the work this commit set going synchronously is done too: a choice made
        // before the code came, restored in the layout phase above, re-renders the element in
        // the same task, after this effect (React runs pending effects before a sync render).
        // Until then its form value and validity are the server's, and a press made now (a held
        // 'Use this address') would send the form without the choice.
        queueMicrotask(() => {
          (host as HTMLElement & { [LIVE]?: boolean })[LIVE] = true;
          replay(host);
        });
      },
    };
    return <ElementRoot definition={definition} raw={raw} host={host} context={raw[RENDER_CONTEXT] ?? {}} lifecycle={lifecycle} />;
  }

  const carried = new WeakMap<HTMLElement, Carried>();
  const held = new WeakMap<HTMLElement, HTMLSlotElement>();
  const Base = r2wc(Root as ComponentType, { shadow: 'open', props: Object.fromEntries(names.map((name) => [name, 'string'])) }, renderer) as unknown as new () => R2wcInternals;

  class ShopElement extends Base {
    static readonly tagName = tag;
    static readonly formAssociated = Boolean(options.form);
    declare [FORM_LINK]?: FormLink;

    constructor() {
      super();
      // r2wc reads only non-empty attributes here; a bare boolean (`no-discount`) arrives later
      // through attributeChangedCallback, and would change the props after the first render
      // (before a hydration has committed, React then gives up the server's markup).
      for (const name of names) {
        const value = this.getAttribute(attributeFor(name));
        if (value !== null) this[PROPS][name] = value;
      }
      const drawn = this.container.childElementCount > 0;
      // Upgrading: the fallback is still on screen; note where the shopper is in it.
      const active = document.activeElement;
      if (!drawn && active && active !== this && this.contains(active)) {
        carried.set(this, {
          part: active.closest('[data-shop-intent]')?.getAttribute('data-shop-intent') ?? undefined,
          kind: active.localName === 'a' ? 'a[href]' : active.localName,
          control: active,
        });
      }
      if (!drawn) {
        // The fallback stays on screen through a slot of its own until React's first commit
        // replaces it in one step: the shadow root is attached now, and without the slot the
        // server's content would vanish (the page collapsing, then growing again) for the frames
        // before that commit; and a field being typed into stays there, so no keystroke is lost.
        // (A server render needs none of this: its markup is the element's, and is kept.)
        const hold = document.createElement('slot');
        held.set(this, hold);
        this.container.append(hold);
        // Between the definition and that commit the loader no longer holds clicks: a press on a
        // fallback control marked data-shop-intent is kept here and replayed, not lost.
        const keep = (event: Event) => {
          if (!hold.isConnected) return this.removeEventListener('click', keep, true);
          const marked = (event.target as Element | null)?.closest?.('[data-shop-intent]');
          if (!marked || !this.contains(marked)) return;
          event.preventDefault();
          (this as unknown as { [INTENT]?: string | null })[INTENT] = marked.getAttribute('data-shop-intent');
        };
        this.addEventListener('click', keep, true);
      }
      if (options.form) this[FORM_LINK] = new FormLink(this, this.attachInternals());
      this.container.adoptedStyleSheets = sheets;
      // A property set before the element was defined is an own property that hides the
      // accessor below: move it through the accessor.
      for (const name of names) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    /**
     * A declarative shadow root (the server's render) is kept, not emptied: attachShadow() on
     * an element that has one would clear it, and the page would lose what it shows.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const name = propByAttribute.get(attribute);
      // The same value set again (React hydrating a parent sets its children's attributes as they
      // are) changes nothing: a render then could cut into this element's own hydration.
      if (!name || (old === value && this[PROPS][name] === value)) return;
      this[PROPS][name] = value ?? undefined;
      this[RENDER]();
    }

    override disconnectedCallback() {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    formResetCallback() {
      this[FORM_LINK]?.reset();
    }

    formDisabledCallback(disabled: boolean) {
      this[FORM_LINK]?.setFormDisabled(disabled);
    }
  }

  // Properties: strings go through the attribute (so they show in the DOM); rich values
  // (objects, arrays, numbers, booleans) are handed to React as they are.
  for (const name of names) {
    Object.defineProperty(ShopElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: ShopElement) {
        return this[PROPS][name];
      },
      set(this: ShopElement, value: unknown) {
        if (typeof value === 'string') {
          this.setAttribute(attributeFor(name), value);
        } else if (value === undefined || value === null) {
          this[PROPS][name] = undefined;
          this.removeAttribute(attributeFor(name));
          this[RENDER]();
        } else {
          this[PROPS][name] = value;
          this[RENDER]();
        }
      },
    });
  }

  if (options.form) defineFormApi(ShopElement.prototype, options.form.property);
  customElements.define(tag, ShopElement);
  return ShopElement;
}

/** The native control API on a form-associated element: value/checked, validity, focus. */
function defineFormApi(prototype: HTMLElement, property: 'value' | 'checked'): void {
  const link = (element: HTMLElement) => (element as unknown as { [FORM_LINK]: FormLink })[FORM_LINK];
  const define = (name: string, descriptor: PropertyDescriptor) => Object.defineProperty(prototype, name, { configurable: true, enumerable: true, ...descriptor });
  define(property, {
    get(this: HTMLElement) {
      return link(this).current;
    },
    set(this: HTMLElement, value: unknown) {
      link(this).set(property === 'checked' ? Boolean(value) : value === null || value === undefined ? '' : String(value));
    },
  });
  for (const name of ['form', 'labels', 'validity', 'validationMessage', 'willValidate'] as const) {
    define(name, {
      get(this: HTMLElement) {
        return link(this).internals[name];
      },
    });
  }
  for (const name of ['checkValidity', 'reportValidity'] as const) {
    define(name, {
      value(this: HTMLElement) {
        return link(this).internals[name]();
      },
    });
  }
  // The host is not focusable itself: focus goes to the control inside.
  define('focus', {
    value(this: HTMLElement, options?: FocusOptions) {
      link(this).anchor?.focus(options);
    },
  });
}

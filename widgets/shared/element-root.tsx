/**
 * One element's React tree, the same on the server and in the browser: its props parsed from
 * the raw attribute values (a bad one renders the error state), the host and render contexts,
 * and an error boundary. Both sides render this very component, so the trees match and React's
 * `useId` gives the same ids: that is what lets the browser hydrate the server's markup.
 *
 * This module never touches the DOM when imported: the server imports every element's
 * definition through it (widgets/<name>/define.ts calls define(), which records the definition
 * here before it registers anything with the browser).
 */
import { useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import { attributeFor } from '../../runtime/component-name';
import { reportError } from '../../runtime/report';
import { ErrorBoundary, ErrorState } from './error-state';
import { HostContext } from './host';
import { PropError, type PropSpecs, type PropsOf } from './props';
import { RenderContext, type RenderContextValue } from './render-context';
import { baseCss } from './styles';

export interface ElementDefinition<S extends PropSpecs = PropSpecs> {
  tag: `shop-${string}`;
  Component: ComponentType<PropsOf<S>>;
  props: S;
  /** The shadow root's style texts, in order: the base sheet, then the element's own. */
  css: string[];
  form?: { property: 'value' | 'checked' };
}

// On globalThis, so two copies of the bundle (or the server importing widgets twice) share one table.
const TABLE = Symbol.for('shop-elements.definitions');
const scope = globalThis as typeof globalThis & { [TABLE]?: Map<string, ElementDefinition> };
const definitions = (scope[TABLE] ??= new Map());

/** Records an element's definition (its first one wins, as customElements.define's does). */
export function describeElement<S extends PropSpecs>(definition: ElementDefinition<S>): ElementDefinition<S> {
  if (!definitions.has(definition.tag)) definitions.set(definition.tag, definition as unknown as ElementDefinition);
  return definitions.get(definition.tag) as unknown as ElementDefinition<S>;
}

/** The definition of `tag`, when its define module has been imported. */
export function definitionOf(tag: string): ElementDefinition | undefined {
  return definitions.get(tag);
}

/** Every definition imported so far. */
export function allDefinitions(): ElementDefinition[] {
  return [...definitions.values()];
}

export const cssOf = (styles: string | undefined): string[] => (styles ? [baseCss, styles] : [baseCss]);

type Parsed<S extends PropSpecs> = { ok: true; props: PropsOf<S> } | { ok: false; error: PropError };

function parseAll<S extends PropSpecs>(specs: S, raw: Record<string, unknown>): Parsed<S> {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    try {
      props[name] = spec.parse(raw[name], attributeFor(name));
    } catch (error) {
      if (error instanceof PropError) return { ok: false, error };
      throw error;
    }
  }
  return { ok: true, props: props as PropsOf<S> };
}

/** What the browser side adds once the tree is committed (define.tsx): none on the server. */
export interface RootLifecycle {
  /** After the first commit, before paint: focus and typing move over from a fallback. */
  layout?(): void;
  /** Once the element's own effects are in: it is live; a held click is replayed. */
  effect?(): void;
}

export interface ElementRootProps {
  definition: ElementDefinition;
  /** The props' raw values by prop name: attribute strings, or rich values set as properties. */
  raw: Record<string, unknown>;
  host: HTMLElement;
  context: RenderContextValue;
  lifecycle?: RootLifecycle;
}

export function ElementRoot({ definition, raw, host, context, lifecycle }: ElementRootProps) {
  const { tag, props: specs, Component } = definition;
  const names = Object.keys(specs);
  const parsed = useMemo(() => parseAll(specs, raw), names.map((name) => raw[name]));
  const error = parsed.ok ? undefined : parsed.error;
  useLayoutEffect(() => lifecycle?.layout?.(), []);
  useEffect(() => lifecycle?.effect?.(), []);
  // A layout effect, so the attribute is there as soon as the error state is on screen.
  useLayoutEffect(() => {
    if (!error) return;
    host.toggleAttribute('data-invalid', true);
    reportError(host, { source: 'attribute', tag, attribute: error.attribute, value: error.value, message: `<${tag}> ${error.message}` });
    return () => host.removeAttribute('data-invalid');
  }, [error?.message]);
  return (
    <RenderContext.Provider value={context}>
      <HostContext.Provider value={host}>
        <ErrorBoundary host={host}>{parsed.ok ? <Component {...parsed.props} /> : <ErrorState />}</ErrorBoundary>
      </HostContext.Provider>
    </RenderContext.Provider>
  );
}

/**
 * One render, tested: an element rendered by the server renderer (runtime/server/render.tsx,
 * run in web-test-runner's server: test/helpers/server-render.mjs), parsed as the browser parses
 * a page (its declarative shadow root attached, nothing defined yet), then put on the page,
 * where the element (defined by the test's import) hydrates it.
 */
import type { RenderOptions } from '../../../runtime/server/render';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { waitFor } from './dom';

const LIVE = Symbol.for('shop-elements.live');

async function post(body: unknown): Promise<string> {
  const response = await fetch('/__render', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { html?: string; error?: string };
  if (!response.ok || answer.html === undefined) throw new Error(`The server renderer failed: ${answer.error}`);
  return answer.html;
}

/** renderElement() on the server. */
export const serverRender = (tag: string, attributes: Record<string, string | number | boolean> = {}, options: RenderOptions = {}) => post({ tag, attributes, options });

/** expandElements() on the server. */
export const serverExpand = (html: string, options: RenderOptions = {}) => post({ expand: html, options });

const containers: HTMLElement[] = [];

/** Parses `html` as a page would be (declarative shadow roots attached), in a document where nothing is defined. */
export function parsePage(html: string): DocumentFragment {
  // setHTMLUnsafe in a document of its own: no element upgrades there. (Not
  // Document.parseHTMLUnsafe: it drops comments, and React's text separators are comments.)
  const holder = document.implementation.createHTMLDocument().createElement('div');
  (holder as HTMLElement & { setHTMLUnsafe(html: string): void }).setHTMLUnsafe(html);
  const fragment = document.createDocumentFragment();
  fragment.append(...[...holder.childNodes].map((node) => document.adoptNode(node)));
  return fragment;
}

export interface Hydration<E extends HTMLElement = HTMLElement> {
  el: E;
  /** The shadow root's markup as the server wrote it, before any script ran. */
  server: string;
  /** `shop:error` events of source 'hydration' (React's recoverable errors: a mismatch). */
  errors: CustomEvent[];
  /** The server's top nodes React no longer used when the element went live (it drew the root afresh). */
  replaced(): Node[];
}

/**
 * Renders `tag` on the server, puts it on the page and waits until it is live (hydrated, its
 * effects in). The element's define module must be imported by the test.
 */
export async function renderThenHydrate<E extends HTMLElement = HTMLElement>(tag: string, attributes: Record<string, string | number | boolean> = {}, options: RenderOptions = {}): Promise<Hydration<E>> {
  return hydratePage<E>(await serverRender(tag, attributes, options), tag);
}

/** Puts server html on the page and waits until its first `tag` is live. */
export async function hydratePage<E extends HTMLElement = HTMLElement>(html: string, tag: string, { live = true } = {}): Promise<Hydration<E>> {
  const fragment = parsePage(html);
  const el = fragment.querySelector<E>(tag);
  if (!el?.shadowRoot) throw new Error(`The server drew no shadow root for <${tag}>`);
  const server = el.shadowRoot.innerHTML;
  // The component's top nodes: a hydration that fails draws the whole root afresh, replacing
  // them; what the element changes afterwards (a picture loaded, a state moved on) is deeper.
  const nodes = [...el.shadowRoot.querySelectorAll('[data-shop-root] > *')];
  const errors: CustomEvent[] = [];
  const listen = (event: Event) => {
    if ((event as CustomEvent).detail?.source === 'hydration') errors.push(event as CustomEvent);
  };
  document.addEventListener('shop:error', listen);
  // Which nodes were replaced is read as the element goes live, not when the test next looks: by
  // then an answer the element asked for on mount (a test's reply) may have moved it on, rightly.
  let replacedWhenLive: Node[] | undefined;
  let isLive = false;
  Object.defineProperty(el, LIVE, {
    configurable: true,
    get: () => isLive,
    set: (value: boolean) => {
      isLive = value;
      if (value && !replacedWhenLive) replacedWhenLive = nodes.filter((node) => !node.isConnected);
    },
  });
  const container = document.createElement('div');
  container.append(fragment);
  document.body.append(container);
  containers.push(container);
  if (live) await waitFor(() => (el as E & { [LIVE]?: boolean })[LIVE], { message: `<${tag}> live` });
  return {
    el,
    server,
    errors,
    replaced: () => replacedWhenLive ?? nodes.filter((node) => !node.isConnected),
  };
}

/** The element kept the server's markup: hydrated, no mismatch reported, no node drawn afresh. */
export function expectHydrated(result: Hydration): void {
  const how = (result.el as HTMLElement & { [RENDERED]?: string })[RENDERED];
  if (how !== 'hydrated') throw new Error(`<${result.el.localName}> was ${how ?? 'not rendered'}, not hydrated`);
  if (result.errors.length) throw new Error(`Hydration errors: ${result.errors.map((e) => e.detail.message).join('; ')}`);
  const replaced = result.replaced();
  if (replaced.length) throw new Error(`${replaced.length} server nodes were replaced, e.g. ${(replaced[0] as Element).outerHTML ?? replaced[0]!.textContent}`);
}

export function cleanupPages(): void {
  for (const container of containers.splice(0)) container.remove();
}

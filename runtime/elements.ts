/**
 * Finds `shop-*` elements that are not defined yet and `data-component` placeholders, now and
 * as the DOM changes, and imports only the chunks they need. This module is part of the loader,
 * so it stays small and imports nothing heavy.
 */
import { widgets } from '../widgets/registry';
import { setProps, tagFor } from './component-name';
import { reportError } from './report';

const loading = new Map<string, Promise<void>>();

/** Imports the chunk that defines `tag` once; a failed import may be retried later. */
export function loadElement(tag: string): Promise<void> {
  let pending = loading.get(tag);
  if (pending) return pending;
  const importer = widgets[tag];
  if (!importer) {
    pending = Promise.reject(new Error(`<${tag}> is not a Shop Elements element.`));
  } else {
    pending = importer().then(
      () => customElements.whenDefined(tag).then(() => undefined),
      (error: unknown) => {
        loading.delete(tag);
        throw new Error(`The code for <${tag}> could not be loaded.`, { cause: error });
      },
    );
  }
  loading.set(tag, pending);
  return pending;
}

export function isKnownElement(tag: string): boolean {
  return tag in widgets;
}

/** Replaces the content of a `data-component` placeholder with the element it names. */
export function mountPlaceholder(holder: HTMLElement): HTMLElement | undefined {
  const name = holder.dataset.component;
  if (!name || holder.dataset.shopMounted !== undefined) return undefined;
  holder.dataset.shopMounted = '';
  const tag = tagFor(name);
  if (!isKnownElement(tag)) {
    reportError(holder, { source: 'placeholder', tag, message: `data-component="${name}" names no known element.` });
    return undefined;
  }
  const el = document.createElement(tag);
  const raw = holder.dataset.props;
  if (raw) {
    try {
      const props: unknown = JSON.parse(raw);
      if (!props || typeof props !== 'object' || Array.isArray(props)) throw new TypeError('data-props must be a JSON object');
      setProps(el, props as Record<string, unknown>);
    } catch (error) {
      reportError(holder, { source: 'placeholder', tag, attribute: 'data-props', value: raw, error, message: `data-props of <${tag}> is not a JSON object.` });
    }
  }
  holder.replaceChildren(el);
  return el;
}

function upgradeElement(el: Element): void {
  const tag = el.localName;
  if (!tag.startsWith('shop-') || customElements.get(tag)) return;
  loadElement(tag).catch((error: unknown) =>
    reportError(el, { source: 'load', tag, error, message: error instanceof Error ? error.message : String(error) }),
  );
}

/** Defines every undefined `shop-*` element in `root` and mounts its placeholders. */
export function upgrade(root: ParentNode): void {
  if (root instanceof HTMLElement && root.dataset.component !== undefined) mountPlaceholder(root);
  for (const holder of root.querySelectorAll<HTMLElement>('[data-component]')) mountPlaceholder(holder);
  if (root instanceof Element) upgradeElement(root);
  for (const el of root.querySelectorAll(':not(:defined)')) upgradeElement(el);
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

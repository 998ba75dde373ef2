/**
 * `data-component` placeholders (spec section 9): `<div data-component="ProductPrice"
 * data-props='{"price": 12}'>` becomes `<shop-product-price price="12">` in place. Part of the
 * runtime, not the loader (which stays small): start() hooks it into upgrade(), so
 * placeholders already on the page and every one added later are mounted.
 */
import { setProps, tagFor } from './component-name';
import { isKnownElement } from './elements';
import { reportError } from './report';

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

/** Mounts the placeholders in `root`, `root` included. */
export function mountPlaceholders(root: ParentNode): void {
  if (root instanceof HTMLElement && root.dataset.component !== undefined) mountPlaceholder(root);
  for (const holder of root.querySelectorAll<HTMLElement>('[data-component]')) mountPlaceholder(holder);
}

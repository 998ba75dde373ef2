/**
 * createComponent(name, target, props): the global function that puts an element into a
 * target element. The element's code starts loading at once; the target is filled after
 * 2000 ms (spec sections 2 and 9).
 */
import { setProps, tagFor } from './component-name';
import { CREATE_COMPONENT_DELAY_MS } from './constants';
import { isKnownElement, loadElement } from './elements';
import { reportError } from './report';

export function createComponent(name: string, target: Element | string, props: Record<string, unknown> = {}): Promise<HTMLElement> {
  const tag = tagFor(name);
  const host = typeof target === 'string' ? document.querySelector(target) : target;
  if (!isKnownElement(tag) || !host) {
    const message = !host ? `createComponent: no element matches ${String(target)}.` : `createComponent: "${name}" names no known element.`;
    reportError(host ?? document, { source: 'create-component', tag, message });
    return Promise.reject(new Error(message));
  }
  const el = document.createElement(tag);
  setProps(el, props);
  loadElement(tag).catch((error: unknown) => reportError(el, { source: 'load', tag, error, message: `The code for <${tag}> could not be loaded.` }));
  return new Promise((resolve) => {
    setTimeout(() => {
      host.replaceChildren(el);
      resolve(el);
    }, CREATE_COMPONENT_DELAY_MS);
  });
}

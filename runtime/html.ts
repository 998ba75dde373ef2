/**
 * The one way server html reaches the page. DOMPurify sanitises it (scripts, event handlers,
 * javascript: URLs and inline styles go; shop-* elements and data-component / data-props stay),
 * and the result is a TrustedHTML from the bundle's single Trusted Types policy, named
 * 'shop-elements', so pages sending `require-trusted-types-for 'script'` work.
 *
 * The policy's callbacks pass text through unchanged: DOMPurify itself calls them, for the
 * markup it parses into an inert document and for its sanitised output. The policy object never
 * leaves this module, so nothing else can use it to skip sanitising.
 */
import DOMPurify, { type Config } from 'dompurify';
import { INITIAL_DATA_ID } from './initial-data';

export const TRUSTED_TYPES_POLICY_NAME = 'shop-elements';

// TypeScript's DOM library has no Trusted Types yet: the little we use of them.
interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML: (s: string) => string; createScriptURL: (s: string) => string }): Policy;
}
let policy: Policy | null | undefined;

function trustedTypesPolicy(): Policy | null {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (s) => s, createScriptURL: (s) => s }) : null;
  }
  return policy;
}

const config: Config = {
  // Our own elements may appear in server html; their attributes are parsed by define(). An
  // on* attribute is an event handler on any element, ours included: DOMPurify lets through
  // every attribute a custom element's name check allows, so the check refuses those.
  CUSTOM_ELEMENT_HANDLING: { tagNameCheck: /^shop-[a-z0-9-]+$/, attributeNameCheck: /^(?!on)[a-z][a-z0-9-]*$/, allowCustomizedBuiltInElements: false },
  // Style attributes would only be blocked by the page's CSP and reported. <style> elements
  // go too, but for those the server renderer writes at the top of an element's declarative
  // shadow root (the hook below): a shadow root's styles reach no further than it, and the
  // demo's CSP allows only the renderer's own texts, by hash.
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target', 'shadowrootmode'],
  // Comments are inert, and the server renderer's markup needs them: React separates adjacent
  // text nodes with <!-- --> (and marks boundaries with <!--$-->), and hydration finds its text
  // nodes by them. Without them an element drawn on the server after an in-page navigation (a
  // listing's "‹ Previous", a price's parts) fails to hydrate. DOMPurify still removes a
  // comment that holds markup (SAFE_FOR_XML).
  ADD_TAGS: ['#comment'],
};

/** A template that becomes a shadow root when parsed, the server renderer's (runtime/server/render.tsx). */
const isShadowTemplate = (node: Node) => node instanceof HTMLTemplateElement && node.getAttribute('shadowrootmode') === 'open';
const shadowContents = new WeakSet<DocumentFragment>();

/**
 * Ids and names the bundle reads as globals (window.ShopElements, window.createComponent, set
 * with ??= at boot) or looks up by id (the initial data script). DOMPurify's own clobbering
 * check only covers names the document and forms already have, so page html could otherwise
 * take these (`<img id="ShopElements">`) before the runtime does.
 */
const RESERVED_NAMES = new Set(['ShopElements', 'createComponent', INITIAL_DATA_ID]);
// Only where there is a DOM: the server renderer imports this module (through elements that
// sanitise in their effects, which never run there), and DOMPurify without a window has no hooks.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'id' || data.attrName === 'name') && RESERVED_NAMES.has(data.attrValue.trim())) data.keepAttr = false;
  });

  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (isShadowTemplate(node)) shadowContents.add((node as HTMLTemplateElement).content);
    if (data.tagName === 'style' && !(node.parentNode instanceof DocumentFragment && shadowContents.has(node.parentNode))) node.parentNode?.removeChild(node);
  });
}

/** Sanitised html, as TrustedHTML where the browser has Trusted Types. */
export function sanitize(dirty: string): unknown {
  // Without a DOM, DOMPurify would hand the html back as it is: refuse instead.
  if (!DOMPurify.isSupported) throw new Error('Html can only be sanitised in a browser (there is no DOM here).');
  const trusted = trustedTypesPolicy();
  return trusted
    ? DOMPurify.sanitize(dirty, { ...config, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: trusted as NonNullable<Config['TRUSTED_TYPES_POLICY']> })
    : DOMPurify.sanitize(dirty, config);
}

/**
 * Replaces `target`'s content with sanitised `dirty` html; declarative shadow roots (elements
 * the server drew) are attached, as when the browser parses a page.
 */
export function setHtml(target: Element, dirty: string): void {
  // TrustedHTML is accepted by both in browsers with Trusted Types; TypeScript's DOM types lag.
  const withShadows = target as Element & { setHTMLUnsafe?(html: unknown): void };
  if (withShadows.setHTMLUnsafe) withShadows.setHTMLUnsafe(sanitize(dirty));
  else target.innerHTML = sanitize(dirty) as string;
}

/**
 * The playground's view of dist/custom-elements.json (the Custom Elements Manifest the build
 * writes, scripts/cem-shop-elements.mjs): each element's tag, summary, attributes, events and
 * CSS custom properties, and which form field edits each attribute. Read from disk on each
 * request unless unchanged, so a rebuild shows up without restarting the demo.
 */
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MANIFEST_PATH = fileURLToPath(new URL('../../dist/custom-elements.json', import.meta.url));

interface Documented {
  name: string;
  description?: string;
  default?: string;
}
export interface ManifestAttribute extends Documented {
  type?: { text: string };
}
export interface PlaygroundElement {
  tag: string;
  summary: string;
  attributes: ManifestAttribute[];
  events: Documented[];
  cssProperties: Documented[];
}

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: Documented[];
  cssProperties?: Documented[];
}

let cache: { mtimeMs: number; elements: PlaygroundElement[] } | undefined;

/** Every element of the manifest, by tag name; undefined when the build has not written it. */
export function readPlaygroundElements(path = MANIFEST_PATH): PlaygroundElement[] | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  if (cache?.mtimeMs === mtimeMs) return cache.elements;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { modules?: { declarations?: Declaration[] }[] };
  const elements = (manifest.modules ?? [])
    .flatMap((module) => module.declarations ?? [])
    .filter((d): d is Declaration & { tagName: string } => Boolean(d.customElement && d.tagName))
    .map((d) => ({
      tag: d.tagName,
      summary: d.summary ?? d.description ?? '',
      attributes: d.attributes ?? [],
      // An event without a name (an analyzer guess) cannot be listened for.
      events: (d.events ?? []).filter((e) => Boolean(e.name)),
      cssProperties: d.cssProperties ?? [],
    }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
  cache = { mtimeMs, elements };
  return elements;
}

export type FieldKind = { kind: 'boolean' } | { kind: 'number' } | { kind: 'choice'; choices: string[] } | { kind: 'json' } | { kind: 'text' };

const LITERAL = /^(?:"([^"]*)"|'([^']*)'|(-?\d+(?:\.\d+)?))$/;

/**
 * The field that edits an attribute, from its type in the manifest: a checkbox for booleans, a
 * number input, a select for a union of literals ("eager" | "visible", 1|2|3), a JSON text area
 * for structured types (Address, string[]...) and for strings documented as JSON, else text.
 */
export function fieldKind(attribute: ManifestAttribute): FieldKind {
  const type = (attribute.type?.text ?? 'string').trim();
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'number') return { kind: 'number' };
  const parts = type.split('|').map((part) => part.trim());
  const literals = parts.map((part) => LITERAL.exec(part));
  if (parts.length > 1 && literals.every(Boolean)) return { kind: 'choice', choices: literals.map((m) => m![1] ?? m![2] ?? m![3]!) };
  if (type === 'string') return /\bJSON\b/.test(attribute.description ?? '') ? { kind: 'json' } : { kind: 'text' };
  return { kind: 'json' };
}

/** A manifest default as the attribute would be written: `"eager"` is eager, `['test-card']` stays as it is. */
export function defaultText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const quoted = LITERAL.exec(value.trim());
  return quoted ? (quoted[1] ?? quoted[2] ?? quoted[3]) : value;
}

/** Whether a CSS custom property holds a colour (its name or its description says so): a colour input edits it. */
export const isColorProperty = (property: Documented): boolean => /colou?r/i.test(`${property.name} ${property.default ?? ''} ${property.description ?? ''}`);

/**
 * The first code span of a description that is valid JSON (an object or array), as the
 * manifest documents some structured attributes: `[{"label": "Orders", "href": "/user/order"}]`.
 */
export function exampleFromDescription(description: string | undefined): string | undefined {
  for (const [, code] of (description ?? '').matchAll(/`([^`]+)`/g)) {
    try {
      const value: unknown = JSON.parse(code!);
      if (value && typeof value === 'object') return JSON.stringify(value);
    } catch {
      // Not JSON (a placeholder like `{code, title}`): try the next span.
    }
  }
  return undefined;
}

// Server side, plain JavaScript, no dependencies: the `<link rel="modulepreload">` tags a
// page's head needs so the browser fetches the loader, the runtime and every chunk of the
// page's eager elements at once, instead of discovering them import by import.
//
//   import { preloadLinks, tagsIn } from 'shop-elements/server';   // the package's export
//   const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
//   head += preloadLinks(tagsIn(bodyHtml), manifest, { base: '/dist/', locale: 'de' });
//
// `locale` is the page's interface language (its path prefix: en, zh, zh-HK, de, ...): each eager
// element's words in it, and the runtime's own, are files of their own, fetched with the
// element's code (a code without a catalogue gets English, as the runtime does); a page with no
// eager element gets no link for them: the server drew the words, and they come when an element
// is used.
// An element whose `loading` is not eager (its attribute, else its default in the manifest,
// else `interaction` for one the server drew into a declarative shadow root, as the loader
// decides) gets no links: its code is paid for when it is used. Manifest format: docs/loading.md.
import { readFileSync, statSync } from 'node:fs';

/**
 * The `shop-*` tags in server html, each with its `loading` attribute if it has one and
 * `drawn: true` when the server drew it (a declarative shadow root follows the tag), once per
 * tag, loading and drawing.
 */
export function tagsIn(html) {
  const found = new Map();
  for (const [, tag, attributes, template] of String(html).matchAll(/<(shop-[a-z0-9-]+)\b([^>]*)>(\s*<template\s[^>]*shadowrootmode)?/g)) {
    const loading = /\sloading\s*=\s*["']?([a-z]+)/.exec(attributes)?.[1];
    const drawn = Boolean(template);
    found.set(`${tag} ${loading ?? ''} ${drawn}`, { tag, ...(loading ? { loading } : {}), ...(drawn ? { drawn } : {}) });
  }
  return [...found.values()];
}

/** The files of the runtime's words and `tag`'s in `locale` (English for a language the build has not). */
export function messageFiles(tag, manifest, { locale = 'en' } = {}) {
  const words = manifest.messages;
  const files = words?.files?.[locale] ?? words?.files?.en;
  if (!files) return [];
  return [...new Set([...(words.runtime ?? []), ...(words.elements?.[tag] ?? [])])].map((group) => files[group]);
}

/** The dist/ files a page needs at once, in order: loader, table, runtime, then each eager element's words (with the runtime's) and chunks. */
export function preloadFiles(tags, manifest, { locale = 'en' } = {}) {
  const files = new Set([manifest.loader, ...(manifest.start ?? [])]);
  for (const entry of tags) {
    const { tag, loading, drawn } = typeof entry === 'string' ? { tag: entry } : entry;
    const chunks = manifest.preload?.[tag];
    if (!chunks || (loading ?? manifest.loading?.[tag] ?? (drawn ? 'interaction' : 'eager')) !== 'eager') continue;
    for (const file of messageFiles(tag, manifest, { locale })) files.add(file);
    for (const file of chunks) files.add(file);
  }
  return [...files];
}

const attribute = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="modulepreload">` tags, one a line, for preloadFiles(tags, manifest, {locale}); `base` is where dist/ is served. */
export function preloadLinks(tags, manifest, { base = '/dist/', locale = 'en' } = {}) {
  return preloadFiles(tags, manifest, { locale })
    .map((file) => `<link rel="modulepreload" href="${attribute(base + file)}">`)
    .join('\n');
}

const cache = new Map();

/**
 * Reads `<dist>/manifest.json`, again only when the file changed (a rebuild while the server
 * runs); undefined when there is no build yet (a page then simply gets no preload links).
 */
export function readManifest(dist) {
  const path = `${String(dist).replace(/[\\/]$/, '')}/manifest.json`;
  let stamp;
  try {
    stamp = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const known = cache.get(path);
  if (known?.stamp === stamp) return known.manifest;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  cache.set(path, { stamp, manifest });
  return manifest;
}

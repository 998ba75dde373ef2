// The interface words split by who uses them (issue 19): a page downloads the words of the
// elements it uses, in its language, not the whole catalogue. Read by rollup.config.mjs.
//
// Which keys a piece of code uses is read from its source: every string literal that is a key of
// locales/en.json, and every template literal that starts a key (`order.status.${status}`) counts
// for each key with that start. Keys are then grouped by the set of users that need them (each
// element, and the runtime, whose words come with any element), and a group too small to be
// worth a request joins the one that costs the fewest unneeded bytes, as shared code does.
import { createHash } from 'node:crypto';

/**
 * A group of words smaller than this (characters of English keys and text) joins another.
 * Measured on the demo's pages (2026-12-06, 808 keys; the whole English catalogue 9.7 KB gzip):
 * 0 makes 121 groups, 30 files and 4.6 KB a page on average; 200: 56, 17 files, 4.8 KB; 400:
 * 41, 15 files, 5.7 KB; 600: 29, 14 files, 6.8 KB; 2000: 9, 7 files, 9.5 KB. 400 keeps most of
 * the saving for half the files of 0; a pasted price needs 3 files, 1.0 KB.
 */
export const MIN_WORDS = 400;

const literal = /(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
const templateStart = /`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g;

/** The keys of `keys` that `code` names, directly or by a template literal's start. */
export function keysIn(code, keys) {
  const found = new Set();
  for (const [, , key] of code.matchAll(literal)) if (keys.has(key)) found.add(key);
  for (const [, start] of code.matchAll(templateStart)) for (const key of keys) if (key.startsWith(start)) found.add(key);
  return found;
}

/**
 * Small groups merged into the group where they cost least: its bytes times the users it gains,
 * plus the other's bytes times the users they gain. `groups`: { users: Set, size, items: [] }.
 */
export function mergeSmall(groups, min) {
  const list = [...groups];
  const gained = (from, to) => [...from.users].filter((user) => !to.users.has(user)).length;
  for (;;) {
    const small = list.filter((g) => g.size < min).sort((a, b) => a.size - b.size)[0];
    if (!small || list.length === 1) break;
    let best;
    let bestWaste = Infinity;
    for (const other of list) {
      if (other === small) continue;
      const waste = small.size * gained(other, small) + other.size * gained(small, other);
      if (waste < bestWaste) [best, bestWaste] = [other, waste];
    }
    best.users = new Set([...best.users, ...small.users]);
    best.size += small.size;
    best.items.push(...small.items);
    list.splice(list.indexOf(small), 1);
  }
  return list;
}

/**
 * `users`: Map of user name ('runtime', or a tag) -> the source code of every module it runs.
 * `catalogues`: { en: {...}, zh: {...}, ... }. Returns the groups (each a sorted list of keys),
 * which groups each user needs, a hash of the whole, and the keys no code names (left out).
 */
export function planMessages(users, catalogues) {
  const keys = new Set(Object.keys(catalogues.en));
  const usersOf = new Map();
  // Each module's code is read once: most are in many users' code (React's is in every element's).
  const read = new Map();
  for (const [user, sources] of users) {
    for (const source of sources) {
      if (!read.has(source)) read.set(source, keysIn(source, keys));
      for (const key of read.get(source)) {
        if (!usersOf.has(key)) usersOf.set(key, new Set());
        usersOf.get(key).add(user);
      }
    }
  }
  const byUsers = new Map();
  for (const [key, who] of usersOf) {
    const id = [...who].sort().join('\n');
    const group = byUsers.get(id) ?? { users: who, size: 0, items: [] };
    group.size += catalogues.en[key].length + key.length;
    group.items.push(key);
    byUsers.set(id, group);
  }
  const groups = mergeSmall(byUsers.values(), MIN_WORDS)
    .map((g) => ({ users: g.users, keys: g.items.sort() }))
    .sort((a, b) => (a.keys[0] < b.keys[0] ? -1 : 1));
  const needs = new Map([...users.keys()].map((user) => [user, groups.flatMap((g, i) => (g.users.has(user) ? [i] : []))]));
  const hash = createHash('sha256');
  for (const [code, messages] of Object.entries(catalogues).sort()) for (const g of groups) hash.update(JSON.stringify([code, g.keys.map((k) => messages[k])]));
  return { groups: groups.map((g) => g.keys), needs, hash: hash.digest('hex').slice(0, 8), unused: [...keys].filter((key) => !usersOf.has(key)) };
}

/** A group's words in one language, as a module: one JSON.parse of a string (as the build's JSON modules). */
export function groupModule(keys, messages) {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(keys.map((key) => [key, messages[key]]))))});`;
}

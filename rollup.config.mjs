// Production build of the bundle.
//
// dist/shop-elements.js   the loader: stable name, tiny, no React; holds the chunk table
// dist/chunks/runtime-*   the runtime (navigation, tracking, socket...): every page needs it
// dist/chunks/react-*     React + react-dom + scheduler + r2wc: loaded with the first element
// dist/chunks/<tag>-*     one chunk per element (each widgets/<name>/define.ts is an entry),
//                         loaded when its tag first appears and its `loading` says so
// dist/manifest.json      which chunk holds which element, every chunk each element needs,
//                         and what each chunk imports (docs/loading.md; bench/, the demo
//                         server and runtime/server/preload.mjs read it)
// dist/**/*.br, *.gz      every file precompressed, for servers that pick by Accept-Encoding
// dist/custom-elements.json, editor data, *.d.ts   the element manifests and types, by the
//                         analyzer (custom-elements-manifest.config.mjs)
// lib/server.mjs          shop-elements/server for Node: the server renderer and the preload
//                         helper, one file with React's production build (never served)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { build as esbuildBuild } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';
import { elementManifests } from './scripts/cem-rollup.mjs';
import { groupModule, mergeSmall, planMessages } from './scripts/message-groups.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const production = process.env.NODE_ENV !== 'development';

// React, r2wc and the widget plumbing are needed by every element and by nothing else: one
// shared chunk. The runtime (nanostores and runtime/ but what the loader itself holds) is
// another, loaded on every page. The words are files of their own, by language and by the
// elements that use them (messages/<hash>/<code>/<group>.js, ./scripts/message-groups.mjs).
// Of widgets/shared, only the plumbing every element runs (define and what it needs) joins
// React; the helpers some elements share (fields, listings...) go where rollup puts them.
const reactModules =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|@nanostores[\\/]react)[\\/]|[\\/]widgets[\\/]shared[\\/](define|props|styles|host|emit|error-state|use-t|form-control|element-types|element-root|hydrate|render-context|render-state)\.tsx?$/;
/** What the loader starts with, beside the runtime: the element table and what schedules elements by it. */
const tableModules = /[\\/]runtime[\\/](chunk-table|element-start|elements|report|initial-data)\.ts$|[\\/]runtime[\\/]loading\.json$/;
const runtimeModules = /[\\/]runtime[\\/]|[\\/]node_modules[\\/](nanostores|ky)[\\/]/;

// Sanitising server html (DOMPurify) is needed only when a page is injected.
const sanitizerModules = /[\\/]runtime[\\/]html\.ts$|[\\/]node_modules[\\/]dompurify[\\/]/;

const widgetFolder = /[\\/]widgets[\\/]([^\\/]+)[\\/]/;

/** The modules runtime/index.ts needs at start, statically (computed once the graph is known). */
let startModules;
function neededAtStart(id, { getModuleIds, getModuleInfo }) {
  if (!startModules) {
    startModules = new Set();
    const entry = [...getModuleIds()].find((m) => /[\\/]runtime[\\/]index\.ts$/.test(m));
    const queue = entry ? [entry] : [];
    while (queue.length) {
      const next = queue.pop();
      if (startModules.has(next)) continue;
      startModules.add(next);
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return startModules.has(id);
}

/**
 * Shared code (helpers some elements share, runtime modules no page needs at start, other
 * packages) is grouped by who needs it: the set of chunks (an element's folder, React's, the
 * runtime's, a dynamically imported module) whose code reaches a module through static imports.
 * A page then downloads only shared code its elements run; a catch-all chunk made every page pay
 * for every screen's helpers. Left to itself, rollup would fold a shared module into the first
 * manual chunk importing it, tying unrelated elements together.
 *
 * One group per set would be ~80 chunks of a few hundred bytes: each group smaller than
 * MIN_SHARED (source characters, about 0.4 KB gzip) joins the group for which the fewest bytes
 * are downloaded by elements that do not need them (its bytes times the users it gains, plus the
 * other's bytes times the users they gain), until none is that small. Measured on the demo's
 * pages (2026-11-28): 3,000 cost every page 2 to 5 KB of other screens' code, and a small edit
 * anywhere reshuffled the merges by as much; 1,200 is the smallest total (0 and 600 weigh the
 * same or more in gzip overhead), for about five more files a page, preloaded together.
 */
const MIN_SHARED = 1200;
let plan;

/** The chunk a module belongs to by rule, or undefined for shared code (planned below). */
function fixedChunk(id, graph) {
  if (sanitizerModules.test(id)) return 'sanitizer';
  // The element table (chunkTable below) and the code that schedules elements by it: a chunk of
  // its own, fetched beside the runtime (which imports from it), so the loader is a few hundred bytes.
  if (tableModules.test(id)) return 'element-table';
  if (reactModules.test(id) || id.startsWith('\0commonjs')) return 'react';
  if (runtimeModules.test(id)) {
    if (neededAtStart(id, graph)) return 'runtime';
    // Two of them are wanted soon after the start on most pages: the http client with ky (the
    // first element's request, or a signed-in shopper's account) and the page loader (the first
    // in-page navigation or press, or a sign-in's arrival).
    // Chunks of their own, so neither waits for the shared code of some element.
    // (With the errors it throws: elsewhere they would tie http and others in a circle.)
    if (/[\\/]runtime[\\/](http|errors)[\\/]|[\\/]node_modules[\\/]ky[\\/]/.test(id)) return 'http';
    // The shell's tiny style helper, shared by the page loader and the language hint.
    if (/[\\/]runtime[\\/]navigation[\\/]styles\.ts$/.test(id)) return 'runtime';
    // The language hint: only for a browser that prefers another of the shop's languages.
    if (/[\\/]runtime[\\/]navigation[\\/]language-hint\.ts$/.test(id)) return 'language-hint';
    if (/[\\/]runtime[\\/]navigation[\\/]/.test(id)) return 'page-loader';
    return undefined;
  }
  // One chunk per widget folder: an element that embeds another (the address modal holds the
  // address form) loads that element's chunk too, never a merged copy of it.
  const widget = widgetFolder.exec(id);
  if (widget && widget[1] !== 'shared') return widget[1];
  return undefined;
}

/** The chunks whose code needs shared module `id` (a dynamic import's target counts as its own). */
function usersOf(id, graph, memo, path = new Set()) {
  if (memo.has(id)) return memo.get(id);
  const info = graph.getModuleInfo(id);
  const found = new Set();
  if (info.dynamicImporters.length || info.isEntry) found.add(id);
  path.add(id);
  for (const importer of info.importers) {
    const fixed = fixedChunk(importer, graph);
    if (fixed) found.add(fixed);
    else if (!path.has(importer)) for (const user of usersOf(importer, graph, memo, path)) found.add(user); // (a cycle's other members are walked already)
  }
  path.delete(id);
  memo.set(id, found);
  return found;
}

function planShared(graph) {
  const memo = new Map();
  const groups = new Map();
  const planned = new Map();
  for (const id of graph.getModuleIds()) {
    if (fixedChunk(id, graph) || id.startsWith('\0')) continue;
    const users = usersOf(id, graph, memo);
    // Needed by the plumbing every element runs and otherwise by elements alone: React's chunk,
    // which every element loads. As a group it would count React as one user, and merged with
    // another small group it tied that group (and what it imports: the http client, once) to
    // every element. (Not when the runtime's lazy chunks need it too: they must not load React.)
    if (users.has('react') && [...users].every((user) => user === 'react' || elementFolders.includes(user))) {
      planned.set(id, 'react');
      continue;
    }
    if (users.size === 1) {
      // Needed by one chunk alone: it goes in that chunk (a dynamic import's own: rollup's).
      const [only] = users;
      if (!only.includes('/') && !only.includes('\\')) planned.set(id, only);
      continue;
    }
    const key = [...users].sort().join('\n');
    const group = groups.get(key) ?? { users, size: 0, items: [] };
    group.size += graph.getModuleInfo(id).code?.length ?? 0;
    group.items.push(id);
    groups.set(key, group);
  }
  // Only groups that elements alone use are merged: one that a chunk the runtime loads by itself
  // (the language hint, the page loader) uses too stays on its own, however small, or a merge
  // could tie that chunk to React (the language hint once imported React's chunk this way).
  const byElements = (group) => [...group.users].every((user) => elementFolders.includes(user));
  const list = [...mergeSmall([...groups.values()].filter(byElements), MIN_SHARED), ...[...groups.values()].filter((group) => !byElements(group))];
  for (const group of list) {
    const names = [...group.users].map((user) => user.replace(/^.*[\\/](widgets|runtime|node_modules)[\\/]/, '$1/')).sort();
    const name = `shared-${createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 6)}`;
    for (const id of group.items) planned.set(id, name);
  }
  return planned;
}

function chunkFor(id, graph) {
  const fixed = fixedChunk(id, graph);
  if (fixed) return fixed;
  plan ??= planShared(graph);
  return plan.get(id);
}

/** Name each element's chunk after its folder (widgets/product-price/define.ts -> product-price). */
function chunkName(chunk) {
  const id = chunk.facadeModuleId ?? '';
  if (/[\\/]widgets[\\/][^\\/]+[\\/]define\.ts$/.test(id)) return basename(dirname(id));
  return chunk.name;
}

/**
 * JSON modules (runtime/loading.json; the message groups are written the same way) as one `JSON.parse` of a string:
 * esbuild would export every key by name as well (ES2022 allows "cart.empty" as an export
 * name), nearly doubling each catalogue; and V8 parses a JSON string faster than an object
 * literal of that size.
 */
function jsonModules() {
  return {
    name: 'shop-json',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(code)))});`, map: { mappings: '' } };
    },
  };
}

/** Empties dist/ first, so old hashed chunks never linger. */
function clean() {
  return { name: 'shop-clean', buildStart: () => rmSync('dist', { recursive: true, force: true }) };
}

/** Every element: each widgets/<name>/define.ts is an entry of the build. */
const elementFolders = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/define.ts`))
  .map((d) => d.name)
  .sort();

const defineModule = /[\\/]widgets[\\/]([^\\/]+)[\\/]define\.ts$/;

/** tag -> the chunk that defines it, by membership, not facade: an element another one embeds
 * shares its folder's chunk with the modules that other element imports from it. */
function elementChunks(chunks) {
  const elements = {};
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const match = defineModule.exec(id);
      if (match) elements[`shop-${match[1]}`] = chunk.fileName;
    }
  }
  return elements;
}

/** `file` and every chunk it imports statically, transitively; the loader left out (it is on the page). */
function closure(file, chunks, seen = new Set()) {
  if (seen.has(file) || file === 'shop-elements.js') return seen;
  seen.add(file);
  for (const dep of chunks[file]?.imports ?? []) closure(dep, chunks, seen);
  return seen;
}

/**
 * Writes the chunk table in place of `__SHOP_CHUNKS__` (runtime/chunk-table.ts, which holds the
 * format): imports reachable through another import are left out (the loader follows them).
 * Written while rendering, so the other chunks' names still hold rollup's hash placeholders,
 * which rollup then replaces everywhere, this table included (and the table chunk's own hash
 * follows theirs).
 */
function chunkTable() {
  return {
    name: 'shop-chunk-table',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.moduleIds.some((id) => /[\\/]runtime[\\/]chunk-table\.ts$/.test(id))) return null;
      const elementFiles = new Set(Object.values(elementChunks(Object.values(chunks))));
      // Element chunks and what they import; not the locales, the sanitiser or this table.
      const needed = new Set([...elementFiles].flatMap((f) => [...closure(f, chunks)]));
      // Not this chunk itself: it is in before any element is wanted.
      const all = Object.keys(chunks).filter((f) => needed.has(f) && f !== chunk.fileName);
      const files = [...all.filter((f) => !elementFiles.has(f)), ...all.filter((f) => elementFiles.has(f))];
      const index = new Map(files.map((f, i) => [f, i]));
      // Every static import, then each one left out whose loss changes no chunk's closure (what
      // the loader reaches by following the table): another listed import reaches it. Checked
      // on the whole table, not per chunk: through chunks that import each other, a path that
      // seems to reach it may come back through the very chunk that dropped it.
      const deps = new Map(files.map((f) => [f, chunks[f].imports.filter((d) => index.has(d))]));
      const reach = (from) => {
        const seen = new Set([from]);
        for (const f of seen) for (const d of deps.get(f)) seen.add(d);
        return seen.size;
      };
      const sizes = new Map(files.map((f) => [f, reach(f)]));
      for (const f of files) {
        for (const d of [...deps.get(f)]) {
          const kept = deps.get(f);
          deps.set(f, kept.filter((x) => x !== d));
          if (files.some((g) => reach(g) !== sizes.get(g))) deps.set(f, kept);
        }
      }
      const table = files.map((f) => [f.slice('chunks/'.length, -'.js'.length), ...deps.get(f).map((d) => index.get(d))]);
      if (!code.includes('__SHOP_CHUNKS__')) this.error('runtime/chunk-table.ts lost its __SHOP_CHUNKS__ placeholder');
      if (!code.includes('__SHOP_MESSAGES__')) this.error('runtime/chunk-table.ts lost its __SHOP_MESSAGES__ placeholder');
      // The words, grouped by the elements that use them, in the table's order of elements.
      messages = wordsByUser.call(this, chunks);
      const tagOf = Object.fromEntries(Object.entries(elementChunks(Object.values(chunks))).map(([tag, file]) => [file, tag]));
      const messageTable = [messages.hash, messages.needs.get('runtime'), files.filter((f) => elementFiles.has(f)).map((f) => messages.needs.get(tagOf[f]))];
      for (const [code, catalogue] of Object.entries(catalogues)) {
        messages.groups.forEach((keys, group) => this.emitFile({ type: 'asset', fileName: messageFile(messages.hash, code, group), source: groupModule(keys, catalogue) }));
      }
      // Each placeholder ends its line, so the source map stays right (map: null keeps it).
      return { code: code.replace('__SHOP_CHUNKS__', JSON.stringify([files.length - elementFiles.size, table])).replace('__SHOP_MESSAGES__', JSON.stringify(messageTable)), map: null };
    },
  };
}

/** Every language's catalogue, by code (locales/<code>.json). */
const catalogues = Object.fromEntries(
  readdirSync('locales')
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join('locales', f), 'utf8'))]),
);
/** The chunks whose words come with any element: the runtime's (an element shows its errors, toasts and hints). */
const runtimeChunk = /^(runtime|element-table|http|page-loader|language-hint)$/;
/** The build's plan of the words (./scripts/message-groups.mjs), made with the chunk table. */
let messages;
/** Where a group of words in one language is written: one folder per build of the words. */
const messageFile = (hash, code, group) => `messages/${hash}/${code}/${group}.js`;

/** Each element's and the runtime's source code, to read the keys each uses (a `this` of a rollup hook). */
function wordsByUser(chunks) {
  const sourceOf = (file) => chunks[file].moduleIds.map((id) => this.getModuleInfo(id)?.code ?? '');
  const users = new Map([['runtime', Object.keys(chunks).filter((f) => runtimeChunk.test(chunks[f].name)).flatMap(sourceOf)]]);
  for (const [tag, file] of Object.entries(elementChunks(Object.values(chunks)))) {
    users.set(tag, [...closure(file, chunks)].filter((f) => !runtimeChunk.test(chunks[f].name)).flatMap(sourceOf));
  }
  return planMessages(users, catalogues);
}

/** Writes dist/manifest.json (format: docs/loading.md): what a page needs, without a browser. */
function manifest() {
  return {
    name: 'shop-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      const files = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const file of files) {
        chunks[file.fileName] = { imports: file.imports, dynamicImports: file.dynamicImports };
        if (file.name === 'runtime') chunks[file.fileName].runtime = true;
      }
      const elements = elementChunks(files);
      // React comes with the first element, never with the runtime or what it loads by itself
      // (the http client, the page loader, the sanitiser): a page that shows no element used
      // would download 73 KB for nothing.
      const react = files.find((file) => file.name === 'react').fileName;
      const elementFiles = new Set(Object.values(elements));
      for (const file of files) {
        if (file.name === 'react' || file.isEntry || elementFiles.has(file.fileName) || /^shared-/.test(file.name)) continue;
        if (closure(file.fileName, chunks).has(react)) this.error(`${file.fileName} (not an element's) imports React's chunk: keep React out of the runtime and its lazy chunks.`);
      }
      const runtime = files.find((file) => file.name === 'runtime').fileName;
      const table = files.find((file) => file.name === 'element-table').fileName;
      const preload = Object.fromEntries(Object.entries(elements).map(([tag, file]) => [tag, [...closure(file, chunks)]]));
      const loading = JSON.parse(readFileSync('runtime/loading.json', 'utf8'));
      // The words: each group's file by language, the runtime's groups (with any element) and each element's.
      const words = {
        files: Object.fromEntries(Object.keys(catalogues).sort().map((code) => [code, messages.groups.map((_keys, group) => messageFile(messages.hash, code, group))])),
        runtime: messages.needs.get('runtime'),
        elements: Object.fromEntries(Object.keys(elements).map((tag) => [tag, messages.needs.get(tag)])),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: JSON.stringify(
          {
            version: pkg.version,
            loader: 'shop-elements.js',
            start: [...new Set([table, ...closure(runtime, chunks)])],
            elements,
            preload,
            loading: Object.fromEntries(Object.entries(loading).map(([tag, rule]) => [tag, rule.loading])),
            messages: words,
            chunks,
          },
          null,
          2,
        ),
      });
    },
  };
}

/** Writes file.br and file.gz next to every file of dist/, for servers that serve them as they are. */
function precompress() {
  return {
    name: 'shop-precompress',
    writeBundle({ dir }, bundle) {
      for (const name of Object.keys(bundle)) {
        const path = join(dir, name);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      }
    },
  };
}

/**
 * lib/server.mjs: runtime/server/index.ts for Node, bundled by esbuild (the widgets' components
 * with React's production server renderer), once the browser build is written.
 */
function serverModule() {
  return {
    name: 'shop-server-module',
    async writeBundle() {
      await esbuildBuild({
        entryPoints: ['runtime/server/index.ts'],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        jsx: 'automatic',
        outfile: 'lib/server.mjs',
        define: { 'process.env.NODE_ENV': '"production"', __SHOP_VERSION__: JSON.stringify(pkg.version) },
        // React's CommonJS requires Node's own modules.
        banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
        logLevel: 'warning',
      });
    },
  };
}

export default {
  input: { 'shop-elements': 'runtime/loader.ts', ...Object.fromEntries(elementFolders.map((name) => [name, `widgets/${name}/define.ts`])) },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: (chunk) => (chunk.name === 'shop-elements' ? '[name].js' : `chunks/${chunkName(chunk)}-[hash].js`),
    chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
    manualChunks: chunkFor,
    plugins: production ? [terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } })] : [],
  },
  preserveEntrySignatures: false,
  plugins: [
    clean(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __SHOP_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
    commonjs(),
    jsonModules(),
    esbuild({ target: 'es2022', jsx: 'automatic', sourceMap: true }),
    chunkTable(),
    manifest(),
    precompress(),
    elementManifests(),
    serverModule(),
  ],
  onwarn(warning, warn) {
    // React's CommonJS build has `this` at top level in places; harmless.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};

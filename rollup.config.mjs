// Production build of the bundle.
//
// dist/shop-elements.js   the loader: stable name, tiny, no React
// dist/chunks/runtime-*   the runtime (navigation, tracking, socket...): every page needs it
// dist/chunks/react-*     React + react-dom + scheduler + r2wc: loaded with the first element
// dist/chunks/<tag>-*     one chunk per element, loaded when its tag first appears
// dist/manifest.json      which chunk holds which element and what each chunk imports
//                         (bench/ and the demo server read it)
import { readFileSync, rmSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const production = process.env.NODE_ENV !== 'development';

// React, r2wc and the widget plumbing are needed by every element and by nothing else: one
// shared chunk. The runtime (nanostores and runtime/ but what the loader itself holds) is
// another, loaded on every page. Locales other than en stay separate, fetched when chosen.
// Of widgets/shared, only the plumbing every element runs (define and what it needs) joins
// React; the helpers some elements share (fields, listings...) go where rollup puts them.
const reactModules =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc|@nanostores[\\/]react)[\\/]|[\\/]widgets[\\/]shared[\\/](define|props|styles|host|emit|error-state|use-t|form-control|element-types)\.tsx?$/;
const loaderModules = /[\\/]runtime[\\/](loader|elements|component-name|report)\.ts$|[\\/]widgets[\\/]registry\.ts$/;
const runtimeModules = /[\\/]runtime[\\/]|[\\/]node_modules[\\/]nanostores[\\/]|[\\/]locales[\\/]en\.json$/;

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

function chunkFor(id, graph) {
  if (sanitizerModules.test(id)) return 'sanitizer';
  // Naming the entry keeps the loader's modules in the loader (a manual chunk would
  // otherwise take them in as dependencies of runtime/index.ts).
  if (loaderModules.test(id)) return 'shop-elements';
  if (reactModules.test(id) || id.startsWith('\0commonjs')) return 'react';
  // Runtime modules only some elements use (the cart's lines, the checkout, API clients) load
  // with the first element that needs one, not on every page. One chunk for all of them: a
  // chunk per module would cost more requests than the bytes it saves.
  if (runtimeModules.test(id)) return neededAtStart(id, graph) ? 'runtime' : 'runtime-more';
  // The same for the helpers some elements share (fields, listings, galleries). Named here,
  // or rollup would fold them into the first widget chunk that imports them.
  if (/[\\/]widgets[\\/]shared[\\/]/.test(id)) return 'widget-kit';
  // One chunk per widget folder: an element that embeds another (the address modal holds the
  // address form) loads that element's chunk too, never a merged copy of it.
  const widget = widgetFolder.exec(id);
  if (widget) return widget[1];
  return undefined;
}

/** Name each element's chunk after its folder (widgets/product-price/define.ts -> product-price). */
function chunkName(chunk) {
  const id = chunk.facadeModuleId ?? '';
  if (/[\\/]widgets[\\/][^\\/]+[\\/]define\.ts$/.test(id)) return basename(dirname(id));
  return chunk.name;
}

/** Empties dist/ first, so old hashed chunks never linger. */
function clean() {
  return { name: 'shop-clean', buildStart: () => rmSync('dist', { recursive: true, force: true }) };
}

/** Writes dist/manifest.json: the chunk graph, so a page's download can be computed without a browser. */
function manifest() {
  return {
    name: 'shop-manifest',
    generateBundle(_options, bundle) {
      const chunks = {};
      const elements = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunks[file.fileName] = { imports: file.imports, dynamicImports: file.dynamicImports };
        // By membership, not facade: an element another one embeds shares its folder's chunk
        // with the modules that other element imports from it.
        for (const id of file.moduleIds) {
          const match = /[\\/]widgets[\\/]([^\\/]+)[\\/]define\.ts$/.exec(id);
          if (match) elements[`shop-${match[1]}`] = file.fileName;
        }
        if (file.name === 'runtime') chunks[file.fileName].runtime = true;
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: JSON.stringify({ version: pkg.version, loader: 'shop-elements.js', elements, chunks }, null, 2),
      });
    },
  };
}

export default {
  input: { 'shop-elements': 'runtime/loader.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
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
    esbuild({ target: 'es2020', jsx: 'automatic', loaders: { '.json': 'json' }, sourceMap: true }),
    manifest(),
  ],
  onwarn(warning, warn) {
    // React's CommonJS build has `this` at top level in places; harmless.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};

// The shape of the production build (test/run.mjs builds before the node suites run).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface Manifest {
  loader: string;
  elements: Record<string, string>;
  chunks: Record<string, { imports: string[]; dynamicImports: string[]; runtime?: boolean }>;
  /** What every page loads after the loader: the element table's chunk and the runtime's. */
  start: string[];
}

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
const reactChunk = Object.keys(manifest.chunks).find((f) => /^chunks\/react-[\w-]+\.js$/.test(f));
const runtimeChunk = Object.entries(manifest.chunks).find(([, c]) => c.runtime)?.[0];

function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of manifest.chunks[file]?.imports ?? []) closure(dep, seen);
  return seen;
}

/** The widget folders an element's code comes from: its own and, transitively, those it imports. */
function usedFolders(folder: string, seen = new Set<string>()): Set<string> {
  if (seen.has(folder)) return seen;
  seen.add(folder);
  for (const name of readdirSync(`widgets/${folder}`)) {
    const source = readFileSync(`widgets/${folder}/${name}`, 'utf8');
    for (const [, other] of source.matchAll(/(?:from |import )'\.\.\/([a-z-]+)\//g)) if (other !== 'shared') usedFolders(other!, seen);
  }
  return seen;
}

describe('the build', () => {
  it('has a stable loader name and content-hashed chunks', () => {
    assert.equal(manifest.loader, 'shop-elements.js');
    assert.ok(existsSync('dist/shop-elements.js'));
    for (const file of Object.keys(manifest.chunks).filter((f) => f !== 'shop-elements.js')) assert.match(file, /^chunks\/[\w-]+-[\w-]{8}\.js$/);
  });

  it('gives every element its own chunk, named after it', () => {
    for (const [tag, file] of Object.entries(manifest.elements)) assert.match(file, new RegExp(`^chunks/${tag.slice('shop-'.length)}-`));
  });

  it('keeps React out of the loader and the runtime', () => {
    assert.ok(reactChunk, 'a shared react chunk exists');
    assert.ok(runtimeChunk, 'a runtime chunk exists');
    assert.deepEqual(manifest.chunks['shop-elements.js']!.imports, [], 'the loader imports nothing statically');
    assert.ok(!closure(runtimeChunk!).has(reactChunk!), 'the runtime does not import React');
    assert.ok(!readFileSync('dist/shop-elements.js', 'utf8').includes('react.production'));
  });

  it("makes each element load no other element's chunk than those it embeds", () => {
    const elementChunks = new Set(Object.values(manifest.elements));
    for (const [tag, file] of Object.entries(manifest.elements)) {
      const loaded = [...closure(file)];
      const embedded = [...usedFolders(tag.slice('shop-'.length))].map((folder) => manifest.elements[`shop-${folder}`]!).sort();
      assert.deepEqual(loaded.filter((f) => elementChunks.has(f)).sort(), embedded, tag);
      // The rest is shared: React and the plumbing, the runtime, the element table (with the
      // code that schedules elements, which the runtime and define() use), shared helpers.
      const tableChunk = manifest.start.find((f) => /^chunks\/element-table-/.test(f))!;
      assert.ok(loaded.includes(reactChunk!) && loaded.includes(runtimeChunk!) && loaded.includes(tableChunk), tag);
      assert.ok(!loaded.includes('shop-elements.js'), `${tag}: nothing imports the loader`);
    }
  });

  it('keeps elements out of the shared widget code (a shared chunk importing an element chunk is a cycle)', () => {
    for (const name of readdirSync('widgets/shared')) {
      const source = readFileSync(`widgets/shared/${name}`, 'utf8');
      assert.deepEqual([...source.matchAll(/(?:from |import )'\.\.\/([a-z-]+)\//g)].map((m) => m[1]), [], `widgets/shared/${name}`);
    }
  });

  it('writes source maps', () => {
    for (const file of Object.keys(manifest.chunks)) assert.ok(existsSync(`dist/${file}.map`), file);
  });

  it('gets where elements are from the build as data: no runtime module imports the widgets (no import circle)', () => {
    // runtime/server/ is Node's (the server renderer draws the widgets' components by design); the browser never loads it.
    for (const name of readdirSync('runtime', { recursive: true }).map(String).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('server/'))) {
      assert.doesNotMatch(readFileSync(`runtime/${name}`, 'utf8'), /from '(\.\.\/)+widgets\/|import\('(\.\.\/)+widgets\//, `runtime/${name}`);
    }
    const loader = readFileSync('dist/shop-elements.js', 'utf8');
    for (const file of Object.values(manifest.elements)) assert.ok(!loader.includes(file.slice('chunks/'.length)), `the loader names no element chunk (${file})`);
  });

  it('builds every widgets/<name>/define.ts, and lists it in the source registry (tests, builds from source)', () => {
    const folders = readdirSync('widgets', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/define.ts`))
      .map((d) => `shop-${d.name}`)
      .sort();
    assert.deepEqual(Object.keys(manifest.elements).sort(), folders);
    const registry = readFileSync('widgets/registry.ts', 'utf8');
    for (const tag of folders) assert.ok(registry.includes(`'${tag}': () => import('./${tag.slice(5)}/define')`), tag);
  });
});

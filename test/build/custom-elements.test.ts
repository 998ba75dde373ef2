// dist/custom-elements.json (the analyzer's manifest, custom-elements-manifest.config.mjs) is
// complete: every element of the build is in it, with every attribute the element really
// observes (r2wc's observedAttributes, read in Chromium from the built element, so the props
// object in code decides), and every attribute, event, slot, CSS part and CSS property its
// JSDoc header documents. The editor data and the types are written with it.
// (Reads the build: `npx rollup -c` first.)
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { chromeArgs, chromePath } from '../helpers/chrome.mjs';

interface Named {
  name: string;
}
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: (Named & { fieldName?: string })[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}

const cem = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: { declarations?: Declaration[] }[] };
const buildManifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { elements: Record<string, string> };
const declarations = new Map(cem.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => [d.tagName!, d]));
const registryTags = [...readFileSync('widgets/registry.ts', 'utf8').matchAll(/'(shop-[a-z0-9-]+)':/g)].map((m) => m[1]!);
const names = (list: Named[] | undefined) => new Set((list ?? []).map((x) => x.name));

/** The file whose header documents `<shop-name>`: its own view, or the view its define.ts imports. */
function viewOf(name: string): string {
  const own = `widgets/${name}/${name}.tsx`;
  if (existsSync(own)) return own;
  const imported = /from '\.\.\/([a-z-]+)\/([a-z-]+)'/.exec(readFileSync(`widgets/${name}/define.ts`, 'utf8'))!;
  return `widgets/${imported[1]}/${imported[2]}.tsx`;
}

/** tag -> names in the header, by JSDoc tag (`@slot - x` is the default slot, ''). */
function headerNames(file: string): Record<string, string[]> {
  const block = /\/\*\*[\s\S]*?\*\//.exec(readFileSync(file, 'utf8'))![0];
  const found: Record<string, string[]> = { attr: [], event: [], slot: [], csspart: [], cssproperty: [] };
  for (const line of block.split('\n')) {
    const tag = /^\s*\*\s*@(attr|event|slot|csspart|cssproperty)\s+(.*)$/.exec(line);
    if (!tag) continue;
    let rest = tag[2]!.trim();
    if (rest.startsWith('{')) {
      // The type may hold braces of its own ({Array<{value: string}>}): skip to the matching one.
      let depth = 0;
      let end = 0;
      for (; end < rest.length; end++) {
        if (rest[end] === '{') depth++;
        if (rest[end] === '}' && --depth === 0) break;
      }
      rest = rest.slice(end + 1).trim();
    }
    found[tag[1]!]!.push(/^-(\s|$)/.test(rest) ? '' : rest.split(/\s+/)[0]!);
  }
  return found;
}

describe('dist/custom-elements.json', () => {
  it('declares every element of the registry and the build, with its tag', () => {
    assert.deepEqual([...declarations.keys()].sort(), [...registryTags].sort());
    assert.deepEqual([...declarations.keys()].sort(), Object.keys(buildManifest.elements).sort());
  });

  it("has every attribute, event, slot, CSS part and CSS property of each element's JSDoc header", () => {
    const missing: string[] = [];
    for (const [tag, declaration] of declarations) {
      const header = headerNames(viewOf(tag.slice('shop-'.length)));
      const lists: [string, Named[] | undefined][] = [
        ['attr', declaration.attributes],
        ['event', declaration.events],
        ['slot', declaration.slots],
        ['csspart', declaration.cssParts],
        ['cssproperty', declaration.cssProperties],
      ];
      for (const [kind, list] of lists) {
        const have = names(list);
        for (const name of header[kind]!) if (!have.has(name)) missing.push(`${tag}: @${kind} ${name || '(default slot)'}`);
      }
      if (!names(declaration.attributes).has('loading')) missing.push(`${tag}: loading`);
    }
    assert.deepEqual(missing, []);
  });

  describe('against the built elements', () => {
    let server: Server;
    let browser: Browser;
    let origin: string;
    const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

    before(async () => {
      server = createServer((request, response) => {
        const path = new URL(request.url!, 'http://x').pathname;
        const file = join('dist', normalize(path === '/' ? '/index.html' : path));
        if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>elements</title>');
        if (!file.startsWith('dist/') || !existsSync(file)) return response.writeHead(404).end();
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
    });

    after(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('has every attribute each element observes (its props in code), with the property r2wc gives it', async () => {
      const page = await browser.newPage();
      await page.goto(origin);
      // Each element's own chunk defines it; the observed attributes are r2wc's, from define()'s props.
      const observed = await page.evaluate(async (elements) => {
        const result: Record<string, string[] | null> = {};
        for (const [tag, file] of Object.entries(elements)) {
          await import(`/${file}`);
          const element = customElements.get(tag) as unknown as { observedAttributes?: string[] } | undefined;
          result[tag] = element ? [...(element.observedAttributes ?? [])] : null;
        }
        return result;
      }, buildManifest.elements);
      const missing: string[] = [];
      for (const [tag, attributes] of Object.entries(observed)) {
        assert.ok(attributes, `${tag}: its chunk did not define it`);
        const documented = new Map((declarations.get(tag)?.attributes ?? []).map((a) => [a.name, a]));
        for (const attribute of attributes) {
          if (!documented.has(attribute)) missing.push(`${tag}: ${attribute}`);
          else if (!documented.get(attribute)!.fieldName) missing.push(`${tag}: ${attribute} has no property`);
        }
      }
      assert.deepEqual(missing, []);
      assert.ok(Object.values(observed).flat().length > 100, 'the elements observe their attributes');
    });
  });

  it('comes with the VS Code data, JetBrains web-types and the types, naming every element', () => {
    const vscode = JSON.parse(readFileSync('dist/vscode.html-custom-data.json', 'utf8')) as { tags: Named[] };
    const webTypes = JSON.parse(readFileSync('dist/web-types.json', 'utf8')) as { contributions: { html: { elements: Named[] } } };
    const index = readFileSync('dist/shop-elements.d.ts', 'utf8');
    const jsx = readFileSync('dist/jsx.d.ts', 'utf8');
    for (const tag of declarations.keys()) {
      assert.ok(names(vscode.tags).has(tag), `vscode: ${tag}`);
      assert.ok(names(webTypes.contributions.html.elements).has(tag), `web-types: ${tag}`);
      assert.match(index, new RegExp(`'${tag}': \\w+Element;`), `HTMLElementTagNameMap: ${tag}`);
      assert.ok(jsx.includes(`"${tag}": Partial<`), `jsx: ${tag}`);
    }
  });
});

#!/usr/bin/env node
// `npm run docs`: reads the JSDoc header of each widgets/<name>/<name>.tsx and writes
//   custom-elements.json            the Custom Elements Manifest (editors, Storybook, linters)
//   vscode.html-custom-data.json    tag and attribute completion in VS Code's html editor
//   docs/elements/<name>.md         one page per element, and docs/elements/README.md, the list
// A test (test/build/docs.test.ts) fails when these are out of date.
// `--check` prints what is stale and exits 1 instead of writing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const check = process.argv.includes('--check');

/** Splits a JSDoc header into its @tags; continuation lines belong to the tag above. */
function parseHeader(source) {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((l) => l.replace(/^\s*\* ?/, ''));
  const tags = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) tags.push({ tag: tag[1], text: tag[2] });
    else if (tags.length && line.trim()) tags[tags.length - 1].text += ` ${line.trim()}`;
  }
  return tags;
}

/** "{type} name - description" / "name - description" / "- description" */
function entry(text) {
  const typed = /^\{([^}]*)\}\s*([\s\S]*)$/.exec(text.trim());
  const rest = typed ? typed[2] : text.trim();
  // "- description" is an unnamed entry (the default slot); otherwise the first word is the name.
  const named = rest.startsWith('- ') ? undefined : /^(\S+)\s*(?:-\s+)?([\s\S]*)$/.exec(rest);
  return { type: typed?.[1], name: named?.[1] ?? '', description: (named ? named[2] : rest.slice(2)).trim() };
}

// Every element takes `loading` (handled by the loader, not the element: docs/loading.md);
// its default per element comes from the same table the build hands the loader.
const loadingDefaults = JSON.parse(readFileSync('runtime/loading.json', 'utf8'));
const loadingAttribute = (tag) => ({
  type: '"eager"|"visible"|"idle"|"interaction"',
  name: 'loading',
  description: `When the element's code loads: at once, when it scrolls into view, when the browser is idle, or on the shopper's first touch, click, focus or key (docs/loading.md). Default ${loadingDefaults[tag]?.loading ?? 'eager'}.`,
});

/**
 * The file whose JSDoc header documents an element: widgets/<name>/<name>.tsx, or for a second
 * name of one implementation (a define.ts alone), the view its define.ts imports.
 */
function viewOf(name) {
  const own = `widgets/${name}/${name}.tsx`;
  if (existsSync(own)) return own;
  const imported = /from '\.\.\/([a-z-]+)\/([a-z-]+)'/.exec(readFileSync(`widgets/${name}/define.ts`, 'utf8'));
  if (!imported) throw new Error(`widgets/${name}: no ${name}.tsx and no view imported by define.ts`);
  return `widgets/${imported[1]}/${imported[2]}.tsx`;
}

/** A second name's own summary: the leading // comment of its define.ts. */
function aliasSummary(name) {
  if (existsSync(`widgets/${name}/${name}.tsx`)) return undefined;
  const lines = readFileSync(`widgets/${name}/define.ts`, 'utf8').split('\n');
  const comment = [];
  for (const line of lines) {
    if (!line.startsWith('//')) break;
    comment.push(line.replace(/^\/\/\s?/, ''));
  }
  return comment.join(' ').trim() || undefined;
}

const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

const elements = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/define.ts`))
  .map((d) => d.name)
  .sort()
  .map((name) => {
    const tags = parseHeader(readFileSync(viewOf(name), 'utf8'));
    const alias = aliasSummary(name);
    if (alias) tags.splice(0, tags.length, { tag: 'summary', text: alias }, ...tags.filter((t) => t.tag !== 'summary'));
    const all = (t) => tags.filter((x) => x.tag === t).map((x) => entry(x.text));
    return {
      name,
      tag: `shop-${name}`,
      summary: tags.find((t) => t.tag === 'summary')?.text.trim() ?? '',
      attributes: [...all('attr'), loadingAttribute(`shop-${name}`)],
      events: all('event'),
      slots: all('slot'),
      parts: all('csspart'),
      properties: all('cssproperty'),
    };
  });

const manifest = {
  schemaVersion: '2.1.0',
  readme: 'docs/elements/README.md',
  modules: elements.map((el) => ({
    kind: 'javascript-module',
    path: `widgets/${el.name}/define.ts`,
    declarations: [
      {
        kind: 'class',
        name: pascal(el.tag),
        tagName: el.tag,
        customElement: true,
        summary: el.summary,
        attributes: el.attributes.map((a) => ({ name: a.name, ...(a.type ? { type: { text: a.type } } : {}), description: a.description })),
        events: el.events.map((e) => ({ name: e.name, description: e.description })),
        slots: el.slots.map((s) => ({ name: s.name, description: s.description })),
        cssParts: el.parts.map((p) => ({ name: p.name, description: p.description })),
        cssProperties: el.properties.map((p) => ({ name: p.name, description: p.description })),
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: el.tag, declaration: { name: pascal(el.tag), module: `widgets/${el.name}/define.ts` } }],
  })),
};

const vscode = {
  version: 1.1,
  tags: elements.map((el) => ({
    name: el.tag,
    description: el.summary,
    attributes: el.attributes.map((a) => {
      const values = a.type && /^("[^"]*"\|?)+$/.test(a.type) ? a.type.split('|').map((v) => ({ name: v.replaceAll('"', '') })) : undefined;
      return { name: a.name, description: a.description, ...(values ? { values } : a.type === 'boolean' ? { valueSet: 'v' } : {}) };
    }),
    references: [{ name: 'Docs', url: `docs/elements/${el.name}.md` }],
  })),
};

const table = (head, rows) => (rows.length ? `| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|\n${rows.map((r) => `| ${r.map((c) => String(c ?? '').replaceAll('|', '\\|')).join(' | ')} |`).join('\n')}\n` : '_None._\n');

function page(el) {
  const slotName = (s) => (s.name ? `\`${s.name}\`` : '(default)');
  return `# \`<${el.tag}>\`

${el.summary}

\`\`\`html
<script type="module" src="/dist/shop-elements.js"></script>
<${el.tag}${el.attributes.filter((a) => /Required/.test(a.description)).map((a) => ` ${a.name}="…"`).join('')}></${el.tag}>
\`\`\`

Generated from the JSDoc header of \`widgets/${el.name}/${el.name}.tsx\` by \`npm run docs\`.

## Attributes
A bad value never throws: the element shows its error state and fires \`shop:error\`.

${table(['attribute', 'type', 'description'], el.attributes.map((a) => [`\`${a.name}\``, a.type ? `\`${a.type}\`` : '', a.description]))}
## Events
${table(['event', 'description'], el.events.map((e) => [`\`${e.name}\``, e.description]))}
## Slots
${table(['slot', 'description'], el.slots.map((s) => [slotName(s), s.description]))}
## CSS parts
${table(['part', 'description'], el.parts.map((p) => [`\`${p.name}\``, p.description]))}
## CSS custom properties
${table(['property', 'description'], el.properties.map((p) => [`\`${p.name}\``, p.description]))}`;
}

const index = `# Elements

Every element is a custom element: drop the tag into a page that includes the loader, and the
loader fetches its code the first time the tag appears. Attributes are kebab case; rich values
are JSON attributes or properties. Theme tokens (\`--shop-*\`) style them all; see the theming
section of the README.

${table(['element', 'what it is'], elements.map((el) => [`[\`<${el.tag}>\`](${el.name}.md)`, el.summary]))}`;

const outputs = new Map([
  ['custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`],
  ['vscode.html-custom-data.json', `${JSON.stringify(vscode, null, 2)}\n`],
  ['docs/elements/README.md', index],
  ...elements.map((el) => [`docs/elements/${el.name}.md`, page(el)]),
]);

let stale = 0;
for (const [file, text] of outputs) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  stale += 1;
  if (check) console.log(`out of date: ${file}`);
  else writeFileSync(file, text);
}
if (check && stale) {
  console.log('Run `npm run docs` to regenerate.');
  process.exit(1);
}
if (!check) console.log(`${outputs.size} files, ${stale} updated`);

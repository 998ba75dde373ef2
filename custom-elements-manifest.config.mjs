// `npx cem analyze` (run by the build, scripts/cem-rollup.mjs, and by `npm run docs`): the
// element manifests from the elements' JSDoc headers and props, by the ecosystem's tools.
//   dist/custom-elements.json            the Custom Elements Manifest (editors, Storybook, linters)
//   dist/vscode.html-custom-data.json    VS Code html completion (and .css-custom-data.json)
//   dist/web-types.json                  JetBrains IDEs
//   dist/types/jsx.d.ts                  the tags for JSX (Preact, Solid, React through types/react.d.ts)
//   dist/types/index.d.ts, react.d.ts    HTMLElementTagNameMap and React's JSX (scripts/cem-types.mjs)
// The docs pages (docs/elements/) are written from the manifest by scripts/element-pages.mjs.
// CEM_OUTDIR writes elsewhere (the docs test checks a fresh manifest without touching dist/).
import { relative, resolve } from 'node:path';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementJsxPlugin } from 'custom-element-jsx-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { shopElementsPlugin } from './scripts/cem-shop-elements.mjs';
import { elementTypesPlugin } from './scripts/cem-types.mjs';

// Relative: the analyzer joins its outdir to the working directory.
const outdir = relative(process.cwd(), resolve(process.env.CEM_OUTDIR ?? 'dist')) || '.';
// No public address yet: the docs page's path in the repository, as the old generator wrote.
const docsUrl = (tag) => `docs/elements/${tag.replace(/^shop-/, '')}.md`;

export default {
  globs: ['widgets/*/define.ts'],
  outdir,
  // package.json names dist/custom-elements.json itself; the analyzer must not rewrite it.
  packagejson: false,
  quiet: true,
  plugins: [
    shopElementsPlugin(),
    customElementVsCodePlugin({
      outdir,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
      typesSrc: 'parsedType',
      referencesTemplate: (_name, tag) => [{ name: 'Docs', url: docsUrl(tag) }],
      hideLogs: true,
    }),
    customElementJetBrainsPlugin({
      outdir,
      webTypesFileName: 'web-types.json',
      typesSrc: 'parsedType',
      referencesTemplate: (_name, tag) => ({ name: 'Docs', url: docsUrl(tag) }),
      hideLogs: true,
    }),
    customElementJsxPlugin({ outdir: `${outdir}/types`, fileName: 'jsx.d.ts', typesSrc: 'parsedType', hideLogs: true }),
    elementTypesPlugin({ outdir }),
  ],
};

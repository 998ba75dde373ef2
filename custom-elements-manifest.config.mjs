// `npx cem analyze` (run by the build, scripts/cem-rollup.mjs, and by `npm run docs`): the
// element manifests from the elements' JSDoc headers and props, by the ecosystem's tools.
//   dist/custom-elements.json            the Custom Elements Manifest (editors, Storybook, linters)
//   dist/vscode.html-custom-data.json    VS Code html completion (and .css-custom-data.json)
//   dist/web-types.json                  JetBrains IDEs
//   dist/jsx.d.ts                        the tags for JSX (`CustomElements`, for Preact, Solid...)
//   dist/shop-elements.d.ts, react.d.ts  HTMLElementTagNameMap and React's JSX (scripts/cem-types.mjs)
// The docs pages (docs/elements/) are written from the manifest by scripts/element-pages.mjs.
// CEM_OUTDIR writes elsewhere, CEM_MANIFEST_ONLY=1 only the manifest (npm run docs: a fresh
// manifest in a scratch directory, dist/ untouched).
import { relative, resolve } from 'node:path';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { customElementJsxPlugin } from 'custom-element-jsx-integration';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { shopElementsPlugin } from './scripts/cem-shop-elements.mjs';
import { elementTypesPlugin } from './scripts/cem-types.mjs';

// Relative: the analyzer joins its outdir to the working directory.
const outdir = relative(process.cwd(), resolve(process.env.CEM_OUTDIR ?? 'dist')) || '.';
// No public address yet: the docs page's path in the repository, as the old generator wrote.
const skip = process.env.CEM_MANIFEST_ONLY === '1';
const docsUrl = (tag) => `docs/elements/${tag.replace(/^shop-/, '')}.md`;

/** Every file this writes into outdir (the build precompresses them: scripts/cem-rollup.mjs). */
export const outputs = [
  'custom-elements.json',
  'vscode.html-custom-data.json',
  'vscode.css-custom-data.json',
  'web-types.json',
  'jsx.d.ts',
  'shop-elements.d.ts',
  'react.d.ts',
];

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
      skip,
    }),
    customElementJetBrainsPlugin({
      outdir,
      webTypesFileName: 'web-types.json',
      typesSrc: 'parsedType',
      referencesTemplate: (_name, tag) => ({ name: 'Docs', url: docsUrl(tag) }),
      hideLogs: true,
      skip,
    }),
    customElementJsxPlugin({ outdir, fileName: 'jsx.d.ts', typesSrc: 'parsedType', hideLogs: true, skip }),
    ...(skip ? [] : [elementTypesPlugin({ outdir })]),
  ],
};

// Analyzer plugin (custom-elements-manifest.config.mjs): our elements are React components
// that widgets/shared/define.tsx wraps with r2wc, so there is no class for the analyzer to
// find. Each widgets/<name>/define.ts becomes one custom-element declaration:
// - its docs from the module-level JSDoc header of the element's view (widgets/<name>/<name>.tsx,
//   or, for a second name of one implementation, the view its define.ts imports, with the
//   summary of define.ts' leading comment), read with the analyzer's own JSDoc parser
//   (comment-parser) and helpers;
// - its attributes from the props object define() receives, which is what r2wc observes: read
//   with the TypeScript checker, so spreads and shared prop sets count; type, default and
//   `required` come from the parser that declares each prop (widgets/shared/props.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { handleJsDocType, normalizeDescription } from '@custom-elements-manifest/analyzer/src/utils/jsdoc.js';

// The analyzer's own comment parser, resolved from the analyzer (it is its dependency, not ours).
const analyzerDir = dirname(createRequire(import.meta.url).resolve('@custom-elements-manifest/analyzer/package.json'));
const { parse: parseComment } = await import(pathToFileURL(createRequire(join(analyzerDir, 'index.js')).resolve('comment-parser')).href);

const defineFile = /(?:^|\/)widgets\/([a-z0-9-]+)\/define\.ts$/;

/** camelCase prop -> its attribute, as runtime/component-name.ts attributeFor() does. */
export const attributeFor = (prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const pascal = (tag) => tag.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

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
  const comment = [];
  for (const line of readFileSync(`widgets/${name}/define.ts`, 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    comment.push(line.replace(/^\/\/\s?/, ''));
  }
  return comment.join(' ').trim() || undefined;
}

/** The element's header (the file's first JSDoc block), tag by tag, as the analyzer reads a class's JSDoc. */
function readHeader(file) {
  const block = /\/\*\*[\s\S]*?\*\//.exec(readFileSync(file, 'utf8'))?.[0];
  if (!block) throw new Error(`${file}: no JSDoc header`);
  const [parsed] = parseComment(block, { spacing: 'preserve' });
  const text = (s) => s.replace(/\s*\n\s*/g, ' ').trim();
  const entry = (tag) => {
    const doc = { name: tag.name === '-' ? '' : tag.name, description: text(normalizeDescription(tag.description.trimStart()) ?? '') };
    // "@slot - text": comment-parser takes the dash as the name; the rest is the description.
    if (tag.type) doc.type = { text: handleJsDocType(tag.type) };
    return doc;
  };
  const all = (...names) => parsed.tags.filter((t) => names.includes(t.tag)).map(entry);
  // comment-parser splits "@summary Some text" into a name and a description: the whole line is the summary.
  const summary = parsed.tags.find((t) => t.tag === 'summary');
  return {
    summary: summary ? text(`${summary.name} ${summary.description}`) : '',
    description: text(parsed.description),
    attributes: all('attr', 'attribute'),
    events: all('event', 'fires'),
    slots: all('slot'),
    cssParts: all('csspart', 'part'),
    cssProperties: all('cssproperty', 'cssprop'),
  };
}

/**
 * What each define.ts hands define() as `props`, through the type checker: tag -> [{ name,
 * kind (the props.ts parser), valueType (what the prop holds), values (oneOf), default, required }].
 */
function propsOfElements(files) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } };
  const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', { noEmit: true, types: [] }, host);
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    let call;
    source.forEachChild(function visit(node) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'define' && node.arguments.length >= 3) call = node;
      else node.forEachChild(visit);
    });
    if (!call || !ts.isStringLiteral(call.arguments[0])) throw new Error(`${file}: no define('shop-…', Component, { props }) call`);
    const options = call.arguments[2];
    const propsNode = ts.isObjectLiteralExpression(options) ? options.properties.find((p) => p.name?.getText() === 'props') : undefined;
    if (!propsNode) throw new Error(`${file}: define() has no props`);
    const propsType = checker.getTypeAtLocation(ts.isPropertyAssignment(propsNode) ? propsNode.initializer : propsNode);
    const props = propsType.getProperties().map((symbol) => {
      const declaration = symbol.valueDeclaration;
      const init = declaration && ts.isPropertyAssignment(declaration) ? declaration.initializer : undefined;
      const callee = init && ts.isCallExpression(init) ? init.expression.getText() : undefined;
      const kind = ['string', 'number', 'boolean', 'oneOf', 'json'].includes(callee) ? callee : undefined;
      // Prop<T>: T is what parse() returns.
      const parseSymbol = checker.getPropertyOfType(checker.getTypeOfSymbolAtLocation(symbol, call), 'parse');
      const signature = parseSymbol && checker.getSignaturesOfType(checker.getTypeOfSymbolAtLocation(parseSymbol, call), ts.SignatureKind.Call)[0];
      const valueType = signature ? checker.typeToString(signature.getReturnType(), undefined, ts.TypeFormatFlags.NoTruncation) : 'unknown';
      const optionsArg = init && ts.isCallExpression(init) ? init.arguments.find((a) => ts.isObjectLiteralExpression(a)) : undefined;
      const option = (name) => optionsArg?.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
      const defaultNode = option('default');
      let defaultText;
      if (defaultNode) {
        const literal = checker.getTypeAtLocation(defaultNode);
        defaultText = literal.isLiteral() || literal.flags & ts.TypeFlags.BooleanLiteral ? checker.typeToString(literal) : defaultNode.getText();
      } else if (kind === 'boolean') defaultText = 'false';
      const valuesNode = kind === 'oneOf' ? init.arguments[0] : undefined;
      const values = valuesNode && ts.isArrayLiteralExpression(valuesNode) ? valuesNode.elements.filter(ts.isStringLiteral).map((e) => e.text) : undefined;
      return { name: symbol.name, kind, valueType, values, default: defaultText, required: option('required')?.kind === ts.SyntaxKind.TrueKeyword };
    });
    result.set(call.arguments[0].text, props);
  }
  return result;
}

/** The attribute's value as TypeScript, self-contained (for JSX and editor value lists). */
function attributeValueType(prop) {
  if (prop.kind === 'oneOf' && prop.values) return prop.values.map((v) => JSON.stringify(v)).join(' | ');
  if (prop.kind === 'number') return 'number';
  if (prop.kind === 'boolean') return 'boolean';
  return 'string'; // text, and JSON written as text
}

// Every element takes `loading` (handled by the loader, not the element: docs/loading.md); its
// default per element comes from the same table the build hands the loader.
const loadingDefaults = JSON.parse(readFileSync('runtime/loading.json', 'utf8'));
const loadingValues = ['eager', 'visible', 'idle', 'interaction'];
const loadingAttribute = (tag) => ({
  name: 'loading',
  type: { text: loadingValues.map((v) => `"${v}"`).join(' | ') },
  parsedType: { text: loadingValues.map((v) => `"${v}"`).join(' | ') },
  description: `When the element's code loads: at once, when it scrolls into view, when the browser is idle, or on the shopper's first touch, click, focus or key (docs/loading.md).${
    loadingDefaults[tag]?.loading ? '' : ' Default: `interaction` when the server drew the element (a declarative shadow root), else `eager`.'
  }`,
  default: `"${loadingDefaults[tag]?.loading ?? 'eager'}"`,
});

/** A type a package user can read without our sources: primitives, literals, unions and arrays of them. */
const selfContained = (type) => /^(?:string|number|boolean|null|undefined|"[^"]*"|\d+|[\s|()[\]])+$/.test(type);

/** The declaration for widgets/<name>/define.ts. */
function declarationFor(name, props) {
  const tag = `shop-${name}`;
  const header = readHeader(viewOf(name));
  const alias = aliasSummary(name);
  if (!props) throw new Error(`widgets/${name}/define.ts: define('${tag}', …) not found`);
  const documented = new Map(header.attributes.map((a) => [a.name, a]));
  const attributes = props.map((prop) => {
    const attribute = attributeFor(prop.name);
    const doc = documented.get(attribute);
    const typeText = doc?.type?.text && doc.type.text !== 'json' ? doc.type.text : prop.kind === 'json' ? prop.valueType : attributeValueType(prop);
    return {
      name: attribute,
      fieldName: prop.name,
      type: { text: typeText },
      parsedType: { text: attributeValueType(prop) },
      description: [prop.required ? 'Required.' : '', doc?.description ?? ''].filter(Boolean).join(' ').replace(/^Required\. Required\b/, 'Required'),
      ...(prop.default !== undefined ? { default: prop.default } : {}),
    };
  });
  // In the header's order; what only the code has, after.
  const order = (a) => (documented.has(a.name) ? header.attributes.findIndex((d) => d.name === a.name) : Infinity);
  attributes.sort((a, b) => order(a) - order(b));
  // An attribute the header documents but the code does not read stays visible (the test names it).
  for (const doc of header.attributes) if (!attributes.some((a) => a.name === doc.name)) attributes.push({ ...doc, fieldName: undefined });
  // (shop-html-content has a `loading` of its own, for its images: that one is documented.)
  if (!attributes.some((a) => a.name === 'loading')) attributes.push(loadingAttribute(tag));
  return {
    kind: 'class',
    name: pascal(tag),
    tagName: tag,
    customElement: true,
    summary: alias ?? header.summary,
    ...(header.description ? { description: header.description } : {}),
    superclass: { name: 'HTMLElement' },
    attributes,
    // r2wc gives every prop a property of the same name (widgets/shared/define.tsx).
    members: props.map((prop) => ({
      kind: 'field',
      name: prop.name,
      type: { text: selfContained(prop.valueType) ? prop.valueType : 'unknown' },
      attribute: attributeFor(prop.name),
      description: documented.get(attributeFor(prop.name))?.description ?? '',
    })),
    events: header.events,
    slots: header.slots,
    cssParts: header.cssParts,
    cssProperties: header.cssProperties,
  };
}

/** The plugin: replaces what the analyzer found in each define.ts with the element's declaration. */
export function shopElementsPlugin() {
  let props;
  return {
    name: 'shop-elements',
    moduleLinkPhase({ moduleDoc }) {
      const match = defineFile.exec(moduleDoc.path);
      if (!match) return;
      // Once, for every element: one program and checker for all of them.
      props ??= propsOfElements(
        readdirSync('widgets', { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(`widgets/${d.name}/define.ts`))
          .map((d) => `widgets/${d.name}/define.ts`),
      );
      const name = match[1];
      const declaration = declarationFor(name, props.get(`shop-${name}`));
      moduleDoc.path = `widgets/${name}/define.ts`;
      moduleDoc.declarations = [declaration];
      moduleDoc.exports = [
        { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: moduleDoc.path } },
        { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: moduleDoc.path } },
      ];
    },
  };
}

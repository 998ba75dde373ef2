// The server renderer inside web-test-runner's server, for tests that render an element on the
// server and hydrate it in the browser (test/helpers/browser/server-render.ts):
//
//   POST /__render  {tag, attributes?, options?}  -> {html}   renderElement()
//   POST /__render  {expand: html, options?}      -> {html}   expandElements()
//
// runtime/server/render.tsx is TypeScript with JSX: esbuild bundles it for Node once, React
// included as its production build (React's development build wraps the console methods, which
// web-test-runner's own console does not allow), and it is imported from there.
import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
let renderer;

function load() {
  renderer ??= (async () => {
    const outdir = `${root}node_modules/.cache/shop-elements`;
    mkdirSync(outdir, { recursive: true });
    const outfile = `${outdir}/server-render-${process.pid}.mjs`;
    await build({
      entryPoints: [`${root}runtime/server/render.tsx`],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      target: 'node20',
      define: { 'process.env.NODE_ENV': '"production"' },
      // React's CommonJS requires Node's own modules.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      outfile,
      logLevel: 'silent',
    });
    return import(pathToFileURL(outfile).href);
  })();
  return renderer;
}

async function body(ctx) {
  let text = '';
  for await (const chunk of ctx.req) text += chunk;
  return JSON.parse(text || '{}');
}

export async function serverRender(ctx, next) {
  if (ctx.path !== '/__render' || ctx.method !== 'POST') return next();
  const { renderElement, expandElements } = await load();
  const given = await body(ctx);
  try {
    const html = typeof given.expand === 'string' ? expandElements(given.expand, given.options ?? {}) : renderElement(given.tag, given.attributes ?? {}, given.options ?? {});
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ html });
  } catch (error) {
    ctx.status = 500;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ error: error instanceof Error ? error.stack : String(error) });
  }
}

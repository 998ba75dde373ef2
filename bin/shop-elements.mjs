#!/usr/bin/env node
// The server renderer for hosts that are not Node (docs/server-rendering.md):
//
//   shop-elements render-server [--port 8787] [--host 127.0.0.1]
//       POST /render  {"tag", "attributes"?, "options"?}  ->  the element's html (renderElement)
//       POST /expand  {"html", "options"?}                 ->  the html with its tags drawn (expandElements)
//       GET  /style-hashes[?md=1000px&lg=1200px]           ->  ["'sha256-...'", ...] for the page's CSP
//   shop-elements render <file.html>... [--out dir] [--locale de] [--currency USD] [--prefix /de] [--screens md=1000px,lg=1200px]
//       expands the shop-* tags of static files at build time (in place, or into --out)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';

const { expandElements, isScreenLength, renderElement, SCREEN_NAMES, styleHashes } = await import(new URL('../lib/server.mjs', import.meta.url).href).catch(() => {
  console.error('shop-elements: lib/server.mjs is missing; build the package first (npm run build).');
  process.exit(1);
});

/** A request body is JSON, at most this many bytes. */
const MAX_BODY = 1024 * 1024;

const [command, ...rest] = process.argv.slice(2);

/**
 * The theme's screens (its breakpoints, which the elements' styles and so their CSP hashes are
 * written with) from name/value pairs; a name that is not a screen, or a value that is not a
 * px, em or rem length, is an error saying so (not a silent default: the hashes would not match).
 */
function screensFrom(pairs) {
  const screens = {};
  for (const [name, value] of pairs) {
    check(SCREEN_NAMES.includes(name), `"${name}" is not a screen; the screens are ${SCREEN_NAMES.join(', ')}.`);
    check(isScreenLength(value), `The screen "${name}" must be a length in px, em or rem, not "${value}".`);
    screens[name] = value.trim();
  }
  return screens;
}

function renderOptions(values) {
  const options = {};
  for (const key of ['locale', 'currency', 'prefix', 'url']) if (values[key] !== undefined) options[key] = values[key];
  if (values.screens) options.screens = screensFrom(values.screens.split(',').map((pair) => pair.split('=')));
  return options;
}

function usage(code) {
  console.log(`Usage:
  shop-elements render-server [--port 8787] [--host 127.0.0.1]
  shop-elements render <file.html>... [--out dir] [--locale de] [--currency USD] [--prefix /de] [--screens md=1000px,lg=1200px]`);
  process.exit(code);
}

async function readJson(request) {
  let size = 0;
  const chunks = [];
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error(`The body is larger than ${MAX_BODY} bytes.`), { status: 413 });
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    throw Object.assign(new Error('The body is not JSON.'), { status: 400 });
  }
}

function check(condition, message) {
  if (!condition) throw Object.assign(new Error(message), { status: 400 });
}

function serve(values) {
  const server = createServer(async (request, response) => {
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    try {
      const url = new URL(request.url ?? '/', 'http://render-server');
      // The theme's screens as the query (?md=1000px): the hashes of the styles drawn with them.
      if (request.method === 'GET' && url.pathname === '/style-hashes') return send(200, 'application/json', JSON.stringify(styleHashes({ screens: screensFrom(url.searchParams) })));
      if (request.method !== 'POST' || (request.url !== '/render' && request.url !== '/expand')) return send(404, 'application/json', JSON.stringify({ error: 'POST /render, POST /expand or GET /style-hashes' }));
      const body = await readJson(request);
      check(body && typeof body === 'object' && !Array.isArray(body), 'The body must be a JSON object.');
      const options = body.options ?? {};
      check(typeof options === 'object' && !Array.isArray(options), '"options" must be an object.');
      if (request.url === '/expand') {
        check(typeof body.html === 'string', '"html" must be a string.');
        return send(200, 'text/html; charset=utf-8', expandElements(body.html, options));
      }
      check(typeof body.tag === 'string' && /^shop-[a-z0-9-]+$/.test(body.tag), '"tag" must be a shop-* tag name.');
      const attributes = body.attributes ?? {};
      check(typeof attributes === 'object' && !Array.isArray(attributes), '"attributes" must be an object of names and values.');
      return send(200, 'text/html; charset=utf-8', renderElement(body.tag, attributes, options));
    } catch (error) {
      send(error.status ?? 500, 'application/json', JSON.stringify({ error: error.message }));
    }
  });
  server.listen(Number(values.port ?? 8787), values.host ?? '127.0.0.1', () => {
    const { address, port } = server.address();
    console.log(`shop-elements render-server on http://${address.includes(':') ? `[${address}]` : address}:${port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function renderFiles(files, values) {
  if (files.length === 0) usage(1);
  for (const file of files) {
    const out = values.out ? join(values.out, basename(file)) : file;
    if (values.out) mkdirSync(values.out, { recursive: true });
    writeFileSync(out, expandElements(readFileSync(file, 'utf8'), renderOptions(values)));
    console.log(`${file} -> ${out}`);
  }
}

const options = { port: { type: 'string' }, host: { type: 'string' }, out: { type: 'string' }, locale: { type: 'string' }, currency: { type: 'string' }, prefix: { type: 'string' }, url: { type: 'string' }, screens: { type: 'string' }, help: { type: 'boolean' } };
const { values, positionals } = parseArgs({ args: rest, options, allowPositionals: true });
if (values.help || !command) usage(0);
else if (command === 'render-server') serve(values);
else if (command === 'render') {
  try {
    renderFiles(positionals, values);
  } catch (error) {
    // A bad option (--screens) says what is wrong, without a stack.
    console.error(`shop-elements: ${error.message}`);
    process.exit(1);
  }
}
else usage(1);

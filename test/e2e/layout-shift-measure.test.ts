// The layout-shift measure itself (test/helpers/node/layout-shift.ts), on pages made to move one
// way or the other: a page that streams in over a pause (what a busy machine or a slow phone does
// to every page, and how a CI run once saw /order/lookup's footer move 0.0189) is counted from the
// page parsed whole, and a page that moves after that is still counted.
//
// The pause is made, not hoped for: the page's first part asks for /painted once a frame of it has
// been drawn, and only then does the server send the rest. (A page merely long to parse paints
// half-read on a busy machine and whole on a quick one: that test failed on a quick CI machine.)
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch } from '../helpers/node/browser.ts';
import { measureLayoutShift, VIEWPORTS } from '../helpers/node/layout-shift.ts';

// A page as short as the demo's order look-up: its footer sits at the bottom of the window, so a
// footer that grows moves up.
const HEAD = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Measure</title><style>body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; } main { flex: 1; } footer p { margin: 0; height: 40px; }</style>';
const FOOTER_START = '<footer><p>One</p>';
const FOOTER_REST = '<p>Two</p><p>Three</p></footer></body></html>';

/** Run by the parser as it reaches it: tells the server a frame has been drawn, two frames on. */
const SIGNAL_PAINTED = "<script>requestAnimationFrame(() => requestAnimationFrame(() => fetch('/painted')));</script>";
const FIRST_PART = `${HEAD}</head><body><main><h1>Streams in</h1></main>${FOOTER_START}${SIGNAL_PAINTED}`;

/** Enough markup that a busy machine's parser reads it in several goes, painting between them. */
const LONG_TO_PARSE = `<div hidden>${'<p>Words that take the parser a while.</p>'.repeat(100_000)}</div>`;

/** The rest of each /streams response still waiting for its first part to be drawn. */
const waitingForPaint: Array<() => void> = [];

let server: Server;
let url: string;
let browser: Browser;

before(async () => {
  server = createServer((request, response) => {
    if (request.url === '/streams') {
      // The footer's rest comes once the browser has drawn the page without it.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(FIRST_PART);
      waitingForPaint.push(() => response.end(FOOTER_REST));
    } else if (request.url === '/long-to-parse') {
      // The same page in one go, long to parse: the measure's hold reads a response whole before
      // the browser gets it, so what is left to hold is the parser's own pace.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`${FIRST_PART}${LONG_TO_PARSE}${FOOTER_REST}`);
    } else if (request.url === '/painted') {
      for (const sendRest of waitingForPaint.splice(0)) sendRest();
      response.writeHead(204).end();
    } else if (request.url === '/moves') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`${HEAD}<script type="module" src="/moves.js"></script></head><body><main><h1>Moves</h1><p>Pushed down</p></main>${FOOTER_START}${FOOTER_REST}`);
    } else if (request.url === '/moves.js') {
      // After a frame has been drawn, as an element's code would: a block above the text.
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end("requestAnimationFrame(() => requestAnimationFrame(() => { const block = document.createElement('div'); block.style.height = '200px'; document.querySelector('main').prepend(block); }));");
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the layout-shift measure', () => {
  it('sees a page that streams in move as the parser reaches its rest, when it counts every paint (as the bench does)', async () => {
    const { cls, shifts, paintedBeforeParsed } = await measureLayoutShift(browser, `${url}/streams`, VIEWPORTS.desktop, { fromParsed: false });
    assert.ok(paintedBeforeParsed, 'its first paint came before the parser had read it all');
    assert.ok(cls > 0, `the footer grew as the parser reached its rest: ${JSON.stringify(shifts)}`);
    assert.match(shifts.map((s) => s.sources.join(' ')).join(' '), /footer/);
  });

  // A hold that failed would show on a machine slow enough to paint this page half-parsed (as a
  // busy CI machine did /order/lookup); a quick one parses it before its first paint either way.
  it('counts from the page parsed whole: its first paint waits for the parser, and the page long to parse moves nothing', async () => {
    const { cls, shifts, paintedBeforeParsed } = await measureLayoutShift(browser, `${url}/long-to-parse`, VIEWPORTS.desktop);
    assert.equal(paintedBeforeParsed, false, 'nothing was painted before the parser had read the page');
    assert.equal(cls, 0, JSON.stringify(shifts));
  });

  it('still counts what moves once the page is parsed and drawn', async () => {
    const { cls, shifts } = await measureLayoutShift(browser, `${url}/moves`, VIEWPORTS.desktop);
    assert.ok(cls > 0.01, `the text pushed down by the block: ${cls}`);
    assert.match(shifts.map((s) => s.sources.join(' ')).join(' '), /^h1 0,21 1366x37 -> 0,221 /);
  });
});

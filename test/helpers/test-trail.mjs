// The test server's side of test/helpers/browser/test-trail.ts: what each session (one test file
// in one browser) was doing, for the summary of a file that never finished. The launcher's page
// events (a renderer gone, a navigation of the test page) are noted here too (watchPage).
const trails = new Map();

const trailOf = (session) => {
  if (!trails.has(session)) trails.set(session, { loads: 0, started: 0, ended: 0, navigations: [], events: [] });
  return trails.get(session);
};

const at = () => new Date().toISOString().slice(11, 19);
const noteSession = (session, event) => trailOf(session).events.push(`${event} at ${at()}`);

const sessionOf = (url) => {
  try {
    return new URL(url).searchParams.get('wtr-session-id');
  } catch {
    return null;
  }
};

/**
 * Notes what the browser itself says of a test page (puppeteer's page events, which Chromium and
 * Firefox give): its renderer gone, and its main frame leaving the test page. The launcher reuses one
 * page for file after file, so a page's session is the one its address names.
 */
export function watchPage(page) {
  let session = null;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    // The test page's own moves (pushState, a reload) are not news: its loads are counted.
    const own = sessionOf(frame.url());
    if (own) session = own;
    else if (session) trailOf(session).navigations.push(`${frame.url()} at ${at()}`);
  });
  page.on('error', (error) => session && noteSession(session, `the page crashed (${error.message})`));
  // A test module the browser could not load ("Could not import your test module"): what its
  // request met, as the browser saw it.
  page.on('requestfailed', (request) => {
    const own = sessionOf(request.url());
    if (own) noteSession(own, `the browser's request for ${new URL(request.url()).pathname} failed (${request.failure()?.errorText ?? 'no reason given'})`);
  });
  page.on('close', () => session && noteSession(session, 'the page closed'));
}

export async function testTrail(ctx, next) {
  if (ctx.path !== '/__shop-test/trail' || ctx.method !== 'POST') return next();
  let body = '';
  for await (const chunk of ctx.req) body += chunk;
  const { session, kind, test, state, event } = JSON.parse(body);
  const trail = trailOf(session);
  trail.alive = Date.now();
  if (kind === 'loaded') {
    trail.loads += 1;
    trail.loadedAt ??= Date.now();
  }
  if (kind === 'event') noteSession(session, event);
  if (kind === 'started') Object.assign(trail, { started: trail.started + 1, last: test, lastAt: Date.now() });
  if (kind === 'ended') {
    trail.ended += 1;
    trail.endedAt = Date.now();
    if (state === 'failed') trail.failed = test;
  }
  ctx.status = 204;
}

/** The dev server served (or failed to build) a session's test module: noted with its size and time. */
export function noteServed(url, outcome) {
  const session = sessionOf(url);
  if (session) noteSession(session, `its module ${outcome}`);
}

const ago = (time) => `${Math.round((Date.now() - time) / 1000)} s ago`;

/** What the session's trail says, in one line (undefined when the page never reported). */
export function describeTrail(session) {
  const trail = trails.get(session);
  if (!trail) return undefined;
  const parts = [];
  if (trail.last) parts.push(`the last test it started: "${trail.last}", ${ago(trail.lastAt)}`);
  parts.push(`${trail.started} started, ${trail.ended} ended`);
  if (trail.failed) parts.push(`"${trail.failed}" failed`);
  if (trail.loads !== 1) parts.push(`the page loaded ${trail.loads} times`);
  if (trail.navigations.length) parts.push(`it left for ${trail.navigations.join(', ')}`);
  if (trail.alive) parts.push(`its main thread last ran ${ago(trail.alive)}`);
  parts.push(...trail.events);
  return parts.join('; ');
}

/** Seconds from each session's page load to its last test's end (SHOP_TEST_TIMINGS: where the run writes them, slowest first). */
export const secondsOf = (session) => {
  const trail = trails.get(session);
  return trail?.loadedAt && trail.endedAt ? (trail.endedAt - trail.loadedAt) / 1000 : undefined;
};

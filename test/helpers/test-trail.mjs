// The test server's side of test/helpers/browser/test-trail.ts: the last test each session (one
// test file in one browser) started, for the summary of a file that never finished.
const started = new Map();

export async function testTrail(ctx, next) {
  if (ctx.path !== '/__shop-test/started' || ctx.method !== 'POST') return next();
  let body = '';
  for await (const chunk of ctx.req) body += chunk;
  const { session, test } = JSON.parse(body);
  started.set(session, test);
  ctx.status = 204;
}

/** The last test the session started, if any. */
export const lastStarted = (session) => started.get(session);

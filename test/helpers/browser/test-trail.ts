// Injected into every browser test bundle (web-test-runner.config.mjs), beside english.ts. The page
// tells the test server, by beacon, that it loaded, each test as it starts and ends, and that it is
// alive (every 5 s). A file whose page stops answering never reports to web-test-runner, which can
// then only say that the file "did not finish"; the run's summary (web-test-runner.config.mjs) adds
// what this trail saw: which test, whether the page loaded again (a real navigation), when its
// main thread last ran, and whether its connection to the runner closed.
const session = new URLSearchParams(location.search).get('wtr-session-id');
const note = (event: Record<string, unknown>) => {
  if (session) navigator.sendBeacon('/__shop-test/trail', new Blob([JSON.stringify({ session, ...event })], { type: 'text/plain' }));
};

note({ kind: 'loaded', url: location.pathname + location.search });
if (session) setInterval(() => note({ kind: 'alive' }), 5000);
// The page's results go to web-test-runner over its WebSocket (and are lost if it has closed).
const results = (window as { __WDS_WEB_SOCKET__?: { webSocket?: WebSocket } }).__WDS_WEB_SOCKET__?.webSocket;
results?.addEventListener('close', (event) => note({ kind: 'event', event: `its WebSocket to the runner closed (${event.code})` }));

beforeEach(function () {
  note({ kind: 'started', test: this.currentTest?.fullTitle() });
});

afterEach(function () {
  note({ kind: 'ended', test: this.currentTest?.fullTitle(), state: this.currentTest?.state });
});

// Injected into every browser test bundle (web-test-runner.config.mjs), beside english.ts. Each
// test, as it starts, tells the test server its name. A file whose page stops answering (its main
// thread stuck, a renderer gone) never reports, and web-test-runner can then only say that the
// file "did not finish"; the run's summary (web-test-runner.config.mjs) adds the test it was in.
const session = new URLSearchParams(location.search).get('wtr-session-id');

beforeEach(function () {
  if (!session) return;
  const report = JSON.stringify({ session, test: this.currentTest?.fullTitle() });
  navigator.sendBeacon('/__shop-test/started', new Blob([report], { type: 'text/plain' }));
});

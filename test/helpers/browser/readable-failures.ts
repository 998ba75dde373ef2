// Injected into every browser test bundle (web-test-runner.config.mjs), beside test-trail.ts.
// A failed assertion on DOM nodes (chai's actual/expected) reached web-test-runner's results as
// the nodes themselves, whose React properties it could not serialize: the file's results were
// never sent and the file "did not finish" (CI, category-product). Sent as their tags instead.
afterEach(function () {
  const error = this.currentTest?.err as (Error & { actual?: unknown; expected?: unknown }) | undefined;
  for (const key of ['actual', 'expected'] as const) {
    const value = error?.[key];
    if (error && value instanceof Node) error[key] = value instanceof Element ? `<${value.localName}${value.id ? `#${value.id}` : ''}${value.getAttribute('part') ? ` part="${value.getAttribute('part')}"` : ''}>` : value.nodeName;
  }
});

// A test seam for one-render tests of elements that name regions (widgets/shared/region-names.ts):
// a POST /__render carrying `x-region-names: {"HK":"Xianggang"}` is rendered while the server's
// Intl.DisplayNames words those regions so, as another ICU would. The renderer's own middleware
// (./server-render.mjs) does the render; the stub is in place only for that request (web-test-
// runner runs one test file at a time, and a file's renders one after another), then removed.
export async function stubRegionNames(ctx, next) {
  const given = ctx.path === '/__render' && ctx.method === 'POST' ? ctx.get('x-region-names') : '';
  if (!given) return next();
  const names = JSON.parse(given);
  const Original = Intl.DisplayNames;
  Intl.DisplayNames = class extends Original {
    of(code) {
      return this.resolvedOptions().type === 'region' && typeof names[code] === 'string' ? names[code] : super.of(code);
    }
  };
  try {
    await next();
  } finally {
    Intl.DisplayNames = Original;
  }
}

// demo.css is answered at the theme's breakpoints (demo/pages/theme-css.ts): its layout queries
// name the screens as the elements' sheets do, and the page's header breaks where they do.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const queries = (css: string) => [...css.matchAll(/@media ([^{]+)\{/g)].map((m) => m[1]!.trim());

describe('demo.css', () => {
  it('has its screen queries resolved to the default widths, and is revalidated by ETag', async () => {
    const answer = await fetch(`${demo.url}/assets/demo.css`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/css/);
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    const css = await answer.text();
    assert.ok(!css.slice(css.indexOf('*/')).includes('var(--shop-screen-'), 'no query is left naming a screen');
    const found = queries(css);
    for (const query of ['(width >= 768px)', '(width >= 1024px)', '(width < 1280px)', '(width < 1024px)', '(width < 768px)']) assert.ok(found.includes(query), `${query} in ${found.join(', ')}`);
    const etag = answer.headers.get('etag')!;
    assert.ok(etag);
    const again = await fetch(`${demo.url}/assets/demo.css`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });

  it("follows the theme's container.screen, in the sheet and in the header's search fold", async () => {
    const read = async () => (await demo.app.db.row<{ value: string }>`SELECT value FROM settings WHERE key = 'theme'`)!.value;
    const original = await read();
    const theme = JSON.parse(original) as { config: { container: { screen: Record<string, string> } } };
    theme.config.container.screen = { ...theme.config.container.screen, md: '1000px', xl: '90rem' };
    await demo.app.db.run`UPDATE settings SET value = ${JSON.stringify(theme)} WHERE key = 'theme'`;
    try {
      const found = queries(await (await fetch(`${demo.url}/assets/demo.css`)).text());
      assert.ok(found.includes('(width < 1000px)') && found.includes('(width >= 1000px)'), found.join(', '));
      assert.ok(found.includes('(width < 90rem)'), found.join(', '));
      assert.ok(!found.includes('(width < 768px)'));
      const home = await (await fetch(`${demo.url}/`)).text();
      assert.match(home, /<shop-search class="site-search" dialog-media="\(width &lt; 90rem\)"/);
    } finally {
      await demo.app.db.run`UPDATE settings SET value = ${original} WHERE key = 'theme'`;
    }
  });
});

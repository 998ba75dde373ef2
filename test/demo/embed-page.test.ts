// /embed (demo/pages/embed.ts): the code a shop owner pastes elsewhere. The pasted code working on
// another site is test/e2e/embed.test.ts's; here, what the page writes and how it refuses.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
async function embed(query: string): Promise<{ status: number; body: string; snippet: string | undefined }> {
  const answer = await fetch(`${demo.url}/embed${query}`);
  const body = await answer.text();
  const written = /<textarea id="embed-code"[^>]*>([^<]*)<\/textarea>/.exec(body)?.[1];
  return { status: answer.status, body, snippet: written === undefined ? undefined : unescape(written) };
}

describe('the embed-code page', () => {
  it("writes the loader from the shop's public address with data-shop, and the tag, for each kind", async () => {
    const product = await embed('?what=product&slug=classic-shirt');
    assert.equal(product.status, 200);
    const lines = product.snippet!.split('\n');
    assert.equal(lines[0], '<meta charset="utf-8">');
    assert.equal(lines[1], `<script type="module" src="${demo.url}/dist/shop-elements.js" data-shop="${demo.url}"></script>`);
    assert.match(lines.at(-1)!, /^<shop-product-single product='\{.*"slug":"classic-shirt".*' style="--shop-primary-color: #[0-9a-f]{6}"><\/shop-product-single>$/i);
    assert.match((await embed('?what=price&slug=classic-shirt')).snippet!, /<shop-product-price price="\d+(\.\d+)?"( line-price="[\d.]+")? currency="USD"/);
    assert.match((await embed('?what=cart')).snippet!, /<shop-cart-drawer style="--shop-primary-color: #[0-9a-f]{6}"><\/shop-cart-drawer>$/i);
    assert.match((await embed('?what=coupon')).snippet!, /<shop-coupon coupon='\{"code":/);
  });

  it('says the language as a start option, and the colour chosen', async () => {
    const { snippet } = await embed('?what=cart&lang=ja&color=%23123abc');
    assert.ok(snippet!.includes('<script type="application/json" id="shop-initial-data">{"start":{"locale":"ja"}}</script>'), snippet);
    assert.ok(snippet!.includes('--shop-primary-color: #123abc'), snippet);
  });

  it("says the currency as a start option, with the shop's rate for it; the shop's own needs neither", async () => {
    const { snippet } = await embed('?what=price&slug=classic-shirt&lang=zh-HK&currency=HKD');
    assert.ok(snippet!.includes('<script type="application/json" id="shop-initial-data">{"config":{"currency":"USD","currencyRates":{"HKD":7.8}},"start":{"locale":"zh-HK","displayCurrency":"HKD"}}</script>'), snippet);
    assert.match(snippet!, /currency="USD"/, 'the amount is still said in the shop\'s currency, converted where it is shown');
    assert.ok(!(await embed('?what=price&slug=classic-shirt&currency=USD')).snippet!.includes('shop-initial-data'));
  });

  it('names a wrong choice, shows the default instead, and answers 400', async () => {
    for (const [query, said] of [
      ['?what=everything', 'What to show &quot;everything&quot; is not one of the choices'],
      ['?lang=xx', 'The language &quot;xx&quot; is not one of the choices'],
      ['?color=red', 'The colour &quot;red&quot; is not one of the choices'],
      ['?currency=EUR', 'The currency &quot;EUR&quot; is not one of the choices'],
    ] as const) {
      const { status, body, snippet } = await embed(query);
      assert.equal(status, 400, query);
      assert.ok(body.includes(said), `${query}: ${said}`);
      assert.ok(snippet, `${query}: still a code, for the default`);
    }
    const missing = await embed('?what=product&slug=no-such-thing');
    assert.ok(missing.body.includes('There is no product &quot;no-such-thing&quot;.'), 'an unknown product named');
    assert.equal(missing.snippet, undefined, 'no code for it');
  });

  it("escapes what it writes: a product's words cannot end the attribute or the field", async () => {
    const { body } = await embed('?what=product&slug=classic-shirt');
    const field = /<textarea id="embed-code"[^>]*>([^<]*)<\/textarea>/.exec(body)![1]!;
    assert.ok(!field.includes('<'), 'no raw < inside the field');
  });
});

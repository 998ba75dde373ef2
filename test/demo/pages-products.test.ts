import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('product elements on the demo screens', () => {
  it('home: the new arrivals as a shop-product-list (drawn by the server renderer) and a quick view modal', async () => {
    const home = await (await fetch(`${demo.url}/`)).text();
    const attribute = /<shop-product-list quick-view currency="USD" products="([^"]+)"><template shadowrootmode="open">/.exec(home)?.[1];
    assert.ok(attribute, 'shop-product-list with products and its declarative shadow root');
    assert.ok(!/<shop-product-list[^>]*>[\s\S]*?<\/template>\s*<ul class="cards">/.test(home), 'no hand-made fallback');
    const products = JSON.parse(unescape(attribute)) as { slug: string; name: string; price: number }[];
    assert.equal(products.length, 4);
    for (const p of products) assert.ok(p.slug && p.name && typeof p.price === 'number', p.slug);
    // The quick view is drawn by the server too: its dialog closed, in its declarative shadow root.
    assert.match(home, /<shop-product-modal quick-view><template shadowrootmode="open">[\s\S]*?<dialog[^>]*part="dialog"/);
  });

  it("product: the galleries drawn at the theme's showSlideImage (all images, or the main one alone)", async () => {
    const strip = async () => /<shop-product-mobile-image [^>]*><template shadowrootmode="open">([\s\S]*?)<\/template>/.exec(await (await fetch(`${demo.url}/product/classic-shirt`)).text())?.[1] ?? '';
    assert.match(await strip(), /Image 2 of \d/);
    const read = async () => (await demo.app.db.row<{ value: string }>`SELECT value FROM settings WHERE key = 'theme'`)!.value;
    const original = await read();
    const theme = JSON.parse(original) as { config: { product: Record<string, boolean> } };
    theme.config.product = { ...theme.config.product, showSlideImage: false };
    await demo.app.db.run`UPDATE settings SET value = ${JSON.stringify(theme)} WHERE key = 'theme'`;
    try {
      const one = await strip();
      assert.match(one, /Image 1 of 1/);
      assert.doesNotMatch(one, /Image 2 of/);
    } finally {
      await demo.app.db.run`UPDATE settings SET value = ${original} WHERE key = 'theme'`;
    }
  });

  it('product: the buttons know their product, SKU and stock', async () => {
    const page = await (await fetch(`${demo.url}/product/classic-shirt`)).text();
    const buttons = /<shop-product-buttons product="([^"]+)" sku="([^"]+)" stock="(\d+)"[^>]*>/.exec(page);
    assert.ok(buttons, 'shop-product-buttons with product, sku and stock');
    assert.equal(buttons[1], 'classic-shirt');
    // Drawn by its own component: the stock line, the stepper and the buttons, no light-DOM stand-in.
    const drawn = /<shop-product-buttons [^>]*><template shadowrootmode="open">([\s\S]*?)<\/template><\/shop-product-buttons>/.exec(page);
    assert.ok(drawn, 'shop-product-buttons drawn by the server, with nothing after its shadow root');
    assert.match(drawn[1]!, /<p [^>]*part="stock" class="stock in"[^>]*>In stock: \d+<\/p>/);
    // A form that buys without JavaScript (the page's /cart/add): the SKU, the quantity, the buttons post it.
    assert.match(drawn[1]!, /<form class="buying" action="\/cart\/add" method="post"><input type="hidden" name="sku" value="[^"]+"\/>/);
    assert.match(drawn[1]!, /<button type="submit" part="add" class="add"[^>]*>Add to cart<\/button>/);
    assert.match(drawn[1]!, /<button type="submit" value="checkout" part="buy" class="buy" name="then"[^>]*>Buy now<\/button>/);
    assert.match(drawn[1]!, /name="quantity"/);
    assert.match(drawn[1]!, /part="quantity-input"[^>]*value="1"/);
    // The page's view_item, in the markup for the runtime to report untouched (docs/analytics.md): the product and the SKU shown.
    const view = /<template data-shop-view="([^"]+)"><\/template>/.exec(drawn[1]!);
    assert.ok(view, 'the drawn view');
    const detail = JSON.parse(unescape(view[1]!)) as { event: string; ecommerce: { currency: string; items: { item_id: string; item_variant: string; item_category?: string }[] } };
    assert.equal(detail.event, 'view_item');
    assert.equal(detail.ecommerce.currency, 'USD');
    assert.deepEqual(detail.ecommerce.items.map((i) => [i.item_id, i.item_variant]), [['classic-shirt', buttons[2]]]);
    assert.ok(detail.ecommerce.items[0]!.item_category, 'its category');
  });
});

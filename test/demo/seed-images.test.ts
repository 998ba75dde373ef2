import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { productColour } from '../../demo/seed/images.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const picture = async (url: string) => {
  const response = await fetch(`${demo.url}${url}`);
  assert.equal(response.status, 200, url);
  return response.text();
};

/** The hue (0..360) of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (h * 60 + 360) % 360;
}
const looksLike: Record<string, (h: number) => boolean> = { red: (h) => h < 25 || h > 335, blue: (h) => h > 190 && h < 250, green: (h) => h > 80 && h < 170 };

/** Well-formed enough to be an SVG document: one svg root, every tag closed in order. */
function assertSvg(svg: string, url: string) {
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"[^>]*>[\s\S]*<\/svg>$/, url);
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    assert.doesNotMatch(tag, /="[^"]*"[^ />]/, `${url}: attributes are separated`);
    if (selfClosing) continue;
    if (closing) assert.equal(open.pop(), name, `${url}: </${name}> closes what was opened`);
    else open.push(name!);
  }
  assert.deepEqual(open, [], `${url}: every element is closed`);
  assert.equal(svg.replace(/<[^>]*>/g, '').trim(), '', `${url}: no text between the tags`);
}

describe('seed product pictures', () => {
  it('draw each colour of a product in that colour, one file per colour', async () => {
    for (const slug of ['classic-shirt', 'nordic-mug', 'harbour-pen', 'linen-tote']) {
      const skus = await demo.app.db.rows<{ options: string; image: string }>`SELECT s.options, s.image FROM skus s JOIN products p ON p.id = s.product_id WHERE p.slug = ${slug}`;
      const byColour = new Map(skus.map((s) => [(JSON.parse(s.options) as { color: string }).color, s.image]));
      assert.deepEqual([...byColour.keys()].sort(), ['blue', 'green', 'red'], slug);
      assert.equal(new Set(byColour.values()).size, 3, `${slug}: a different picture per colour`);
      const range = slug.split('-')[0]!;
      for (const [colour, url] of byColour) {
        assert.equal(url, `/media/products/${slug}-${colour}.svg`, 'the file names stay as they were');
        const svg = await picture(url);
        const fill = productColour(range, colour);
        assert.ok(svg.includes(`fill="${fill}"`), `${url} is filled with ${fill}`);
        assert.ok(looksLike[colour]!(hue(fill)), `${url}: ${fill} reads as ${colour}`);
      }
    }
  });

  it('give every product a small, well-formed SVG with no caption in it', async () => {
    const products = await demo.app.db.rows<{ slug: string; name: string; image: string }>`SELECT slug, name, image FROM products`;
    assert.equal(products.length, 48);
    const urls = new Set([...products.map((p) => p.image), ...(await demo.app.db.rows<{ url: string }>`SELECT url FROM product_images`).map((r) => r.url)]);
    for (const url of urls) {
      const svg = await picture(url);
      assertSvg(svg, url);
      assert.ok(svg.length < 2200, `${url} is ${svg.length} bytes`);
      assert.doesNotMatch(svg, /<text\b|aria-label|\((Red|Blue|Green)\)/, `${url} has no caption`);
    }
    for (const p of products) {
      const svg = await picture(p.image);
      assert.ok(!svg.includes((JSON.parse(p.name) as { en: string }).en), `${p.slug}: the name is not written in the picture`);
    }
  });

  it('keep a range recognisable: the same backdrop for all its products and colours', async () => {
    const backdrops = new Set<string>();
    for (const item of ['shirt', 'bowl', 'lamp']) {
      for (const colour of ['red', 'green']) backdrops.add(/<rect width="400" height="400" fill="(#[0-9a-f]{6})"/.exec(await picture(`/media/products/linen-${item}-${colour}.svg`))?.[1] ?? 'none');
    }
    assert.equal(backdrops.size, 1, [...backdrops].join(' '));
    assert.ok(!backdrops.has('none'));
  });
});

describe('seed collection, article and hero pictures', () => {
  it('are scenes of the products they are about, well-formed SVG without a caption', async () => {
    const collections = await demo.app.db.rows<{ slug: string; image: string }>`SELECT slug, image FROM collections`;
    const articles = await demo.app.db.rows<{ slug: string; image: string }>`SELECT slug, thumbnail AS image FROM articles`;
    const hero = ['summer-sale', 'tea-week', 'desk-essentials'].map((slug) => ({ slug, image: `/media/hero/${slug}.svg` }));
    assert.equal(collections.length, 4);
    assert.equal(articles.length, 8);
    for (const { slug, image } of [...collections, ...articles, ...hero]) {
      const svg = await picture(image);
      assertSvg(svg, image);
      assert.doesNotMatch(svg, /<text\b|aria-label/, `${image} has no caption`);
      assert.ok(svg.length < 9000, `${image} is ${svg.length} bytes`);
      // Not a blank placeholder: the scene holds product drawings (placed and scaled groups).
      if (slug !== 'harbour-mornings') assert.match(svg, /<g transform="translate\([-\d. ]+\) scale\([\d.]+\)">/, `${image} shows products`);
    }
    // The tea collection shows the tea things, in the Nordic range's own colours.
    const tea = await picture('/media/collections/tea-time.svg');
    for (const colour of ['red', 'green', 'blue']) assert.ok(tea.includes(`fill="${productColour('nordic', colour)}"`), colour);
  });
});

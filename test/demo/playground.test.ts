// The element playground (issue 15): /dev/elements lists every element of the manifest the build
// writes, /dev/elements/<tag> has a field per attribute, CSS custom property and event, and both
// are dev tools: 404 when the tools are off or the Host is not a loopback name. Needs the build
// (dist/custom-elements.json).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { exampleFromDescription, fieldKind, isColorProperty, MANIFEST_PATH } from '../../demo/pages/playground-manifest.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

interface Declaration {
  tagName?: string;
  attributes?: { name: string; type?: { text: string }; description?: string }[];
  events?: { name: string }[];
  cssProperties?: { name: string }[];
}
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as { modules: { declarations?: Declaration[] }[] };
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d): d is Declaration & { tagName: string } => Boolean(d.tagName));

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

/** A raw request with the Host header we choose (fetch does not let a caller set it). */
function raw(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('the element playground', () => {
  it('lists every element of the manifest, each linking to its page', async () => {
    assert.ok(elements.length > 50, `the manifest has the bundle's elements (${elements.length})`);
    const answer = await fetch(`${demo.url}/dev/elements`);
    assert.equal(answer.status, 200);
    const page = await answer.text();
    for (const { tagName } of elements) assert.ok(page.includes(`<a href="/dev/elements/${tagName}" data-reload><code>&lt;${tagName}&gt;</code></a>`), tagName);
  });

  it("gives each element a field per attribute, CSS custom property and event, and no inline script or style", async () => {
    for (const element of elements) {
      const answer = await fetch(`${demo.url}/dev/elements/${element.tagName}`);
      assert.equal(answer.status, 200, element.tagName);
      const page = await answer.text();
      assert.ok(page.includes(`<div class="playground-live" data-playground-stage><${element.tagName}`), `${element.tagName} is on the page`);
      for (const attribute of element.attributes ?? []) {
        assert.equal(count(page, `data-attribute="${attribute.name}"`), 1, `${element.tagName} ${attribute.name}`);
        assert.ok(page.includes(`<label for="attr-${attribute.name}"><code>${attribute.name}</code></label>`), `${element.tagName} ${attribute.name} is labelled`);
      }
      assert.equal(count(page, 'data-attribute="'), (element.attributes ?? []).length, `${element.tagName}: no other fields`);
      for (const property of element.cssProperties ?? []) assert.equal(count(page, `data-css-property="${property.name}"`), 1, `${element.tagName} ${property.name}`);
      for (const event of element.events ?? []) assert.equal(count(page, `data-event="${event.name}"`), 1, `${element.tagName} ${event.name}`);
      assert.ok(!/\sstyle=/.test(page), `${element.tagName}: no style attribute`);
      for (const script of page.match(/<script[^>]*>/g) ?? []) assert.match(script, /src="\/(?:dist|assets)\/|type="application\/json"/, `${element.tagName}: ${script}`);
      assert.ok(page.includes('<script type="module" src="/assets/playground.js"></script>'), element.tagName);
    }
  });

  it('starts elements whose required attributes need data with some', async () => {
    const price = await (await fetch(`${demo.url}/dev/elements/shop-product-price`)).text();
    assert.ok(price.includes('<shop-product-price loading="eager" price="12.5"'), 'a price');
    assert.ok(price.includes('id="attr-price" name="price" data-attribute="price" aria-describedby="attr-price-hint" value="12.5"'), 'shown in its field');
    const coupon = await (await fetch(`${demo.url}/dev/elements/shop-coupon`)).text();
    assert.match(coupon, /<shop-coupon loading="eager" coupon="\{&quot;code&quot;:&quot;WELCOME10&quot;/, "the seed's first coupon");
    // A carousel shows the slides placed in it: it starts with three, the sample products'.
    const slides = await (await fetch(`${demo.url}/dev/elements/shop-slides`)).text();
    const inside = /<shop-slides[^>]*>([\s\S]*?)<\/shop-slides>/.exec(slides)?.[1] ?? '';
    assert.equal(inside.match(/<a class="playground-slide" href="\/product\/[\w-]+"><img src="[^"]+" alt="" width="400" height="400"><span>[^<]+<\/span><\/a>/g)?.length, 3, inside);
    const menu = await (await fetch(`${demo.url}/dev/elements/shop-aside-menu`)).text();
    assert.ok(menu.includes('items="[{&quot;label&quot;:&quot;Orders&quot;'), "the JSON example of the attribute's description");
  });

  it('answers 404 for a tag that is not in the manifest', async () => {
    assert.equal((await fetch(`${demo.url}/dev/elements/shop-nothing`)).status, 404);
    assert.equal((await fetch(`${demo.url}/dev/elements/div`)).status, 404);
  });

  it('answers 404 to a Host that is not a loopback name', async () => {
    for (const host of ['evil.example', '127.0.0.1.evil.example', 'localhost.evil.example:8080']) {
      for (const path of ['/dev/elements', '/dev/elements/shop-coupon']) {
        const answer = await raw(demo.url, path, host);
        assert.equal(answer.status, 404, `${host} ${path}`);
        assert.ok(!answer.body.includes('playground'), `${host} ${path}`);
      }
    }
    const { port } = new URL(demo.url);
    assert.equal((await raw(demo.url, '/dev/elements', `localhost:${port}`)).status, 200);
  });

  it('answers 404 when the dev tools are off', async () => {
    const off = await startDemo({ devTools: false });
    try {
      for (const path of ['/dev/elements', '/dev/elements/shop-coupon']) {
        const answer = await fetch(`${off.url}${path}`);
        assert.equal(answer.status, 404, path);
        assert.ok(!(await answer.text()).includes('playground'), path);
      }
    } finally {
      await off.close();
    }
  });
});

describe('the playground reads the manifest', () => {
  const attribute = (text: string, description = '') => ({ name: 'a', type: { text }, description });
  it('picks a field for each type', () => {
    assert.deepEqual(fieldKind(attribute('boolean')), { kind: 'boolean' });
    assert.deepEqual(fieldKind(attribute('number')), { kind: 'number' });
    assert.deepEqual(fieldKind(attribute('"eager" | "visible" | "idle"')), { kind: 'choice', choices: ['eager', 'visible', 'idle'] });
    assert.deepEqual(fieldKind(attribute("'password' | 'code'")), { kind: 'choice', choices: ['password', 'code'] });
    assert.deepEqual(fieldKind(attribute('1|2|3')), { kind: 'choice', choices: ['1', '2', '3'] });
    assert.deepEqual(fieldKind(attribute('("en" | "zh")[]')), { kind: 'json' });
    assert.deepEqual(fieldKind(attribute('Address')), { kind: 'json' });
    assert.deepEqual(fieldKind(attribute('string', 'Required. JSON array of `{"label", "href"}`')), { kind: 'json' });
    assert.deepEqual(fieldKind(attribute('string', 'The label.')), { kind: 'text' });
    assert.deepEqual(fieldKind({ name: 'untyped' }), { kind: 'text' });
  });

  it('takes a JSON example from a description, and only valid JSON', () => {
    assert.equal(exampleFromDescription('Required. `[{"label": "Orders", "href": "/user/order"}]`.'), '[{"label":"Orders","href":"/user/order"}]');
    assert.equal(exampleFromDescription('JSON `{code, title}`; see `{"a": 1}`'), '{"a":1}');
    assert.equal(exampleFromDescription('Required. `{"slug", "name"}`'), undefined);
    assert.equal(exampleFromDescription('A number `12`'), undefined, 'only objects and arrays');
  });

  it('edits a colour property with a colour input', () => {
    assert.ok(isColorProperty({ name: '--shop-primary-color' }));
    assert.ok(isColorProperty({ name: '--shop-qr-dark', description: 'The colour of the dark modules.' }));
    assert.ok(!isColorProperty({ name: '--shop-border-radius', description: 'The corners.' }));
  });
});

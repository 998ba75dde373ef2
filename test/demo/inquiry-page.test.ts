// The quote request pages (/inquiry/feedback, /inquiry/<product>): <shop-inquiry-form> drawn on
// the server by its own component, its form posting natively (multipart) to the API's
// inquiry/create with the product and the thank-you address, so it works without JavaScript.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

/** The element's server render: its tag and its declarative shadow root (the styles left out). */
function inquiryElement(page: string): string {
  const start = page.indexOf('<shop-inquiry-form');
  assert.ok(start >= 0, 'the page holds <shop-inquiry-form>');
  const markup = page.slice(start, page.indexOf('</shop-inquiry-form>', start));
  assert.ok(markup.includes('<template shadowrootmode="open">'), 'drawn on the server by its own component');
  return markup.replace(/<style>[\s\S]*?<\/style>/g, '');
}

/** The names of the form's fields, in order, as a native post carries them. */
const namesIn = (markup: string) => [...markup.matchAll(/<(?:input|textarea)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]);

describe('the quote request pages (work without JavaScript)', () => {
  it("hold the element's own form: a multipart post to inquiry/create with the thank-you address, the browser's checks, no hand-made fallback", async () => {
    const page = await (await fetch(`${demo.url}/inquiry/feedback`)).text();
    const form = inquiryElement(page);
    assert.ok(form.startsWith('<shop-inquiry-form thankyou-href="/inquiry/thankyou" action="/api/web/inquiry/create">'), form.slice(0, 200));
    const tag = /<form [^>]*>/.exec(form)![0];
    for (const attribute of ['action="/api/web/inquiry/create"', 'method="post"', 'encType="multipart/form-data"']) assert.ok(tag.includes(attribute), `${tag}: ${attribute}`);
    assert.ok(!/noValidate/i.test(form), 'no novalidate on the server: a page without JavaScript gets the browser checks');
    assert.deepEqual(namesIn(form), ['thankyou', 'name', 'email', 'content', 'images']);
    assert.match(form, /<input type="hidden" name="thankyou" value="\/inquiry\/thankyou"\/>/);
    for (const name of ['name', 'email', 'content']) assert.match(new RegExp(`<(?:input|textarea) [^>]*name="${name}"[^>]*>`).exec(form)![0], / required=""/, `${name} is required`);
    assert.match(form, /<button part="submit" type="submit" class="submit">Send request<\/button>/);
    assert.ok(page.includes('<p class="inquiry-intro">'), 'the words over the form are the page’s');
    assert.ok(!/<shop-inquiry-form[^>]*>\s*<(?!template)/.test(page), 'no light-DOM fallback inside the tag');
  });

  it("about a product: the product as a hidden field; in the page's language and under its prefix", async () => {
    const form = inquiryElement(await (await fetch(`${demo.url}/zh/inquiry/linen-tote`)).text());
    assert.deepEqual(namesIn(form), ['thankyou', 'product', 'name', 'email', 'content', 'images']);
    assert.match(form, /<input type="hidden" name="thankyou" value="\/zh\/inquiry\/thankyou"\/><input type="hidden" name="product" value="linen-tote"\/>/);
    assert.match(form, /<button part="submit" type="submit" class="submit">提交询价<\/button>/);
  });

  it('files the native post of those fields and goes on to the thank-you page', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ thankyou: '/zh/inquiry/thankyou', product: 'linen-tote', name: 'Li', email: 'li@example.com', content: 'Without JavaScript.' })) body.append(name, value);
    const posted = await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body, redirect: 'manual', headers: { accept: 'text/html', origin: demo.url } });
    assert.equal(posted.status, 303);
    assert.equal(posted.headers.get('location'), '/zh/inquiry/thankyou');
    const row = await demo.app.db.row`SELECT product_slug, name, content FROM inquiries ORDER BY id DESC LIMIT 1`;
    assert.deepEqual(row, { product_slug: 'linen-tote', name: 'Li', content: 'Without JavaScript.' });
  });
});

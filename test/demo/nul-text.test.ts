/**
 * Text with a NUL character is refused as it arrives, with words saying so (demo/nul-text.ts):
 * PostgreSQL cannot store it (22021, a 500 before this), SQLite can, and the shop must answer
 * the same on both. Runs on both databases (npm run test:postgres runs this directory).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoForFile } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

const SAID = 'Text cannot contain a NUL character (U+0000).';

const { demo, post } = demoForFile();

describe('text with a NUL character', () => {
  it('is refused in a JSON body with code 40, the field named, and nothing stored', async () => {
    const body = { ...signUpBody('nul@example.com', 'Str0ng-pass-77'), firstName: 'Mei\u0000' };
    const answer = await post('/auth/signup', body);
    assert.deepEqual([answer.status, answer.code, answer.msg, answer.data], [200, 40, SAID, { field: 'firstName' }]);
    assert.equal(await demo.app.db.value`SELECT count(*) FROM users WHERE email = ${'nul@example.com'}`, 0);
    // Deeper in the body, and in a key.
    assert.deepEqual((await post('/product/list', { filters: { tags: ['a\u0000b'] } })).data, { field: 'filters.tags.0' });
    assert.deepEqual((await post('/product/list', { 'x\u0000': 1 })).data, { field: 'x\u0000' });
  });

  it('finds it however deep a body nests, and answers a body nested past any stack with code 40, not a crash', async () => {
    const deep = `${'['.repeat(200_000)}"a\\u0000"${']'.repeat(200_000)}`;
    const answer = await fetch(`${demo.url}/api/web/product/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"filters":${deep}}` });
    const envelope = (await answer.json()) as { code: number; msg: string; data: { field: string } };
    assert.deepEqual([answer.status, envelope.code, envelope.msg], [200, 40, SAID]);
    assert.match(envelope.data.field, /^filters(\.0){200000}$/);
    // The same depth without one goes on to the route, as before.
    assert.equal((await (await fetch(`${demo.url}/api/web/product/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"x":${deep.replace('\\u0000', '')}}` })).json() as { code: number }).code, 0);
  });

  it('answers an address outside the API with a page, not a server error', async () => {
    const response = await fetch(`${demo.url}/api/foo%00`);
    assert.equal(response.status, 400);
    assert.equal(await response.text(), SAID);
  });

  it("is refused in an API address's query, in the request's language", async () => {
    const response = await fetch(`${demo.url}/api/web/search?lang=de&keyword=%00`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.deepEqual(await response.json(), { code: 40, msg: 'Text darf kein NUL-Zeichen (U+0000) enthalten.', data: { field: 'keyword' } });
  });

  it('is refused in a multipart field, at that field', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Li', email: 'li@example.com', content: 'Price\u0000 for mugs?' })) form.append(k, v);
    const answer = (await (await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: form })).json()) as { code: number; msg: string; data: unknown };
    assert.deepEqual(answer, { code: 40, msg: SAID, data: { field: 'content' } });
    assert.equal(await demo.app.db.value`SELECT count(*) FROM inquiries`, 0);
  });

  it("answers a page's address with one in its query 400, in the page's language", async () => {
    const response = await fetch(`${demo.url}/zh/search?keyword=mug%00`);
    assert.equal(response.status, 400);
    assert.equal(await response.text(), '文本不能包含 NUL 字符 (U+0000)。');
    // Text without one is unaffected.
    assert.equal((await fetch(`${demo.url}/zh/search?keyword=mug`)).status, 200);
  });
});

// The API additions the community elements read: the review summary and the newsletter's
// "already subscribed" answer (docs/api.md).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoForFile } from '../helpers/node/demo-server.ts';
import { signUpBody, verifiedBuyer } from './accounts.ts';

const { demo, post } = demoForFile();

describe('review summary', () => {
  it('counts every review of the product, not just the page, with the average and the distribution', async () => {
    const before = (await post('/review/list', { product: 'linen-mug' })).data.summary;
    // One review per product per customer (docs/api.md "Limits"): eleven critics, one each.
    for (let i = 0; i < 11; i += 1) {
      const token = (await post('/auth/signup', signUpBody(`critic${i}@example.com`, 'critic-password'))).data.token as string;
      await verifiedBuyer(demo, { 'x-auth': token }, `critic${i}@example.com`, ['linen-mug']);
      assert.equal((await post('/review/create', { product: 'linen-mug', score: i % 2 ? 2 : 5, body: `Review ${i}` }, { 'x-auth': token })).code, 0);
    }
    const answer = (await post('/review/list', { product: 'linen-mug', page: 1 })).data;
    assert.equal(answer.list.length, 10);
    const { summary } = answer;
    assert.equal(summary.count, before.count + 11);
    assert.equal(summary.count, answer.total);
    assert.equal(summary.distribution[4], before.distribution[4] + 6);
    assert.equal(summary.distribution[1], before.distribution[1] + 5);
    const rows = (await demo.app.db.row<{ a: number }>`SELECT avg(score) AS a FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.slug = 'linen-mug'`)!;
    assert.equal(summary.average, Math.round(rows.a * 10) / 10);
  });
});

describe('newsletter', () => {
  it('tells a new address from one already on the list', async () => {
    const first = await post('/newsletter/subscribe', { email: 'reader@example.com' });
    assert.deepEqual(first.data, { subscribed: true, already: false });
    const again = await post('/newsletter/subscribe', { email: 'reader@example.com' });
    assert.deepEqual(again.data, { subscribed: true, already: true });
  });
});

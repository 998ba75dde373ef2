// A signed-in shopper's own quote requests (issue 22, item 25), as the shopper meets them on a
// phone-sized page of a fresh demo shop: sign in -> send a quote request with a picture through
// the shop's inquiry form -> the account centre lists it (date, the start of its text, one
// picture) and counts the favourites the server holds -> its link opens the request's page at
// the spec's inquiry/{number} (its text, the picture count, the way back). A guest at that
// address is asked to sign in; another address of that shape is not found; a product's slug
// there is still its quote form. axe on the centre and the request's page.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { axeViolations, launch, openPage } from '../helpers/node/browser.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { liveElement } from '../helpers/node/live.ts';

/** A real 8x8 PNG of one colour. */
function png([r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + 8 * 3);
  for (let x = 0; x < 8; x += 1) row.set([r, g, b], 1 + x * 3);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
const SAMPLE = join(mkdtempSync(join(tmpdir(), 'user-inquiries-')), 'sample.png');
writeFileSync(SAMPLE, png([30, 120, 200]));

/** A field's accessible name: its label, with the required mark when there is one. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('user centre: own quote requests', () => {
  it('a signed-in shopper who sent a quote request finds it on the account centre and opens its page', async () => {
    const demo = await startDemo();
    try {
      const db = demo.app.db;
      const { page, errors, violations } = await openPage(browser, { mobile: true });
      await page.goto(`${demo.url}/auth/signin`);
      const signin = page.locator('shop-signin');
      await liveElement(signin);
      await signin.getByLabel(labelled('E-mail or mobile number')).filter({ visible: true }).fill(DEMO_USER.email);
      await signin.getByLabel(labelled('Password')).filter({ visible: true }).fill(DEMO_USER.password);
      await signin.getByRole('button', { name: 'Sign in', exact: true }).filter({ visible: true }).click();
      await page.waitForURL(/\/user\/center$/);

      // The quote form, as the shop's page shows it.
      const message = `A quote for 40 blue mugs with our logo, please.\nDelivery by March. ${'We also need matching saucers and a sample first. '.repeat(3)}`;
      await page.goto(`${demo.url}/inquiry/feedback`);
      const form = page.locator('shop-inquiry-form');
      await liveElement(form);
      await form.getByLabel(labelled('Name')).filter({ visible: true }).fill('Demo Shopper');
      await form.getByLabel(labelled('E-mail')).filter({ visible: true }).fill('demo.shopper@example.com');
      await form.getByLabel(labelled('Message')).filter({ visible: true }).fill(message);
      const chooser = page.waitForEvent('filechooser');
      const input = form.getByRole('button', { name: labelled('Pictures (optional)') });
      await form.locator(`label[part="choose"][for="${await input.getAttribute('id')}"]`).click();
      await (await chooser).setFiles([SAMPLE]);
      await form.getByRole('button', { name: 'Remove sample.png' }).filter({ visible: true }).waitFor();
      await form.getByRole('button', { name: 'Send request', exact: true }).filter({ visible: true }).click();
      await page.waitForURL(/\/inquiry\/thankyou$/);
      const { number } = (await db.row<{ number: string }>`SELECT number FROM inquiries ORDER BY id DESC LIMIT 1`)!;

      // The account centre: the request listed, and the favourites counted as the server holds them.
      await page.goto(`${demo.url}/user/center`);
      const list = page.locator('shop-user-inquiry');
      const entry = list.getByRole('article', { name: `Quote request ${number}` });
      await entry.waitFor();
      const said = text(await entry.textContent());
      assert.match(said, /A quote for 40 blue mugs with our logo, please\. Delivery by March\./);
      assert.match(said, /…/);
      assert.match(said, /Pictures: 1/);
      const { n: favourites } = (await db.row<{ n: number }>`SELECT count(*) AS n FROM favorites WHERE user_id = (SELECT id FROM users WHERE email = ${DEMO_USER.email})`)!;
      const centre = page.locator('shop-user-center');
      assert.equal(text(await centre.locator('[part="favorites"]').textContent()), String(favourites));
      assert.deepEqual(await axeViolations(page, 'main'), []);

      // Its page, by its link.
      await liveElement(list);
      await entry.getByRole('link', { name: `Quote request ${number}` }).click();
      await page.waitForURL(new RegExp(`/inquiry/${number}$`));
      const detail = page.locator('shop-user-inquiry-detail');
      await detail.getByRole('heading', { name: `Quote request ${number}` }).waitFor();
      assert.equal(await detail.locator('[part="content"]').textContent(), message.trim(), 'the text as sent (the shop trims its ends), line break kept');
      const facts = text(await detail.locator('[part="facts"]').textContent());
      assert.match(facts, /Pictures sent ?1/);
      assert.match(facts, /demo\.shopper@example\.com/);
      // The user area's navigation marks the account centre, where the request is listed.
      assert.equal(await page.locator('shop-user').getByRole('link', { name: 'Account centre' }).getAttribute('aria-current'), 'page');
      assert.deepEqual(await axeViolations(page, 'main'), []);
      await detail.getByRole('link', { name: 'All quote requests' }).click();
      await page.waitForURL(/\/user\/center$/);

      assert.deepEqual(errors, []);
      // Another number of that shape is not this shopper's page; a product's slug is its quote form.
      assert.equal((await page.goto(`${demo.url}/inquiry/IQ0000000`))!.status(), 404);
      // (the browser logs the page's 404 status itself)
      errors.splice(0, errors.length, ...errors.filter((e) => !/status of 404/.test(e)));
      const product = (await db.row<{ slug: string }>`SELECT slug FROM products ORDER BY id LIMIT 1`)!.slug;
      assert.equal((await page.goto(`${demo.url}/inquiry/${product}`))!.status(), 200);
      await page.locator('shop-inquiry-form').waitFor();

      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
      await page.context().close();

      // A guest at the request's address is asked to sign in, and comes back there.
      const guest = await openPage(browser, { mobile: true });
      const answer = await guest.page.goto(`${demo.url}/inquiry/${number}`);
      assert.equal(answer!.status(), 200);
      const prompt = guest.page.locator('shop-user-inquiry-detail').getByRole('link', { name: 'Sign in' });
      assert.equal(await prompt.getAttribute('href'), `/auth/signin?redirect=${encodeURIComponent(`/inquiry/${number}`)}`);
      assert.equal(await guest.page.locator('shop-user-inquiry-detail [part="content"]').count(), 0);
      assert.ok(!(await guest.page.content()).includes('blue mugs'), "a guest's page holds none of the request");
      await guest.page.context().close();
    } finally {
      await demo.close();
    }
  });
});

// Sign-up with a mobile number without JavaScript: the form's plain country code field is there
// from the first page (it was a hidden field holding +86), and what is posted is the code the
// shopper chose, or the default they left. (The demo takes mobile numbers of 11 digits starting with 1.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

function form(path: string, fields: Record<string, string>) {
  return fetch(`${demo.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url }, body: new URLSearchParams(fields).toString() });
}
/** The plain fields named countryCode a page draws (inside the element's shadow root). */
const countryCodeFields = (page: string) => [...page.matchAll(/<input [^>]*name="countryCode"[^>]*>/g)].map((m) => m[0]);
const codeOf = (mobile: string) => (demo.app.db.prepare('SELECT mobile_country_code AS c FROM users WHERE mobile = ?').get(mobile) as { c: string } | undefined)?.c;

describe('sign-up with a mobile number without JavaScript', () => {
  it('draws a plain country code field on the first page, holding the default, shown only without JavaScript', async () => {
    for (const path of ['/auth/signup', '/zh/auth/signup', '/auth/forget']) {
      const page = await (await fetch(`${demo.url}${path}`)).text();
      const fields = countryCodeFields(page);
      assert.equal(fields.length, 1, path);
      assert.doesNotMatch(fields[0]!, /type="hidden"/, path);
      assert.match(fields[0]!, /autoComplete="tel-country-code"/, path);
      assert.match(fields[0]!, /value="\+86"/, path);
      assert.match(page, /<div class="no-script"><div [^>]*class="field[^"]*"><label [^>]*>[^<]*<\/label><div [^>]*><input [^>]*name="countryCode"/, `${path}: inside a no-script row`);
    }
  });

  it('posts the code the shopper chose (+44), and the default when they leave it (+86)', async () => {
    const chosen = await form('/auth/signup', { firstName: 'Amy', lastName: 'Lee', account: '17700900123', countryCode: '+44', password: 'long-enough-1', terms: 'on' });
    assert.equal(chosen.status, 303);
    assert.equal(codeOf('17700900123'), '+44');
    const left = await form('/auth/signup', { firstName: 'Wei', lastName: 'Li', account: '13955557777', countryCode: '+86', password: 'long-enough-1', terms: 'on' });
    assert.equal(left.status, 303);
    assert.equal(codeOf('13955557777'), '+86');
  });

  it('draws a refused post with the code the shopper chose', async () => {
    const refused = await (await form('/auth/signup', { firstName: '', lastName: 'Lee', account: '17700900456', countryCode: '+44', password: 'long-enough-1', terms: 'on' })).text();
    const fields = countryCodeFields(refused);
    assert.equal(fields.length, 1);
    assert.match(fields[0]!, /value="\+44"/);
  });
});

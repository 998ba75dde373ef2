// Sign-up with a mobile number without JavaScript: the first page carries the live select's
// default code as a hidden field (a plain field there would change the page's shape against the
// live form, which shows its select only for a mobile number: one render, issue 18); a posted code
// is the one stored, and a refused post of a mobile number redraws the form with a plain country
// code field holding what was posted. (The demo takes mobile numbers of 11 digits starting with 1.)
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
const codeOf = (mobile: string) => demo.app.db.value<string>`SELECT mobile_country_code AS c FROM users WHERE mobile = ${mobile}`;

describe('sign-up with a mobile number without JavaScript', () => {
  it('stores the code posted (+44), and the default the first page carries (+86)', async () => {
    const chosen = await form('/auth/signup', { firstName: 'Amy', lastName: 'Lee', account: '17700900123', countryCode: '+44', password: 'long-enough-1', terms: 'on' });
    assert.equal(chosen.status, 303);
    assert.equal(await codeOf('17700900123'), '+44');
    const left = await form('/auth/signup', { firstName: 'Wei', lastName: 'Li', account: '13955557777', countryCode: '+86', password: 'long-enough-1', terms: 'on' });
    assert.equal(left.status, 303);
    assert.equal(await codeOf('13955557777'), '+86');
  });

  it('draws a refused post with the code the shopper chose', async () => {
    const refused = await (await form('/auth/signup', { firstName: '', lastName: 'Lee', account: '17700900456', countryCode: '+44', password: 'long-enough-1', terms: 'on' })).text();
    const fields = countryCodeFields(refused);
    assert.equal(fields.length, 1);
    assert.match(fields[0]!, /value="\+44"/);
  });
});

// The two pages that act on arrival, done by the server (issue 18): the third-party sign-in's
// return trades the code in-process when the shop_oauth_state cookie matches the state, sets the
// session cookie and 303s to the checked redirect, drawn signed in; a wrong or missing state is
// refused without spending the code, a refused code draws the failure. The e-mail link is checked
// as the page is asked for in the account's own signed-in browser: verified (the row), a used link
// of a verified account says success, a wrong one the failure; anywhere else the element checks it
// in the browser. Each page drawn with an outcome waits for use (loading="interaction").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoForFile } from '../helpers/node/demo-server.ts';
import { latestMail } from '../helpers/node/test-db.ts';

const { demo, post } = demoForFile();

const get = (path: string, cookie = '') => fetch(`${demo.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const cookies = (response: Response) => response.headers.getSetCookie();
const initialData = (page: string) => JSON.parse(/<script type="application\/json" id="shop-initial-data">(.*?)<\/script>/s.exec(page)![1]!);
const title = (page: string) => /part="title"[^>]*>[^]*?<span>([^<]+)<\/span>/.exec(page)?.[1];

/** A code from the test provider, as its "Continue" link carries it. */
async function providerCode(): Promise<string> {
  const page = await (await fetch(`${demo.url}/dev/oauth/authorize?state=s&redirect=/auth/oauth`)).text();
  return /[?&]code=(\d{6})/.exec(page.replace(/&amp;/g, '&'))![1]!;
}
const oauthSessions = () => demo.app.db.value<number>`SELECT count(*) FROM sessions WHERE method = 'oauth:test'`;

describe('the third-party sign-in\'s return, taken by the server', () => {
  it('with the state this browser left with: the code is traded, the session cookie set, 303 to the redirect, drawn signed in', async () => {
    const code = await providerCode();
    const state = 'state-good-1';
    const back = await get(`/zh/auth/oauth?provider=test&code=${code}&state=${state}&redirect=%2Fcart`, `shop_oauth_state=${state}`);
    assert.deepEqual([back.status, back.headers.get('location')], [303, '/zh/cart']);
    const set = cookies(back);
    const session = set.find((c) => c.startsWith('shop_session='))!;
    assert.match(session, /^shop_session=[\w-]{20,}; Max-Age=\d+; HttpOnly; SameSite=Lax; Path=\//);
    assert.ok(set.some((c) => /^shop_oauth_state=; Max-Age=0; SameSite=Lax; Path=\//.test(c)), 'the state cookie is cleared');
    assert.equal(await oauthSessions(), 1);
    // The next page is drawn signed in, and the runtime takes the cookie session up.
    const next = await (await get('/zh/cart', session.split(';')[0]!)).text();
    assert.equal(initialData(next).config.cookieSession, true);
    assert.equal(initialData(next).config.drawnFor['shop.token'], true);
    // The code is spent: the API refuses it now.
    assert.equal((await post('/auth/oauth', { provider: 'test', code })).code, 40);
  });

  it('goes to the user centre without a redirect, and home instead of another site', async () => {
    const plain = await get(`/auth/oauth?provider=test&code=${await providerCode()}&state=s-2`, 'shop_oauth_state=s-2');
    assert.deepEqual([plain.status, plain.headers.get('location')], [303, '/user/center']);
    const evil = await get(`/auth/oauth?provider=test&code=${await providerCode()}&state=s-2&redirect=https%3A%2F%2Fevil.example%2F`, 'shop_oauth_state=s-2');
    assert.deepEqual([evil.status, evil.headers.get('location')], [303, '/']);
  });

  it('a different or missing state is refused, drawn by the element, and the code is not traded (it still works)', async () => {
    for (const [query, cookie] of [
      ['state=mine', 'shop_oauth_state=theirs'],
      ['state=mine', ''],
      ['', 'shop_oauth_state=mine'],
    ] as const) {
      const code = await providerCode();
      const before = await oauthSessions();
      const response = await get(`/auth/oauth?provider=test&code=${code}&${query}`, cookie);
      assert.equal(response.status, 200, `${query} / ${cookie}`);
      assert.ok(!cookies(response).some((c) => c.startsWith('shop_session=')), 'no session');
      const page = await response.text();
      assert.match(page, /<shop-oauth-return [^>]*loading="interaction"><template shadowrootmode="open">/);
      assert.equal(title(page), 'This sign-in did not start in this browser');
      assert.match(page, /<a part="link" class="button" href="\/auth\/signin">/);
      assert.doesNotMatch(page, /part="no-script"/);
      assert.equal(await oauthSessions(), before, 'nothing traded');
      // The provider's code was not spent: the API (the element elsewhere) can still use it.
      assert.equal((await post('/auth/oauth', { provider: 'test', code })).code, 0);
    }
  });

  it('a refused code draws the failure, in the page\'s language, and clears the state cookie', async () => {
    const response = await get('/zh/auth/oauth?provider=test&code=000000&state=s-3', 'shop_oauth_state=s-3');
    assert.equal(response.status, 200);
    assert.ok(cookies(response).some((c) => c.startsWith('shop_oauth_state=; Max-Age=0')));
    assert.ok(!cookies(response).some((c) => c.startsWith('shop_session=')));
    const page = await response.text();
    assert.match(page, /<shop-oauth-return [^>]*loading="interaction"><template shadowrootmode="open">/);
    assert.equal(title(page), '验证失败');
    const other = await (await get('/auth/oauth?provider=elsewhere&code=123456&state=s-4', 'shop_oauth_state=s-4')).text();
    assert.equal(title(other), 'Verification failed');
  });

  it('the shell\'s route request and HEAD act on nothing', async () => {
    const code = await providerCode();
    const route = await get(`/auth/oauth?provider=test&code=${code}&state=s-5&request=route`, 'shop_oauth_state=s-5');
    assert.equal(route.status, 200);
    assert.ok(!cookies(route).some((c) => c.startsWith('shop_session=')));
    const head = await fetch(`${demo.url}/auth/oauth?provider=test&code=${code}&state=s-5`, { method: 'HEAD', redirect: 'manual', headers: { cookie: 'shop_oauth_state=s-5' } });
    assert.equal(head.status, 200);
    assert.equal((await post('/auth/oauth', { provider: 'test', code })).code, 0, 'the code is still good');
  });
});

describe("the e-mail link, checked by the server for the account's own browser", () => {
  const linkOf = async (email: string) => (await latestMail(demo, email, 'verify-email')).match(/token=(\d{6})/)![1]!;
  const verified = (email: string) => demo.app.db.value`SELECT email_verified FROM users WHERE email = ${email}`;
  /** Signs up by the no-JavaScript form: the browser then holds the account's session cookie. */
  async function signUpHere(email: string): Promise<string> {
    const response = await fetch(`${demo.url}/auth/signup`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url }, body: new URLSearchParams({ firstName: 'O', lastName: 'W', account: email, password: 'long-enough-1', terms: 'on' }).toString() });
    return cookies(response).find((c) => c.startsWith('shop_session='))!.split(';')[0]!;
  }

  it("opened without the account's session (another browser, an e-mail scanner): proves nothing; the element checks it in the browser", async () => {
    const email = 'arrive-scanner@example.com';
    const session = await signUpHere(email);
    const page = await (await get(`/auth/verify-email?token=${await linkOf(email)}&account=${encodeURIComponent(email)}`)).text();
    assert.equal(await verified(email), 0, 'a GET without the session proves nothing');
    assert.match(page, /<shop-verify-email account="arrive-scanner@example.com" token="\d{6}" signin-href="\/auth\/signin" home-href="\/" action="\/auth\/verify-email"><template shadowrootmode="open">/, 'no loading attribute: its own rule (at once) checks the link');
    assert.equal(initialData(await (await get('/cart', session)).text()).config.cookieSession, true, 'the shopper who signed up is still signed in');
  });

  it('opened signed in to the account: verifies on arrival and draws success, keeping that session and password; the same link again says success', async () => {
    const email = 'arrive-own@example.com';
    const session = await signUpHere(email);
    const token = await linkOf(email);
    const first = await get(`/auth/verify-email?token=${token}&account=${encodeURIComponent(email)}`, session);
    assert.equal(first.status, 200);
    assert.match(first.headers.get('cache-control') ?? '', /no-store/);
    const page = await first.text();
    assert.equal(await verified(email), 1, 'the row says verified');
    assert.match(page, /<shop-verify-email account="arrive-own@example.com" token="\d{6}" signin-href="\/auth\/signin" home-href="\/" action="\/auth\/verify-email" loading="interaction"><template shadowrootmode="open">/);
    assert.equal(title(page), 'Verification success');
    assert.doesNotMatch(page, /part="verify"/);
    assert.equal(initialData(await (await get('/cart', session)).text()).config.cookieSession, true, 'still signed in');
    assert.ok(await demo.app.db.value`SELECT password_hash FROM users WHERE email = ${email}`, 'the password is kept');
    const again = await (await get(`/zh/auth/verify-email?token=${token}&account=${encodeURIComponent(email)}`, session)).text();
    assert.equal(title(again), '验证成功');
  });

  it('a wrong link draws the failure without checking again; a malformed or incomplete one fails for anyone', async () => {
    const email = 'arrive-wrong@example.com';
    const session = await signUpHere(email);
    const token = await linkOf(email);
    const wrong = token === '000000' ? '111111' : '000000';
    const page = await (await get(`/auth/verify-email?token=${wrong}&account=${encodeURIComponent(email)}`, session)).text();
    assert.match(page, /<shop-verify-email [^>]*loading="interaction"><template shadowrootmode="open">/);
    assert.equal(title(page), 'Verification failed');
    assert.match(page, /The link may have been used already, or it has expired/);
    assert.equal(await verified(email), 0);
    // Not a link of this shop at all, or missing its parts: failed too, waiting for use.
    assert.equal(title(await (await get('/auth/verify-email?token=abc&account=nobody')).text()), 'Verification failed');
    const incomplete = await (await get('/auth/verify-email')).text();
    assert.match(incomplete, /<shop-verify-email [^>]*loading="interaction">/);
    assert.equal(title(incomplete), 'Verification failed');
  });
});

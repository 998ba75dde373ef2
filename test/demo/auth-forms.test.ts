// The auth pages without JavaScript, as a browser posts them: urlencoded forms to the page's
// own address, 303 + an HttpOnly session cookie on success, the page again with the message at
// the field on refusal, no open redirect, another site's post refused, and the cookie traded
// for the token by the page's script (auth/session); sign-out makes it worth nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { demoForFile, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { latestCode, latestMail } from '../helpers/node/test-db.ts';
import { signUpBody } from './accounts.ts';

const { demo, post } = demoForFile();

function form(on: RunningDemo, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${on.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: on.url, ...headers }, body: new URLSearchParams(fields).toString() });
}
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';
const initialData = (page: string) => JSON.parse(/<script type="application\/json" id="shop-initial-data">(.*?)<\/script>/s.exec(page)![1]!);

async function fresh<T>(run: (on: RunningDemo) => Promise<T>): Promise<T> {
  const on = await startDemo();
  try {
    return await run(on);
  } finally {
    await on.close();
  }
}

describe('the auth pages\' markup', () => {
  it('writes the brief\'s elements and attributes, siblings, with labelled fallback fields', async () => {
    const page = await (await fetch(`${demo.url}/zh/auth/signin?redirect=/cart`)).text();
    assert.match(page, /<shop-signin redirect="\/zh\/cart" signup-href="\/zh\/auth\/signup" forgot-href="\/zh\/auth\/forget" oauth-href="\/dev\/oauth\/authorize" mode="password" action="\/zh\/auth\/signin"><template shadowrootmode="open">/);
    assert.match(page, /<\/shop-signin>\s*<section class="auth-aside" aria-labelledby="qr-heading"><h2 id="qr-heading">[^<]+<\/h2><shop-qr-login redirect="\/zh\/cart"><template shadowrootmode="open">[^]*?<\/template><\/shop-qr-login><\/section>/, 'siblings (the QR sign-in in its own labelled section), drawn by the server');
    // Its server render: no code yet (created once hydrated), a line shown only without JavaScript.
    const qrLogin = /<shop-qr-login [^]*?<\/shop-qr-login>/.exec(page)![0];
    assert.match(qrLogin, /<p part="no-script" class="no-script">扫码登录需要启用 JavaScript。<\/p>/);
    assert.ok(!qrLogin.includes('part="code"'), 'no code on the server');
    assert.match(qrLogin, /<button part="show" type="button" class="action scripted">显示二维码<\/button>/, 'the code on demand: its button, hidden without JavaScript');
    // Drawn by the element itself on the server: its form posts here natively, its fields labelled.
    assert.match(page, /<form part="form" class="form" noValidate="" action="\/zh\/auth\/signin" method="post"><input type="hidden" name="redirect" value="\/zh\/cart"\/>/);
    for (const [name, autocomplete] of [['account', 'username'], ['password', 'current-password']]) {
      const id = new RegExp(`<input id="([^"]+)"[^>]*autoComplete="${autocomplete}"[^>]*name="${name}"`).exec(page)?.[1];
      assert.ok(id, name);
      assert.match(page, new RegExp(`<label part="label" id="${id}-label" for="${id}"`));
    }
    const signup = await (await fetch(`${demo.url}/auth/signup`)).text();
    for (const autocomplete of ['given-name', 'family-name', 'username', 'new-password']) assert.match(signup, new RegExp(`autoComplete="${autocomplete}"`));
    assert.match(signup, /<shop-signup signin-href="\/auth\/signin" terms-href="[^"]+" action="\/auth\/signup"><template shadowrootmode="open">/);
    assert.match(signup, /<form part="form" class="form" noValidate="" action="\/auth\/signup" method="post">/);
    assert.match(signup, /type="checkbox"[^>]*name="terms"|name="terms"[^>]*type="checkbox"/);
    const reset = await (await fetch(`${demo.url}/auth/reset-password?account=demo%40example.com`)).text();
    assert.match(reset, /<shop-reset-password account="demo@example.com" signin-href="\/auth\/signin" action="\/auth\/reset-password"><template shadowrootmode="open">/);
    assert.match(reset, /<form part="form" class="form" noValidate="" action="\/auth\/reset-password" method="post">/);
    assert.match(reset, /autoComplete="one-time-code"/);
    const forget = await (await fetch(`${demo.url}/auth/forget`)).text();
    assert.match(forget, /<shop-forgot-password reset-href="\/auth\/reset-password" signin-href="\/auth\/signin" action="\/auth\/forget"><template shadowrootmode="open">/);
    assert.match(forget, /<form part="form" class="form" noValidate="" action="\/auth\/forget" method="post">/);
    // Opened without the account's session (test/demo/arrival.test.ts): drawn checking, its own
    // rule checks it once loaded; without JavaScript its button posts the link.
    const verify = await (await fetch(`${demo.url}/auth/verify-email?token=123456&account=a%40b.com`)).text();
    assert.match(verify, /<shop-verify-email account="a@b.com" token="123456" signin-href="\/auth\/signin" home-href="\/" action="\/auth\/verify-email"><template shadowrootmode="open">/);
    assert.match(verify, /<form part="actions" class="actions no-script" action="\/auth\/verify-email" method="post"><input type="hidden" name="account" value="a@b.com"\/><input type="hidden" name="token" value="123456"\/><button part="verify" type="submit" class="button">Verify my e-mail<\/button><\/form>/);
    const prompt = await (await fetch(`${demo.url}/zh-HK/auth/verify-prompt?account=a%40b.com`)).text();
    assert.match(prompt, /<shop-verify-prompt account="a@b.com" home-href="\/zh-HK"><template shadowrootmode="open">/);
    // Drawn signed out: a sign-in link that comes back to this very address, and the way home.
    assert.match(prompt, /href="\/zh-HK\/auth\/signin\?redirect=%2Fzh-HK%2Fauth%2Fverify-prompt%3Faccount%3Da%2540b.com"/);
    assert.match(prompt, /<a part="link" class="button secondary" href="\/zh-HK">/);
    // A return whose state this browser did not leave with (no shop_oauth_state cookie) is refused by the server (test/demo/arrival.test.ts).
    const oauth = await (await fetch(`${demo.url}/auth/oauth?provider=test&code=123456&state=s-1`)).text();
    assert.match(oauth, /<shop-oauth-return provider="test" code="123456" state="s-1" redirect="\/user\/center" signin-href="\/auth\/signin" loading="interaction"><template shadowrootmode="open">/);
    assert.match(oauth, /<span>This sign-in did not start in this browser<\/span>/);
    assert.match(oauth, /<div part="actions" class="actions"><a part="link" class="button" href="\/auth\/signin">/);
  });

  it('on the phone (?qr=) shows shop-qr-confirm above a sign-in form that comes back to the same address', async () => {
    const id = 'abcdefghijklmnopqrstuvwx';
    const page = await (await fetch(`${demo.url}/auth/signin?qr=${id}`)).text();
    assert.match(page, new RegExp(`<shop-qr-confirm qr-id="${id}" signin-href="/auth/signin">[\\s\\S]*</shop-qr-confirm>\\s*<div class="auth-layout">\\s*<shop-signin redirect="/auth/signin\\?qr=${id}"`));
    // Drawn by the server signed out: sign in first (the form below), and a line shown only without JavaScript.
    const confirm = /<shop-qr-confirm [^]*?<\/shop-qr-confirm>/.exec(page)![0];
    assert.match(confirm, /<template shadowrootmode="open">[^]*Sign in first to approve the sign-in on your other device[^]*<a part="link" class="button" href="\/auth\/signin">Sign in<\/a>/);
    assert.match(confirm, /<p part="no-script" class="text no-script">Confirming a sign-in on another device needs JavaScript.<\/p>/);
    assert.ok(!page.includes('<shop-qr-login'), 'the phone is not asked to scan');
  });

  it('puts shop-account-menu in the header, drawn by the server: the sign-in link it shows a visitor, coming back to the page', async () => {
    const page = await (await fetch(`${demo.url}/zh`)).text();
    assert.match(page, /<shop-account-menu signin-href="\/zh\/auth\/signin" account-href="\/zh\/user\/center" orders-href="\/zh\/user\/order"><template shadowrootmode="open">[^]*?<a part="signin" class="signin" href="\/zh\/auth\/signin\?redirect=%2Fzh"><svg [^]*?<\/svg><span>登录<\/span><\/a>[^]*?<\/template><\/shop-account-menu>/);
    assert.equal(initialData(page).config.cookieSession, undefined);
  });
});

describe('signing in without JavaScript', () => {
  it('POST form -> 303 + HttpOnly cookie; the page then knows; auth/session trades it for the same session, which the cookie keeps standing for', async () => {
    const response = await form(demo, '/zh/auth/signin', { account: 'demo@example.com', password: 'demo-password', redirect: '/zh/cart' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/zh/cart');
    assert.match(response.headers.get('set-cookie')!, /^shop_session=[\w-]+; Max-Age=7776000; HttpOnly; SameSite=Lax; Path=\/$/);
    const cookie = cookieOf(response);

    const page = await (await fetch(`${demo.url}/zh/cart`, { headers: { cookie } })).text();
    assert.equal(initialData(page).config.cookieSession, true);
    // Drawn by the server with the cookie's shopper: without JavaScript, a disclosure named for them holding a sign-out form.
    assert.match(page, /<shop-account-menu [^>]*><template shadowrootmode="open">[^]*?<details class="disclosure no-script"><summary class="trigger">[^]*?<span part="name" class="name">[^<]*Demo[^<]*<\/span>[^]*?<form part="signout-form" class="signout" action="\/zh\/auth\/signout" method="post">/);
    assert.equal((await post('/user/info', {}, { cookie })).code, 50, 'the API never takes the cookie');

    // A form from anywhere cannot trigger the pickup.
    const byForm = await fetch(`${demo.url}/api/web/auth/session`, { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    assert.equal(((await byForm.json()) as { code: number }).code, 40);
    const crossSite = await fetch(`${demo.url}/api/web/auth/session`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    assert.equal(((await crossSite.json()) as { code: number }).code, 40);

    const pickup = await fetch(`${demo.url}/api/web/auth/session`, { method: 'POST', headers: { cookie, origin: demo.url } });
    const answer = (await pickup.json()) as { code: number; data: { token: string; user: { email: string } } };
    assert.equal(answer.code, 0);
    assert.equal(cookie, `shop_session=${answer.data.token}`, 'one credential: the same session');
    assert.equal(answer.data.user.email, 'demo@example.com');
    assert.equal(pickup.headers.get('set-cookie'), null, 'the cookie stays: the pages are drawn for this shopper');
    assert.equal((await post('/user/info', {}, { 'x-auth': answer.data.token })).code, 0);

    // Signing out (by the API, with the token) ends the session and clears the cookie: it stands for nothing.
    const out = await fetch(`${demo.url}/api/web/auth/signout`, { method: 'POST', headers: { 'x-auth': answer.data.token, 'content-type': 'application/json' }, body: '{}' });
    assert.match(out.headers.get('set-cookie')!, /^shop_session=; Max-Age=0; HttpOnly; SameSite=Lax; Path=\//);
    const again = await fetch(`${demo.url}/api/web/auth/session`, { method: 'POST', headers: { cookie, origin: demo.url } });
    assert.equal(((await again.json()) as { code: number }).code, 40, 'the cookie no longer works');
    assert.match(again.headers.get('set-cookie')!, /^shop_session=; Max-Age=0/, 'a dead session\'s cookie is cleared');
    const after = await (await fetch(`${demo.url}/zh/cart`, { headers: { cookie } })).text();
    assert.equal(initialData(after).config.cookieSession, undefined);
    assert.doesNotMatch(after, /<span part="name" class="name no-script">[^<]*Demo/);
  });

  it('a wrong password: the page again (422), in its language, the message at the field, the account kept, the password not', async () => {
    const response = await form(demo, '/zh/auth/signin', { account: 'demo@example.com', password: 'wrong-password', redirect: '/cart' });
    assert.equal(response.status, 422);
    assert.equal(response.headers.get('set-cookie'), null);
    const page = await response.text();
    // The element's server render, with the refusal as its data: the message at the plain password that posts without JavaScript.
    const password = /<input id="([^"]+)" aria-invalid="true" aria-describedby="\1-error" aria-required="true" part="input" type="password" autoComplete="current-password" name="password"\/>/.exec(page);
    assert.ok(password, 'the password field, marked invalid');
    assert.match(page, new RegExp(`<p part="error" id="${password![1]}-error" class="error"><svg [^]*?</svg>账号或密码错误</p>`));
    assert.match(page, /autoComplete="username"[^>]*name="account" value="demo@example.com"/);
    assert.ok(!page.includes('wrong-password'));
    assert.match(page, /name="redirect" value="\/zh\/cart"/, 'the redirect survives');
    const empty = await (await form(demo, '/auth/signin', { account: '', password: '' })).text();
    assert.match(empty, /id="[^"]+-error" class="error"><svg [^]*?<\/svg>Email\/Mobile number is required</);
  });

  for (const target of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
    it(`lands on the home page for redirect=${target}`, async () => {
      const response = await form(demo, '/auth/signin', { account: 'demo@example.com', password: 'demo-password', redirect: target });
      assert.deepEqual([response.status, response.headers.get('location')], [303, '/']);
      const zh = await form(demo, '/zh/auth/signin', { account: 'demo@example.com', password: 'demo-password', redirect: target });
      assert.equal(zh.headers.get('location'), '/zh/');
    });
  }

  it('refuses a post from another site', async () => {
    const response = await form(demo, '/auth/signin', { account: 'demo@example.com', password: 'demo-password' }, { origin: 'https://evil.example' });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get('set-cookie'), null);
    assert.match(await response.text(), /role="alert">This form was sent from another site/);
  });

  it('after repeated failures says to wait or turn JavaScript on (never a dead end)', async () => {
    await fresh(async (on) => {
      for (let i = 0; i < 3; i++) await form(on, '/auth/signin', { account: 'demo@example.com', password: 'wrong-password' });
      const response = await form(on, '/auth/signin', { account: 'demo@example.com', password: 'demo-password' });
      assert.equal(response.status, 422);
      assert.match(await response.text(), /<p part="form-error" class="form-error" role="alert">Too many attempts\. Wait 15 minutes and try again, or turn on JavaScript/);
    });
  });

  it('signs out with the header\'s form: the session ends and the cookie goes', async () => {
    const cookie = cookieOf(await form(demo, '/auth/signin', { account: 'demo@example.com', password: 'demo-password' }));
    const token = cookie.split('=')[1]!;
    const response = await form(demo, '/zh/auth/signout', {}, { cookie });
    assert.deepEqual([response.status, response.headers.get('location')], [303, '/zh/']);
    assert.match(response.headers.get('set-cookie')!, /Max-Age=0/);
    assert.equal((await post('/user/info', {}, { 'x-auth': token })).code, 50);
  });
});

describe('the other forms without JavaScript', () => {
  it('sign-up: refusals at their fields, then 303 to the verify prompt with the cookie', async () => {
    const missing = await (await form(demo, '/auth/signup', { firstName: '', lastName: 'Li', account: 'form-new@example.com', countryCode: '+86', password: 'long-enough-1', terms: 'on' })).text();
    // The element's server render, with the refusal as its data.
    assert.match(missing, /<input id="([^"]+)" aria-invalid="true" aria-describedby="\1-error"[^>]*name="firstName"/);
    assert.match(missing, /name="lastName" value="Li"/);
    const terms = await form(demo, '/zh/auth/signup', { firstName: 'Wei', lastName: 'Li', account: 'form-new@example.com', countryCode: '+86', password: 'long-enough-1' });
    assert.equal(terms.status, 422);
    assert.match(await terms.text(), /id="[^"]+-terms-error" class="error">请先同意条款</);
    const mobile = await (await form(demo, '/auth/signup', { firstName: 'Wei', lastName: 'Li', account: '13955556666', countryCode: '', password: 'long-enough-1', terms: 'on' })).text();
    assert.match(mobile, /id="[^"]+-error" class="error"><svg [^]*?<\/svg>Country code is required<\/p><\/div><\/div>/);
    assert.match(mobile, /autoComplete="tel-country-code" name="countryCode" value=""/, 'the plain country code field, as posted');
    const done = await form(demo, '/auth/signup', { firstName: 'Wei', lastName: 'Li', account: 'form-new@example.com', countryCode: '+86', password: 'long-enough-1', terms: 'on' });
    assert.equal(done.status, 303);
    assert.equal(done.headers.get('location'), '/auth/verify-prompt?account=form-new%40example.com');
    assert.match(done.headers.get('set-cookie')!, /^shop_session=/);
  });

  it('forgot -> reset page with the account; reset with the mailed code -> sign-in page; the new password works', async () => {
    await fresh(async (on) => {
      const forgot = await form(on, '/zh/auth/forget', { account: 'demo@example.com', countryCode: '' });
      assert.deepEqual([forgot.status, forgot.headers.get('location')], [303, '/zh/auth/reset-password?account=demo%40example.com']);
      const code = await latestCode(on, 'demo@example.com');
      const wrong = await form(on, '/zh/auth/reset-password', { account: 'demo@example.com', code: '000000', password: 'brand-new-pass' });
      assert.equal(wrong.status, 422);
      // The element's server render, with the refusal as its data: the message at the code, the account and code kept.
      const refused = await wrong.text();
      assert.match(refused, /id="[^"]+-error" class="error"><svg [^]*?<\/svg>验证码错误或已过期<\/p>/);
      assert.match(refused, /name="code" value="000000"/);
      assert.match(refused, /name="account"[^>]*value="demo@example.com"/);
      const reset = await form(on, '/zh/auth/reset-password', { account: 'demo@example.com', code, password: 'brand-new-pass' });
      assert.deepEqual([reset.status, reset.headers.get('location')], [303, '/zh/auth/signin?reset=done']);
      assert.equal((await form(on, '/auth/signin', { account: 'demo@example.com', password: 'brand-new-pass' })).status, 303);
    });
  });

  it('verify-email by button: done, or "Verification failed"', async () => {
    const signup = await post('/auth/signup', { firstName: 'V', lastName: 'E', account: 'form-verify@example.com', password: 'long-enough-1', terms: true });
    assert.equal(signup.code, 0);
    const code = (await latestMail(demo, 'form-verify@example.com')).match(/token=(\d{6})/)![1]!;
    const failed = await form(demo, '/auth/verify-email', { account: 'form-verify@example.com', token: '000000' });
    assert.equal(failed.status, 422);
    // The element's server render, failed (its data), without checking the spent link again.
    const refused = await failed.text();
    assert.match(refused, /role="status"><svg [^]*?<\/svg><span>Verification failed<\/span><\/p>/);
    assert.match(refused, /The link may have been used already, or it has expired/);
    assert.doesNotMatch(refused, /part="verify"/);
    const ok = await form(demo, '/auth/verify-email', { account: 'form-verify@example.com', token: code });
    assert.equal(ok.status, 200);
    assert.match(await ok.text(), /Your e-mail address is verified/);
  });

  it('a urlencoded post to the API still gets the API\'s JSON envelope (no page form posts there)', async () => {
    for (const path of ['/auth/signin', '/auth/signup', '/auth/forget', '/auth/reset-password']) assert.ok(!(await (await fetch(`${demo.url}${path}`)).text()).includes('action="/api/web'), path);
    const response = await fetch(`${demo.url}/api/web/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'account=a' });
    assert.equal(((await response.json()) as { code: number }).code, 40);
  });
});

describe('one sign-up limit for every route', () => {
  it('counts the API and the sign-up forms (with and without a language prefix) together: the 4th account from one address in a minute is refused, whichever route it takes', async (t) => {
    // A minute's window, held still: on a busy machine the hashing between these requests can outlast it.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const on = await startDemo({ authRateLimit: 3 });
    try {
      const call = apiClient(on.url);
      const fields = (n: number) => ({ firstName: 'Flo', lastName: 'Od', account: `flood${n}@example.com`, password: 'flood-password-1', terms: 'on' });
      assert.equal((await call('/auth/signup', signUpBody('flood0@example.com', 'flood-password-1'))).code, 0);
      assert.equal((await form(on, '/auth/signup', fields(1))).status, 303);
      assert.equal((await form(on, '/de/auth/signup', fields(2))).status, 303);
      const api = await call('/auth/signup', signUpBody('flood3@example.com', 'flood-password-1'));
      assert.equal(api.status, 429);
      assert.equal(api.code, 41);
      assert.match(api.msg, /^Too many requests; try again in \d+ s$/);
      const byForm = await form(on, '/auth/signup', fields(4));
      assert.equal(byForm.status, 429);
      assert.match(await byForm.text(), /Too many requests; try again in \d+ s/);
      assert.equal(await on.app.db.value`SELECT count(*) AS n FROM users WHERE email LIKE 'flood%'`, 3, 'no fourth account');
    } finally {
      await on.close();
    }
  });
});

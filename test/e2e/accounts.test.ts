// A new shopper's accounts journey on a phone-sized page, by labels and roles as a shopper reads
// them: sign up -> the code from /dev/outbox -> verify the e-mail -> sign out -> sign in by
// mobile with a one-time code -> sign out -> sign in on a second device by QR, confirmed from
// a first, signed-in one (the waiting page signs in over the socket) -> forget and reset the
// password -> sign in with the new one. By mouse, by keyboard only, and in zh; then the same
// sign-in with JavaScript off, and a sign-in with the test provider. Each journey gets its own
// shop: the server asks for the slide check after three code requests from one address, and all
// of these come from 127.0.0.1.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { launch, openPage } from '../helpers/node/browser.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { liveElement } from '../helpers/node/live.ts';
import { tabTo } from '../helpers/node/keyboard.ts';

interface Strings {
  prefix: string;
  firstName: string;
  lastName: string;
  account: string;
  password: string;
  newPassword: string;
  code: string;
  terms: RegExp;
  createAccount: string;
  sentTo: string;
  verified: string;
  signOut: string;
  signIn: string;
  byCode: string;
  sendCode: string;
  showQr: string;
  confirmQr: string;
  qrLink: string;
  forgot: string;
  sendReset: string;
  reset: string;
  resetDone: string;
}

const en: Strings = {
  prefix: '',
  firstName: 'First name',
  lastName: 'Last name',
  account: 'E-mail or mobile number',
  password: 'Password',
  newPassword: 'New password',
  code: 'Verification code',
  terms: /I agree to the terms of service/,
  createAccount: 'Create account',
  sentTo: 'We sent a verification link to',
  verified: 'Verification success',
  signOut: 'Sign out',
  signIn: 'Sign in',
  byCode: 'One-time code',
  sendCode: 'Send code',
  showQr: 'Show QR code',
  confirmQr: 'Confirm sign-in',
  qrLink: 'Or open this address on that phone:',
  forgot: 'Forgot password?',
  sendReset: 'Send reset code',
  reset: 'Reset password',
  resetDone: 'Your password has been changed. Sign in with the new one.',
};

const zh: Strings = {
  prefix: '/zh',
  firstName: '名字',
  lastName: '姓氏',
  account: '邮箱或手机号',
  password: '密码',
  newPassword: '新密码',
  code: '验证码',
  terms: /我已阅读并同意服务条款/,
  createAccount: '注册',
  sentTo: '我们已向',
  verified: '验证成功',
  signOut: '退出登录',
  signIn: '登录',
  byCode: '验证码登录',
  sendCode: '发送验证码',
  showQr: '显示二维码',
  confirmQr: '确认登录',
  qrLink: '或在该手机上打开此地址：',
  forgot: '忘记密码？',
  sendReset: '发送重置验证码',
  reset: '重置密码',
  resetDone: '密码已修改，请使用新密码登录。',
};

/** How the shopper works the page: with a mouse (and touch-sized targets), or the keyboard alone. */
interface Driver {
  fill(page: Page, scope: Locator, label: string, value: string): Promise<void>;
  press(page: Page, scope: Locator, role: 'button' | 'link' | 'checkbox', name: string | RegExp): Promise<void>;
}

const nameOf = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

// The server's fallback form stays in the light DOM (hidden) once the element has upgraded: only what shows counts.
const field = (scope: Locator, label: string) => scope.getByLabel(nameOf(label)).filter({ visible: true });
const control = (scope: Locator, role: 'button' | 'link' | 'checkbox', name: string | RegExp) => scope.getByRole(role, { name, exact: typeof name === 'string' }).filter({ visible: true });


const mouse: Driver = {
  async fill(_page, scope, label, value) {
    await liveElement(scope);
    await field(scope, label).fill(value);
  },
  async press(_page, scope, role, name) {
    await liveElement(scope);
    const target = control(scope, role, name);
    if (role === 'checkbox') await target.check();
    else await target.click();
  },
};

const keyboard: Driver = {
  async fill(page, scope, label, value) {
    await liveElement(scope);
    await field(scope, label).waitFor();
    await tabTo(page, (f) => (f.tag === 'input' || f.tag === 'textarea') && nameOf(label).test(f.name.replace(/\s+\*$/, '')), label);
    await page.keyboard.type(value);
  },
  async press(page, scope, role, name) {
    await liveElement(scope);
    await control(scope, role, name).waitFor();
    const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
    const wanted = role === 'checkbox' ? 'input' : role === 'link' ? 'a' : 'button';
    await tabTo(page, (f) => (f.tag === wanted || f.role === role) && matches(f.name), String(name));
    await page.keyboard.press(role === 'checkbox' ? 'Space' : 'Enter');
  },
};

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The newest message to `recipient` in /dev/outbox, read as a shopper reads their mail. */
async function mail(context: BrowserContext, base: string, recipient: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${base}/dev/outbox`);
  const item = page.locator('ol.outbox > li').filter({ hasText: `To ${recipient},` }).first();
  const text = (await item.textContent()) ?? '';
  await page.close();
  return text;
}

/** The seeded account's first name (demo/seed/seed.ts), shown on the account menu. */
const DEMO_FIRST_NAME = 'Demo';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? assert.fail(`no code in ${text}`);

/** The signed-in name on the header's account menu (its button), or the Sign in link. */
const accountMenu = (page: Page) => page.locator('shop-account-menu');

async function signOut(page: Page, driver: Driver, s: Strings, firstName: string): Promise<void> {
  const menu = accountMenu(page);
  const button = menu.getByRole('button', { name: new RegExp(firstName) });
  // Signing out reloads the page (spec section 4): wait for that load, not just the new link.
  const reloaded = page.waitForEvent('load');
  if (driver === keyboard) {
    await button.waitFor();
    await tabTo(page, (f) => f.tag === 'button' && f.name.includes(firstName), 'the account menu');
    await page.keyboard.press('Enter');
    await menu.getByRole('menuitem', { name: s.signOut }).waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
  } else {
    await button.click();
    await menu.getByRole('menuitem', { name: s.signOut }).click();
  }
  await reloaded;
  await menu.getByRole('link', { name: s.signIn, exact: true }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('shop.token')), null);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('shop.token'));

async function journey(s: Strings, driver: Driver): Promise<void> {
  const demo: RunningDemo = await startDemo({ authRateLimit: 10 });
  try {
    const base = demo.url;
    const email = `mei.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { page, errors, violations } = await openPage(browser, { mobile: true });
    const context = page.context();

    // Sign up, then the verify prompt names the address.
    await page.goto(`${base}${s.prefix}/auth/signup`);
    const signup = page.locator('shop-signup');
    await driver.fill(page, signup, s.firstName, 'Mei');
    await driver.fill(page, signup, s.lastName, 'Chan');
    await driver.fill(page, signup, s.account, email);
    await driver.fill(page, signup, s.password, 'first-password-1');
    await driver.press(page, signup, 'checkbox', s.terms);
    await driver.press(page, signup, 'button', s.createAccount);
    await page.waitForURL(new RegExp(`${s.prefix}/auth/verify-prompt`));
    await page.locator('shop-verify-prompt').getByText(s.sentTo).waitFor();
    assert.ok(await storedToken(page), 'signed in after sign-up');

    // The verification link from the outbox.
    const link = /\/auth\/verify-email\?[^\s]+/.exec(await mail(context, base, email))?.[0] ?? assert.fail('no verification link');
    await page.goto(`${base}${s.prefix}${link}`);
    await page.locator('shop-verify-email').getByText(s.verified).first().waitFor();

    // Sign out from the header's account menu.
    await page.goto(`${base}${s.prefix}/`);
    await signOut(page, driver, s, 'Mei');

    // Sign in by mobile number with a one-time code (the seeded account).
    await page.goto(`${base}${s.prefix}/auth/signin`);
    const signin = page.locator('shop-signin');
    await driver.press(page, signin, 'button', s.byCode);
    await driver.fill(page, signin, s.account, DEMO_USER.mobile);
    await driver.press(page, signin, 'button', s.sendCode);
    await signin.getByRole('button', { name: new RegExp(s.sendCode) }).waitFor({ state: 'detached' });
    const code = codeIn(await mail(context, base, DEMO_USER.mobile));
    await driver.fill(page, signin, s.code, code);
    await driver.press(page, signin, 'button', s.signIn);
    await page.waitForURL(new RegExp(`${s.prefix}/user/center`));
    assert.ok(await storedToken(page));
    await signOut(page, driver, s, DEMO_FIRST_NAME);

    // QR: a second device shows the code (asked for with its button); the first, signed in, confirms it.
    await page.goto(`${base}${s.prefix}/auth/signin`);
    await driver.fill(page, signin, s.account, DEMO_USER.email);
    await driver.fill(page, signin, s.password, DEMO_USER.password);
    await driver.press(page, signin, 'button', s.signIn);
    await page.waitForURL(new RegExp(`${s.prefix}/user/center`));
    const other = await openPage(browser, { mobile: true });
    await other.page.goto(`${base}${s.prefix}/auth/signin`);
    const qr = other.page.locator('shop-qr-login');
    await driver.press(other.page, qr, 'button', s.showQr);
    await qr.getByRole('img').waitFor();
    const confirmUrl = await qr.getByRole('link').first().getAttribute('href');
    assert.match(confirmUrl ?? '', /\/auth\/signin\?qr=[\w-]+$/);
    await page.goto(confirmUrl!);
    await driver.press(page, page.locator('shop-qr-confirm'), 'button', s.confirmQr);
    await other.page.waitForURL(new RegExp(`/user/center`));
    assert.ok(await storedToken(other.page), 'the waiting page signed in');
    assert.notEqual(await storedToken(other.page), await storedToken(page), 'its own session');
    assert.deepEqual(await other.violations(), []);
    assert.deepEqual(other.errors, []);
    await other.page.context().close();
    await signOut(page, driver, s, DEMO_FIRST_NAME);

    // Forgotten password: a code by e-mail, a new password, then sign in with it.
    await page.goto(`${base}${s.prefix}/auth/signin`);
    await driver.press(page, signin, 'link', s.forgot);
    await page.waitForURL(new RegExp(`${s.prefix}/auth/forget`));
    const forgot = page.locator('shop-forgot-password');
    await driver.fill(page, forgot, s.account, email);
    await driver.press(page, forgot, 'button', s.sendReset);
    await page.waitForURL(new RegExp(`${s.prefix}/auth/reset-password`));
    const reset = page.locator('shop-reset-password');
    await driver.fill(page, reset, s.code, codeIn(await mail(context, base, email)));
    await driver.fill(page, reset, s.newPassword, 'second-password-2');
    await driver.press(page, reset, 'button', s.reset);
    await reset.getByText(s.resetDone).waitFor();
    await page.goto(`${base}${s.prefix}/auth/signin`);
    await driver.fill(page, signin, s.account, email);
    await driver.fill(page, signin, s.password, 'second-password-2');
    await driver.press(page, signin, 'button', s.signIn);
    await page.waitForURL(new RegExp(`${s.prefix}/user/center`));
    await accountMenu(page).getByRole('button', { name: /Mei/ }).waitFor();

    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await demo.close();
  }
}

describe('accounts', () => {
  it('sign up, verify, code sign-in, QR sign-in and password reset on a phone, by mouse', () => journey(en, mouse));
  it('the same by keyboard only', () => journey(en, keyboard));
  it('the same in zh', () => journey(zh, mouse));

  it('asks for the slide check after three wrong passwords, and the shopper passes it with the keyboard', async () => {
    const demo = await startDemo({ authRateLimit: 20 });
    try {
      const { page, errors, violations } = await openPage(browser, { mobile: true });
      await page.goto(`${demo.url}/auth/signin`);
      const signin = page.locator('shop-signin');
      await mouse.fill(page, signin, en.account, DEMO_USER.email);
      for (let i = 1; i <= 3; i += 1) {
        await mouse.fill(page, signin, en.password, `wrong-${i}`);
        const answered = page.waitForResponse((response) => response.url().endsWith('/api/web/auth/signin'));
        await mouse.press(page, signin, 'button', en.signIn);
        await answered;
        await signin.getByText('Incorrect account or password').waitFor();
      }
      // The third refusal said the next try needs the check: it is on the form now.
      const slider = signin.getByRole('slider');
      await slider.waitFor();
      // What the shopper sees in the picture, the test reads from the server: where the gap is.
      const { gap_x: gap } = (await demo.app.db.row<{ gap_x: number }>`SELECT gap_x FROM slide_challenges ORDER BY expires_at DESC LIMIT 1`)!;
      await slider.focus();
      while (Number(await slider.getAttribute('aria-valuenow')) + 20 <= gap) await page.keyboard.press('Shift+ArrowRight');
      while (Number(await slider.getAttribute('aria-valuenow')) + 2 <= gap) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await signin.getByText('Verification success').waitFor();
      await mouse.fill(page, signin, en.password, DEMO_USER.password);
      await mouse.press(page, signin, 'button', en.signIn);
      await page.waitForURL(/\/user\/center$/);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    } finally {
      await demo.close();
    }
  });

  it('signs in with the test provider: the server takes the return, and the page after it is drawn signed in', async () => {
    const demo = await startDemo();
    try {
      const { page, errors, violations } = await openPage(browser, { mobile: true });
      const traded: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/api/web/auth/oauth')) traded.push(request.url());
      });
      await page.goto(`${demo.url}/zh/auth/signin`);
      const link = page.locator('shop-signin').locator('[part="oauth"]');
      // The element's own click keeps the state (a click before its code loads follows the plain link).
      await liveElement(link);
      await link.click();
      await page.getByRole('link', { name: /Continue as oauth-tester@example\.com/ }).click();
      // The return answered 303 with the session cookie: the user centre, drawn signed in.
      await page.waitForURL(`${demo.url}/zh/user/center`);
      assert.equal((await page.context().cookies()).find((c) => c.name === 'shop_oauth_state'), undefined, 'the state cookie is used up');
      await page.waitForFunction(() => localStorage.getItem('shop.token'));
      await page.locator('shop-account-menu').getByRole('button', { name: /Test/ }).waitFor();
      assert.deepEqual(traded, [], 'the code was traded by the server, not the page');
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    } finally {
      await demo.close();
    }
  });

  it('signs in with JavaScript off, and the bundle takes the session over once it runs', async () => {
    const demo = await startDemo({ authRateLimit: 10 });
    try {
      const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await off.newPage();
      await page.goto(`${demo.url}/auth/signin?redirect=${encodeURIComponent('/cart')}`);
      // The element's server render: its shop-password-input needs JavaScript (hidden here), its plain password field posts.
      const form = page.locator('shop-signin form');
      const passwordField = () => page.locator('shop-signin form').getByLabel('Password').filter({ visible: true });
      // A wrong password: the page again, the message at the field, the account kept.
      await form.getByLabel('E-mail or mobile number').fill(DEMO_USER.email);
      await passwordField().fill('not-the-password');
      await form.getByRole('button', { name: 'Sign in' }).click();
      const password = passwordField();
      assert.equal(await password.getAttribute('aria-invalid'), 'true');
      const described = (await password.getAttribute('aria-describedby'))!.split(' ');
      const said = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
      assert.ok(said.some((text) => text?.includes('Incorrect account or password')), said.join(' | '));
      assert.equal(await page.locator('shop-signin form').getByLabel('E-mail or mobile number').inputValue(), DEMO_USER.email);
      assert.doesNotMatch((await page.content()).slice(0, 200), /^\{"code"/);
      // The right one: back to the page asked for, signed in (the header names the shopper).
      await passwordField().fill(DEMO_USER.password);
      await page.locator('shop-signin form').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${demo.url}/cart`);
      // (In the account menu's server render: its shadow root, which the locator pierces.)
      await page.locator('[data-shop-header] shop-account-menu').getByText(/Demo/).first().waitFor();
      const cookies = await off.cookies();
      const session = cookies.find((c) => c.name === 'shop_session');
      assert.ok(session?.httpOnly, 'an HttpOnly session cookie');

      // With JavaScript: the runtime trades the cookie for its token, the same session.
      const on = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await on.addCookies(cookies);
      const live = await on.newPage();
      await live.goto(`${demo.url}/cart`);
      await live.waitForFunction(() => localStorage.getItem('shop.token'));
      await live.locator('shop-account-menu').getByRole('button', { name: /Demo/ }).waitFor();
      assert.equal((await on.cookies()).find((c) => c.name === 'shop_session')?.value, session.value, 'the same session: the cookie stays, for the pages the server draws');
      await on.close();

      // Signing out without JavaScript: the header's account control (drawn as the menu button)
      // opens on the menu's items; Sign out posts, and the shop greets a guest again.
      const account = page.locator('[data-shop-header] shop-account-menu');
      await account.locator('summary').click();
      assert.deepEqual(await account.locator('[part="item"]').filter({ visible: true }).allTextContents(), ['My account', 'Orders', 'Sign out']);
      await account.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${demo.url}/`);
      await account.getByRole('link', { name: 'Sign in' }).waitFor();
      assert.equal((await off.cookies()).find((c) => c.name === 'shop_session'), undefined, 'the cookie is gone');
      await off.close();
    } finally {
      await demo.close();
    }
  });
});

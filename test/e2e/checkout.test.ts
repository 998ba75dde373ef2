// A guest on a phone buys a product on the demo shop: add -> drawer -> checkout -> address ->
// shipping -> place -> pay with the test card -> success, confirmed over the socket. In
// Chromium under the strict CSP; the server must end with exactly one order for those lines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { focused, tabTo } from '../helpers/node/keyboard.ts';
import { liveElement } from '../helpers/node/live.ts';

const shop = useDemoAndBrowser();

interface Strings {
  add: RegExp;
  checkout: RegExp;
  firstName: string;
  lastName: string;
  country: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  useAddress: RegExp;
  toPayment: RegExp;
  card: RegExp;
  place: RegExp;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: RegExp;
  confirmation: (email: string) => string;
  shipTo: string;
  lookup: string;
  continueShopping: string;
  placed: string;
  success: string;
  paid: string;
}

const en: Strings = {
  add: /^Add to cart$/,
  checkout: /^Check out$/,
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country/Region',
  city: 'City',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  useAddress: /^Use this address$/,
  toPayment: /^Continue to payment$/,
  card: /Card \(test provider\)/,
  place: /^Place order$/,
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code',
  pay: /^Pay /,
  confirmation: (email) => `We sent a confirmation to ${email}.`,
  shipTo: 'Ship to',
  lookup: 'View this order any time',
  continueShopping: 'Continue shopping',
  placed: 'Order placed: awaiting payment',
  success: 'Checkout Success !',
  paid: 'Paid',
};

const zh: Strings = {
  add: /加入购物车/,
  checkout: /^去结账$/,
  firstName: '名字',
  lastName: '姓氏',
  country: '国家/地区',
  city: '城市',
  address: '详细地址',
  phone: '电话',
  email: '电子邮箱',
  useAddress: /^使用此地址$/,
  toPayment: /^继续付款$/,
  card: /银行卡（测试）/,
  place: /^提交订单$/,
  cardNumber: '卡号',
  expiry: '有效期（月/年 MM/YY）',
  cvc: '安全码',
  pay: /^支付 /,
  confirmation: (email) => `我们已将确认邮件发送至 ${email}。`,
  shipTo: '收货地址',
  lookup: '随时查看此订单',
  continueShopping: '继续购物',
  placed: '订单已提交，等待付款',
  success: '结账成功！',
  paid: '已支付',
};

// By role and accessible name, as assistive technology finds them (the required mark is not part of the name).
const field = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

/** A guest's information filled in: e-mail, the name Mei Chan (unless given), an address in Hong Kong. */
async function fillGuest(checkout: Locator, s: Strings, email: string, who: { firstName?: string; lastName?: string; address?: string; phone?: string } = {}): Promise<void> {
  await field(checkout, s.email).fill(email);
  await field(checkout, s.firstName).fill(who.firstName ?? 'Mei');
  await field(checkout, s.lastName).fill(who.lastName ?? 'Chan');
  await checkout.getByRole('combobox', { name: s.country, exact: true }).selectOption('HK');
  await field(checkout, s.city).fill('Hong Kong');
  await field(checkout, s.address).fill(who.address ?? '1 Harbour Road');
  await field(checkout, s.phone).fill(who.phone ?? '5555 1234');
}


async function buy(page: Page, base: string, s: Strings, email: string): Promise<string> {
  await page.goto(`${base}/product/classic-shirt`);
  const add = page.locator('shop-product-buttons').getByRole('button', { name: s.add });
  await add.click();
  // The drawer opens on add: a modal dialog with the line and the way to checkout.
  const drawer = page.locator('shop-cart-drawer dialog');
  await drawer.waitFor({ state: 'visible' });
  await drawer.getByRole('link', { name: s.checkout }).click();
  await page.waitForURL(/\/checkout\/information$/);

  const checkout = page.locator('shop-checkout');
  // The step is drawn by the server and waits for use: the test asks for its code as the first
  // touch would and fills the form once it and its address form are live. (Typing into the
  // server's form before that is the hydration tests' business.)
  await liveElement(checkout);
  await liveElement(checkout.locator('shop-address-form'));
  await fillGuest(checkout, s, email);
  // The filled form goes on with the one button: it saves the address, takes the first shipping
  // method (the review on the next step says which) and moves on; no 'Use this address' first.
  await checkout.getByRole('button', { name: s.toPayment }).click();
  await page.waitForURL(/\/checkout\/payment$/);

  // The first method is chosen for the shopper.
  const card = checkout.getByRole('radio', { name: s.card });
  await card.waitFor();
  assert.equal(await card.isChecked(), true);
  await checkout.getByRole('button', { name: s.place }).click();
  await page.waitForURL(/\/checkout\/thankyou\?number=/);
  const number = new URL(page.url()).searchParams.get('number')!;
  // Placed, not paid yet: no success heading before paying.
  await checkout.getByRole('heading', { name: s.placed }).waitFor();
  assert.equal(await checkout.getByRole('heading', { name: s.success }).count(), 0);
  // Where the receipt went, where the order ships, how a guest finds it again, the way back to shopping.
  await checkout.getByText(s.confirmation(email), { exact: true }).waitFor();
  const shipTo = checkout.locator('[part="address"]');
  const shipText = (await shipTo.textContent()) ?? '';
  // The country by name in the page's language, not its code.
  assert.ok(shipText.includes('1 Harbour Road, Hong Kong, ') && !shipText.includes(', HK'), shipText);
  await checkout.getByRole('heading', { name: s.shipTo }).waitFor();
  await checkout.getByRole('link', { name: s.lookup }).waitFor();
  await checkout.getByRole('link', { name: s.continueShopping }).waitFor();
  // A guest is not sent into the account area.
  assert.equal(await page.locator('main').getByRole('link', { name: /^(Orders|订单)$/ }).count(), 0);
  await field(checkout, s.cardNumber).fill('4242 4242 4242 4242');
  await field(checkout, s.expiry).fill('12/34');
  await field(checkout, s.cvc).fill('123');
  await checkout.getByRole('button', { name: s.pay }).click();
  await paid(page, s.paid);
  await checkout.getByRole('heading', { name: s.success }).waitFor();
  return number;
}

/**
 * Waits for the checkout's payment status to read `words` (paid); failing, says what the payment showed
 * instead (its status, its fields' values and messages, where focus was), so a failure says why.
 */
async function paid(page: Page, words: string): Promise<void> {
  try {
    await page.waitForFunction((status) => document.querySelector('shop-checkout')?.shadowRoot?.querySelector('[part="pay-status"]')?.textContent === status, words);
  } catch (error) {
    const shown = await page
      .evaluate(() => {
        const checkout = document.querySelector('shop-checkout')?.shadowRoot;
        const payment = checkout?.querySelector('shop-payment')?.shadowRoot;
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const fields = [...(payment?.querySelectorAll('shop-input') ?? [])].map((input) => `${input.getAttribute('name')}="${input.shadowRoot?.querySelector('input')?.value}" ${input.shadowRoot?.textContent?.trim().slice(0, 60)}`);
        return `status "${checkout?.querySelector('[part="pay-status"]')?.textContent}"; fields: ${fields.join('; ')}; payment says: ${payment?.textContent?.replace(/\s+/g, ' ').slice(0, 300)}; focus on ${active?.outerHTML.slice(0, 80)}`;
      })
      .catch((reason: unknown) => `nothing (${String(reason)})`);
    throw new Error(`The payment never read "${words}"; it showed ${shown}`, { cause: error });
  }
}

function ordersFor(email: string) {
  return shop.demo.app.db.rows<{ id: number; number: string; pay_status: string; subtotal: number; shipping_fee: number; total: number }>`SELECT id, number, pay_status, subtotal, shipping_fee, total FROM orders WHERE email = ${email}`;
}

describe('guest checkout', () => {
  it('buys a product on a phone, by touch and mouse, and the server holds one paid order', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { __socket: unknown[] }).__socket = heard;
      document.addEventListener('shop:message', (e) => heard.push((e as CustomEvent).detail));
    });
    const number = await buy(page, shop.demo.url, en, 'mei@example.com');
    // The confirmation came over the socket too, not only from the pay answer.
    await page.waitForFunction((n) => (window as unknown as { __socket: { action?: string; number?: string }[] }).__socket.some((m) => m.action === 'payment/confirmed' && m.number === n), number);

    const orders = await ordersFor('mei@example.com');
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.number, number);
    assert.equal(orders[0]!.pay_status, 'paid');
    assert.equal(orders[0]!.total, orders[0]!.subtotal + orders[0]!.shipping_fee);
    const items = await shop.demo.app.db.rows<{ quantity: number }>`SELECT quantity FROM order_items WHERE order_id = ${orders[0]!.id}`;
    assert.deepEqual(items.map((i) => i.quantity), [1]);

    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors.filter((e) => !/is not a Shop Elements element/.test(e)), []);
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });

  it('works the same in zh', async () => {
    const { page, violations } = await openPage(shop.browser, { mobile: true });
    const url = shop.demo.url;
    const number = await buy(page, `${url}/zh`, zh, 'li@example.com');
    assert.equal((await ordersFor('li@example.com')).length, 1);
    assert.equal((await ordersFor('li@example.com'))[0]!.number, number);
    assert.deepEqual(await violations(), []);
  });

  it('reaches the payment step whole: nothing on it moves as it arrives (a slow phone’s CPU)', async () => {
    const { page } = await openPage(shop.browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A phone's CPU (4x slower): the step's own reads would land frames after its first paint.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.locator('shop-product-buttons').getByRole('button', { name: en.add }).click();
    await page.locator('shop-cart-drawer dialog').getByRole('link', { name: en.checkout }).click();
    await page.waitForURL(/\/checkout\/information$/);
    const checkout = page.locator('shop-checkout');
    await liveElement(checkout);
    await liveElement(checkout.locator('shop-address-form'));
    await fillGuest(checkout, en, 'whole@example.com');
    // Every frame from here: where 'Place order' is on the page, once there is one.
    await page.evaluate(`(() => {
      const seen = (window.__placeAt = []);
      const tick = () => {
        const place = location.pathname.endsWith('/checkout/payment') ? document.querySelector('shop-checkout')?.shadowRoot?.querySelector('[part~="place"]') : null;
        const box = place?.getBoundingClientRect();
        if (box && box.height) {
          const at = Math.round(box.top + scrollY) + ',' + Math.round(box.left);
          if (seen[seen.length - 1] !== at) seen.push(at);
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    await checkout.getByRole('button', { name: en.toPayment }).click();
    await page.waitForURL(/\/checkout\/payment$/);
    // Whole: the review of the choices, and the payment methods with the card chosen.
    await page.waitForFunction(() => {
      const root = document.querySelector('shop-checkout')?.shadowRoot;
      return root?.querySelector('dl.review') && root.querySelector('shop-payment')?.shadowRoot?.querySelector('form.payment');
    });
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const places = (await page.evaluate('window.__placeAt')) as string[];
    assert.equal(places.length, 1, `'Place order' moved as the step arrived: at ${places.join(', then ')} (top,left in px)`);
    await page.context().close();
  });

  it('works with the keyboard only', async () => {
    const { page, violations } = await openPage(shop.browser, { mobile: true });
    const s = en;
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.waitForFunction(() => document.querySelector('shop-product-buttons')?.shadowRoot?.querySelector('button'));
    await tabTo(page, (f) => f.role === 'button' && s.add.test(f.name), 'Add to cart');
    await page.keyboard.press('Enter');
    // The drawer opens and takes focus; its Check out link is a Tab or two away.
    await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
    await tabTo(page, (f) => f.role === 'link' && s.checkout.test(f.name), 'Check out in the drawer', 40);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/information$/);
    await page.waitForFunction(() => document.querySelector('shop-checkout')?.shadowRoot?.querySelector('shop-address-form')?.shadowRoot?.querySelector('form'));

    const type = async (name: string, text: string) => {
      await tabTo(page, (f) => f.name.startsWith(name) && (f.tag === 'input' || f.tag === 'select'), name);
      await page.keyboard.type(text);
    };
    await type(s.email, 'kim@example.com');
    await type(s.firstName, 'Kim');
    await type(s.lastName, 'Lau');
    await type(s.country, 'Hong Kong'); // a native select picks the option typed
    await type(s.city, 'Hong Kong');
    await type(s.address, '2 Harbour Road');
    await type(s.phone, '5555 9876');
    await tabTo(page, (f) => f.role === 'button' && s.useAddress.test(f.name), 'Use this address');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('shop-checkout')?.shadowRoot?.querySelector('shop-checkbox[name="shippingMethod"]'));
    // The address form gave way to the address in words: focus went on to the shipping method.
    assert.deepEqual(await focused(page).then((f) => [f.tag, f.name]), ['h2', 'Shipping method']);
    await tabTo(page, (f) => f.role === 'radio', 'a shipping method');
    await page.keyboard.press('Space');
    await tabTo(page, (f) => f.role === 'button' && s.toPayment.test(f.name), 'Continue to payment');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/payment$/);
    // An in-page navigation: focus on the new page's heading, as an accessible router does.
    await page.waitForFunction(() => document.activeElement?.matches('[data-shop-outlet] h1'));

    await page.waitForFunction(() => document.querySelector('shop-checkout')?.shadowRoot?.querySelector('shop-payment')?.shadowRoot?.querySelector('shop-checkbox'));
    await tabTo(page, (f) => f.role === 'radio' && s.card.test(f.name), 'the card method');
    await page.keyboard.press('Space');
    await tabTo(page, (f) => f.role === 'button' && s.place.test(f.name), 'Place order');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/thankyou\?number=/);
    await page.waitForFunction(() => document.activeElement?.matches('[data-shop-outlet] h1'));
    const number = new URL(page.url()).searchParams.get('number')!;
    await page.waitForFunction(() => document.querySelector('shop-checkout')?.shadowRoot?.querySelector('shop-payment')?.shadowRoot?.querySelector('shop-input'));
    await type(s.cardNumber, '4242424242424242');
    await type(s.expiry, '12/34');
    await type(s.cvc, '123');
    await tabTo(page, (f) => f.role === 'button' && s.pay.test(f.name), 'Pay');
    await page.keyboard.press('Enter');
    await paid(page, s.paid);
    // The payment form went with the payment: focus is on the title that says the outcome.
    await page.waitForFunction(() => document.querySelector('shop-checkout')?.shadowRoot?.activeElement?.getAttribute('part') === 'success-title');

    const orders = await ordersFor('kim@example.com');
    assert.equal(orders.length, 1);
    assert.equal(orders[0]!.number, number);
    assert.deepEqual(await violations(), []);
  });
});

describe('checkout fields and start', () => {
  it('keeps what a fast shopper types at once after load in zh (the step still loading its code), through to payment', async () => {
    const { page, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/zh/product/classic-shirt`);
    await page.locator('shop-product-buttons').getByRole('button', { name: zh.add }).click();
    await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
    // A full load of the step, then typing at once, with no waiting: the first key's focus asks
    // for the step's code, the rest land while it loads and hydrates (and after).
    await page.goto(`${shop.demo.url}/zh/checkout/information`);
    const checkout = page.locator('shop-checkout');
    const typed = { email: 'meiling.chan@example.com', firstName: 'Meiling', lastName: 'Chan', city: 'Hong Kong', address: '18 Harbour Road, Wan Chai', phone: '5555 8765' };
    await field(checkout, zh.email).pressSequentially(typed.email);
    await field(checkout, zh.firstName).pressSequentially(typed.firstName);
    await field(checkout, zh.address).pressSequentially(typed.address);
    await field(checkout, zh.lastName).pressSequentially(typed.lastName);
    await field(checkout, zh.city).pressSequentially(typed.city);
    await field(checkout, zh.phone).pressSequentially(typed.phone);
    // (A country picked before the form is live is not this test's business: picked once it is.)
    await liveElement(checkout.locator('shop-address-form'));
    await checkout.getByRole('combobox', { name: zh.country, exact: true }).selectOption('HK');
    for (const [name, value] of Object.entries(typed)) assert.equal(await field(checkout, zh[name as keyof typeof typed]).inputValue(), value, name);
    await checkout.getByRole('button', { name: zh.useAddress }).click();
    const shipping = checkout.getByRole('radio').first();
    await shipping.waitFor();
    await shipping.check();
    await checkout.getByRole('button', { name: zh.toPayment }).click();
    await page.waitForURL(/\/zh\/checkout\/payment$/);
    // The payment step reviews what was typed (the e-mail and the street, whole); the server saved the address as typed.
    const review = checkout.locator('.review');
    await review.getByText(typed.email).waitFor();
    const text = (await review.textContent()) ?? '';
    assert.ok(text.includes(`${typed.address}, ${typed.city}`), `the address in the review: ${text}`);
    const saved = await shop.demo.app.db.rows`SELECT first_name, last_name, city, address, phone FROM addresses WHERE address = ${typed.address}`;
    assert.deepEqual(saved, [{ first_name: typed.firstName, last_name: typed.lastName, city: typed.city, address: typed.address, phone: typed.phone }]);
    assert.deepEqual(await violations(), []);
  });

  it('keeps the country code box beside the phone field on a desktop, and a declined card is no success', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.demo.url}/product/classic-shirt`);
      await page.locator('shop-product-buttons').getByRole('button', { name: en.add }).click();
      await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
      await page.goto(`${shop.demo.url}/checkout/information`);
      const checkout = page.locator('shop-checkout');
      const code = await checkout.locator('shop-phone-code-select [part="box"]').boundingBox();
      const phone = await checkout.locator('shop-input[name="phone"] [part="box"]').boundingBox();
      assert.ok(code && phone);
      const apart = code.x + code.width <= phone.x || phone.x + phone.width <= code.x || code.y + code.height <= phone.y || phone.y + phone.height <= code.y;
      assert.ok(apart, `country code ${JSON.stringify(code)} covers the phone field ${JSON.stringify(phone)}`);
      // No 'Please enter First name' in the box: the label says it.
      assert.equal(await field(checkout, en.firstName).getAttribute('placeholder'), null);

      // Through to the success page, then a declined card: no green success heading.
      await fillGuest(checkout, en, 'dee@example.com', { firstName: 'Dee', lastName: 'Lau', address: '2 Harbour Road', phone: '5555 4321' });
      await checkout.getByRole('button', { name: en.useAddress }).click();
      const shipping = checkout.getByRole('radio').first();
      // A stall here has been seen on loaded runs: say what the step shows (its alerts, the country).
      await shipping.waitFor().catch(async (error: Error) => {
        // A string, not a function: tsx would wrap the inner helper in one (__name) the page lacks.
        const shown = await page.evaluate(`(() => {
          const el = document.querySelector('shop-checkout');
          const said = [];
          const roots = [el.shadowRoot];
          for (const root of roots) for (const node of root.querySelectorAll('*')) {
            if (node.matches('[role="alert"], [part="error"]') && node.textContent.trim()) said.push(node.textContent.trim());
            if (node.shadowRoot) roots.push(node.shadowRoot);
          }
          const country = el.shadowRoot.querySelector('shop-address-form')?.shadowRoot?.querySelector('shop-select[name="country"]');
          const typed = [...el.shadowRoot.querySelector('shop-address-form')?.shadowRoot?.querySelectorAll('input, select') ?? []].map((f) => f.name + '=' + f.value);
          return 'alerts: ' + JSON.stringify(said) + '; fields: ' + JSON.stringify(typed) + '; country: ' + JSON.stringify(country?.value ?? null) + '; recap: ' + JSON.stringify(el.shadowRoot.querySelector('.recap')?.textContent ?? null);
        })()`);
        throw new Error(`${error.message}\n${shown}`, { cause: error });
      });
      await shipping.check();
      await checkout.locator('aside [part="summary"]').getByText(/^Shipping \(.+\)$/).waitFor();
      await checkout.getByRole('button', { name: en.toPayment }).click();
      await page.waitForURL(/\/checkout\/payment$/);
      await checkout.getByRole('radio', { name: en.card }).check();
      await checkout.getByRole('button', { name: en.place }).click();
      await page.waitForURL(/\/checkout\/thankyou\?number=/);
      await checkout.getByRole('heading', { name: en.placed }).waitFor();
      // Bad input is refused at its field before any attempt: an expired card, a short code.
      await field(checkout, en.cardNumber).fill('4000 0000 0000 0002');
      await field(checkout, en.expiry).fill('01/20');
      await field(checkout, en.cvc).fill('12');
      await checkout.getByRole('button', { name: en.pay }).click();
      await checkout.getByText('This card has expired', { exact: true }).waitFor();
      await checkout.getByText('Enter the security code: the 3 or 4 digits on the back of the card', { exact: true }).waitFor();
      assert.equal(await field(checkout, en.expiry).getAttribute('aria-invalid'), 'true');
      await field(checkout, en.expiry).fill('12/34');
      await field(checkout, en.cvc).fill('123');
      await checkout.getByRole('button', { name: en.pay }).click();
      await checkout.getByRole('heading', { name: 'Payment declined' }).waitFor();
      // What to do now, on the page: try again or another card, or pay later (the order keeps its lines).
      await checkout.getByText(/^Nothing was charged\. Check the card details and try again, or use another card\./).waitFor();
      await checkout.getByRole('link', { name: en.lookup }).waitFor();
      await checkout.locator('[part="summary"]').getByText('Classic Shirt').waitFor();
      await checkout.getByRole('button', { name: en.pay }).waitFor();
      assert.equal(await checkout.getByRole('heading', { name: en.success }).count(), 0);
      assert.equal(await checkout.locator('[part="steps"] [aria-current="step"]').textContent(), '3Payment');
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('flags every missing field of the empty information form at once and focuses the first', async () => {
    const { page, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.locator('shop-product-buttons').getByRole('button', { name: en.add }).click();
    await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
    await page.goto(`${shop.demo.url}/checkout/information`);
    const checkout = page.locator('shop-checkout');
    await liveElement(checkout);
    await liveElement(checkout.locator('shop-address-form'));
    await checkout.getByRole('button', { name: en.toPayment }).click();
    for (const label of [en.email, en.firstName, en.lastName, en.city, en.address, en.phone]) {
      const box = field(checkout, label);
      await checkout.getByText(`${label} is required`, { exact: true }).waitFor();
      assert.equal(await box.getAttribute('aria-invalid'), 'true', label);
      // The message is the field's description.
      assert.match(await box.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '').join(' ')), new RegExp(`${label} is required`), label);
    }
    assert.equal(await checkout.getByRole('combobox', { name: en.country, exact: true }).getAttribute('aria-invalid'), 'true');
    // Focus is on the first, the e-mail; no 'please Select Shipping address' for a form not saved.
    assert.equal(await field(checkout, en.email).evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input), true);
    assert.equal(await checkout.getByText('please Select Shipping address').count(), 0);
    assert.equal(page.url(), `${shop.demo.url}/checkout/information`);
    assert.deepEqual(await violations(), []);
  });

  it('refuses a checkout with an empty cart at the start, with a link back to shopping', async () => {
    const { page, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/checkout/information`);
    const empty = page.locator('shop-checkout [part="empty"]');
    await empty.getByText('Your cart is empty, so there is nothing to check out yet.').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await empty.getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL(`${shop.demo.url}/`);
    assert.deepEqual(await violations(), []);
  });
});

describe('guest checkout without JavaScript', () => {
  it('adds on the product page, sees the cart, and reaches a placed order through the steps\' forms', async () => {
    const off = await shop.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await off.newPage();
      await page.goto(`${shop.demo.url}/product/linen-shirt`);
      await page.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ }).click();
      await page.waitForURL(`${shop.demo.url}/cart`);
      await page.locator('shop-cart').getByRole('link', { name: 'Linen Shirt' }).waitFor();
      await page.goto(`${shop.demo.url}/checkout/information`);

      const checkout = page.locator('shop-checkout');
      await fillGuest(checkout, en, 'nojs@example.com');
      await checkout.getByRole('button', { name: en.useAddress }).click();
      await page.waitForURL(`${shop.demo.url}/checkout/information`);
      // The step again, with the address and the methods that deliver there.
      await checkout.getByText('1 Harbour Road', { exact: false }).first().waitFor();
      await checkout.getByRole('radio').first().check();
      await checkout.getByRole('button', { name: en.toPayment }).click();
      await page.waitForURL(`${shop.demo.url}/checkout/payment`);

      await checkout.getByRole('radio', { name: 'Cash on delivery' }).check();
      await checkout.getByRole('button', { name: en.place }).click();
      await page.waitForURL(/\/checkout\/thankyou\?number=/);
      const number = new URL(page.url()).searchParams.get('number')!;
      await checkout.getByRole('heading', { name: en.placed }).waitFor();
      assert.equal((await checkout.locator('[part="order-number"]').textContent())?.trim(), number);
      const orders = await ordersFor('nojs@example.com');
      assert.deepEqual(orders.map((o) => [o.number, o.pay_status]), [[number, 'unpaid']]);
    } finally {
      await off.close();
    }
  });

  it('shows the messages at the fields of an empty post, keeps what was typed, and a double Place order makes one order', async () => {
    const off = await shop.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    try {
      const page = await off.newPage();
      await page.goto(`${shop.demo.url}/product/linen-shirt`);
      await page.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ }).click();
      await page.waitForURL(`${shop.demo.url}/cart`);
      await page.goto(`${shop.demo.url}/checkout/information`);
      const checkout = page.locator('shop-checkout');
      await field(checkout, en.city).fill('Kowloon');
      await checkout.getByRole('button', { name: en.useAddress }).click();
      await checkout.getByText('First name is required').waitFor();
      assert.equal(await field(checkout, en.city).inputValue(), 'Kowloon');
      assert.equal(await field(checkout, en.email).getAttribute('aria-invalid'), 'true');

      await field(checkout, en.email).fill('twice@example.com');
      await field(checkout, en.firstName).fill('Mei');
      await field(checkout, en.lastName).fill('Chan');
      await checkout.getByRole('combobox', { name: en.country, exact: true }).selectOption('HK');
      await field(checkout, en.address).fill('1 Harbour Road');
      await field(checkout, en.phone).fill('5555 1234');
      await checkout.getByRole('button', { name: en.useAddress }).click();
      await checkout.getByRole('radio').first().check();
      await checkout.getByRole('button', { name: en.toPayment }).click();
      await page.waitForURL(`${shop.demo.url}/checkout/payment`);
      await checkout.getByRole('radio', { name: 'Cash on delivery' }).check();

      // The same form posted twice (a double click, a resend): the key the server drew into it,
      // the same order for both.
      const form = checkout.locator('form.main');
      const fields = { paymentMethod: 'cod', idempotencyKey: await form.locator('input[name="idempotencyKey"]').inputValue() };
      assert.match(fields.idempotencyKey, /^[0-9a-f-]{36}$/);
      const action = new URL((await form.getAttribute('action'))!, shop.demo.url).href;
      const post = () => page.request.post(action, { form: fields, headers: { origin: shop.demo.url }, maxRedirects: 0 });
      const answers = await Promise.all([post(), post()]);
      assert.deepEqual(answers.map((a) => a.status()), [303, 303]);
      const [where, again] = answers.map((a) => a.headers().location);
      assert.equal(again, where);
      const number = /number=(\w+)/.exec(where ?? '')?.[1];
      assert.ok(number, where);
      await page.goto(new URL(where!, shop.demo.url).href);
      await checkout.locator('[part="order-number"]').getByText(number!).waitFor();
      assert.deepEqual((await ordersFor('twice@example.com')).map((o) => o.number), [number]);
    } finally {
      await off.close();
    }
  });
});

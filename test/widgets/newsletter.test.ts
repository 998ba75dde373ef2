import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import '../../widgets/newsletter/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor, describedBy } from '../helpers/browser/dom';

const mountNewsletter = (attrs = '') => mount(`<shop-newsletter ${attrs}></shop-newsletter>`).querySelector('shop-newsletter')!;
const errorOf = (_el: Element, input: Element) => describedBy(input);

describe('<shop-newsletter>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('checks the address with the spec messages, tied to the field, before asking the server', async () => {
    const el = mountNewsletter();
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    input.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, input)).to.equal('E-mail is required');
    await sendKeys({ type: 'not-an-email' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    // The e-mail rule's own message, not the account field's 'Account format error'.
    expect(errorOf(el, input)).to.equal('Please enter a valid e-mail address');
    expect(el.shadowRoot!.activeElement).to.equal(input);
    expect((await requests()).filter((r) => r.path === '/newsletter/subscribe')).to.have.length(0);
  });

  it('subscribes by keyboard and thanks the shopper', async () => {
    await reply({ path: '/newsletter/subscribe', body: ok({ subscribed: true, already: false }) });
    const el = mountNewsletter();
    const events: CustomEvent[] = [];
    el.addEventListener('shop:newsletter-subscribe', (e) => events.push(e as CustomEvent));
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    input.focus();
    await sendKeys({ type: ' reader@example.com ' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    const done = await shadowPart(el, '[part="done"]');
    expect(done.textContent).to.equal('Thank you! reader@example.com is now subscribed.');
    expect(done.getAttribute('role')).to.equal('status');
    await waitFor(() => el.shadowRoot!.activeElement === done, { message: 'focus on the message' });
    expect((await requests()).find((r) => r.path === '/newsletter/subscribe')!.body).to.deep.equal({ email: 'reader@example.com' });
    expect(events.map((e) => e.detail)).to.deep.equal([{ email: 'reader@example.com', already: false }]);
  });

  it('says when the address was already subscribed', async () => {
    await reply({ path: '/newsletter/subscribe', body: ok({ subscribed: true, already: true }) });
    const el = mountNewsletter();
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    input.focus();
    await sendKeys({ type: 'old@example.com' });
    await sendKeys({ press: 'Enter' });
    expect((await shadowPart(el, '[part="done"]')).textContent).to.equal('old@example.com is already subscribed. Nothing more to do.');
  });

  it('shows the server refusal on the field, and a rate limit under the form', async () => {
    await reply({ path: '/newsletter/subscribe', body: { code: 40, msg: 'Account format error', data: { field: 'email' } } }, { path: '/newsletter/subscribe', status: 429, body: { code: 41, msg: 'Too many requests; try again in 30 s', data: null } });
    const el = mountNewsletter();
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    input.focus();
    await sendKeys({ type: 'a@b.co' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, input)).to.equal('Account format error');
    await sendKeys({ press: 'Enter' });
    const alert = await shadowPart(el, '[part="form-error"]');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('Too many requests; try again in 30 s');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mountNewsletter();
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    await waitFor(() => shadowText(el).includes('订阅'));
    input.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, input)).to.equal('电子邮箱不能为空');
  });

  it('hides the label visually with hide-label, keeping its name', async () => {
    const el = mountNewsletter('hide-label');
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    expect(el.shadowRoot!.querySelector(`label[for="${input.id}"]`)!.className).to.equal('visually-hidden');
    expect(input.placeholder).to.equal('E-mail');
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = mountNewsletter('hide-label="sometimes"');
      await shadowPart(el, '[part="error"]');
      await waitFor(() => el.hasAttribute('data-invalid'));
      await waitFor(() => errors.events.length >= 1);
      expect(errors.events[0]!.detail.attribute).to.equal('hide-label');
    } finally {
      errors.stop();
    }
  });

  it('is accessible: empty, invalid and done', async () => {
    await reply({ path: '/newsletter/subscribe', body: ok({ subscribed: true, already: false }) });
    const root = mount('<footer><shop-newsletter></shop-newsletter></footer>');
    const el = root.querySelector('shop-newsletter')!;
    const input = await shadowPart<HTMLInputElement>(el, 'input[type="email"]');
    await expectAccessible(root);
    input.focus();
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    await expectAccessible(root);
    await sendKeys({ type: '@example.com' });
    await sendKeys({ press: 'Enter' });
    await shadowPart(el, '[part="done"]');
    await expectAccessible(root);
  });
});

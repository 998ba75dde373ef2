import { expect } from 'chai';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/inquiry-form/define';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

import zh from '../../locales/zh.json';

const ZH_NAME_REQUIRED = zh['validation.required'].replace('{0}', zh['inquiry.name']);
// A real 1×1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

const one = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector)!;
const all = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const control = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => one<E>(el, `[name="${name}"]`);
const errorOf = (el: Element, name: string) => {
  const ids = control(el, name).getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => el.shadowRoot!.getElementById(id)).find((node) => node?.classList.contains('error'))?.textContent ?? '';
};
const status = (el: Element) => one(el, '[role="status"]').textContent;

async function type(el: Element, name: string, text: string) {
  control(el, name).focus();
  await sendKeys({ type: text });
}

function choose(el: Element, files: File[]) {
  const input = control(el, 'images');
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function form(attrs = 'product="linen-shirt" thankyou-href="/inquiry/thankyou"') {
  const el = mount(`<shop-inquiry-form ${attrs}><form method="post" action="/api/web/inquiry/create"><button>Send</button></form></shop-inquiry-form>`).firstElementChild as HTMLElement;
  await shadowPart(el, '[part="form"]');
  // Live: its effects are in (the file picker's among them), so a press is the element's.
  await waitFor(() => (el as HTMLElement & { [key: symbol]: unknown })[Symbol.for('shop-elements.live')] === true);
  return el;
}

describe('<shop-inquiry-form>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $languagePrefix.set('');
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('sends name, e-mail, message and two pictures as multipart with progress, then goes to the thank-you page', async () => {
    await reply({ path: '/inquiry/create', body: ok({ number: 'IQ1', images: 2 }), hold: 'create' });
    const el = await form();
    await expectAccessible(el);
    await type(el, 'name', 'Mei Chan');
    await type(el, 'email', 'mei@example.com');
    await type(el, 'content', 'Do you make it in blue?');
    expect(el.shadowRoot!.textContent).to.include('23 of 5000 characters');
    choose(el, [png('front.png'), png('back.png')]);
    await waitFor(() => all(el, '[part="preview"]').length === 2);
    expect(all<HTMLImageElement>(el, '[part="preview"] img').map((img) => img.alt)).to.deep.equal(['front.png', 'back.png']);
    expect(all<HTMLImageElement>(el, '[part="preview"] img')[0]!.src).to.match(/^blob:/);
    expect(status(el)).to.equal('2 of 5 pictures chosen.');
    await expectAccessible(el);
    const sent: CustomEvent[] = [];
    el.addEventListener('shop:inquiry-send', (e) => sent.push(e as CustomEvent));
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    const progress = await shadowPart<HTMLProgressElement>(el, '[part="progress"]');
    expect(one(el, '[part="submit"]').textContent).to.equal('Sending…');
    await waitFor(() => progress.value === 1, { message: 'the whole body sent' });
    await release('create');
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal(`${location.origin}/inquiry/thankyou`);
    expect(sent[0]!.detail).to.deep.equal({ number: 'IQ1', images: 2 });
    const [request] = (await requests()).filter((r) => r.path === '/inquiry/create');
    expect(request!.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    const body = String(request!.body);
    for (const part of ['name="name"\r\n\r\nMei Chan', 'name="email"\r\n\r\nmei@example.com', 'name="content"\r\n\r\nDo you make it in blue?', 'name="product"\r\n\r\nlinen-shirt', 'name="images"; filename="front.png"', 'name="images"; filename="back.png"']) {
      expect(body).to.include(part);
    }
  });

  // Issue 22, item 12: the quote form's picture field, like the after-sales form's, is the styled
  // picker naming what was chosen, not the browser's control reading "No file chosen" beside a preview.
  it('chooses pictures with the styled picker, which names what is chosen', async () => {
    const el = await form();
    const file = control(el, 'images');
    const button = one<HTMLLabelElement>(el, '[part="choose"]');
    const chosen = one(el, '[part="chosen"]');
    expect(file.getBoundingClientRect().width).to.be.at.most(1);
    expect(button.htmlFor).to.equal(file.id);
    expect(button.getClientRects().length).to.be.greaterThan(0);
    expect(chosen.textContent).to.equal('No pictures chosen');
    expect(file.getAttribute('aria-describedby')!.split(' ')).to.include(chosen.id);
    choose(el, [png('front.png'), png('back.png')]);
    await waitFor(() => chosen.textContent === 'front.png, back.png', { message: () => `the names beside the button (${chosen.textContent})` });
  });

  it('checks the fields on send with the spec messages, focusing the first, and sends nothing', async () => {
    const el = await form();
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => errorOf(el, 'name') === 'Name is required');
    expect(errorOf(el, 'email')).to.equal('E-mail is required');
    expect(errorOf(el, 'content')).to.equal('Message is required');
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'name'));
    expect(control(el, 'name').getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(el);
    await type(el, 'name', 'Mei');
    await type(el, 'email', 'not-an-address');
    await type(el, 'content', 'x');
    // Enter in a text field sends the form, as in any form.
    control(el, 'name').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => errorOf(el, 'email') === 'Please enter a valid e-mail address');
    expect(errorOf(el, 'name')).to.equal('');
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'email'));
    expect((await requests()).filter((r) => r.path === '/inquiry/create')).to.have.length(0);
  });

  it('refuses more than 5000 characters with the counter showing it', async () => {
    const el = await form();
    await type(el, 'name', 'Mei');
    await type(el, 'email', 'mei@example.com');
    const content = control<HTMLTextAreaElement>(el, 'content');
    content.focus();
    await sendKeys({ type: 'a' });
    // Typing 5000 characters key by key is slow; the field's own input event carries a paste the same way.
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(content, 'a'.repeat(5001));
    content.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => el.shadowRoot!.textContent!.includes('5001 of 5000 characters'));
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => errorOf(el, 'content') === 'Message can be at most 5000 characters');
    expect((await requests()).filter((r) => r.path === '/inquiry/create')).to.have.length(0);
  });

  it('refuses on the client a file whose reported type is not a picture, one over 2 MB, and a sixth picture', async () => {
    const el = await form();
    expect(el.shadowRoot!.textContent).to.include('Up to 5 pictures: PNG, JPEG, GIF or WebP, at most 2 MB each.');
    choose(el, [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })]);
    await waitFor(() => errorOf(el, 'images').includes('notes.txt is not a PNG, JPEG, GIF or WebP picture.'));
    expect(errorOf(el, 'images')).to.include('huge.png is larger than 2 MB.');
    expect(all(el, '[part="preview"]')).to.have.length(0);
    expect(status(el)).to.include('notes.txt is not a PNG');
    choose(el, ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)));
    await waitFor(() => all(el, '[part="preview"]').length === 5);
    expect(errorOf(el, 'images')).to.equal('At most 5 pictures: 6.png not added.');
    await expectAccessible(el);
  });

  it('removes a picture before sending, by keyboard, with focus on the next one and the removal announced', async () => {
    const el = await form();
    choose(el, [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => all(el, '[part="remove"]').length === 3);
    const [first, second] = all<HTMLButtonElement>(el, '[part="remove"]');
    expect(first!.getAttribute('aria-label')).to.equal('Remove a.png');
    first!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => all(el, '[part="preview"]').length === 2);
    expect(el.shadowRoot!.activeElement).to.equal(second);
    expect(status(el)).to.equal('a.png removed.');
    await reply({ path: '/inquiry/create', body: ok({ number: 'IQ2', images: 2 }) });
    await type(el, 'name', 'Mei');
    await type(el, 'email', 'mei@example.com');
    await type(el, 'content', 'Hello');
    el.addEventListener('shop:inquiry-send', (e) => e.preventDefault(), { once: true });
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(async () => (await requests()).some((r) => r.path === '/inquiry/create'));
    const body = String((await requests()).find((r) => r.path === '/inquiry/create')!.body);
    expect(body).to.not.include('filename="a.png"');
    expect(body).to.include('filename="b.png"').and.include('filename="c.png"');
    await waitFor(() => status(el) === 'Request sent. Thank you!');
    expect(assign.called).to.equal(false);
  });

  it("shows the server's refusal of a renamed text file at the pictures, focused", async () => {
    // A text file named .png: the browser reports image/png from the name, so only the server can tell.
    // The server's words for shoppers (server.notImage), in the request's language.
    await reply({ path: '/inquiry/create', body: { code: 40, msg: 'renamed.png is not a PNG, JPEG, GIF or WebP picture.', data: { field: 'images' } } });
    const el = await form('');
    await type(el, 'name', 'Mei');
    await type(el, 'email', 'mei@example.com');
    await type(el, 'content', 'Hello');
    choose(el, [new File(['just text'], 'renamed.png', { type: 'image/png' })]);
    await waitFor(() => all(el, '[part="preview"]').length === 1);
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => errorOf(el, 'images') === 'renamed.png is not a PNG, JPEG, GIF or WebP picture.');
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'images'));
    expect(all(el, '[part="preview"]')).to.have.length(1);
    expect(one(el, '[part="submit"]').textContent).to.equal('Send request');
    expect(assign.called).to.equal(false);
    const body = String((await requests()).find((r) => r.path === '/inquiry/create')!.body);
    expect(body).to.not.include('name="product"');
    await expectAccessible(el);
  });

  it('puts other refusals at their field or above the button', async () => {
    await reply(
      { path: '/inquiry/create', body: { code: 40, msg: 'Account format error', data: { field: 'email' } } },
      { path: '/inquiry/create', status: 429, body: { code: 41, msg: 'Too many requests; try again in 30 s', data: null } },
    );
    const el = await form();
    await type(el, 'name', 'Mei');
    await type(el, 'email', 'mei@example.com');
    await type(el, 'content', 'Hello');
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => errorOf(el, 'email') === 'Account format error');
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'email'));
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => one(el, '[part="form-error"]')?.textContent === 'Too many requests; try again in 30 s');
  });

  it('speaks zh and goes to the thank-you page under the language prefix by default', async () => {
    await setLocale('zh');
    $languagePrefix.set('/zh');
    await reply({ path: '/inquiry/create', body: ok({ number: 'IQ3', images: 0 }) });
    const el = await form('');
    expect(el.shadowRoot!.textContent).to.include('最多 5 张图片').and.include('提交询价');
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => errorOf(el, 'name') === ZH_NAME_REQUIRED);
    await expectAccessible(el);
    await type(el, 'name', 'Mei');
    await type(el, 'email', 'mei@example.com');
    await type(el, 'content', '你好');
    one<HTMLButtonElement>(el, '[part="submit"]').click();
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal(`${location.origin}/zh/inquiry/thankyou`);
  });

  it('keeps the server fallback form in the light DOM; an empty product is a general request', async () => {
    const el = await form();
    expect(el.querySelector('form')!.getAttribute('action')).to.equal('/api/web/inquiry/create');
    const errors = collectErrors();
    const general = mount('<shop-inquiry-form product=""></shop-inquiry-form>').firstElementChild as HTMLElement;
    await shadowPart(general, '[part="form"]');
    errors.stop();
    expect(errors.events).to.have.length(0);
    expect(general.hasAttribute('data-invalid')).to.equal(false);
  });
});

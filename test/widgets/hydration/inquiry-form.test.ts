// <shop-inquiry-form> (one render): drawn by the server renderer and hydrated with no mismatch:
// the form posting natively (multipart, with the product and the thank-you address) where the
// host has a route, and with the browser's own checks until the element is live; without an
// action; another language (its attributes are free text: no value is bad, so it has no error
// state, and it takes no data); then working: the server-drawn fields send the request.
import { expect } from 'chai';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/inquiry-form/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const attrs = { product: 'linen-shirt', 'thankyou-href': '/inquiry/thankyou', action: '/api/web/inquiry/create' };
// A real 1×1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('<shop-inquiry-form> server render and hydration', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanupPages();
    sinon.restore();
    await setLocale('en');
  });

  it('hydrates the form: a native multipart post to the action with the product and the thank-you address, checked by the browser until live', async () => {
    const result = await renderThenHydrate('shop-inquiry-form', attrs);
    expectHydrated(result);
    const form = part<HTMLFormElement>(result.el, 'form')!;
    expect([form.getAttribute('action'), form.method, form.enctype]).to.deep.equal(['/api/web/inquiry/create', 'post', 'multipart/form-data']);
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).to.deep.equal(['thankyou', 'product', 'name', 'email', 'content', 'images']);
    expect(part<HTMLInputElement>(result.el, 'input[name="thankyou"]')!.value).to.equal('/inquiry/thankyou');
    expect(part<HTMLInputElement>(result.el, 'input[name="product"]')!.value).to.equal('linen-shirt');
    expect(['name', 'email', 'content'].map((name) => part<HTMLInputElement>(result.el, `[name="${name}"]`)!.required)).to.deep.equal([true, true, true]);
    expect(part<HTMLInputElement>(result.el, 'input[name="images"]')!.multiple).to.equal(true);
    // The server's form lets the browser check it (a page without JavaScript); live, the element checks.
    expect(result.server).to.not.include('novalidate');
    expect(form.noValidate).to.equal(true);
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('Send request');
    expect(result.el.shadowRoot!.textContent).to.include('0 of 5000 characters').and.include('Up to 5 pictures: PNG, JPEG, GIF or WebP, at most 2 MB each.');
  });

  it('hydrates without an action: no native post, no hidden fields', async () => {
    const result = await renderThenHydrate('shop-inquiry-form', {});
    expectHydrated(result);
    const form = part<HTMLFormElement>(result.el, 'form')!;
    expect(form.hasAttribute('action')).to.equal(false);
    expect(part(result.el, 'input[type="hidden"]')).to.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-inquiry-form', { ...attrs, 'thankyou-href': '/zh/inquiry/thankyou', action: '/api/web/inquiry/create' }, { locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('提交询价');
    expect(part(result.el, 'label')!.textContent).to.contain('姓名');
    expect(part<HTMLInputElement>(result.el, 'input[name="thankyou"]')!.value).to.equal('/zh/inquiry/thankyou');
  });

  it('works once hydrated: its own checks, then the server-drawn fields and a picture are sent and it goes to the thank-you page', async () => {
    await reply({ path: '/inquiry/create', body: ok({ number: 'IQ7', images: 1 }) });
    const result = await renderThenHydrate('shop-inquiry-form', attrs);
    expectHydrated(result);
    const { el } = result;
    const field = (name: string) => part<HTMLInputElement>(el, `[name="${name}"]`)!;
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => el.shadowRoot!.textContent!.includes('Name is required'), { message: "the element's own message, not the browser's" });
    expect(el.shadowRoot!.activeElement).to.equal(field('name'));
    await sendKeys({ type: 'Mei Chan' });
    field('email').focus();
    await sendKeys({ type: 'mei@example.com' });
    field('content').focus();
    await sendKeys({ type: 'Ten caps, please.' });
    const transfer = new DataTransfer();
    transfer.items.add(new File([PNG], 'cap.png', { type: 'image/png' }));
    field('images').files = transfer.files;
    field('images').dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => part(el, '[part="preview"]'));
    part<HTMLButtonElement>(el, '[part="submit"]')!.click();
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal(`${location.origin}/inquiry/thankyou`);
    const body = String((await requests()).find((r) => r.path === '/inquiry/create')!.body);
    for (const sent of ['name="name"\r\n\r\nMei Chan', 'name="email"\r\n\r\nmei@example.com', 'name="content"\r\n\r\nTen caps, please.', 'name="product"\r\n\r\nlinen-shirt', 'name="images"; filename="cap.png"']) expect(body).to.include(sent);
  });
});

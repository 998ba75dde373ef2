import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $userInfo } from '../../runtime/session';
import '../../widgets/user-header/define';
import '../../widgets/user-info/define';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { picture } from '../helpers/browser/images';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor, describedBy } from '../helpers/browser/dom';
import { shopper, signInAs, signOutHere } from './user-fixtures';

const errorOf = (_el: Element, input: Element) => describedBy(input);
/** A 1x1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

/** Types into a field the way React notices (its value tracker ignores a plain `.value =`). */
function setValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Puts `file` into the file field as the shopper's choice would. */
function choose(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const mountProfile = async () => {
  // One for the header, one for the profile.
  await reply({ path: '/user/info', body: ok(shopper) }, { path: '/user/info', body: ok(shopper) });
  signInAs();
  const root = mount('<shop-user-header></shop-user-header><shop-user-info></shop-user-info>');
  const el = root.querySelector('shop-user-info')!;
  await shadowPart(el, 'input[type="file"]');
  return { root, el, header: root.querySelector('shop-user-header')! };
};

describe('<shop-user-info>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    signOutHere();
    await setLocale('en');
  });

  it('refuses a 3 MB picture and a text file at the field, before any request', async () => {
    const { el } = await mountProfile();
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).to.equal('image/png,image/jpeg,image/gif,image/webp');
    choose(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, input)).to.equal('This picture is larger than 2 MB; please choose a smaller one');
    expect(el.shadowRoot!.querySelector('[part~="upload"]')).to.equal(null);
    choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => errorOf(el, input) === 'Please choose a PNG, JPEG, GIF or WebP picture');
    expect(el.shadowRoot!.querySelector('[part="preview"]')).to.equal(null);
    expect((await requests()).filter((r) => r.path === '/user/editAvatar')).to.have.length(0);
  });

  it('chooses the picture with the shared styled picker, which names it; Cancel takes it back', async () => {
    const { el } = await mountProfile();
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const button = el.shadowRoot!.querySelector<HTMLLabelElement>('[part="choose"]')!;
    const chosen = el.shadowRoot!.querySelector<HTMLElement>('[part="chosen"]')!;
    expect(input.getBoundingClientRect().width).to.be.at.most(1);
    expect(button.htmlFor).to.equal(input.id);
    expect(button.textContent).to.equal('Choose a picture');
    expect(chosen.textContent).to.equal('No picture chosen');
    expect(el.shadowRoot!.getElementById(input.getAttribute('aria-labelledby')!)!.textContent).to.equal('Choose a picture');
    choose(input, new File([PNG], 'me.png', { type: 'image/png' }));
    await waitFor(() => chosen.textContent === 'me.png');
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Cancel')!.click();
    await waitFor(() => chosen.textContent === 'No picture chosen');
  });

  it('previews the picture, shows the upload progress, and the header shows the new picture', async () => {
    const { root, el, header } = await mountProfile();
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, new File([PNG], 'me.png', { type: 'image/png' }));
    const preview = await shadowPart<HTMLImageElement>(el, '[part="preview"]');
    expect(preview.src).to.match(/^blob:/);
    expect(preview.alt).to.equal('The new picture');
    await expectAccessible(root);
    const avatar = picture('teal');
    await reply({ path: '/user/editAvatar', body: ok({ ...shopper, avatar }), hold: 'avatar' });
    const upload = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="upload"]')!;
    upload.focus();
    await sendKeys({ press: 'Enter' });
    const progress = await shadowPart<HTMLProgressElement>(el, 'progress');
    expect(progress.getAttribute('aria-label')).to.equal('Uploading the picture');
    expect(progress.max).to.equal(100);
    // The body is sent long before the (held) answer: the bar reaches 100 while it waits.
    await waitFor(() => progress.value === 100, { message: 'progress at 100' });
    await expectAccessible(root);
    await release('avatar');
    await waitFor(() => shadowText(el).includes('Your new picture is saved.'));
    expect(el.shadowRoot!.querySelector('progress')).to.equal(null);
    expect($userInfo.get()!.avatar).to.equal(avatar);
    await waitFor(() => header.shadowRoot!.querySelector('img[part="avatar"]')?.getAttribute('src') === avatar, { message: 'header picture' });
    const sent = (await requests()).find((r) => r.path === '/user/editAvatar')!;
    expect(sent.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    expect(sent.headers['x-auth']).to.equal('test-token');
    expect(sent.headers['x-visitor-id']).to.be.a('string').and.not.equal('');
    expect(sent.headers['accept-language']).to.equal('en');
    expect(String(sent.body)).to.contain('filename="me.png"');
  });

  it('shows the server\'s refusal of a picture at the field', async () => {
    const { el } = await mountProfile();
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, new File(['not really'], 'fake.png', { type: 'image/png' }));
    await shadowPart(el, '[part="preview"]');
    await reply({ path: '/user/editAvatar', body: { code: 40, msg: 'Only PNG, JPEG, GIF or WebP pictures can be sent.', data: { field: 'file' } } });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="upload"]')!.click();
    await waitFor(() => input.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, input)).to.equal('Only PNG, JPEG, GIF or WebP pictures can be sent.');
    // (Compared as a boolean: chai's printout of a file input with files crashes the page.)
    await waitFor(() => el.shadowRoot!.activeElement === input, { message: 'focus back on the file field' });
  });

  it('checks the names with the spec messages, then shows the server refusal at its field', async () => {
    const { root, el } = await mountProfile();
    const first = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    const last = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="lastName"]')!;
    expect(first.value).to.equal('Ada');
    first.focus();
    first.select();
    await sendKeys({ press: 'Backspace' });
    last.focus();
    last.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => first.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, first)).to.equal('First name is required');
    expect(errorOf(el, last)).to.equal('Last name is required');
    expect(el.shadowRoot!.activeElement === first).to.equal(true);
    await expectAccessible(root);
    expect((await requests()).filter((r) => r.path === '/user/editName')).to.have.length(0);
    await sendKeys({ type: 'Augusta' });
    last.focus();
    await sendKeys({ type: 'King' });
    await reply({ path: '/user/editName', body: { code: 40, msg: 'Last name is required', data: { field: 'lastName' } } });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => last.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, last)).to.equal('Last name is required');
    await reply({ path: '/user/editName', body: ok({ ...shopper, firstName: 'Augusta', lastName: 'King', fullName: 'Augusta King' }) });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadowText(el).includes('Your name is saved.'));
    expect((await requests()).filter((r) => r.path === '/user/editName').at(-1)!.body).to.deep.equal({ firstName: 'Augusta', lastName: 'King' });
    expect($userInfo.get()!.fullName).to.equal('Augusta King');
  });

  it('saves nickname, bio and birthday, and refuses a birthday in the future', async () => {
    const { el } = await mountProfile();
    const nick = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="nickName"]')!;
    const birthday = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="birthday"]')!;
    const form = el.shadowRoot!.querySelector<HTMLFormElement>('[part="about"]')!;
    setValue(birthday, '2999-01-01');
    form.requestSubmit();
    await waitFor(() => birthday.getAttribute('aria-invalid') === 'true');
    expect(errorOf(el, birthday)).to.equal('A birthday cannot be in the future');
    setValue(birthday, '1990-12-11');
    nick.focus();
    await sendKeys({ type: '!' });
    await reply({ path: '/user/editInfo', body: ok({ ...shopper, nickName: 'ada!', birthday: '1990-12-11' }) });
    form.requestSubmit();
    await waitFor(() => shadowText(el).includes('Your details are saved.'));
    expect((await requests()).find((r) => r.path === '/user/editInfo')!.body).to.deep.equal({ nickName: 'ada!', bio: 'Counting engines.', birthday: '1990-12-11' });
  });

  it('speaks zh, and asks a guest to sign in', async () => {
    await setLocale('zh');
    const { el } = await mountProfile();
    await waitFor(() => shadowText(el).includes('头像'));
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    choose(input, new File(['x'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => errorOf(el, input) === '请选择 PNG、JPEG、GIF 或 WebP 格式的图片');
    cleanup();
    signOutHere();
    const guest = mount('<shop-user-info></shop-user-info>').querySelector('shop-user-info')!;
    expect((await shadowPart(guest, '[part="signin-link"]')).textContent).to.equal('登录');
  });
});

import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import type { SlideChallenge } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import '../../widgets/slide-verify/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { waitForTimer } from '../helpers/browser/clock';

// 1x1 PNGs: the widget only needs pictures that load.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PIECE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const challenge = (id: string): SlideChallenge => ({ id, background: PNG, piece: PIECE, width: 320, height: 160, pieceSize: 40, pieceY: 60, expiresAt: new Date(Date.now() + 120_000).toISOString() });
const wrong = { code: 40, msg: 'Verification failed', data: { field: 'slide' } };

const mountSlide = (width = 400, account = '') =>
  mount(`<shop-slide-verify style="width: ${width}px"${account ? ` account="${account}"` : ''}></shop-slide-verify>`).querySelector('shop-slide-verify')!;
const part = <E extends HTMLElement = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`)!;
const verifyCalls = async () => (await requests()).filter((r) => r.path === '/auth/slide/verify');
const challengeCalls = async () => (await requests()).filter((r) => r.path === '/auth/slide/challenge');

/** The handle, once the challenge has loaded (its maximum is the picture's width minus the piece's). */
const readyHandle = async (el: Element) => {
  const handle = await shadowPart(el, '[part="handle"][aria-valuemax="280"]:not([aria-disabled])');
  await waitFor(() => el.shadowRoot!.querySelector('.piece'), { message: 'the piece' });
  return handle;
};

const collect = (el: Element, name: string) => {
  const events: CustomEvent[] = [];
  el.addEventListener(name, (e) => events.push(e as CustomEvent));
  return events;
};

describe('<shop-slide-verify>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    sinon.restore();
    cleanup();
    await resetMouse();
    await setLocale('en');
  });

  it('moves by keyboard in picture pixels and sends the position with Enter', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c1')) }, { path: '/auth/slide/verify', body: ok({ pass: 'pass-1', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const el = mountSlide();
    const passes = collect(el, 'shop:slide-verify');
    const handle = await readyHandle(el);
    expect(handle.getAttribute('role')).to.equal('slider');
    expect(handle.getAttribute('aria-valuemin')).to.equal('0');
    expect(handle.getAttribute('aria-valuenow')).to.equal('0');
    const label = el.shadowRoot!.getElementById(handle.getAttribute('aria-labelledby')!)!;
    expect(label.textContent).to.equal('Swipe right to complete verification');
    handle.focus();
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '6', { message: 'three 2 px steps' });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ press: 'PageUp' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '44', { message: '6 + 20 + 20 - 2' });
    expect(handle.getAttribute('aria-valuetext')).to.equal('Piece at 44 of 280 pixels');
    // The piece sits at that spot of the picture: 44 of 320 px.
    expect(parseFloat(part(el, 'piece').style.left)).to.be.closeTo((44 / 320) * 100, 1e-9);
    expect((await verifyCalls()).length).to.equal(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await verifyCalls()).length === 1, { message: 'the answer' });
    const body = (await verifyCalls())[0]!.body as { id: string; x: number; trail?: [number, number][] };
    expect(body.id).to.equal('c1');
    expect(body.x).to.equal(44);
    expect(body.trail!.at(-1)![1]).to.equal(44);
    const status = await shadowPart(el, '[part="status"].success');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('Verification success');
    await waitFor(() => passes.length === 1);
    expect(passes[0]!.detail.pass).to.equal('pass-1');
    expect(passes[0]!.bubbles && passes[0]!.composed).to.equal(true);
    expect(body).to.not.have.property('account');
  });

  it('asks for its pass for the account it is given (the server takes the pass for no other)', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c1')) }, { path: '/auth/slide/verify', body: ok({ pass: 'pass-1', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const el = mountSlide(400, 'ada@example.com');
    const handle = await readyHandle(el);
    handle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await verifyCalls()).length === 1, { message: 'the answer' });
    expect(((await verifyCalls())[0]!.body as { account?: string }).account).to.equal('ada@example.com');
  });

  it('goes to the ends with Home and End, and never past them', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c2')) });
    const el = mountSlide();
    const handle = await readyHandle(el);
    handle.focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '280');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Home' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '0');
    await sendKeys({ press: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).to.equal('0');
  });

  it('takes a single pointer without dragging: a tap on the track moves the piece there, Check sends it', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c3')) }, { path: '/auth/slide/verify', body: ok({ pass: 'pass-3', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const el = mountSlide(400);
    const handle = await readyHandle(el);
    const track = part(el, 'track');
    const box = track.getBoundingClientRect();
    const half = handle.offsetWidth / 2;
    const travel = track.clientWidth - handle.offsetWidth;
    // Halfway along the handle's travel: the piece goes to about half of 280 picture pixels.
    const clickX = Math.round(box.left + track.clientLeft + half + travel / 2);
    const expected = Math.round(((clickX - box.left - track.clientLeft - half) * 280) / travel);
    expect(expected).to.be.within(135, 145);
    await sendMouse({ type: 'click', position: [clickX, Math.round(box.top + box.height / 2)] });
    await waitFor(() => handle.getAttribute('aria-valuenow') === String(expected), { message: `the piece at ${expected}` });
    expect((await verifyCalls()).length, 'a tap is not an answer').to.equal(0);
    const check = part<HTMLButtonElement>(el, 'check');
    expect(check.textContent).to.equal('Check');
    const checkBox = check.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(checkBox.left + checkBox.width / 2), Math.round(checkBox.top + checkBox.height / 2)] });
    await waitFor(async () => (await verifyCalls()).length === 1, { message: 'the answer' });
    expect(((await verifyCalls())[0]!.body as { x: number }).x).to.equal(expected);
    expect((await shadowPart(el, '[part="status"].success')).textContent).to.equal('Verification success');
  });

  it('follows a drag of the handle and answers when it is let go, with the trail', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c4')) }, { path: '/auth/slide/verify', body: ok({ pass: 'pass-4', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const el = mountSlide(400);
    const passes = collect(el, 'shop:slide-verify');
    const handle = await readyHandle(el);
    const track = part(el, 'track');
    const scale = 280 / (track.clientWidth - handle.offsetWidth);
    const start = handle.getBoundingClientRect();
    const y = Math.round(start.top + start.height / 2);
    const x0 = Math.round(start.left + start.width / 2);
    await sendMouse({ type: 'move', position: [x0, y] });
    await sendMouse({ type: 'down' });
    for (const dx of [20, 50, 80, 100]) await sendMouse({ type: 'move', position: [x0 + dx, y] });
    const expected = Math.round(100 * scale);
    await waitFor(() => handle.getAttribute('aria-valuenow') === String(expected), { message: `dragged to ${expected}` });
    expect((await verifyCalls()).length, 'nothing sent while dragging').to.equal(0);
    // Outside the track still counts: the handle has the pointer captured.
    await sendMouse({ type: 'move', position: [x0 + 100, y + 60] });
    await sendMouse({ type: 'up' });
    await waitFor(async () => (await verifyCalls()).length === 1, { message: 'the answer on release' });
    const body = (await verifyCalls())[0]!.body as { x: number; trail: [number, number][] };
    expect(body.x).to.equal(expected);
    expect(body.trail.length).to.be.at.least(4);
    expect(body.trail.map((sample) => sample[1])).to.include.members([0, expected]);
    for (const [ms] of body.trail) expect(ms).to.be.a('number').and.at.least(0);
    await waitFor(() => passes.length === 1);
    expect(passes[0]!.detail.pass).to.equal('pass-4');
  });

  it('says a wrong answer failed, fires shop:slide-fail and loads a new picture', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c5')) }, { path: '/auth/slide/verify', body: wrong }, { path: '/auth/slide/challenge', body: ok(challenge('c6')) });
    const el = mountSlide();
    const fails = collect(el, 'shop:slide-fail');
    const passes = collect(el, 'shop:slide-verify');
    const handle = await readyHandle(el);
    handle.focus();
    await sendKeys({ press: 'PageUp' });
    await sendKeys({ press: 'Enter' });
    const status = await shadowPart(el, '[part="status"].failed');
    expect(status.textContent).to.equal('Verification failed');
    await waitFor(() => fails.length === 1, { message: 'shop:slide-fail' });
    await waitFor(async () => (await challengeCalls()).length === 2, { message: 'a new challenge' });
    // The new picture is answered with its own id, from the start of the track.
    await waitFor(() => handle.getAttribute('aria-valuenow') === '0' && !handle.hasAttribute('aria-disabled'));
    handle.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await verifyCalls()).length === 2);
    expect((await verifyCalls()).map((r) => (r.body as { id: string; x: number }).id)).to.deep.equal(['c5', 'c6']);
    expect(((await verifyCalls())[1]!.body as { x: number }).x).to.equal(2);
    expect(passes).to.have.length(0);
  });

  it('loads a new picture on reset() and with the refresh button', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c7')) }, { path: '/auth/slide/challenge', body: ok(challenge('c8')) }, { path: '/auth/slide/challenge', body: ok(challenge('c9')) });
    const el = mountSlide();
    const handle = await readyHandle(el);
    handle.focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '280');
    el.reset();
    await waitFor(async () => (await challengeCalls()).length === 2, { message: 'reset loads' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '0' && !handle.hasAttribute('aria-disabled'));
    const refresh = part<HTMLButtonElement>(el, 'refresh');
    expect(refresh.getAttribute('aria-label')).to.equal('New picture');
    refresh.click();
    await waitFor(async () => (await challengeCalls()).length === 3, { message: 'refresh loads' });
  });

  it('offers a new picture when the challenge expires', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c10')) }, { path: '/auth/slide/challenge', body: ok(challenge('c11')) });
    const el = mountSlide();
    const handle = await readyHandle(el);
    // The expiry's timer: set in an effect a task after the ready handle is drawn, due in about
    // two minutes (the challenge's expiry, less the time it took to come).
    await waitForTimer(clock, 'the expiry', 100_000, 120_000);
    clock.tick(119_000);
    expect(part(el, 'check').textContent).to.equal('Check');
    clock.tick(1_000);
    const status = await shadowPart(el, '[part="status"]:not(:empty)');
    expect(status.textContent).to.equal('This picture has expired. Load a new one.');
    expect(handle.getAttribute('aria-disabled')).to.equal('true');
    const again = part<HTMLButtonElement>(el, 'check');
    expect(again.textContent).to.equal('New picture');
    again.click();
    await waitFor(async () => (await challengeCalls()).length === 2, { message: 'a new challenge' });
    await waitFor(() => !handle.hasAttribute('aria-disabled') && part(el, 'check').textContent === 'Check');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c12')) }, { path: '/auth/slide/verify', body: { ...wrong, msg: '验证失败' } });
    const el = mountSlide();
    const handle = await readyHandle(el);
    await waitFor(() => shadowText(el).includes('向右滑动完成验证'));
    expect(part(el, 'check').textContent).to.equal('验证');
    handle.focus();
    await sendKeys({ press: 'Enter' });
    expect((await shadowPart(el, '[part="status"].failed')).textContent).to.equal('验证失败');
  });

  it('once passed, rests the handle at the end of the track, clear of its label', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c1')) }, { path: '/auth/slide/verify', body: ok({ pass: 'pass-1', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const el = mountSlide();
    const handle = await readyHandle(el);
    handle.focus();
    // To the middle of the track, where the label's text is.
    for (let i = 0; i < 7; i++) await sendKeys({ press: 'PageUp' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '140', { message: 'the middle' });
    await sendKeys({ press: 'Enter' });
    await shadowPart(el, '[part="status"].success');
    const label = el.shadowRoot!.getElementById(handle.getAttribute('aria-labelledby')!)!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    await waitFor(() => {
      const box = handle.getBoundingClientRect();
      return box.right <= text.left || box.left >= text.right;
    }, { message: 'the handle clear of the label' });
    expect(handle.getBoundingClientRect().right).to.be.closeTo(part(el, 'track').getBoundingClientRect().right, 1.5);
    // The piece stays where it fitted, and the slider still says where that was.
    expect(handle.getAttribute('aria-valuenow')).to.equal('140');
    expect(parseFloat(part(el, 'piece').style.left)).to.be.closeTo((140 / 320) * 100, 1e-9);
  });

  it('is accessible: ready, failed and passed', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c13')) }, { path: '/auth/slide/verify', body: wrong }, { path: '/auth/slide/challenge', body: ok(challenge('c14')) }, { path: '/auth/slide/verify', body: ok({ pass: 'p', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const root = mount('<form><shop-slide-verify></shop-slide-verify></form>');
    const el = root.querySelector('shop-slide-verify')!;
    const handle = await readyHandle(el);
    await expectAccessible(root);
    handle.focus();
    await sendKeys({ press: 'Enter' });
    await shadowPart(el, '[part="status"].failed');
    await waitFor(async () => (await challengeCalls()).length === 2);
    await waitFor(() => !handle.hasAttribute('aria-disabled'));
    await expectAccessible(root);
    handle.focus();
    await sendKeys({ press: 'Enter' });
    await shadowPart(el, '[part="status"].success');
    await expectAccessible(root);
  });
});

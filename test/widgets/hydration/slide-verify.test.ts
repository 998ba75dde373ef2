// <shop-slide-verify> (one render): drawn by the server renderer in its loading state (the
// picture is random and short-lived: it is fetched once hydrated), with no style attribute,
// hydrated with no mismatch, in another language too; then working: the picture loads and a
// keyboard answer passes, firing shop:slide-verify.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { SlideChallenge } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/slide-verify/define';
import { ok, release, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const challenge = (id: string): SlideChallenge => ({ id, background: PNG, piece: PNG, width: 320, height: 160, pieceSize: 40, pieceY: 60, expiresAt: new Date(Date.now() + 120_000).toISOString() });
const part = <E extends Element = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`);

describe('<shop-slide-verify> server render and hydration', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('draws its loading state on the server, with no style attribute, and hydrates it', async () => {
    // Hold the picture back so the loading state is checked as hydrated.
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c1')), hold: 'challenge' });
    const result = await hydratePage(await serverRender('shop-slide-verify'), 'shop-slide-verify');
    expect(result.server).to.not.contain('style="');
    expect(result.server).to.contain('Loading the picture…');
    expectHydrated(result);
    expect(part(result.el, 'base')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(result.el, 'handle')!.getAttribute('aria-disabled')).to.equal('true');
    expect(part(result.el, 'check')!.textContent).to.equal('Check');
    await release('challenge');
  });

  it('hydrates in another language', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c2')), delayMs: 400 });
    await setLocale('de');
    const result = await hydratePage(await serverRender('shop-slide-verify', {}, { locale: 'de' }), 'shop-slide-verify');
    expectHydrated(result);
    const label = part(result.el, 'base')!.getAttribute('aria-label');
    expect(label).to.not.equal('Security check');
    expect(result.server).to.contain(`aria-label="${label}"`);
  });

  it('works once hydrated: the picture loads and a keyboard answer passes', async () => {
    await reply({ path: '/auth/slide/challenge', body: ok(challenge('c3')) }, { path: '/auth/slide/verify', body: ok({ pass: 'pass-3', expiresAt: new Date(Date.now() + 120_000).toISOString() }) });
    const result = await hydratePage(await serverRender('shop-slide-verify'), 'shop-slide-verify');
    expectHydrated(result);
    const passes: string[] = [];
    result.el.addEventListener('shop:slide-verify', (event) => void passes.push((event as CustomEvent<{ pass: string }>).detail.pass));
    const handle = part(result.el, 'handle')!;
    await waitFor(() => handle.getAttribute('aria-valuemax') === '280', { message: 'the picture loaded' });
    expect(handle.style.left).to.not.equal('');
    handle.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => handle.getAttribute('aria-valuenow') === '2', { message: 'moved' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => passes.length === 1, { message: 'passed' });
    expect(passes).to.deep.equal(['pass-3']);
  });
});

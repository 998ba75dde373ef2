import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../widgets/image-mover/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { missing, picture } from '../helpers/browser/images';

async function mover(attrs = '', src = picture()) {
  const el = mount(`<div style="width: 300px; margin: 20px"><shop-image-mover src="${src}" alt="Linen shirt" ${attrs}></shop-image-mover></div>`).querySelector('shop-image-mover')!;
  await shadowPart(el, '[part="img"]');
  return el;
}

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const lens = (el: Element) => part(el, 'lens');
const pointer = (target: Element, type: string, x: number, y: number, pointerType = 'touch') =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y, pointerType, isPrimary: true, pointerId: 7 }));

describe('<shop-image-mover>', () => {
  afterEach(async () => {
    await resetMouse();
    cleanup();
    await setLocale('en');
  });

  it('shows a lens that follows the mouse and magnifies the point under it', async () => {
    const el = await mover('zoom="3"');
    const changes: unknown[] = [];
    el.addEventListener('shop:magnifier-change', (e) => changes.push((e as CustomEvent).detail));
    const box = el.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 150), Math.round(box.top + 150)] });
    const shown = await waitFor(() => lens(el));
    // Lens: 40% of 300px, centred on the pointer; inside, the picture at 3x with the point in the middle.
    expect(shown.offsetWidth).to.be.closeTo(120, 1);
    expect(shown.offsetLeft).to.be.closeTo(90, 1);
    const inner = shown.querySelector('img')!;
    expect(inner.offsetWidth).to.be.closeTo(900, 1);
    expect(parseFloat(inner.style.left)).to.be.closeTo(60 - 450, 1);
    await sendMouse({ type: 'move', position: [Math.round(box.left + 60), Math.round(box.top + 240)] });
    // Near the edge the lens stays inside the image.
    await waitFor(() => lens(el)?.offsetLeft === 0 && Math.abs(lens(el)!.offsetTop - 180) < 1, { message: `lens clamped: ${lens(el)?.offsetLeft}, ${lens(el)?.offsetTop}, ${part(el, 'base')!.className}` });
    expect(part(el, 'base')!.getAttribute('aria-pressed')).to.equal('true');
    await sendMouse({ type: 'move', position: [Math.round(box.right + 40), Math.round(box.bottom + 40)] });
    await waitFor(() => !lens(el));
    expect(changes).to.deep.equal([{ active: true, mode: 'lens' }, { active: false, mode: 'lens' }]);
  });

  it('works from the keyboard: Enter shows the lens, arrows move it, Escape hides it', async () => {
    const el = await mover();
    const base = part(el, 'base')!;
    expect(base.getAttribute('role')).to.equal('button');
    expect(base.getAttribute('aria-label')).to.equal('Magnifier: Linen shirt');
    const hint = el.shadowRoot!.getElementById(base.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.contain('arrow keys');
    base.focus();
    await sendKeys({ press: 'Enter' });
    const shown = await waitFor(() => lens(el));
    expect(shown.offsetLeft).to.be.closeTo(90, 1);
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => Math.abs(lens(el)!.offsetLeft - 105) < 1, { message: 'moved right' });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ up: 'Shift' });
    await waitFor(() => Math.abs(lens(el)!.offsetTop - 150) < 1, { message: 'moved down' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !lens(el));
    expect(base.getAttribute('aria-pressed')).to.equal('false');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => lens(el));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !lens(el));
  });

  it('on touch, a tap zooms the image and dragging pans; another tap zooms out', async () => {
    const el = await mover('zoom="2"');
    const base = part(el, 'base')!;
    const stage = base.querySelector<HTMLElement>('.stage')!;
    const box = base.getBoundingClientRect();
    pointer(base, 'pointerdown', box.left + 75, box.top + 75);
    pointer(base, 'pointerup', box.left + 76, box.top + 75);
    await waitFor(() => stage.style.transform === 'scale(2)');
    expect(stage.style.transformOrigin).to.match(/^25\.\d*% 25%$/);
    expect(getComputedStyle(base).touchAction).to.equal('none');
    expect(lens(el)).to.equal(null);
    pointer(base, 'pointerdown', box.left + 75, box.top + 75);
    pointer(base, 'pointermove', box.left + 225, box.top + 150);
    await waitFor(() => stage.style.transformOrigin === '75% 50%');
    pointer(base, 'pointerup', box.left + 225, box.top + 150); // the end of a drag: still zoomed
    expect(stage.style.transform).to.equal('scale(2)');
    pointer(base, 'pointerdown', box.left + 100, box.top + 100);
    pointer(base, 'pointerup', box.left + 100, box.top + 100);
    await waitFor(() => stage.style.transform === '');
  });

  it('does not move with easing for those who prefer reduced motion', async () => {
    const el = await mover();
    const sheet = [...el.shadowRoot!.adoptedStyleSheets].map((s) => [...s.cssRules].map((r) => r.cssText).join('\n')).join('\n');
    expect(sheet).to.match(/prefers-reduced-motion: reduce[^}]*\.lens[^}]*transition: none/);
  });

  it('stays off while its image cannot load', async () => {
    const el = mount(`<div style="width: 200px"><shop-image-mover src="${missing()}" alt="Gone"></shop-image-mover></div>`).querySelector('shop-image-mover')!;
    await shadowPart(el, '[part="broken"]', 5000);
    const base = part(el, 'base')!;
    expect(base.getAttribute('aria-disabled')).to.equal('true');
    base.focus();
    await sendKeys({ press: 'Enter' });
    expect(base.getAttribute('aria-pressed')).to.equal('false');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = await mover();
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('放大镜：Linen shirt');
  });

  it('shows its error state for a missing src or a zoom below 1', async () => {
    const errors = collectErrors();
    try {
      const box = mount(`<shop-image-mover></shop-image-mover><shop-image-mover src="${picture()}" zoom="0.5"></shop-image-mover>`);
      for (const el of box.querySelectorAll('shop-image-mover')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'), { message: 'data-invalid' });
      }
      await waitFor(() => errors.events.length >= 2);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['src', 'zoom']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible, with the lens shown', async () => {
    const el = await mover();
    await expectAccessible(el.parentElement!);
    part(el, 'base')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => lens(el));
    await expectAccessible(el.parentElement!);
  });
});

import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/cart-drawer/define';
import '../../widgets/toast/define';
import { $toasts, toast } from '../../runtime/toast';
import type { Cart } from '../../runtime/api/types';
import { addToCart } from '../../runtime/cart';
import { $cart, $cartStatus } from '../../runtime/cart-lines';
import { setLocale } from '../../runtime/i18n';
import { $cartNumber } from '../../runtime/session';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, pressOnceDrawn, shadowPart, waitFor } from '../helpers/browser/dom';

const line = (sku: string, name: string, quantity: number) => ({ sku, product: { slug: sku.toLowerCase(), name, image: '/media/x.svg' }, options: [], price: 1000, linePrice: null, quantity, stock: 5, selected: true });
const cartOf = (...lines: ReturnType<typeof line>[]): Cart => ({ lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: lines.reduce((n, l) => n + l.price * l.quantity, 0) });
const sr = (el: Element) => el.shadowRoot!;

describe('<shop-cart-drawer>', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
    $cartNumber.set(0);
  });
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('shows the count on its button and opens as a modal dialog; Escape closes and focus returns', async () => {
    $cartNumber.set(3);
    await reply({ path: '/cart/list', body: ok(cartOf(line('TEE', 'Classic tee', 3))) });
    const el = mount('<header><shop-cart-drawer></shop-cart-drawer></header>').querySelector('shop-cart-drawer')!;
    const trigger = await shadowPart<HTMLButtonElement>(el, '[part="trigger"]');
    expect(trigger.textContent).to.contain('Cart, 3 items');
    expect(sr(el).querySelector('[part="count"]')!.textContent).to.equal('3');
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = sr(el).querySelector('dialog')!;
    await waitFor(() => dialog.open);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);
    await waitFor(() => sr(el).querySelectorAll('[part="lines"] li').length === 1);
    expect(sr(el).querySelector('[part="checkout"]')!.getAttribute('href')).to.equal('/checkout/information');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(sr(el).activeElement).to.equal(trigger);
  });

  it('opens once, and stays open, when pressed as soon as its button shows', async () => {
    // A press on a slow phone lands after React drew the button and before the first render's
    // effects ran (a later task): opening then must not be undone by them, nor done twice.
    await reply({ path: '/cart/list', body: ok(cartOf(line('TEE', 'Classic tee', 1))) });
    const toggles: boolean[] = [];
    const views: unknown[] = [];
    const onView = (event: Event) => (event as CustomEvent<{ event: string }>).detail.event === 'view_cart' && views.push(event);
    document.addEventListener('shop:analytics', onView);
    try {
      const el = mount('<shop-cart-drawer></shop-cart-drawer>').firstElementChild!;
      el.addEventListener('shop:cart-drawer-toggle', (event) => toggles.push((event as CustomEvent<{ open: boolean }>).detail.open));
      await pressOnceDrawn(el, (shadow) => shadow.querySelector<HTMLButtonElement>('[part="trigger"]'));
      const dialog = sr(el).querySelector('dialog')!;
      await waitFor(() => sr(el).querySelectorAll('[part="lines"] li').length === 1);
      await waitFor(() => views.length > 0);
      // A round trip to the server: anything the press set off has had its turn.
      await resetApi();
      expect(dialog.open, 'the drawer is open').to.equal(true);
      expect(el.hasAttribute('open')).to.equal(true);
      expect(toggles).to.deep.equal([true]);
      expect(views).to.have.length(1);
    } finally {
      document.removeEventListener('shop:analytics', onView);
    }
  });

  it('gives its sides the theme’s container padding where it is the whole screen (below the theme sm)', async () => {
    const root = document.documentElement;
    try {
      root.style.setProperty('--shop-container-padding', '22px');
      // A drawer on a wide window, gone again (an in-page navigation), before the window turns
      // narrow: WebKit kept the element's sheet's answer from then, until the runtime rewrote
      // the sheets at the crossing (runtime/breakpoints.ts).
      await setViewport({ width: 800, height: 800 });
      const before = mount('<header><shop-cart-drawer></shop-cart-drawer></header>').querySelector('shop-cart-drawer')!;
      await shadowPart(before, '[part="trigger"]');
      cleanup();
      // A phone below sm (640), as narrow as every engine's window goes (WebKit's: 447 px).
      await setViewport({ width: 480, height: 800 });
      const el = mount('<header><shop-cart-drawer></shop-cart-drawer></header>').querySelector('shop-cart-drawer')!;
      const trigger = await shadowPart<HTMLButtonElement>(el, '[part="trigger"]');
      trigger.click();
      await waitFor(() => sr(el).querySelector('dialog')!.open);
      const body = sr(el).querySelector('.body')!;
      expect(getComputedStyle(body).paddingLeft).to.equal('22px');
      expect(getComputedStyle(body).paddingRight).to.equal('22px');
      // A side panel on a wider screen keeps its own padding.
      await setViewport({ width: 800, height: 800 });
      await waitFor(() => getComputedStyle(body).paddingLeft === '16px');
    } finally {
      root.style.removeProperty('--shop-container-padding');
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('opens by itself when something is added, unless told not to', async () => {
    await reply({ path: '/cart/add', body: ok(cartOf(line('MUG', 'Mug', 1))) }, { path: '/cart/list', body: ok(cartOf(line('MUG', 'Mug', 1))) });
    const root = mount('<shop-cart-drawer></shop-cart-drawer><shop-cart-drawer no-auto-open no-trigger></shop-cart-drawer>');
    const [auto, quiet] = root.querySelectorAll('shop-cart-drawer');
    await shadowPart(auto!, 'dialog');
    await shadowPart(quiet!, 'dialog');
    await addToCart({ sku: 'MUG' }, { silent: true }); // buy now: no drawer on the way to checkout
    expect(sr(auto!).querySelector('dialog')!.open).to.equal(false);
    await reply({ path: '/cart/add', body: ok(cartOf(line('MUG', 'Mug', 1))) });
    await addToCart({ sku: 'MUG' });
    await waitFor(() => sr(auto!).querySelector('dialog')!.open);
    expect(sr(quiet!).querySelector('dialog')!.open).to.equal(false);
    expect(sr(quiet!).querySelector('[part="trigger"]')).to.equal(null);
    await waitFor(() => sr(auto!).querySelector('[part="count"]')?.textContent === '1');
  });

  it('shows the "Added to cart" toast above its backdrop, and says it inside the dialog, where the page is not inert', async () => {
    // The toast element is on the page before the drawer opens (a toast earlier on).
    toast('Welcome', { duration: 10_000 });
    try {
      const stack = await shadowPart(document.querySelector('shop-toast')!, '[part="base"]');
      await waitFor(() => stack.matches(':popover-open'), { message: 'the toasts in the top layer' });
      const el = mount('<shop-cart-drawer></shop-cart-drawer>').querySelector('shop-cart-drawer')!;
      const dialog = await shadowPart<HTMLDialogElement>(el, 'dialog');
      // The top layer stacks in the order things are shown: the toasts must be shown after the dialog.
      const shownWhileOpen: boolean[] = [];
      stack.addEventListener('toggle', (event) => (event as ToggleEvent).newState === 'open' && shownWhileOpen.push(dialog.open));
      await reply({ path: '/cart/add', body: ok(cartOf(line('MUG', 'Mug', 1))) }, { path: '/cart/list', body: ok(cartOf(line('MUG', 'Mug', 1))) });
      await addToCart({ sku: 'MUG' });
      await waitFor(() => dialog.matches(':modal'));
      await waitFor(() => shownWhileOpen.includes(true), { message: 'the toasts shown again over the open dialog' });
      expect(stack.matches(':popover-open')).to.equal(true);
      const said = () => [...dialog.querySelectorAll('[role="status"]')].map((region) => region.textContent).join();
      await waitFor(() => said().includes('Added to cart'), { message: 'the toast said inside the dialog' });
      await expectAccessible(el);
      dialog.close();
      await waitFor(() => !el.hasAttribute('open'));
      await waitFor(() => !dialog.querySelector('[data-shop-toasts]'), { message: 'its regions go with it' });
    } finally {
      $toasts.set([]);
      document.querySelector('shop-toast')?.remove();
    }
  });

  it('closes when the page changes under it', async () => {
    await reply({ path: '/cart/list', body: ok(cartOf(line('TEE', 'Classic tee', 1))) });
    const el = mount('<shop-cart-drawer open></shop-cart-drawer>').querySelector('shop-cart-drawer')!;
    const dialog = await shadowPart<HTMLDialogElement>(el, 'dialog');
    await waitFor(() => dialog.open);
    document.dispatchEvent(new CustomEvent('shop:navigate', { detail: { url: '/checkout/information' }, cancelable: true }));
    await waitFor(() => !dialog.open);
  });

  it('says the cart is empty, in zh-HK', async () => {
    await setLocale('zh-HK');
    await reply({ path: '/cart/list', body: ok(cartOf()) });
    const el = mount('<shop-cart-drawer open></shop-cart-drawer>').querySelector('shop-cart-drawer')!;
    const empty = await shadowPart(el, 'shop-empty');
    expect(empty.getAttribute('message')).to.equal('購物車是空的');
    expect(sr(el).querySelector('[part="close"]')!.textContent).to.equal('關閉');
  });

  it('renders its error state for a bad boolean', async () => {
    const errors = collectErrors();
    try {
      const el = mount('<shop-cart-drawer no-auto-open="sometimes"></shop-cart-drawer>').querySelector('shop-cart-drawer')!;
      await shadowPart(el, '.element-error');
      await waitFor(() => errors.events.length === 1);
      expect(errors.events[0]!.detail.attribute).to.equal('no-auto-open');
    } finally {
      errors.stop();
    }
  });

  it('is accessible closed and open', async () => {
    $cartNumber.set(2);
    await reply({ path: '/cart/list', body: ok(cartOf(line('TEE', 'Classic tee', 2))) });
    const root = mount('<header><shop-cart-drawer></shop-cart-drawer></header>');
    const el = root.querySelector('shop-cart-drawer')!;
    await shadowPart(el, '[part="trigger"]');
    await expectAccessible(root);
    el.setAttribute('open', '');
    await waitFor(() => sr(el).querySelectorAll('[part="lines"] li').length === 1);
    await expectAccessible(root);
  });
});

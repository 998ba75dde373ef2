// The loader's `loading` attribute (runtime/elements.ts) and what define.tsx does with the
// shopper's intent once an element upgrades: fake importers stand in for the build's chunks,
// so each test sees exactly when an element's code is asked for.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createElement as h, useEffect, useState } from 'react';
import { observe, registerElements, restate, upgrade } from '../../runtime/elements';
import { onSocketMessage, type SocketMessage } from '../../runtime/socket';
import { define } from '../../widgets/shared/define';
import { cleanup, mount, waitFor } from '../helpers/browser/dom';

const asked: string[] = [];
const release = new Map<string, () => void>();

/** A test element: a button (part "trigger") that counts its clicks, and a field (part "field"). */
function Counter() {
  const [clicks, setClicks] = useState(0);
  const [text, setText] = useState('');
  return h(
    'div',
    null,
    h('button', { type: 'button', part: 'trigger', onClick: () => setClicks((n) => n + 1) }, `clicked ${clicks}`),
    h('label', null, 'Field ', h('input', { part: 'field', value: text, onChange: (e: { target: HTMLInputElement }) => setText(e.target.value) })),
    h('output', { part: 'echo' }, text),
  );
}

/** Registers `tag`: asking for its code is recorded; the code "arrives" when the test releases it (or at once). */
function fake(tag: `shop-${string}`, { held = false } = {}): void {
  registerElements({
    [tag]: () => {
      asked.push(tag);
      const arrive = () => define(tag, Counter, { props: {} });
      if (!held) {
        arrive();
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => release.set(tag, () => (arrive(), resolve())));
    },
  });
}

async function click(el: Element): Promise<void> {
  const box = el.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

describe('the loader: loading="eager|visible|idle|interaction"', () => {
  before(() => observe());
  afterEach(() => cleanup());

  it('loads an element without the attribute (and with loading="eager") at once', async () => {
    fake('shop-t-plain');
    fake('shop-t-eager');
    mount('<shop-t-plain></shop-t-plain><shop-t-eager loading="eager"></shop-t-eager>');
    await waitFor(() => asked.includes('shop-t-plain') && asked.includes('shop-t-eager'));
    await waitFor(() => document.querySelector('shop-t-eager')!.shadowRoot?.querySelector('[part="trigger"]'));
  });

  it('loads a visible element when it scrolls into view, not before', async () => {
    fake('shop-t-seen');
    fake('shop-t-below');
    mount('<shop-t-seen loading="visible">in view</shop-t-seen><div style="height: 300vh"></div><shop-t-below loading="visible">far below</shop-t-below>');
    // Both get their first intersection report together: once the one in view loads, the other has been judged.
    await waitFor(() => asked.includes('shop-t-seen'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(asked).not.to.include('shop-t-below');
    document.querySelector('shop-t-below')!.scrollIntoView();
    await waitFor(() => asked.includes('shop-t-below'), { message: 'the element below to load once in view' });
    window.scrollTo(0, 0);
  });

  it('loads an idle element when the browser is idle', async () => {
    fake('shop-t-idle');
    mount('<shop-t-idle loading="idle">later</shop-t-idle>');
    expect(asked).not.to.include('shop-t-idle');
    await waitFor(() => asked.includes('shop-t-idle'));
  });

  for (const [how, act] of [
    ['a pointer press', (el: HTMLElement) => click(el)],
    ['focus', (el: HTMLElement) => el.querySelector('a')!.focus()],
    // (Focus comes before any real key; this one alone shows the keydown listener works.)
    ['a key', (el: HTMLElement) => el.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))],
  ] as const) {
    it(`loads an interaction element on ${how}, not before`, async () => {
      const tag = `shop-t-touch-${asked.length}` as const;
      fake(tag);
      fake('shop-t-marker');
      const root = mount(`<${tag} loading="interaction"><a href="#nowhere">fallback</a></${tag}><shop-t-marker></shop-t-marker>`);
      await waitFor(() => asked.includes('shop-t-marker'));
      expect(asked).not.to.include(tag);
      const el = root.querySelector<HTMLElement>(tag)!;
      await act(el);
      await waitFor(() => asked.includes(tag), { message: `${tag} to load on ${how}` });
    });
  }

  it('loads an interaction element with no fallback to interact with when idle', async () => {
    fake('shop-t-empty');
    mount('<shop-t-empty loading="interaction"></shop-t-empty>');
    await waitFor(() => asked.includes('shop-t-empty'));
  });

  it('keeps a click on a fallback control marked data-shop-intent and clicks that part once upgraded', async () => {
    fake('shop-t-intent', { held: true });
    const root = mount('<shop-t-intent loading="interaction"><button type="button" data-shop-intent="trigger">Open</button></shop-t-intent>');
    const el = root.querySelector('shop-t-intent')!;
    let nativeClicks = 0;
    el.querySelector('button')!.addEventListener('click', (e) => (nativeClicks += e.defaultPrevented ? 0 : 1));
    await click(el.querySelector('button')!);
    await waitFor(() => asked.includes('shop-t-intent'));
    expect(nativeClicks).to.equal(0);
    release.get('shop-t-intent')!();
    await waitFor(() => el.shadowRoot?.querySelector('[part="trigger"]')?.textContent === 'clicked 1', { message: 'the replayed click' });
  });

  it('keeps a click on a marked fallback control made after the definition but before the first render', async () => {
    fake('shop-t-gap', { held: true });
    const root = mount('<shop-t-gap><button type="button" data-shop-intent="trigger">Open</button></shop-t-gap>');
    const el = root.querySelector('shop-t-gap')!;
    const button = el.querySelector('button')!;
    let nativeClicks = 0;
    button.addEventListener('click', (e) => (nativeClicks += e.defaultPrevented ? 0 : 1));
    await waitFor(() => asked.includes('shop-t-gap'));
    release.get('shop-t-gap')!(); // defined now; React has not drawn yet
    expect(el.shadowRoot?.querySelector('[part="trigger"]') ?? null).to.equal(null);
    button.click();
    await waitFor(() => el.shadowRoot?.querySelector('[part="trigger"]')?.textContent === 'clicked 1', { message: 'the click from the gap, replayed' });
    expect(nativeClicks).to.equal(0);
  });

  it('moves focus and what was typed from the fallback field to the upgraded one', async () => {
    fake('shop-t-field', { held: true });
    const root = mount('<shop-t-field loading="interaction"><label>Field <input name="q" data-shop-intent="field"></label></shop-t-field>');
    const el = root.querySelector('shop-t-field')!;
    el.querySelector('input')!.focus();
    await sendKeys({ type: 'linen' });
    await waitFor(() => asked.includes('shop-t-field'));
    release.get('shop-t-field')!();
    const field = await waitFor(() => el.shadowRoot?.querySelector<HTMLInputElement>('[part="field"]'));
    await waitFor(() => el.shadowRoot!.activeElement === field && field.value === 'linen' && el.shadowRoot!.querySelector('[part="echo"]')!.textContent === 'linen', { message: 'focus and text in the upgraded field' });
  });

  it('leaves focus where the shopper moved it while the element was upgrading', async () => {
    fake('shop-t-moved', { held: true });
    fake('shop-t-moved-marker');
    const root = mount('<shop-t-moved loading="interaction"><label>Field <input name="q"></label></shop-t-moved><button type="button" id="next">Next</button><shop-t-moved-marker></shop-t-moved-marker>');
    await waitFor(() => asked.includes('shop-t-moved-marker'));
    const el = root.querySelector('shop-t-moved')!;
    el.querySelector('input')!.focus();
    await waitFor(() => asked.includes('shop-t-moved'));
    // Defined (the fallback's focus is noted) and, before React's first commit, Tab goes on.
    release.get('shop-t-moved')!();
    const next = root.querySelector<HTMLButtonElement>('#next')!;
    next.focus();
    // The commit that puts the field in place is the one that would move focus.
    await waitFor(() => el.shadowRoot?.querySelector('[part="field"]'));
    // (An id, not the node: chai would walk React's internals to describe a mismatch.)
    expect(document.activeElement?.id).to.equal('next');
  });

  it('keeps the fallback on screen from the definition until its replacement is drawn: the page does not collapse in between', async () => {
    fake('shop-t-steady', { held: true });
    fake('shop-t-steady-marker');
    const root = mount('<shop-t-steady loading="interaction" style="display: block"><p style="height: 20px">Fallback line one</p><p style="height: 20px">Fallback line two</p></shop-t-steady><shop-t-steady-marker></shop-t-steady-marker>');
    await waitFor(() => asked.includes('shop-t-steady-marker')); // scheduled
    const el = root.querySelector<HTMLElement>('shop-t-steady')!;
    el.querySelector('p')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => asked.includes('shop-t-steady'));
    const before = el.getBoundingClientRect().height;
    expect(before).to.be.greaterThan(0);
    // Defined now; React's first commit comes later: until then the fallback keeps its box.
    release.get('shop-t-steady')!();
    expect(el.shadowRoot, 'upgraded').to.not.equal(null);
    expect(el.getBoundingClientRect().height).to.equal(before);
    await waitFor(() => el.shadowRoot!.querySelector('[part="trigger"]'));
  });

  it('reports an unknown shop-* tag as a shop:error on the element', async () => {
    const root = mount('<shop-t-nobody></shop-t-nobody>');
    const el = root.querySelector('shop-t-nobody')!;
    const heard = new Promise<string>((resolve) => el.addEventListener('shop:error', (e) => resolve((e as CustomEvent<{ message: string }>).detail.message), { once: true }));
    upgrade(root);
    expect(await heard).to.equal('<shop-t-nobody> is not a Shop Elements element.');
  });
});

describe('the cart drawer default: interaction, or when something is added', () => {
  afterEach(() => cleanup());

  it('loads on shop:cart-update and opens (clicks its trigger) when the update was an add', async () => {
    fake('shop-cart-drawer', { held: true });
    const root = mount('<shop-cart-drawer><a href="/cart">Cart</a></shop-cart-drawer>');
    upgrade(root);
    const el = root.querySelector('shop-cart-drawer')!;
    // A silent add (buy now on its way to checkout) and a removal do not load it.
    document.dispatchEvent(new CustomEvent('shop:cart-update', { detail: { action: 'add', silent: true } }));
    document.dispatchEvent(new CustomEvent('shop:cart-update', { detail: { action: 'remove' } }));
    expect(asked).not.to.include('shop-cart-drawer');
    document.dispatchEvent(new CustomEvent('shop:cart-update', { detail: { action: 'add', sku: 'x' } }));
    expect(asked).to.include('shop-cart-drawer');
    release.get('shop-cart-drawer')!();
    await waitFor(() => el.shadowRoot?.querySelector('[part="trigger"]')?.textContent === 'clicked 1', { message: 'the drawer opened by the replayed click' });
  });

  it('loads on a variant pick only where it shows: a gallery a media query hides waits until it is shown', async () => {
    fake('shop-product-mobile-image');
    fake('shop-product-photo');
    // Both drawn by the server (so they wait for use); the phone's gallery hidden at this size,
    // as the demo's stylesheet does on a desktop.
    const drawn = (tag: string, text: string) => `<${tag}><template shadowrootmode="open"><p>${text}</p></template></${tag}>`;
    const root = mountDrawn(`<style>.phone-only { display: none }</style><div class="phone-only">${drawn('shop-product-mobile-image', 'Phone gallery')}</div>${drawn('shop-product-photo', 'Desktop gallery')}`);
    upgrade(root);
    document.dispatchEvent(new CustomEvent('shop:variant-change', { detail: { sku: 'LS-BLUE-M' } }));
    expect(asked).to.include('shop-product-photo');
    expect(asked).not.to.include('shop-product-mobile-image');
    // The window narrows to where the phone's gallery shows: now it loads.
    root.querySelector('style')!.textContent = '';
    await waitFor(() => asked.includes('shop-product-mobile-image'), { message: 'the phone gallery, once shown' });
  });
});

/** Mounts `html` and a marker after it, and waits until the marker was asked for: by then the loader has judged what came before. */
async function judged(html: string, marker: `shop-${string}`): Promise<HTMLElement> {
  fake(marker);
  const root = mountDrawn(`${html}<${marker}></${marker}>`);
  upgrade(root);
  await waitFor(() => asked.includes(marker));
  return root;
}

describe('loading at once what the fallback cannot show (loading.json "now")', () => {
  afterEach(() => {
    cleanup();
    for (const key of ['shop.currency', 'shop.token']) localStorage.removeItem(key);
  });

  it('a price in the shop\'s currency keeps its server text, unless the shopper chose another currency', async () => {
    fake('shop-product-price');
    localStorage.setItem('shop.currency', 'usd');
    await judged('<shop-product-price price="12" currency="USD">$12.00</shop-product-price>', 'shop-t-price-marker-1');
    expect(asked, 'the chosen currency is the price\'s own').not.to.include('shop-product-price');
    localStorage.setItem('shop.currency', 'EUR');
    await judged('<shop-product-price price="12" currency="USD">$12.00</shop-product-price>', 'shop-t-price-marker-2');
    expect(asked).to.include('shop-product-price');
  });

  it('the favourite toggle of a shopper signed in in this browser (a stored token) loads at once', async () => {
    fake('shop-favorite-button');
    localStorage.setItem('shop.token', 'a-token');
    await judged('<shop-favorite-button slug="x"><a href="/auth/signin">Sign in to save</a></shop-favorite-button>', 'shop-t-favorite-marker');
    expect(asked).to.include('shop-favorite-button');
  });

  it('the account menu loads when the shopper signs in on the page', async () => {
    fake('shop-account-menu');
    await judged('<shop-account-menu><a href="/auth/signin">Sign in</a></shop-account-menu>', 'shop-t-account-marker');
    expect(asked).not.to.include('shop-account-menu');
    // What the runtime does when one of its stores changes (runtime/index.ts).
    localStorage.setItem('shop.token', 'a-token');
    restate();
    expect(asked).to.include('shop-account-menu');
  });

  it('loads when the state arrives later (a sign-in in another tab, a cart count from the server): restate()', async () => {
    fake('shop-comments');
    await judged('<shop-comments article="x"><a href="/auth/signin">Sign in to comment</a></shop-comments>', 'shop-t-comments-marker');
    expect(asked).not.to.include('shop-comments');
    restate();
    expect(asked, 'nothing stored yet').not.to.include('shop-comments');
    // What the runtime does when one of its stores changes (runtime/index.ts).
    localStorage.setItem('shop.token', 'a-token');
    restate();
    expect(asked).to.include('shop-comments');
  });

  it('html given in an attribute (no server copy to show) loads at once', async () => {
    fake('shop-html-content');
    await judged('<shop-html-content html="<p>Body</p>"><p>Body</p></shop-html-content>', 'shop-t-html-marker');
    expect(asked).to.include('shop-html-content');
  });
});

const DRAWN = '<template shadowrootmode="open"><button type="button">Drawn</button></template>';

/** Mounts html as a server sends it: declarative shadow roots are attached (innerHTML would not). */
function mountDrawn(html: string): HTMLElement {
  const root = mount('');
  (root as HTMLElement & { setHTMLUnsafe(html: string): void }).setHTMLUnsafe(html);
  return root;
}

describe('an element the server drew (a declarative shadow root)', () => {
  afterEach(() => {
    cleanup();
    for (const key of ['shop.cartNumber', 'shop.token']) localStorage.removeItem(key);
    sessionStorage.removeItem('shop.checkout');
  });

  it('waits for the shopper by default; the same tag with no server render loads at once', async () => {
    fake('shop-t-drawn');
    fake('shop-t-marker-drawn');
    const root = mountDrawn(`<shop-t-drawn>${DRAWN}</shop-t-drawn><shop-t-marker-drawn></shop-t-marker-drawn>`);
    upgrade(root);
    await waitFor(() => asked.includes('shop-t-marker-drawn'));
    expect(asked, 'drawn by the server: waits').not.to.include('shop-t-drawn');
    await click(root.querySelector('shop-t-drawn')!.shadowRoot!.querySelector('button')!);
    await waitFor(() => asked.includes('shop-t-drawn'), { message: 'loads on the first touch' });
    fake('shop-t-bare');
    upgrade(mount('<shop-t-bare></shop-t-bare>'));
    await waitFor(() => asked.includes('shop-t-bare'), { message: 'nothing drawn: loads at once' });
  });

  it('the checkout loads at once when this tab holds choices the server cannot know (sessionStorage)', async () => {
    fake('shop-checkout');
    sessionStorage.setItem('shop.checkout', '{}');
    await judged(`<shop-checkout>${DRAWN}</shop-checkout>`, 'shop-t-checkout-marker-1');
    expect(asked, 'nothing chosen yet').not.to.include('shop-checkout');
    sessionStorage.setItem('shop.checkout', '{"addressId":4}');
    await judged(`<shop-checkout>${DRAWN}</shop-checkout>`, 'shop-t-checkout-marker-2');
    expect(asked).to.include('shop-checkout');
  });
});

describe('the quick view default: loads on shop:quick-view and receives that event once upgraded', () => {
  afterEach(() => cleanup());

  it('opens for the product asked for before it had loaded', async () => {
    let arrive!: () => void;
    registerElements({
      'shop-product-modal': () => {
        asked.push('shop-product-modal');
        return new Promise<void>((resolve) => (arrive = () => (define('shop-product-modal', QuickView, { props: {} }), resolve())));
      },
    });
    // Far below the fold: in view it would load by itself (loading: visible).
    const root = mount('<div style="height: 300vh"></div><shop-product-modal></shop-product-modal>');
    upgrade(root);
    const el = root.querySelector('shop-product-modal')!;
    expect(asked).not.to.include('shop-product-modal');
    document.dispatchEvent(new CustomEvent('shop:quick-view', { detail: { slug: 'linen-shirt' }, bubbles: true, composed: true }));
    expect(asked).to.include('shop-product-modal');
    arrive();
    await waitFor(() => el.shadowRoot?.querySelector('output')?.textContent === 'linen-shirt', { message: 'the event sent again once upgraded' });
  });
});

/** A stand-in quick view: shows the slug of the last shop:quick-view it heard on the document. */
function QuickView() {
  const [slug, setSlug] = useState('');
  useEffect(() => {
    const heard = (event: Event) => setSlug((event as CustomEvent<{ slug: string }>).detail.slug);
    document.addEventListener('shop:quick-view', heard);
    return () => document.removeEventListener('shop:quick-view', heard);
  }, []);
  return h('output', null, slug);
}

describe('order and return screens: an untouched drawn screen loads on a socket message of its kind and acts on it', () => {
  afterEach(() => cleanup());

  /** A stand-in order screen: counts the order messages the runtime's handlers give it once live. */
  function OrderScreen() {
    const [numbers, setNumbers] = useState<string[]>([]);
    useEffect(() => onSocketMessage('payment/confirmed', (message) => setNumbers((seen) => [...seen, String(message.number)])), []);
    return h('output', null, numbers.join(','));
  }

  const send = (message: SocketMessage) => document.dispatchEvent(new CustomEvent('shop:message', { detail: message, bubbles: true, composed: true }));

  it('ignores other messages, loads on "payment/confirmed" and hears that very message once live', async () => {
    let arrive!: () => void;
    registerElements({
      'shop-user-order-detail': () => {
        asked.push('shop-user-order-detail');
        return new Promise<void>((resolve) => (arrive = () => (define('shop-user-order-detail', OrderScreen, { props: {} }), resolve())));
      },
    });
    const root = mountDrawn(`<shop-user-order-detail>${DRAWN}</shop-user-order-detail>`);
    upgrade(root);
    const el = root.querySelector('shop-user-order-detail')!;
    expect(asked, 'drawn: waits').not.to.include('shop-user-order-detail');
    send({ namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: 2 });
    send({ namespace: 'return', mutation: 'setStatus', action: 'return/status', number: 'R1' });
    expect(asked, 'not for a cart or return message').not.to.include('shop-user-order-detail');
    send({ namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: 'SE1004' });
    expect(asked).to.include('shop-user-order-detail');
    arrive();
    await waitFor(() => el.shadowRoot?.querySelector('output')?.textContent === 'SE1004', { message: 'the message given again to the live screen' });
  });
});

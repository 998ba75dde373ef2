import { useEffect, useState } from 'react';
import { expect } from 'chai';
import { define } from '../../../widgets/shared/define';
import { emit } from '../../../widgets/shared/emit';
import { useHost } from '../../../widgets/shared/host';
import { boolean, json, number, string, type PropsOf } from '../../../widgets/shared/props';
import { baseSheet } from '../../../widgets/shared/styles';
import { cleanup, collectErrors, mount, shadowPart, shadowText, waitFor } from '../../helpers/browser/dom';

const probeProps = {
  label: string({ default: 'none' }),
  count: number(),
  open: boolean(),
  items: json<string[]>((v) => (Array.isArray(v) ? undefined : 'must be a JSON array.')),
};

let mounts = 0;
let unmounts = 0;

function Probe({ label, count, open, items }: PropsOf<typeof probeProps>) {
  const [clicks, setClicks] = useState(0);
  const host = useHost();
  useEffect(() => {
    mounts += 1;
    return () => {
      unmounts += 1;
    };
  }, []);
  return (
    <button type="button" part="button" onClick={() => { setClicks(clicks + 1); emit(host, 'shop:probe-click', { clicks: clicks + 1 }); }}>
      {`label=${label} count=${count ?? '-'} open=${open} items=${items ? items.join('+') : '-'} clicks=${clicks}`}
    </button>
  );
}

define('shop-probe', Probe, { props: probeProps, styles: 'button { min-height: 24px; }' });

function Exploding({ fail }: { fail: boolean }) {
  if (fail) throw new Error('boom');
  return <span part="ok">fine</span>;
}
define('shop-exploding', Exploding, { props: { fail: boolean() } });

const text = async (el: Element, needle: string) => waitFor(() => shadowText(el).includes(needle) && shadowText(el), { message: needle });

describe('define()', () => {
  afterEach(cleanup);

  it('renders into an open shadow root with the shared base sheet and its own sheet', async () => {
    const root = mount('<shop-probe label="a"></shop-probe><shop-probe label="b"></shop-probe>');
    const [a, b] = root.querySelectorAll('shop-probe');
    await text(a!, 'label=a');
    expect(a!.shadowRoot!.mode).to.equal('open');
    expect(a!.shadowRoot!.adoptedStyleSheets[0]).to.equal(baseSheet());
    expect(a!.shadowRoot!.adoptedStyleSheets).to.have.length(2);
    // One stylesheet object per element type, shared by every instance.
    expect(a!.shadowRoot!.adoptedStyleSheets[1]).to.equal(b!.shadowRoot!.adoptedStyleSheets[1]);
  });

  it('warns instead of throwing when a tag is defined twice', () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      const again = define('shop-probe', Probe, { props: probeProps });
      expect(again).to.equal(customElements.get('shop-probe'));
      expect(String(warnings[0])).to.contain('<shop-probe> is already defined');
    } finally {
      console.warn = original;
    }
  });

  it('parses typed attributes and follows their changes', async () => {
    const el = mount('<shop-probe count="3" items=\'["x","y"]\'></shop-probe>').firstElementChild!;
    await text(el, 'label=none count=3 open=false items=x+y');
    el.setAttribute('count', '4.5');
    await text(el, 'count=4.5');
  });

  it('treats a bare boolean attribute as true, "false" as false, and removal as false', async () => {
    const el = mount('<shop-probe open></shop-probe>').firstElementChild!;
    await text(el, 'open=true');
    el.setAttribute('open', 'false');
    await text(el, 'open=false');
    el.setAttribute('open', '');
    await text(el, 'open=true');
    el.removeAttribute('open');
    await text(el, 'open=false');
  });

  it('resets a prop to its default when its attribute is removed', async () => {
    const el = mount('<shop-probe label="x" count="2"></shop-probe>').firstElementChild!;
    await text(el, 'label=x count=2');
    el.removeAttribute('label');
    el.removeAttribute('count');
    await text(el, 'label=none count=-');
  });

  it('accepts rich values as properties, also when set before the element was defined', async () => {
    const el = document.createElement('shop-probe-late') as HTMLElement & { items?: string[] };
    el.items = ['early'];
    mount('').append(el);
    define('shop-probe-late', Probe, { props: probeProps });
    await text(el, 'items=early');
    el.items = ['p', 'q'];
    await text(el, 'items=p+q');
  });

  it('shows the error state for malformed JSON, fires shop:error once per change, and never throws into the page', async () => {
    const errors = collectErrors();
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error);
    window.addEventListener('error', onError);
    try {
      const root = mount('<shop-probe items="{oops"></shop-probe><shop-probe label="neighbour"></shop-probe>');
      const [bad, good] = root.querySelectorAll('shop-probe');
      await shadowPart(bad!, '[part="error"]');
      await text(good!, 'label=neighbour');
      await waitFor(() => errors.events.length);
      const detail = errors.events[0]!.detail;
      expect(detail).to.include({ source: 'attribute', tag: 'shop-probe', attribute: 'items', value: '{oops' });
      expect(detail.message).to.contain('"items" is not valid JSON');
      expect(bad!.hasAttribute('data-invalid')).to.equal(true);
      expect(uncaught).to.deep.equal([]);
      // Fixing the attribute brings the element back.
      bad!.setAttribute('items', '["ok"]');
      await text(bad!, 'items=ok');
      expect(bad!.hasAttribute('data-invalid')).to.equal(false);
    } finally {
      window.removeEventListener('error', onError);
      errors.stop();
    }
  });

  it('rejects a wrong type with a message naming the attribute', async () => {
    const errors = collectErrors();
    try {
      const el = mount('<shop-probe count="many"></shop-probe>').firstElementChild!;
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length);
      expect(errors.events[0]!.detail.message).to.contain('"count" must be a number, not "many"');
      expect(shadowText(el)).to.equal('This content could not be shown.');
    } finally {
      errors.stop();
    }
  });

  it('keeps the fallback the page wrote on screen for a bad attribute, and shows the error state only where there is none', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-probe count="many">12 items</shop-probe><shop-probe count="many">\n  </shop-probe><shop-probe count="many"></shop-probe>');
      const [withText, blank, bare] = root.querySelectorAll('shop-probe');
      const shown = (el: Element) => el.shadowRoot!.querySelector('[part="error"]')?.checkVisibility() ?? false;
      await waitFor(() => errors.events.length === 3, { message: 'each bad attribute reported' });
      // The page's words stay; the element says nothing of its own, though it is marked invalid.
      await waitFor(() => withText!.shadowRoot!.querySelector('slot')?.assignedNodes()[0]?.textContent === '12 items', { message: 'the fallback slotted' });
      expect(shown(withText!)).to.equal(false);
      expect((withText as HTMLElement).innerText.trim()).to.equal('12 items');
      expect(withText!.hasAttribute('data-invalid')).to.equal(true);
      // Only whitespace, or nothing, to fall back to: the error state.
      await waitFor(() => shown(blank!), { message: 'the error beside whitespace' });
      await waitFor(() => shown(bare!), { message: 'the error with nothing inside' });
      expect(shadowText(bare!)).to.equal('This content could not be shown.');
    } finally {
      errors.stop();
    }
  });

  it('contains a render error in the element that threw', async () => {
    const errors = collectErrors();
    const original = console.error;
    console.error = () => {};
    try {
      const root = mount('<shop-exploding fail></shop-exploding><shop-exploding></shop-exploding>');
      const [bad, good] = root.querySelectorAll('shop-exploding');
      await shadowPart(bad!, '[part="error"]');
      await shadowPart(good!, '[part="ok"]');
      await waitFor(() => errors.events.find((e) => e.detail.source === 'render'));
    } finally {
      console.error = original;
      errors.stop();
    }
  });

  it('keeps React state when the element is moved', async () => {
    const root = mount('<div id="from"><shop-probe></shop-probe></div><div id="to"></div>');
    const el = root.querySelector('shop-probe')!;
    (await shadowPart<HTMLButtonElement>(el, 'button')).click();
    await text(el, 'clicks=1');
    const before = { mounts, unmounts };
    root.querySelector('#to')!.append(el);
    // The element decides in a microtask queued by the move whether it was removed; this one runs after it.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    // Clicked again, it counts on from 1: a tree unmounted (and mounted afresh) would be back at 0.
    el.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    await text(el, 'clicks=2');
    expect({ mounts, unmounts }).to.deep.equal(before);
  });

  it('unmounts the React tree when the element is removed', async () => {
    const el = mount('<shop-probe></shop-probe>').firstElementChild!;
    await shadowPart(el, 'button');
    const before = unmounts;
    el.remove();
    await waitFor(() => unmounts === before + 1, { message: 'unmount' });
  });

  it('fires events through emit(): bubbling and composed, out of the shadow root', async () => {
    const el = mount('<shop-probe></shop-probe>').firstElementChild!;
    const seen = new Promise<CustomEvent>((resolve) => document.addEventListener('shop:probe-click', (e) => resolve(e as CustomEvent), { once: true }));
    (await shadowPart<HTMLButtonElement>(el, 'button')).click();
    const event = await seen;
    expect(event.detail).to.deep.equal({ clicks: 1 });
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.target).to.equal(el);
  });
});

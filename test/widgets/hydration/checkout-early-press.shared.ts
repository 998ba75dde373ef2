// A press of 'Use this address' in <shop-checkout>'s information step, drawn by the server, made
// before any of its code came: the button is in the declarative shadow root of the address form,
// itself inside the checkout's. Pressed natively, the form would submit its empty self and the
// page would reload with nothing typed kept (the checkout e2e met that on loaded machines). The
// loader holds the press and asks for the code of the elements around it and of the form's
// fields; the address form makes the press once it is live, and waits for what it needs: the
// fields that hold what it submits, with the country chosen before any code (and so its calling
// code), and the checkout, which listens for the save. Each element's code arrives when the test
// says, in the orders that hurt (one per file: an element's code loads once per page).
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../../runtime/browser';
import { resetCheckout } from '../../../runtime/checkout';
import { loadElement, registerElements } from '../../../runtime/elements';
import { clearSession } from '../../../runtime/session';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

const asked: string[] = [];
const releases = new Map<string, () => void>();
/** Tags whose code arrives as soon as it is asked for (released before). */
const released = new Set<string>();

/** `tag`'s code is asked for (recorded) and arrives when the test releases it. */
function held(tag: string, define: () => Promise<unknown>): void {
  registerElements({
    [tag]: () => {
      asked.push(tag);
      if (released.has(tag)) return define();
      return new Promise<void>((resolve) => releases.set(tag, () => void define().then(() => resolve())));
    },
  });
}

/** Lets `tag`'s code arrive: now if asked for, else as soon as it is; asked for now (as the shopper's first touch of a field would). */
function release(tag: string): void {
  released.add(tag);
  releases.get(tag)?.();
  if (!asked.includes(tag)) void loadElement(tag);
}

held('shop-checkout', () => import('../../../widgets/checkout/define'));
held('shop-address-form', () => import('../../../widgets/address-form/define'));
held('shop-input', () => import('../../../widgets/input/define'));
held('shop-select', () => import('../../../widgets/select/define'));
held('shop-phone-code-select', () => import('../../../widgets/phone-code-select/define'));

type Control = HTMLElement & { value: string; [key: symbol]: unknown };
const LIVE = Symbol.for('shop-elements.live');
const isLive = (el: Element) => Boolean((el as Control)[LIVE]);
const sr = (el: Element) => el.shadowRoot!;

const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: '/media/tee.svg' }, options: [], price: 2500, linePrice: null, quantity: 1, stock: 9, selected: true };
const totals = (extra: object = {}) => ({ lines: [line], subtotal: 2500, coupon: null, discount: 0, shippingFee: 0, total: 2500, address: null, shippingMethod: null, ...extra });
const saved = { id: 9, firstName: 'Dee', lastName: 'Lau', country: 'HK', province: '', city: 'Hong Kong', area: '', postalCode: '', address: '2 Harbour Road', apartment: '', countryCode: '+852', phone: '55554321', isDefault: false };

/** What the test sees of the step while the codes come. */
export interface Step {
  /** Presses 'Use this address' (a click on the server's button). */
  press(): void;
  /** The native input the server drew in the field of this name. */
  input(name: string): HTMLInputElement;
  /** Releases these elements' code (asking for it if nothing did yet). */
  release(...tags: string[]): void;
  /** Live, by field name ('firstName', 'country', 'countryCode'...) or 'form'. */
  live(...names: string[]): boolean;
  /** The form's submits so far, each with whether its handler stopped the browser's own (a reload). */
  submits: boolean[];
}

/**
 * The press, held, then made: `arrive` presses (step.press(), or Enter in a field) and releases
 * the codes in its order (and may check the press still waits); the address is saved once with
 * what was typed, and the step goes on.
 */
export function earlyPress(order: string, arrive: (step: Step) => Promise<void>): void {
  describe(`<shop-checkout>: 'Use this address' pressed before any code came, ${order}`, () => {
    let assign: sinon.SinonStub;
    beforeEach(() => {
      assign = sinon.stub(browser, 'assign');
      resetCheckout();
      clearSession();
    });
    afterEach(() => {
      assign.restore();
      cleanupPages();
      resetCheckout();
      clearSession();
    });

    it('is held, then made once the form, its fields and the checkout are live: the address saved once, with the country chosen and its calling code, and the step goes on', async () => {
      await resetApi();
      await reply({ path: '/address/save', body: ok(saved) }, { path: '/checkout/shipping', body: ok([{ code: 'standard', name: 'Standard', days: '5-7', fee: 0 }]) }, { path: '/checkout/summary', body: ok(totals({ address: saved })) });
      const html = await serverRender('shop-checkout', { step: 'information' }, { data: { signedIn: false, totals: totals() } });
      const result = await hydratePage(html, 'shop-checkout', { live: false });
      const { el } = result;
      const form = sr(el).querySelector<Control>('shop-address-form')!;
      const field = (name: string) => sr(form).querySelector<Control>(`[name="${name}"]`)!;
      expect(asked, 'drawn by the server: no code before use').to.deep.equal([]);

      // Typed into the server's fields and a country picked in its select, no code yet.
      for (const [name, value] of Object.entries({ firstName: 'Dee', lastName: 'Lau', city: 'Hong Kong', address: '2 Harbour Road', phone: '55554321' })) {
        const input = sr(field(name)).querySelector('input')!;
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const country = sr(field('country')).querySelector('select')!;
      country.value = 'HK';
      country.dispatchEvent(new Event('change', { bubbles: true }));

      const submits: boolean[] = [];
      sr(form).addEventListener('submit', (event) => {
        submits.push(event.defaultPrevented);
        event.preventDefault();
      });
      await arrive({
        press: () => {
          sr(form).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
          expect(submits, 'no submit before the code: the press is held').to.deep.equal([]);
        },
        input: (name) => sr(field(name)).querySelector('input')!,
        release: (...tags) => tags.forEach(release),
        live: (...names) => names.every((name) => isLive(name === 'form' ? form : field(name))),
        submits,
      });
      expect(asked, 'the press asked for the code of the form, of its fields and of the checkout').to.include.members(['shop-checkout', 'shop-address-form', 'shop-input', 'shop-select', 'shop-phone-code-select']);
      await waitFor(() => submits.length > 0, { message: 'the press made once all are live' });
      expect(submits, 'one submit, handled by the form (not the browser)').to.deep.equal([true]);
      await waitFor(() => sr(el).querySelector('shop-checkbox[name="shippingMethod"]'), { message: 'the step heard the save: its shipping methods' });
      const sent = (await requests()).filter((r) => r.path === '/address/save');
      expect(sent).to.have.length(1);
      expect(sent[0]!.body).to.deep.include({ firstName: 'Dee', lastName: 'Lau', city: 'Hong Kong', address: '2 Harbour Road', phone: '55554321', country: 'HK', countryCode: '+852' });
      expectHydrated(result);
    });
  });
}

import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/address-modal/define';
import { setLocale } from '../../runtime/i18n';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const saved = { id: 3, firstName: 'A', lastName: 'B', country: 'US', province: '', city: 'Boston', area: '', postalCode: '', address: '1 Main St', apartment: '', countryCode: '+1', phone: '555 0100', isDefault: false };

async function openFrom(button: HTMLButtonElement, modal: HTMLElement) {
  button.focus();
  modal.setAttribute('open', '');
  const dialog = await shadowPart<HTMLDialogElement>(modal, 'dialog');
  await waitFor(() => dialog.open);
  return dialog;
}

describe('<shop-address-modal>', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('opens as a modal dialog named by its title, closes on Escape and gives focus back', async () => {
    const root = mount('<button id="opener">Add</button><shop-address-modal></shop-address-modal>');
    const modal = root.querySelector('shop-address-modal')!;
    const opener = root.querySelector<HTMLButtonElement>('#opener')!;
    const dialog = await openFrom(opener, modal);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = modal.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Add address');
    await waitFor(() => modal.shadowRoot!.activeElement !== null);
    const closes: Event[] = [];
    modal.addEventListener('shop:address-modal-close', (e) => closes.push(e));
    await sendKeys({ press: 'Escape' });
    // The host's `open` follows the dialog once React has drawn the close.
    await waitFor(() => !dialog.open && !modal.hasAttribute('open'), { message: 'closed, host and dialog' });
    expect(closes).to.have.length(1);
    expect(document.activeElement).to.equal(opener);
  });

  it('edits the given address and closes itself when it is saved', async () => {
    await reply({ path: '/address/save', body: ok(saved) });
    const root = mount(`<button>Edit</button><shop-address-modal address='${JSON.stringify(saved)}'></shop-address-modal>`);
    const modal = root.querySelector('shop-address-modal')!;
    const dialog = await openFrom(root.querySelector('button')!, modal);
    expect(modal.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('Edit address');
    const form = await shadowPart(modal, 'shop-address-form');
    const events: CustomEvent[] = [];
    modal.addEventListener('shop:address-save', (e) => events.push(e as CustomEvent));
    (await shadowPart<HTMLButtonElement>(form, '[part="submit"]')).click();
    await waitFor(() => events.length === 1 && !dialog.open);
    expect(events[0]!.detail.id).to.equal(3);
  });

  it('closes with its close button, named in zh', async () => {
    await setLocale('zh');
    const root = mount('<button>Add</button><shop-address-modal></shop-address-modal>');
    const modal = root.querySelector('shop-address-modal')!;
    const dialog = await openFrom(root.querySelector('button')!, modal);
    const close = modal.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!;
    expect(close.textContent).to.equal('关闭');
    expect(modal.shadowRoot!.querySelector('[part="title"]')!.textContent).to.equal('添加地址');
    close.click();
    await waitFor(() => !dialog.open);
  });

  it('renders its error state for a bad address', async () => {
    const errors = collectErrors();
    try {
      const modal = mount(`<shop-address-modal address='[1]' open></shop-address-modal>`).querySelector('shop-address-modal')!;
      await shadowPart(modal, '.element-error');
      await waitFor(() => errors.events.length === 1);
      expect(errors.events[0]!.detail.attribute).to.equal('address');
    } finally {
      errors.stop();
    }
  });

  it('is accessible open', async () => {
    const root = mount('<main><button>Add</button><shop-address-modal></shop-address-modal></main>');
    const modal = root.querySelector('shop-address-modal')!;
    await openFrom(root.querySelector('button')!, modal);
    await shadowPart(modal, 'shop-address-form');
    await expectAccessible(root);
  });
});

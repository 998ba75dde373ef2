import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/toast/define';
import { $toasts, toast } from '../../runtime/toast';
import { expectAccessible, shadowPart, waitFor } from '../helpers/browser/dom';

const element = () => document.querySelector('shop-toast')!;
const texts = (selector: string) => [...element().shadowRoot!.querySelectorAll(`${selector} [part="toast"] .message`)].map((m) => m.textContent);

describe('<shop-toast> and toast()', () => {
  afterEach(() => {
    sinon.restore();
    $toasts.set([]);
    element()?.remove();
  });

  it('adds the element with the first toast, and announces info politely and errors at once', async () => {
    expect(document.querySelector('shop-toast')).to.equal(null);
    toast('Added to cart', { type: 'success' });
    toast('Payment failed', { type: 'error' });
    expect(document.querySelectorAll('shop-toast')).to.have.length(1);
    await shadowPart(element(), '[part="toast"]');
    await waitFor(() => texts('[role="alert"]').length === 1);
    expect(texts('[role="status"]')).to.deep.equal(['Added to cart']);
    expect(texts('[role="alert"]')).to.deep.equal(['Payment failed']);
  });

  it('goes away after 1000 ms by default, or the duration given', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    toast('short');
    toast('longer', { duration: 3000 });
    clock.tick(999);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['short', 'longer']);
    clock.tick(1);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['longer']);
    clock.tick(2000);
    expect($toasts.get()).to.deep.equal([]);
  });

  it('stays while pointed at, and can be closed', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    toast('Read me', { duration: 200 });
    const item = await shadowPart(element(), '[part="toast"]');
    item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    // Its time runs out on this clock (the store changes in the timer itself), so this is after it.
    clock.tick(1000);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['Read me']);
    clock.restore();
    (item.querySelector('[part="close"]') as HTMLButtonElement).click();
    await waitFor(() => $toasts.get().length === 0);
  });

  it('is accessible', async () => {
    toast('Saved', { type: 'success', duration: 10_000 });
    toast('Failed', { type: 'error', duration: 10_000 });
    await shadowPart(element(), '[part="close"]');
    await expectAccessible(element());
  });
});

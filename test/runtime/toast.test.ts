// A toast's time counts from when it can be drawn: the page's first toast fetches <shop-toast>'s
// code, and on a slow phone that takes longer than the toast's second.
import { expect } from 'chai';
import sinon from 'sinon';
import { registerElements } from '../../runtime/elements';
import { $toasts, toast } from '../../runtime/toast';
import { shadowPart } from '../helpers/browser/dom';

describe('toast() before <shop-toast> has its code', () => {
  let letIn: () => void;
  const codeAsked = new Promise<void>((resolve) => (letIn = resolve));
  registerElements({ 'shop-toast': () => codeAsked.then(() => import('../../widgets/toast/define')) });

  afterEach(() => {
    sinon.restore();
    $toasts.set([]);
    document.querySelector('shop-toast')?.remove();
  });

  it('keeps the toast while the code loads, then shows it for its whole duration', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    toast('Added to cart', { type: 'success' });
    expect(customElements.get('shop-toast'), 'the code is still on its way').to.equal(undefined);
    clock.tick(5000);
    expect($toasts.get().map((t) => t.message), 'not gone before it could be seen').to.deep.equal(['Added to cart']);
    letIn();
    await customElements.whenDefined('shop-toast');
    await shadowPart(document.querySelector('shop-toast')!, '[part="toast"]');
    clock.tick(999);
    expect($toasts.get().map((t) => t.message)).to.deep.equal(['Added to cart']);
    clock.tick(1);
    expect($toasts.get()).to.deep.equal([]);
  });

  it('counts from the call once the code is in', () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    toast('Saved');
    clock.tick(1000);
    expect($toasts.get()).to.deep.equal([]);
  });
});

// A form control drawn by the server keeps every key typed while its code comes: keys that
// land after the hydration's commit and before its first effects run (a later task), when the
// field's React state does not yet follow the element's value, are kept too. Its own file: the
// element's code must not be loaded before the test asks for it (loadElement).
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadElement, registerElements } from '../../../runtime/elements';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

registerElements({ 'shop-input': () => import('../../../widgets/input/define') });

const LIVE = Symbol.for('shop-elements.live');

describe('typed into as the code comes', () => {
  afterEach(() => cleanupPages());

  // The race of a CI run (Firefox, checkout-typing.test.ts: 'meil' of 'meiling.chan@...' lost):
  // keys that land after the hydration's commit, before its passive effects have run (a later
  // task), when the field's React state does not yet follow the element's value.
  it('<shop-input> keeps keys typed between its hydration and its first effects', async () => {
    const result = await hydratePage(await serverRender('shop-input', { label: 'E-mail', name: 'email', type: 'email' }), 'shop-input', { live: false });
    const field = () => result.el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
    field().focus();
    await sendKeys({ type: 'mei' });
    expect(field().value, 'typed into the server drawn field').to.equal('mei');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    // A key as the browser delivers it: the text changes, then the input event.
    const key = (text: string) => {
      setValue.call(field(), field().value + text);
      field().dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text, inputType: 'insertText' }));
    };
    // The hydration's commit puts the typed text back through an input event of its own (not
    // the shopper's): the two keys come in the microtask after it.
    let pressed = false;
    field().addEventListener('input', (event) => {
      if (event.isTrusted || pressed) return;
      pressed = true;
      queueMicrotask(() => {
        key('l');
        key('i');
      });
    }, true);
    await loadElement('shop-input');
    await waitFor(() => (result.el as HTMLElement & { [LIVE]?: boolean })[LIVE], { message: '<shop-input> live' });
    expect(pressed, 'keys typed right after the commit').to.equal(true);
    expectHydrated(result);
    await waitFor(() => (result.el as HTMLElement & { value: string }).value === 'meili', { message: () => `the element's value 'meili' (it is '${(result.el as HTMLElement & { value: string }).value}', the field '${field().value}')` });
    expect(field().value).to.equal('meili');
  });
});

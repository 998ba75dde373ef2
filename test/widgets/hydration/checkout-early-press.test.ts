// The press held while the address form and its fields come first, the checkout later: the press
// waits for the checkout, which listens for the save (./checkout-early-press.shared.ts).
import { expect } from 'chai';
import { waitFor } from '../../helpers/browser/dom';
import { earlyPress } from './checkout-early-press.shared';

earlyPress('the form before the checkout', async (step) => {
  step.press();
  step.release('shop-input', 'shop-select', 'shop-phone-code-select', 'shop-address-form');
  await waitFor(() => step.live('form', 'firstName', 'country', 'countryCode', 'phone'), { message: 'the form and its fields live' });
  expect(step.submits, 'the checkout is not live yet: not pressed').to.deep.equal([]);
  step.release('shop-checkout');
});

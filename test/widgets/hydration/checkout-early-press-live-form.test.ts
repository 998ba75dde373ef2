// The form and the checkout live, the fields not yet (their code comes last): a press of 'Use
// this address' then is held too, for the fields; made at once, the form would send itself
// without what was typed into them (a save with the phone alone, on loaded runs of the checkout
// e2e). runtime/elements.ts holdPress; ./checkout-early-press.shared.ts.
import { waitFor } from '../../helpers/browser/dom';
import { earlyPress } from './checkout-early-press.shared';

earlyPress('the form and the checkout live first, pressed before the fields are', async (step) => {
  step.release('shop-checkout', 'shop-address-form');
  await waitFor(() => step.live('form'), { message: 'the form live' });
  step.press();
  step.release('shop-input', 'shop-select', 'shop-phone-code-select');
});

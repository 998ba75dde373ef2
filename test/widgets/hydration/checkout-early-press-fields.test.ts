// The press held while the fields come first, then the address form and the checkout together:
// the form's state learns the country chosen before any code in its commit, so the press made
// when the last of them goes live sends the calling code too (./checkout-early-press.shared.ts).
import { waitFor } from '../../helpers/browser/dom';
import { earlyPress } from './checkout-early-press.shared';

earlyPress('the fields before the form and the checkout', async (step) => {
  step.press();
  step.release('shop-input', 'shop-select', 'shop-phone-code-select');
  await waitFor(() => step.live('firstName', 'country', 'countryCode', 'phone'), { message: 'the fields live' });
  step.release('shop-checkout', 'shop-address-form');
});

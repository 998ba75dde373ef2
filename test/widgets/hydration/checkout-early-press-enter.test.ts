// Enter in a field that is live while its form is not (each element hydrates on its own): the
// field submits its form as a browser would, by a click on the form's button, which the loader
// holds until the form and the checkout are live; a submit then would have been the browser's
// own, and the page would have reloaded (./checkout-early-press.shared.ts).
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { waitFor } from '../../helpers/browser/dom';
import { earlyPress } from './checkout-early-press.shared';

earlyPress('Enter in a live field of a form not live yet', async (step) => {
  step.release('shop-input', 'shop-select', 'shop-phone-code-select');
  await waitFor(() => step.live('firstName', 'country', 'countryCode', 'phone'), { message: 'the fields live' });
  step.input('phone').focus();
  await sendKeys({ press: 'Enter' });
  expect(step.submits, 'the form is not live: the press is held').to.deep.equal([]);
  step.release('shop-checkout', 'shop-address-form');
});

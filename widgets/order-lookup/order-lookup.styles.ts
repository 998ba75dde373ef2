import { authFormStyles } from '../shared/auth-form.styles';
import { orderPartsStyles } from '../shared/order-parts.styles';
import { orderUiStyles } from '../shared/order-ui.styles';
import { token } from '../shared/styles';

/** The form is an account-style card (like the server's fallback form); the order reads like the order page. */
export const orderLookupStyles = `
  ${orderUiStyles}
  ${orderPartsStyles}
  ${authFormStyles}
  :host { display: block; max-width: 40rem; }
  .card { max-width: 28rem; box-sizing: border-box; }
  .intro { margin: 0; color: ${token('descColor')}; }
  .title:focus { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .title:focus:not(:focus-visible) { outline: none; }
  .status-line { margin: 0 0 .25rem; font-weight: 600; }
  .placed { margin: 0; color: ${token('descColor')}; }
  .button:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
`;

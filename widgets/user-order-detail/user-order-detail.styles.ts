import { confirmDialogStyles } from '../shared/confirm-dialog.styles';
import { orderPartsStyles } from '../shared/order-parts.styles';
import { orderUiStyles } from '../shared/order-ui.styles';
import { token } from '../shared/styles';

export const userOrderDetailStyles = `
  ${orderUiStyles}
  ${orderPartsStyles}
  ${confirmDialogStyles}
  .back { margin: 0 0 .5rem; }
  .status-line { margin: 0 0 .5rem; font-weight: 600; }
  .status-line:focus { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .hint { color: ${token('descColor')}; font-size: .875em; }
  .hint { margin: .5rem 0 0; }
  .address { font-style: normal; margin-bottom: .75rem; }
  .history { margin: 0; padding-left: 1.25rem; display: grid; gap: .25rem; }
  .pay { margin-bottom: 1rem; }
  .pay-title { margin: 0 0 .5rem; font-size: 1em; }
  .refund { margin-top: 1rem; }
`;

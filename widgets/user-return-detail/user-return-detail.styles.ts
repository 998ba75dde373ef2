import { fieldStyles } from '../shared/field.styles';
import { confirmDialogStyles } from '../shared/confirm-dialog.styles';
import { orderUiStyles } from '../shared/order-ui.styles';
import { token } from '../shared/styles';

export const userReturnDetailStyles = `
  ${fieldStyles}
  ${orderUiStyles}
  ${confirmDialogStyles}
  .back { margin: 0 0 .5rem; }
  .status-line { margin: 0 0 .5rem; font-weight: 600; }
  .status-line:focus { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .hint { margin: 0 0 1rem; color: ${token('descColor')}; }
  .text { white-space: pre-wrap; }
  .form { display: grid; gap: .75rem; max-width: 28rem; }
  .form > .button { justify-self: start; }
`;

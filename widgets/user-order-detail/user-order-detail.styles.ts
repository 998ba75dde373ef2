import { lazyImageStyles } from '../shared/lazy-image';
import { confirmDialogStyles } from '../shared/confirm-dialog.styles';
import { orderUiStyles } from '../shared/order-ui.styles';
import { token } from '../shared/styles';

export const userOrderDetailStyles = `
  ${orderUiStyles}
  ${lazyImageStyles}
  ${confirmDialogStyles}
  .back { margin: 0 0 .5rem; }
  .status-line { margin: 0 0 .5rem; font-weight: 600; }
  .status-line:focus { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .lines { display: grid; gap: .75rem; margin: 0; padding: 0; list-style: none; }
  .line { display: grid; grid-template-columns: 3.5rem 1fr auto; gap: .75rem; align-items: center; }
  .thumb { width: 3.5rem; height: 3.5rem; border-radius: calc(${token('borderRadius')} / 2); overflow: hidden; border: 1px solid ${token('borderColor')}; }
  .line-info { display: grid; gap: .125rem; min-width: 0; }
  .name { font-weight: 600; }
  .options, .qty, .hint { color: ${token('descColor')}; font-size: .875em; }
  .hint { margin: .5rem 0 0; }
  .line-total, .strong { font-weight: 600; }
  .address { font-style: normal; margin-bottom: .75rem; }
  .shipments, .history { margin: 0; padding-left: 1.25rem; display: grid; gap: .25rem; }
  .tracking { font-family: ui-monospace, monospace; }
  .pay { margin-bottom: 1rem; }
  .pay-title { margin: 0 0 .5rem; font-size: 1em; }
  .refund { margin-top: 1rem; }
`;

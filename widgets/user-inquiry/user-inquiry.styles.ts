import { orderUiStyles } from '../shared/order-ui.styles';
import { token } from '../shared/styles';

export const userInquiryStyles = `
  ${orderUiStyles}
  .list { display: grid; gap: .75rem; margin: 0; padding: 0; list-style: none; }
  .card { padding: .9rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .card-head { display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; justify-content: space-between; margin-bottom: .5rem; }
  .number { margin: 0; font-size: 1em; }
  .excerpt { margin: 0 0 .5rem; overflow-wrap: anywhere; }
  .meta { color: ${token('descColor')}; font-size: .875em; }
`;

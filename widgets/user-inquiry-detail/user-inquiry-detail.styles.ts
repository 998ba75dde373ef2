import { orderUiStyles } from '../shared/order-ui.styles';

export const userInquiryDetailStyles = `
  ${orderUiStyles}
  .back { margin: 0 0 .5rem; }
  .text { white-space: pre-wrap; }
`;

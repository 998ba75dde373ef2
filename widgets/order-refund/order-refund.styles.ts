import { fieldStyles } from '../shared/field.styles';
import { orderUiStyles } from '../shared/order-ui.styles';
import { picturePickerStyles } from '../shared/picture-picker.styles';
import { token } from '../shared/styles';

export const orderRefundStyles = `
  ${fieldStyles}
  ${orderUiStyles}
  ${picturePickerStyles}
  .order { margin: 0 0 1rem; color: ${token('descColor')}; }
  .form { display: grid; gap: 1rem; }
  .types { display: grid; gap: .5rem; margin: 0; padding: 0; border: 0; min-width: 0; }
  .types .label { padding: 0; margin-bottom: .25rem; }
  .type { display: flex; gap: .6rem; align-items: flex-start; padding: .6rem .75rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; cursor: pointer; }
  .type:has(input:checked) { border-color: ${token('primaryColor')}; box-shadow: 0 0 0 1px ${token('primaryColor')}; }
  .type input { width: 1.15rem; height: 1.15rem; margin: .15rem 0 0; accent-color: ${token('primaryColor')}; }
  .type-text { display: grid; gap: .125rem; }
  .type-name { font-weight: 600; }
  .area {
    width: 100%; min-height: 7rem; padding: .6rem .75rem; font: inherit; color: inherit; resize: vertical;
    background: ${token('backgroundColor')}; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .area:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 0; border-color: ${token('primaryColor')}; }
  .area[aria-invalid='true'] { border-color: ${token('errorColor')}; }
  .counter { margin: 0; font-size: .8125em; color: ${token('descColor')}; text-align: end; }
  .counter.over { color: ${token('errorColor')}; }
  .done { margin: 0; color: ${token('successColor')}; font-weight: 600; }
  .done:focus { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .form > .button { justify-self: start; }
`;

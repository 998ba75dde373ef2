import { screen } from '../../runtime/breakpoints';
import { fieldStyles } from '../shared/field.styles';
import { token } from '../shared/styles';
import { couponFormStyles } from '../shared/coupon-form';

export const checkoutStyles = `
  ${fieldStyles}
  :host { display: block; }
  .checkout { display: grid; gap: 1.5em; }
  .steps ol { display: flex; flex-wrap: wrap; gap: .5em 1.25em; margin: 0; padding: 0; list-style: none; }
  .steps li { display: flex; align-items: center; gap: .5em; color: ${token('descColor')}; }
  .steps .dot {
    display: inline-grid; place-items: center; width: 1.75em; height: 1.75em; border-radius: 50%;
    border: 2px solid currentColor; font-size: .8125em; font-weight: 600;
  }
  .steps .current { color: ${token('primaryColor')}; font-weight: 600; }
  .steps .done { color: ${token('textColor')}; }
  .steps a { color: inherit; min-height: 24px; display: inline-flex; align-items: center; }
  /* On a phone the four steps fit one line (in English; a longer language wraps, as before). */
  @media (width < ${screen('sm')}) {
    .steps ol { gap: .375em .625em; font-size: .8125em; }
    .steps .dot { width: 1.625em; height: 1.625em; }
    .steps li { gap: .3125em; }
  }
  .step { display: grid; gap: 1.5em; }
  @media (min-width: ${screen('md')}) { .step { grid-template-columns: minmax(0, 3fr) minmax(16em, 2fr); align-items: start; } }
  .main { display: grid; gap: 1.25em; min-width: 0; }
  .block { display: grid; gap: .75em; }
  .section-title { margin: 0; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.125em; color: ${token('titleColor')}; }
  .choices { display: grid; gap: .625em; margin: 0; padding: 0; border: 0; min-width: 0; }
  .muted { margin: 0; color: ${token('descColor')}; }
  .problem { margin: 0; color: ${token('errorColor')}; }
  .recap { display: flex; justify-content: space-between; gap: 1em; align-items: start; padding: .75em 1em; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .recap-text { margin: 0; }
  .review { display: grid; grid-template-columns: auto 1fr; gap: .375em 1em; margin: 0; }
  .review dt { color: ${token('descColor')}; }
  .review dd { margin: 0; }
  .review .paid { color: ${token('successColor')}; font-weight: 600; }
  .actions { margin: 0; }
  .primary, .secondary {
    min-height: 2.75em; padding: 0 1.5em; border-radius: ${token('borderRadius')}; cursor: pointer; font: inherit; font-weight: 600;
  }
  .primary { border: 0; background: ${token('primaryColor')}; color: ${token('backgroundColor')}; width: 100%; max-width: 24em; }
  .primary[aria-disabled="true"], .secondary[aria-disabled="true"] { opacity: .7; cursor: progress; }
  .secondary { border: 1px solid ${token('primaryColor')}; background: transparent; color: ${token('primaryColor')}; justify-self: start; }
  a.secondary { display: inline-flex; align-items: center; text-decoration: none; }
  .link { border: 0; background: none; padding: 0; min-height: 24px; color: ${token('primaryColor')}; font: inherit; text-decoration: underline; cursor: pointer; justify-self: start; }
  .side { display: grid; gap: 1em; padding: 1em; border-radius: ${token('borderRadius')}; border: 1px solid ${token('borderColor')}; }
  /* The summary folded above the step on a phone, beside it from md up (order-summary.tsx's SummaryFold). */
  .fold { border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .fold-bar {
    display: flex; align-items: center; gap: .75em; min-height: 2.75em; padding: .5em 1em; cursor: pointer;
    list-style: none; color: ${token('primaryColor')}; font-weight: 600;
  }
  .fold-bar::-webkit-details-marker { display: none; }
  .fold-bar::before {
    content: ''; flex: none; width: .5em; height: .5em; margin-inline-end: .125em;
    border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg) translate(-.15em, -.15em);
  }
  .fold[open] > .fold-bar::before { transform: rotate(-135deg) translate(-.15em, -.15em); }
  .fold-label { flex: 1; }
  .fold-total { color: ${token('textColor')}; font-size: 1.125em; font-weight: 700; }
  .fold-body { display: grid; gap: 1em; padding: 0 1em 1em; }
  @media (width < ${screen('md')}) { .side { display: none; } }
  @media (min-width: ${screen('md')}) { .fold { display: none; } }
  .summary { display: grid; gap: .75em; }
  .lines { display: grid; gap: .75em; margin: 0; padding: 0; list-style: none; }
  .line { display: flex; gap: .75em; align-items: center; }
  .thumb { width: 3.5em; height: 3.5em; object-fit: cover; border-radius: calc(${token('borderRadius')} / 2); flex: none; }
  .line-text { display: grid; flex: 1; min-width: 0; }
  .line-options, .line-quantity { font-size: .875em; color: ${token('descColor')}; }
  .totals { display: grid; grid-template-columns: 1fr auto; gap: .375em 1em; margin: 0; }
  .totals dd { margin: 0; text-align: end; }
  .totals .total { font-weight: 700; font-size: 1.125em; padding-top: .375em; border-top: 1px solid ${token('borderColor')}; }
  /* One unbroken rule above the total: the label's reaches across the column gap to the amount's. */
  .totals dt.total { margin-inline-end: -1em; padding-inline-end: 1em; }
  ${couponFormStyles}
  .success-title { margin: 0; color: ${token('titleColor')}; font-size: 1.5em; }
  .success-title.paid { color: ${token('successColor')}; }
  .success-title.declined { color: ${token('errorColor')}; }
  .confirmation, .next, .lookup-link { margin: 0; }
  .address { font-style: normal; }

  /* Without JavaScript (./no-script.tsx): the address form's grid, native radios as cards. */
  .fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14em), 1fr)); gap: .875em 1em; }
  .wide { grid-column: 1 / -1; }
  .native-choice {
    display: flex; align-items: center; gap: .625em; min-height: 2.75em; padding: .75em 1em; cursor: pointer;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; background: ${token('backgroundColor')};
  }
  .native-choice:has(input:checked) { border-color: ${token('primaryColor')}; box-shadow: 0 0 0 1px ${token('primaryColor')}; }
  .native-choice input { margin: 0; accent-color: ${token('primaryColor')}; width: 1.25em; height: 1.25em; flex: none; }
  .choice-text { display: grid; flex: 1; min-width: 0; }
  .choice-description { font-size: .875em; color: ${token('descColor')}; }
  .choice-price { font-weight: 600; white-space: nowrap; }
  /* Like the address form element's own submit button; it posts the step. */
  .no-script .fields + .address-actions { margin: 1em 0 0; }
  .address-submit {
    min-height: 2.75em; padding: 0 1.5em; border: 0; border-radius: ${token('borderRadius')}; cursor: pointer;
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600;
  }
`;

/**
 * The account forms' card (sign-in, sign-up, forgot and reset password), on top of the field
 * frame's styles. One column of label + field rows and a full-width button, as the server's
 * fallback form is, so the upgraded element sits where the fallback was.
 */
import { fieldStyles } from './field.styles';
import { token } from './styles';

export const authFormStyles = `
  ${fieldStyles}
  :host { display: block; max-width: 28rem; container-type: inline-size; }
  .card {
    display: grid; gap: 1em; padding: 1.5em;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; box-shadow: 0 1px 3px rgb(0 0 0 / .06);
  }
  @container (max-width: 24rem) { .card { padding: 1em; } }
  .form { display: grid; gap: 1em; margin: 0; }
  .names { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 10em), 1fr)); gap: 1em; }
  .methods {
    display: grid; grid-template-columns: 1fr 1fr; padding: .25em; gap: .25em;
    border-radius: ${token('borderRadius')}; background: color-mix(in srgb, ${token('borderColor')} 45%, ${token('backgroundColor')});
  }
  .method {
    min-height: 2.5em; padding: 0 .75em; border: 0; border-radius: ${token('borderRadius')}; cursor: pointer;
    background: transparent; color: ${token('descColor')}; font: inherit; font-weight: 600;
  }
  .method[aria-pressed="true"] { background: ${token('backgroundColor')}; color: ${token('textColor')}; box-shadow: 0 1px 2px rgb(0 0 0 / .12); }
  .code-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .5em; align-items: start; }
  .send-code {
    margin-top: 1.55em; min-height: 2.75em; padding: 0 1em; white-space: nowrap; cursor: pointer;
    border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('primaryColor')}; font: inherit; font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .send-code[aria-disabled="true"] { border-color: ${token('placeholderColor')}; color: ${token('descColor')}; cursor: default; }
  .row-end { display: flex; justify-content: flex-end; margin-top: -.5em; }
  .check { display: flex; gap: .6em; align-items: flex-start; }
  .check input { width: 1.25em; height: 1.25em; margin: .1em 0 0; flex: none; accent-color: ${token('primaryColor')}; }
  .check label { font-size: .9375em; }
  .strength { display: flex; align-items: center; gap: .6em; margin-top: -.5em; font-size: .8125em; color: ${token('descColor')}; }
  .bars { display: inline-grid; grid-template-columns: repeat(3, 2.25em); gap: .25em; }
  .bar { height: .3em; border-radius: 1em; background: ${token('borderColor')}; }
  [data-strength="weak"] .bar.on { background: ${token('errorColor')}; }
  [data-strength="fair"] .bar.on { background: ${token('warningColor')}; }
  [data-strength="strong"] .bar.on { background: ${token('successColor')}; }
  .slide { display: grid; gap: .35em; }
  .form-error {
    margin: 0; padding: .625em .875em; border-radius: ${token('borderRadius')}; color: ${token('errorColor')};
    border: 1px solid ${token('errorColor')}; background: color-mix(in srgb, ${token('errorColor')} 6%, ${token('backgroundColor')});
  }
  .submit {
    width: 100%; min-height: 2.875em; padding: 0 1.25em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .submit[aria-disabled="true"] { opacity: .7; cursor: progress; }
  a { color: ${token('primaryColor')}; font-weight: 600; text-underline-offset: .15em; }
  .link { display: inline-flex; align-items: center; min-height: 2.75em; }
  .aside { margin: 0; text-align: center; color: ${token('descColor')}; font-size: .9375em; }
  .divider { display: flex; align-items: center; gap: .75em; margin: 0; color: ${token('descColor')}; font-size: .875em; }
  .divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid ${token('borderColor')}; }
  .oauth {
    display: flex; align-items: center; justify-content: center; min-height: 2.75em; padding: .35em 1em; text-decoration: none;
    border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')}; color: ${token('textColor')};
    text-align: center; /* its words wrap on a narrow phone (Firefox's scrollbar leaves 378px): centred, as on one line */
  }
  .oauth:hover { border-color: ${token('primaryColor')}; }
  .done { margin: 0; color: ${token('successColor')}; font-weight: 600; }
  .signed-in { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; }
  .secondary {
    min-height: 2.75em; padding: 0 1.25em; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('textColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .button-link {
    display: inline-flex; align-items: center; min-height: 2.75em; padding: 0 1.25em; text-decoration: none;
    border-radius: ${token('borderRadius')}; background: ${token('primaryColor')}; color: ${token('backgroundColor')};
  }
`;

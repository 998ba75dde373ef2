import { composeFormStyles } from '../shared/compose-form.styles';
import { token } from '../shared/styles';

export const commentsStyles = `
  ${composeFormStyles}
  :host { display: block; }
  .comments { display: grid; gap: 1.25em; }
  .count { margin: 0; color: ${token('descColor')}; }
  .list { display: grid; margin: 0; padding: 0; list-style: none; }
  .comment { padding: .9em 0; border-bottom: 1px solid ${token('borderColor')}; }
  .comment:first-child { border-top: 1px solid ${token('borderColor')}; }
  .head { margin: 0; display: flex; flex-wrap: wrap; gap: .35em .75em; align-items: baseline; }
  .date { color: ${token('descColor')}; font-size: .875em; }
  .body { margin: .4em 0 0; white-space: pre-line; overflow-wrap: anywhere; }
  .button {
    min-height: 2.5em; padding: 0 1em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('primaryColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .problem { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; padding: .75em; border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; }
  .problem p { margin: 0; color: ${token('errorColor')}; }
  .hint { margin: 0; }
  .write-heading { margin: 0 0 .5em; font-size: 1.1em; color: ${token('titleColor')}; }
`;

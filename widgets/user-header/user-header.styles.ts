import { token } from '../shared/styles';
import { screenStyles } from '../user/screen.styles';

export const avatarStyles = `
  .avatar { width: 3.5em; height: 3.5em; flex: none; border-radius: 50%; object-fit: cover; background: ${token('borderColor')}; }
  .avatar.initial {
    display: inline-grid; place-items: center; font-size: 1.25em; width: 2.8em; height: 2.8em; font-weight: 700;
    background: ${token('primaryColor')}; color: ${token('backgroundColor')};
  }
`;

export const userHeaderStyles = `
  ${screenStyles}
  ${avatarStyles}
  .header { display: flex; flex-wrap: wrap; align-items: center; gap: .75em 1em; min-height: 3.5em; }
  .who { flex: 1 1 12em; min-width: 0; }
  .name { margin: 0; font-weight: 700; font-size: 1.125em; color: ${token('titleColor')}; overflow-wrap: anywhere; }
  .contact { margin: .15em 0 0; color: ${token('descColor')}; font-size: .9375em; overflow-wrap: anywhere; }
`;

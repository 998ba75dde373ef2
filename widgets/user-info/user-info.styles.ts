import { token } from '../shared/styles';
import { avatarStyles } from '../user-header/user-header.styles';
import { screenStyles } from '../user/screen.styles';

export const userInfoStyles = `
  ${screenStyles}
  ${avatarStyles}
  .avatar-row { display: flex; flex-wrap: wrap; align-items: center; gap: 1em; }
  .avatar-row .field { flex: 1 1 14em; }
  .avatar, .avatar.preview { width: 6em; height: 6em; }
  .avatar.initial { width: 3.2em; height: 3.2em; font-size: 1.875em; }
  .file { max-width: 100%; min-height: 2.75em; font: inherit; }
  .file::file-selector-button {
    min-height: 2.75em; margin-right: .75em; padding: 0 1em; cursor: pointer; font: inherit; font-weight: 600;
    border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')}; background: ${token('backgroundColor')}; color: ${token('primaryColor')};
  }
  .progress { width: 100%; height: .75em; accent-color: ${token('primaryColor')}; }
  .actions .status { flex: 1 1 auto; }
`;

import { filePickerStyles } from '../shared/file-picker';
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
  ${filePickerStyles}
  .progress { width: 100%; height: .75em; accent-color: ${token('primaryColor')}; }
  .actions .status { flex: 1 1 auto; }
`;

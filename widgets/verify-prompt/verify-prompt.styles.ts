import { accountNoticeStyles } from '../shared/account-notice.styles';

export const verifyPromptStyles = accountNoticeStyles;

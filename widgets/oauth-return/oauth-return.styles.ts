import { accountNoticeStyles } from '../shared/account-notice.styles';

export const oauthReturnStyles = accountNoticeStyles;

import { accountNoticeStyles } from '../shared/account-notice.styles';

// Without JavaScript nothing signs in: the "signing in" line (drawn by the server) gives way to
// the no-script advice and link.
export const oauthReturnStyles = `${accountNoticeStyles}
@media (scripting: none) { .title.busy { display: none; } }
`;

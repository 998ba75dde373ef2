/**
 * What a signed-in screen shows a signed-out shopper instead of itself (never a spinner: a
 * plain page load carries no token): one line saying what signing in gives, and the sign-in
 * link, which brings them back to this page afterwards (signInPath()). Without `text` and
 * `link` it says the user area's words; `button` draws the link as a button (the user area).
 */
import { signInPath } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { usePageSearch } from './render-context';
import { usePagePath } from './url-state';
import { useT } from './use-t';

export interface SignInPromptProps {
  text?: string;
  link?: string;
  button?: boolean;
}

export function SignInPrompt({ text, link, button }: SignInPromptProps) {
  const { t } = useT();
  // The page's address from the render context: the server has no location.
  const back = `${usePagePath()}${usePageSearch()}`;
  return (
    <p part="signin" className="signin">
      <span>{text ?? t('user.signInPrompt')}</span>{' '}
      <a part="signin-link" className={button ? 'button' : 'signin-link'} href={shopHref(signInPath(back))}>
        {link ?? t('user.signIn')}
      </a>
    </p>
  );
}

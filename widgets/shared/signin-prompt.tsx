/**
 * What a signed-in screen shows a signed-out shopper: one line saying what signing in gives,
 * and the sign-in link, which brings them back to this page afterwards (signInPath()).
 */
import { signInPath } from '../../runtime/session';

export function SignInPrompt({ text, link }: { text: string; link: string }) {
  return (
    <p part="signin" className="signin">
      {text} <a href={signInPath()}>{link}</a>
    </p>
  );
}

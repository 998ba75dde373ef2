/**
 * What an order or return screen shows a signed-out shopper: one line and a link to sign in that
 * brings them back here. Never a spinner: a plain page load carries no token.
 */
import { signInPath } from '../../runtime/session';
import { useT } from './use-t';

export function OrderSignIn() {
  const { t } = useT();
  return (
    <p part="signin" className="signin">
      {t('orders.signIn')}{' '}
      <a className="link" href={signInPath()}>
        {t('orders.signInLink')}
      </a>
    </p>
  );
}

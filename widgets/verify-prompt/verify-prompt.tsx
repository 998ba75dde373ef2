/**
 * @summary After sign-up with an e-mail address: says where the verification link went ('We
 * sent a verification link to {0}') and, for a signed-in shopper, sends it again
 * (auth/verify/resend) with a 60 s wait before the next, confirmed in a polite status line.
 * A signed-out shopper gets a sign-in link that comes back here.
 *
 * @attr {string} account - The address the link went to. Default: the signed-in shopper's e-mail.
 * @attr {string} home-href - Where "Continue shopping" goes. Default: the home page under the language prefix.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the element itself, signed out:
 *   the browser alone knows the shopper, and shows the resend once hydrated).
 *
 * @csspart base - The wrapper.
 * @csspart title - The line naming the address.
 * @csspart text - The advice under it.
 * @csspart actions - The links.
 * @csspart link - The links (continue shopping, sign in).
 * @csspart resend - The resend block (signed in).
 * @csspart resend-button - The resend button, which shows the countdown.
 * @csspart resend-status - The polite line that says a new link was sent.
 * @csspart resend-error - Why a resend did not work.
 * @csspart error - The error state for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Buttons and links.
 * @cssproperty --shop-success-color - The "sent" line.
 * @cssproperty --shop-error-color - Errors.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { $languagePrefix, $signedIn, $userInfo } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { string, type PropsOf } from '../shared/props';
import { usePageSearch } from '../shared/render-context';
import { usePagePath } from '../shared/url-state';
import { useBrowserStore } from '../shared/use-browser-store';
import { useT } from '../shared/use-t';
import { ResendVerification } from '../shared/verify-resend';

export const verifyPromptProps = {
  account: string(),
  homeHref: string(),
};

export type VerifyPromptProps = PropsOf<typeof verifyPromptProps>;

/** What the server knows of the shopper: nothing (signed out). */
const SIGNED_OUT = false;
const NO_USER = null;

export function VerifyPrompt({ account, homeHref }: VerifyPromptProps) {
  const { t } = useT();
  const signedIn = useBrowserStore($signedIn, SIGNED_OUT);
  const user = useBrowserStore($userInfo, NO_USER);
  const prefix = useStore($languagePrefix);
  const email = account?.trim() || (signedIn ? user?.email : undefined) || '';
  // Back here after signing in (signInPath() leaves account pages out, as a loop guard; this one is safe).
  const here = `${usePagePath()}${usePageSearch()}`;
  const signin = `${prefix}/auth/signin?redirect=${encodeURIComponent(here)}`;

  return (
    <section part="base" className="notice">
      <p part="title" className="title">
        {email ? t('verifyEmail.sentTo', email) : t('verifyEmail.sent')}
      </p>
      <p part="text" className="text">
        {t('verifyEmail.promptText')}
      </p>
      {signedIn ? (
        <ResendVerification email={email || undefined} />
      ) : (
        <p className="text">{t('verifyEmail.signInToResend')}</p>
      )}
      <div part="actions" className="actions">
        {!signedIn && (
          <a part="link" className="button" href={shopHref(signin)}>
            {t('verifyEmail.signIn')}
          </a>
        )}
        <a part="link" className={signedIn ? 'button' : 'button secondary'} href={homeHref ?? shopHref(`${prefix}/`)}>
          {t('verifyEmail.continue')}
        </a>
      </div>
    </section>
  );
}

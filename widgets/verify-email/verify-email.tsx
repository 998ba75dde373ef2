/**
 * @summary The page an e-mail verification link opens: checks the link once as it upgrades
 * (auth/verify-email) and says 'Verification success' or 'Verification failed' (spec section 4).
 * A link this tab saw verified stays a success when the page loads again (signing out reloads
 * it): the spent token is not checked again.
 * On success it offers the way on; on failure it explains why a link may not work (used
 * already, or expired) and, for a signed-in shopper, sends a new link (with a 60 s wait before
 * the next); a signed-out shopper gets a sign-in link instead. A link missing its account or
 * token fails without asking the server.
 *
 * @attr {string} account - The e-mail address the link was sent to (the link's `account`).
 * @attr {string} token - The link's one-time token (`token`).
 * @attr {string} signin-href - The sign-in page. Default: the sign-in route under the language prefix.
 * @attr {string} home-href - Where "Continue shopping" goes. Default: the home page under the language prefix.
 * @attr {string} action - Where a page without JavaScript posts the link to check it (method
 *   post: account, token), when the host has such a route: a button, shown only without
 *   JavaScript, under the "checking" line. With JavaScript the element checks the link itself.
 *
 * @data `{verified?: boolean, formError?: string}`: the server's answer for the link when it
 *   checked it itself (the demo checks it as the page is asked for): `verified: true` (the link
 *   verified the account now, or was used already and the account is verified), or `formError`,
 *   the refusal's message (as after a refused native post). The first render shows it and the
 *   link is not sent again (the page can set loading="interaction": nothing to do on arrival;
 *   once loaded, a signed-in shopper's resend button works). Without data the element checks
 *   the link on arrival. A link without its account or token is incomplete from the first render.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the element itself, signed out
 *   and checking; the browser alone knows the shopper and checks the link once hydrated).
 *
 * @csspart base - The wrapper.
 * @csspart title - The status line (checking, success, failed), a polite live region.
 * @csspart text - The explanation under it.
 * @csspart actions - The links and buttons.
 * @csspart link - The links (continue shopping, sign in).
 * @csspart retry - "Try again", after the server could not be reached.
 * @csspart verify - The button that checks the link on a page without JavaScript (`action`).
 * @csspart resend - The resend block (signed in, after a failure).
 * @csspart resend-button - The resend button, which shows the countdown.
 * @csspart resend-status - The polite line that says a new link was sent.
 * @csspart resend-error - Why a resend did not work.
 * @csspart error - The error state for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Buttons and links.
 * @cssproperty --shop-success-color - The success line.
 * @cssproperty --shop-error-color - The failure line and errors.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { refreshUserInfo } from '../../runtime/account';
import { verifyEmail } from '../../runtime/api/auth';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { $languagePrefix, $signedIn, $userInfo } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { NoticeTitle } from '../shared/account-notice';
import { textOf } from '../shared/auth-no-script-password';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';
import { useT } from '../shared/use-t';
import { messageOf, ResendVerification } from '../shared/verify-resend';

export const verifyEmailProps = {
  account: string(),
  token: string(),
  signinHref: string(),
  homeHref: string(),
  action: string(),
};

export type VerifyEmailProps = PropsOf<typeof verifyEmailProps>;

/** The element's data (@data): the server's answer for the link (verified), or a refusal's message. */
export interface VerifyEmailData {
  verified?: boolean;
  formError?: string;
}

/**
 * The link this tab saw verified (sessionStorage: "account\ntoken"). Its token is spent: the
 * page loaded again (signing out reloads it, spec section 4) says what it said, without asking.
 */
export const VERIFIED_KEY = 'shop.verifiedEmail';

function rememberVerified(key: string): void {
  try {
    sessionStorage.setItem(VERIFIED_KEY, key);
  } catch {
    // No session storage: a reload checks the link again.
  }
}

function wasVerified(key: string): boolean {
  try {
    return sessionStorage.getItem(VERIFIED_KEY) === key;
  } catch {
    return false;
  }
}

/** What the server knows of the shopper: nothing (signed out). */
const SIGNED_OUT = false;
const NO_USER = null;

type State =
  | { kind: 'checking' }
  | { kind: 'success' }
  /** link: the server refused it; incomplete: no account or token; unreachable: no answer (try again). */
  | { kind: 'failed'; reason: 'link' | 'incomplete' | 'unreachable'; message?: string };

export function VerifyEmail({ account, token, signinHref, homeHref, action }: VerifyEmailProps) {
  const { t } = useT();
  const signedIn = useBrowserStore($signedIn, SIGNED_OUT);
  const user = useBrowserStore($userInfo, NO_USER);
  const prefix = useStore($languagePrefix);
  const data = useElementData<VerifyEmailData>();
  const refusal = textOf(data?.formError);
  const verified = data?.verified === true;
  const email = account?.trim() ?? '';
  const code = token?.trim() ?? '';
  // The server checked (and spent) this link already, or a refused native post did: its answer is
  // the first state, and it is not sent again. A link missing its parts fails from the first render.
  const [state, setState] = useState<State>(
    verified ? { kind: 'success' } : refusal ? { kind: 'failed', reason: 'link', message: refusal } : !email || !code ? { kind: 'failed', reason: 'incomplete' } : { kind: 'checking' },
  );
  const [attempt, setAttempt] = useState(0);
  const checked = useRef(verified || refusal || !email || !code ? `${email}\n${code}\n0` : '');

  useEffect(() => {
    // The token is single use: each link (and each "Try again") is sent once, however often React runs this.
    const key = `${email}\n${code}\n${attempt}`;
    if (checked.current === key) return;
    checked.current = key;
    if (!email || !code) {
      setState({ kind: 'failed', reason: 'incomplete' });
      return;
    }
    // This tab saw this link verified (the page was loaded again, by a sign-out or a reload):
    // the result stays; the spent token is not sent again.
    if (attempt === 0 && wasVerified(`${email}\n${code}`)) {
      setState({ kind: 'success' });
      return;
    }
    setState({ kind: 'checking' });
    // Quiet: the answer is shown here, in place, not in a toast as well. An answer for a link
    // the attributes no longer name is dropped.
    verifyEmail({ account: email, token: code }, { quiet: true }).then(
      () => {
        if (checked.current !== key) return;
        rememberVerified(`${email}\n${code}`);
        setState({ kind: 'success' });
        // The account's "verified" flag changed: every element showing the user info follows.
        if ($signedIn.get()) refreshUserInfo().catch(() => undefined);
      },
      (failure: unknown) => {
        if (checked.current !== key) return;
        const refused = failure instanceof ApiError && failure.code === Code.fail;
        setState({ kind: 'failed', reason: refused ? 'link' : 'unreachable', message: refused ? undefined : messageOf(failure, t('http.unknown')) });
      },
    );
  }, [email, code, attempt]);

  const home = homeHref ?? shopHref(`${prefix}/`);
  const signin = signinHref ?? shopHref(`${prefix}/auth/signin`);

  return (
    <section part="base" className="notice" aria-busy={state.kind === 'checking' || undefined}>
      <NoticeTitle tone={state.kind === 'checking' ? 'busy' : state.kind}>
        {state.kind === 'checking' ? t('verifyEmail.checking') : state.kind === 'success' ? t('verify.success') : t('verify.failed')}
      </NoticeTitle>
      {state.kind === 'checking' && action && (
        // Without JavaScript the link is checked by posting it, with this button.
        <form part="actions" className="actions no-script" action={action} method="post">
          <input type="hidden" name="account" value={email} />
          <input type="hidden" name="token" value={code} />
          <button part="verify" type="submit" className="button">
            {t('verifyEmail.verify')}
          </button>
        </form>
      )}
      {state.kind === 'success' && (
        <>
          <p part="text" className="text">
            {t('verifyEmail.successText', email)}
          </p>
          <div part="actions" className="actions">
            {signedIn ? (
              <a part="link" className="button" href={home}>
                {t('verifyEmail.continue')}
              </a>
            ) : (
              <>
                <a part="link" className="button" href={signin}>
                  {t('verifyEmail.signIn')}
                </a>
                <a part="link" className="button secondary" href={home}>
                  {t('verifyEmail.continue')}
                </a>
              </>
            )}
          </div>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          {state.reason === 'link' && state.message && state.message !== t('verify.failed') && (
            // A native post refused for another reason than the link (too many requests, another site).
            <p part="text" className="text">
              {state.message}
            </p>
          )}
          <p part="text" className="text">
            {state.reason === 'link' ? t('verifyEmail.failedText') : state.reason === 'incomplete' ? t('verifyEmail.incomplete') : state.message}
          </p>
          {state.reason === 'unreachable' && (
            <div part="actions" className="actions">
              <button part="retry" type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
                {t('verifyEmail.retry')}
              </button>
            </div>
          )}
          {signedIn ? (
            <ResendVerification email={user?.email ?? (email || undefined)} />
          ) : (
            <>
              <p className="text">{t('verifyEmail.signInToResend')}</p>
              <div part="actions" className="actions">
                <a part="link" className="button" href={signin}>
                  {t('verifyEmail.signIn')}
                </a>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}

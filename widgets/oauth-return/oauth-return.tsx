/**
 * @summary The page a third-party sign-in returns to. It first checks that the `state` is the
 * one this tab sent when it left (checkOauthState): a missing or different state is refused
 * with a message and a sign-in link, and nothing is sent to the server (a link someone else
 * started cannot sign this browser in). Otherwise it trades the code for a session
 * (auth/oauth) and goes on to the (checked) `redirect` address. A refused code says
 * 'Verification failed' and offers the sign-in page. A server that takes the provider's return
 * itself (the demo: it checks the state against the shop_oauth_state cookie, trades the code and
 * redirects) draws the element only for a refused or failed return, with that outcome as its
 * data: the element shows it and does nothing on arrival (the page can set loading="interaction").
 *
 * @attr {string} provider - The provider's name from the return address. Only "test" (the
 *   demo's built-in provider) is known; empty means "test".
 * @attr {string} code - The provider's one-time code.
 * @attr {string} state - The state the provider handed back.
 * @attr {string} redirect - Where to go once signed in: a path of this shop (anything else goes home).
 * @attr {string} signin-href - The sign-in page, offered when the sign-in cannot go on.
 *   Default: the sign-in route under the language prefix.
 *
 * @data `{outcome: 'refused' | 'failed', message?: string}`: what the server made of the return
 *   when it checked it itself: a state this browser did not leave with (refused), or a code the
 *   server refused (failed; `message` when the reason is not the code, such as too many tries).
 *   The first render shows it; nothing is checked or sent. Without data the element checks the
 *   state and trades the code on arrival.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the element itself: "signing
 *   in", and for pages without JavaScript, which cannot sign in this way, the advice to sign in
 *   with the shop's own account and the sign-in link).
 *
 * @csspart base - The wrapper.
 * @csspart no-script - The advice and sign-in link shown only without JavaScript.
 * @csspart title - The status line ('Signing you in…', refused, failed), a polite live region.
 * @csspart text - The explanation under it.
 * @csspart actions - The sign-in link's row.
 * @csspart link - The sign-in link.
 * @csspart error - The error state for a bad attribute.
 *
 * @cssproperty --shop-primary-color - The spinner and the link.
 * @cssproperty --shop-error-color - The refusal.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { oauthSignIn } from '../../runtime/api/auth';
import { analytics } from '../../runtime/analytics';
import { checkOauthState, signInAndGo } from '../../runtime/auth';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { NoticeTitle } from '../shared/account-notice';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useT } from '../shared/use-t';
import { messageOf } from '../shared/verify-resend';

export const oauthReturnProps = {
  provider: string(),
  code: string(),
  state: string(),
  redirect: string(),
  signinHref: string(),
};

export type OauthReturnProps = PropsOf<typeof oauthReturnProps>;

/** The element's data (@data): the server's outcome for a return it checked itself. */
export interface OauthReturnData {
  outcome: 'refused' | 'failed';
  /** Why it failed, when the reason is not the code itself. */
  message?: string;
}

type State = { kind: 'busy' } | { kind: 'refused' } | { kind: 'failed'; message: string };

export function OauthReturn({ provider, code, state, redirect, signinHref }: OauthReturnProps) {
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  const arrived = useElementData<OauthReturnData>();
  const failedText = (message: string) => (!message || message === t('verify.failed') ? t('oauth.failedText') : `${message} ${t('oauth.failedText')}`);
  // The server checked this return already: its outcome is the first state, and nothing is done again.
  const [view, setView] = useState<State>(() =>
    arrived?.outcome === 'refused' ? { kind: 'refused' } : arrived?.outcome === 'failed' ? { kind: 'failed', message: failedText(arrived.message ?? '') } : { kind: 'busy' },
  );
  const started = useRef(arrived?.outcome === 'refused' || arrived?.outcome === 'failed');

  useEffect(() => {
    // The state is used up by the check and the code by the server: this runs once per element.
    if (started.current) return;
    started.current = true;
    if (!checkOauthState(state)) {
      setView({ kind: 'refused' });
      return;
    }
    const name = provider?.trim() || 'test';
    if (name !== 'test' || !code?.trim()) {
      setView({ kind: 'failed', message: t('oauth.failedText') });
      return;
    }
    oauthSignIn({ provider: name, code: code.trim() }, { quiet: true }).then(
      (answer) => {
        analytics('login', { method: 'oauth' });
        signInAndGo(answer, redirect);
      },
      (failure: unknown) => {
        // The server's refusal usually is 'Verification failed' itself: then only the advice.
        setView({ kind: 'failed', message: failedText(messageOf(failure, '')) });
      },
    );
  }, []);

  const signin = signinHref ?? shopHref(`${prefix}/auth/signin${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);

  return (
    <section part="base" className="notice" aria-busy={view.kind === 'busy' || undefined}>
      <NoticeTitle tone={view.kind === 'busy' ? 'busy' : 'failed'}>
        {view.kind === 'busy' ? t('oauth.signingIn') : view.kind === 'refused' ? t('oauth.refused') : t('verify.failed')}
      </NoticeTitle>
      {view.kind === 'busy' && (
        <div part="no-script" className="no-script">
          <p className="text">{t('oauth.needsJs')}</p>
          <div className="actions">
            <a part="link" className="button" href={signin}>
              {t('verifyEmail.signIn')}
            </a>
          </div>
        </div>
      )}
      {view.kind !== 'busy' && (
        <>
          <p part="text" className="text">
            {view.kind === 'refused' ? t('oauth.refusedText') : view.message}
          </p>
          <div part="actions" className="actions">
            <a part="link" className="button" href={signin}>
              {t('oauth.signInAgain')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

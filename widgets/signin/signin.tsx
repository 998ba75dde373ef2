/**
 * @summary Sign-in: an e-mail or mobile account (a country code appears for a mobile number),
 * then a password or a one-time code (a switch between the two; 'Send code', then 'Resend in
 * {0} s', then 'Resend'). The spec's messages (section 5) at their fields, the server's refusals
 * at theirs, a slide check when the server asks for one. On success the token and user are
 * kept by the session and the shopper goes to `redirect` (a path of this shop only, under the
 * language prefix; anything else goes home). Signed in already, it says so with a continue
 * link and a sign-out button.
 *
 * @attr {string} redirect - Where to go after signing in (same-origin path). Default: home.
 * @attr {string} signup-href - The sign-up page, linked under the form.
 * @attr {string} forgot-href - The forgotten-password page, linked under the password.
 * @attr {string} oauth-href - The test provider's authorize address: adds 'Continue with the
 *   test provider' (a fresh `state` is added when it is followed).
 * @attr {'password' | 'code'} mode - The method shown first. Default 'password'.
 * @attr {string} action - Where the form posts natively (method post: account, password,
 *   redirect) on a page without JavaScript, when the host has such a route. With JavaScript
 *   the element sends it itself.
 *
 * @data `{values?: {account?: string}, errors?: {account?: string, password?: string}, formError?: string}`:
 *   what a refused native post came back with (the account typed, the messages at their fields
 *   and for the whole form), shown as the element's own errors.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the form itself; the signed-out state).
 *
 * @csspart card - The card around everything.
 * @csspart methods - The password / code switch (two toggle buttons).
 * @csspart method - One of them.
 * @csspart form - The form.
 * @csspart field - A field's frame (label, box, hint, error).
 * @csspart input - A text field.
 * @csspart country-code - The `<shop-phone-code-select>` shown for a mobile number.
 * @csspart password - The `<shop-password-input>`.
 * @csspart send-code - The send / resend code button.
 * @csspart slide - The slide check and its message.
 * @csspart form-error - A refusal that belongs to no field (too many requests, no connection).
 * @csspart submit - The sign-in button.
 * @csspart forgot - The forgotten-password link.
 * @csspart signup - The sign-up link.
 * @csspart oauth - The test provider's link.
 * @csspart signed-in - The signed-in message.
 *
 * @cssproperty --shop-primary-color - Buttons, links and the focus ring.
 * @cssproperty --shop-error-color - Error messages and invalid fields.
 * @cssproperty --shop-border-color - The card's border.
 *
 * @event shop:signin - Signed in, just before leaving for `redirect`; detail `{method: 'password' | 'code'}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
// The elements this one embeds (shared code never imports an element: see rollup.config.mjs).
import '../phone-code-select/define';
import '../slide-verify/define';
import { useState, type FormEvent } from 'react';
import { requestCode, signInWith } from '../../runtime/api/auth';
import { analytics } from '../../runtime/analytics';
import { oauthAuthorizeUrl, redirectTarget, signInAndGo, signOut } from '../../runtime/auth';
import { browser } from '../../runtime/browser';
import { $signedIn, $userInfo } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../password-input/define';
import { AccountField, useAccountInput } from '../shared/auth-account-field';
import { CodeButton } from '../shared/auth-code-button';
import { checkCode, checkPassword } from '../shared/auth-form';
import { AuthSubmit } from '../shared/auth-submit';
import { NoScriptPassword, textOf } from '../shared/auth-no-script-password';
import { AuthTextField } from '../shared/auth-text-field';
import { useAuthForm, type AuthFormRefusal } from '../shared/auth-use-form';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { oneOf, string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';
import { useT } from '../shared/use-t';

export const signinProps = {
  redirect: string(),
  signupHref: string(),
  forgotHref: string(),
  oauthHref: string(),
  mode: oneOf(['password', 'code'], { default: 'password' }),
  action: string(),
};

export type SigninProps = PropsOf<typeof signinProps>;

type Mode = SigninProps['mode'];
const FIELDS = ['account', 'countryCode', 'password', 'code'] as const;
type Field = (typeof FIELDS)[number];

/** The element's data (@data): a refused native post's account and messages. */
export type SigninData = AuthFormRefusal<Field> & { values?: { account?: string } };

// The server knows no session (it renders the signed-out state).
const SIGNED_OUT = false;
const NO_USER = null;

export function Signin({ redirect, signupHref, forgotHref, oauthHref, mode: firstMode, action }: SigninProps) {
  const { t } = useT();
  const host = useHost();
  const data = useElementData<SigninData>();
  const signedIn = useBrowserStore($signedIn, SIGNED_OUT);
  const user = useBrowserStore($userInfo, NO_USER);
  const [mode, setMode] = useState<Mode>(firstMode);
  const [code, setCode] = useState('');
  const form = useAuthForm(FIELDS, data);
  const { errors, slide } = form;
  const account = useAccountInput(form, { account: textOf(data?.values?.account) });

  const password = () => form.control<HTMLElement & { value: string }>('password')?.value ?? '';

  const sendCode = () => account.send(requestCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const secret = mode === 'password' ? { password: checkPassword(password()) } : { code: checkCode(code) };
    if (!form.check({ ...account.problems(), ...secret })) return;
    await form.run(async () => {
      const body = { ...account.body(), ...(mode === 'password' ? { password: password() } : { code: code.trim() }), ...slide.take() };
      const answer = await signInWith(body);
      emit(host, 'shop:signin', { method: mode });
      analytics('login', { method: mode });
      signInAndGo(answer, redirect);
    });
  };

  if (signedIn) {
    const name = user?.firstName || user?.fullName || user?.email || user?.mobile || '';
    return (
      <div part="card" className="card">
        <p part="signed-in" className="signed-in" role="status">
          {t('signin.signedInAs', name)}
        </p>
        <p className="actions">
          <a part="continue" className="button-link" href={shopHref(redirectTarget(redirect))}>
            {t('signin.continue')}
          </a>
          <button part="sign-out" type="button" className="secondary" onClick={() => void signOut()}>
            {t('signin.signOut')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div part="card" className="card">
      <div part="methods" className="methods" role="group" aria-label={t('signin.method')}>
        {(['password', 'code'] as const).map((value) => (
          <button key={value} part="method" type="button" className="method" aria-pressed={mode === value} onClick={() => setMode(value)}>
            {t(value === 'password' ? 'signin.byPassword' : 'signin.byCode')}
          </button>
        ))}
      </div>
      <form part="form" className="form" action={action} method={action ? 'post' : undefined} noValidate onSubmit={submit} onInput={form.edited} aria-busy={form.busy || undefined}>
        {action && redirect && <input type="hidden" name="redirect" value={redirect} />}
        <AccountField {...account.field} />
        {mode === 'password' ? (
          <>
            <shop-password-input ref={form.field('password')} className="scripted" part="password" name="password" required error={errors.password} />
            {action && <NoScriptPassword name="password" error={textOf(data?.errors?.password)} />}
            {forgotHref && (
              <p className="row-end">
                <a part="forgot" className="link" href={forgotHref}>
                  {t('signin.forgot')}
                </a>
              </p>
            )}
          </>
        ) : (
          <div className="code-row">
            <AuthTextField name="code" label={t('auth.code')} value={code} onChange={setCode} error={errors.code} inputRef={form.field('code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            <CodeButton send={sendCode} />
          </div>
        )}
        <AuthSubmit form={form} label={t('signin.submit')} busyLabel={t('signin.busy')} account={account.value} />
      </form>
      {oauthHref && (
        <>
          <p className="divider">{t('signin.or')}</p>
          <a
            part="oauth"
            className="oauth"
            href={oauthHref}
            onClick={(event) => {
              event.preventDefault();
              browser.assign(oauthAuthorizeUrl(oauthHref));
            }}
          >
            {t('signin.oauth')}
          </a>
        </>
      )}
      {signupHref && (
        <p className="aside">
          {t('signin.noAccount')}{' '}
          <a part="signup" href={signupHref}>
            {t('signin.signup')}
          </a>
        </p>
      )}
    </div>
  );
}

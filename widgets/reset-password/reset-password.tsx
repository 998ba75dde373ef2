/**
 * @summary Password reset: the account (prefilled from `account`, with its country code for a
 * mobile number), the code that was sent (with a resend after the countdown, through
 * auth/forgot) and a new password with its strength hint. The spec's messages at their fields,
 * the server's refusals at theirs (a wrong or spent code at the code). Done, it says so and
 * links to sign in; every session of the account has ended.
 *
 * @attr {string} account - The account the code was sent to (from the forgot page's address).
 * @attr {string} country-code - Its country code for a mobile number ("+852"). Default +86.
 * @attr {string} signin-href - The sign-in page, linked when done.
 * @attr {string} action - Where the form posts natively (method post: account, code, password)
 *   on a page without JavaScript, when the host has such a route. With JavaScript the element
 *   sends it itself.
 *
 * @data `{values?: {account?: string, code?: string}, errors?: {account?: string, code?: string, password?: string}, formError?: string}`:
 *   what a refused native post came back with (never the password), shown as the element's own.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the form itself).
 *
 * @csspart card - The card around everything.
 * @csspart form - The form.
 * @csspart field - A field's frame (label, box, hint, error).
 * @csspart input - A text field.
 * @csspart country-code - The `<shop-phone-code-select>` shown for a mobile number.
 * @csspart send-code - The resend button.
 * @csspart password - The `<shop-password-input>` for the new password.
 * @csspart strength - The password strength hint (bars and text).
 * @csspart slide - The slide check (asked for by a resend) and its message.
 * @csspart form-error - A refusal that belongs to no field (too many requests, no connection).
 * @csspart submit - The reset button.
 * @csspart done - The message once the password is changed.
 * @csspart signin - The sign-in link.
 *
 * @cssproperty --shop-primary-color - Buttons, links and the focus ring.
 * @cssproperty --shop-error-color - Error messages and invalid fields.
 * @cssproperty --shop-success-color - The done message, a strong password's bars.
 * @cssproperty --shop-border-color - The card's border.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
// The elements this one embeds (shared code never imports an element: see rollup.config.mjs).
import '../phone-code-select/define';
import '../slide-verify/define';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { forgotPassword, resetPassword } from '../../runtime/api/auth';
import '../password-input/define';
import { AccountField, useAccountInput } from '../shared/auth-account-field';
import { CodeButton } from '../shared/auth-code-button';
import { checkCode, checkNewPassword } from '../shared/auth-form';
import { PasswordStrength, useNewPassword } from '../shared/auth-password-strength';
import { AuthSubmit } from '../shared/auth-submit';
import { AuthTextField } from '../shared/auth-text-field';
import { NoScriptPassword, textOf } from '../shared/auth-no-script-password';
import { useAuthForm, type AuthFormRefusal } from '../shared/auth-use-form';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useT } from '../shared/use-t';

export const resetPasswordProps = {
  account: string(),
  countryCode: string({ check: (v) => (/^\+\d{1,4}$/.test(v) ? undefined : 'must be a calling code such as "+852".') }),
  signinHref: string(),
  action: string(),
};

export type ResetPasswordProps = PropsOf<typeof resetPasswordProps>;

const FIELDS = ['account', 'countryCode', 'code', 'password'] as const;

/** The element's data (@data): a refused native post's values (never the password) and messages. */
export type ResetPasswordData = AuthFormRefusal<(typeof FIELDS)[number]> & { values?: { account?: string; code?: string } };

export function ResetPassword({ account: givenAccount, countryCode: givenCode, signinHref, action }: ResetPasswordProps) {
  const { t } = useT();
  const data = useElementData<ResetPasswordData>();
  const [code, setCode] = useState(textOf(data?.values?.code) ?? '');
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useAuthForm(FIELDS, data);
  const { errors } = form;
  const account = useAccountInput(form, { account: textOf(data?.values?.account) ?? givenAccount, countryCode: givenCode });
  const password = useNewPassword(form);
  const passwordLabel = t('reset.password');

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const resend = () => account.send(forgotPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const problems = {
      ...account.problems(),
      code: checkCode(code),
      password: checkNewPassword(password.current(), passwordLabel),
    };
    if (!form.check(problems)) return;
    await form.run(async () => {
      await resetPassword({ ...account.body(), code: code.trim(), password: password.current() });
      setDone(true);
    });
  };

  if (done) {
    return (
      <div part="card" className="card">
        <p part="done" ref={doneRef} tabIndex={-1} role="status" className="done">
          {t('reset.done')}
        </p>
        {signinHref && (
          <p className="actions">
            <a part="signin" className="button-link" href={signinHref}>
              {t('reset.signin')}
            </a>
          </p>
        )}
      </div>
    );
  }

  return (
    <div part="card" className="card">
      <form part="form" className="form" action={action} method={action ? 'post' : undefined} noValidate onSubmit={submit} onInput={password.edited} aria-busy={form.busy || undefined}>
        <AccountField {...account.field} />
        <div className="code-row">
          <AuthTextField name="code" label={t('auth.code')} value={code} onChange={setCode} error={errors.code} inputRef={form.field('code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          <CodeButton send={resend} alreadySent={Boolean(givenAccount)} />
        </div>
        <shop-password-input ref={form.field('password')} className="scripted" part="password" name="password" label={passwordLabel} new-password required error={errors.password} />
        {action && <NoScriptPassword name="password" label={passwordLabel} newPassword error={textOf(data?.errors?.password)} />}
        <PasswordStrength password={password.value} />
        <AuthSubmit form={form} label={t('reset.submit')} busyLabel={t('reset.busy')} />
      </form>
    </div>
  );
}

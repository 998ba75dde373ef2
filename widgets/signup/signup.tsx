/**
 * @summary Sign-up: first and last name, an e-mail or mobile account (a country code appears
 * for a mobile number), a password with a strength hint (at least 8 characters) and the terms.
 * The spec's messages (section 5) at their fields, the server's refusals at theirs (an account
 * already taken at the account), a slide check when the server asks for one. On success the
 * shopper is signed in and goes to `redirect`; without one, an e-mail account goes to the
 * prompt to verify it and a mobile one home.
 *
 * @attr {string} redirect - Where to go after signing up (same-origin path).
 * @attr {string} signin-href - The sign-in page, for shoppers who already have an account.
 * @attr {string} terms-href - The terms of service, linked from the terms checkbox.
 * @attr {string} action - Where the form posts natively (method post: firstName, lastName,
 *   account, countryCode, password, terms, redirect) on a page without JavaScript, when the host
 *   has such a route. With JavaScript the element sends it itself.
 *
 * @data `{values?: {firstName?, lastName?, account?, countryCode?, terms?: 'on'}, errors?: {<field>: string}, formError?: string}`:
 *   what a refused native post came back with (the values typed, never the password; the
 *   messages at their fields and for the whole form), shown as the element's own.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the form itself).
 *
 * @csspart card - The card around everything.
 * @csspart form - The form.
 * @csspart field - A field's frame (label, box, hint, error).
 * @csspart input - A text field.
 * @csspart country-code - The `<shop-phone-code-select>` shown for a mobile number.
 * @csspart password - The `<shop-password-input>`.
 * @csspart strength - The password strength hint (bars and text).
 * @csspart terms - The terms checkbox's row.
 * @csspart slide - The slide check and its message.
 * @csspart form-error - A refusal that belongs to no field (too many requests, no connection).
 * @csspart submit - The create-account button.
 * @csspart signin - The sign-in link.
 *
 * @cssproperty --shop-primary-color - Buttons, links and the focus ring.
 * @cssproperty --shop-error-color - Error messages, invalid fields, a weak password's bars.
 * @cssproperty --shop-warning-color - A fair password's bars.
 * @cssproperty --shop-success-color - A strong password's bars.
 * @cssproperty --shop-border-color - The card's border.
 *
 * @event shop:signup - Signed up (and in), just before leaving; detail `{kind: 'email' | 'mobile'}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
// The elements this one embeds (shared code never imports an element: see rollup.config.mjs).
import '../phone-code-select/define';
import '../slide-verify/define';
import { useId, useState, type FormEvent } from 'react';
import { signUp } from '../../runtime/api/auth';
import { analytics } from '../../runtime/analytics';
import { signInAndGo } from '../../runtime/auth';
import '../password-input/define';
import { AccountField, useAccountInput } from '../shared/auth-account-field';
import { checkFirstName, checkLastName, checkNewPassword, looksLikeMobile } from '../shared/auth-form';
import { PasswordStrength, useNewPassword } from '../shared/auth-password-strength';
import { AuthSubmit } from '../shared/auth-submit';
import { AuthTextField } from '../shared/auth-text-field';
import { NoScriptCountryCode, NoScriptPassword, textOf } from '../shared/auth-no-script-password';
import { useAuthForm, type AuthFormRefusal } from '../shared/auth-use-form';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useT } from '../shared/use-t';

export const signupProps = {
  redirect: string(),
  signinHref: string(),
  termsHref: string(),
  action: string(),
};

export type SignupProps = PropsOf<typeof signupProps>;

const FIELDS = ['firstName', 'lastName', 'account', 'countryCode', 'password', 'terms'] as const;
type Field = (typeof FIELDS)[number];

/** The element's data (@data): a refused native post's values and messages. */
export type SignupData = AuthFormRefusal<Field> & { values?: Partial<Record<Exclude<Field, 'password'>, string>> };
// Splits the terms sentence around the link, whatever the word order of the language.
const LINK_MARK = '\u0000';

export function Signup({ redirect, signinHref, termsHref, action }: SignupProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const data = useElementData<SignupData>();
  const kept = data?.values;
  const [firstName, setFirstName] = useState(textOf(kept?.firstName) ?? '');
  const [lastName, setLastName] = useState(textOf(kept?.lastName) ?? '');
  const [terms, setTerms] = useState(kept?.terms === 'on');
  const form = useAuthForm(FIELDS, data);
  const { errors, slide } = form;
  const account = useAccountInput(form, { account: textOf(kept?.account), countryCode: textOf(kept?.countryCode) });
  const password = useNewPassword(form);
  const passwordLabel = t('field.password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const problems = {
      firstName: checkFirstName(firstName),
      lastName: checkLastName(lastName),
      ...account.problems(),
      password: checkNewPassword(password.current(), passwordLabel),
      terms: terms ? undefined : { key: 'signup.termsRequired' as const },
    };
    if (!form.check(problems)) return;
    await form.run(async () => {
      const body = { firstName: firstName.trim(), lastName: lastName.trim(), ...account.body(), password: password.current(), terms: true, ...slide.take() };
      const answer = await signUp(body);
      const kind = looksLikeMobile(body.account) ? 'mobile' : 'email';
      emit(host, 'shop:signup', { kind });
      analytics('sign_up', { method: kind });
      signInAndGo(answer, redirect, kind === 'email' ? `/auth/verify-prompt?account=${encodeURIComponent(body.account)}` : undefined);
    });
  };

  const [termsBefore, termsAfter] = t('signup.terms', LINK_MARK).split(LINK_MARK);
  const termsLink = termsHref ? (
    <a href={termsHref} target="_blank" rel="noopener">
      {t('signup.termsLink')}
    </a>
  ) : (
    t('signup.termsLink')
  );

  return (
    <div part="card" className="card">
      <form part="form" className="form" action={action} method={action ? 'post' : undefined} noValidate onSubmit={submit} onInput={password.edited} aria-busy={form.busy || undefined}>
        {action && redirect && <input type="hidden" name="redirect" value={redirect} />}
        <div className="names">
          <AuthTextField name="firstName" label={t('signup.firstName')} value={firstName} onChange={setFirstName} error={errors.firstName} inputRef={form.field('firstName')} autoComplete="given-name" />
          <AuthTextField name="lastName" label={t('signup.lastName')} value={lastName} onChange={setLastName} error={errors.lastName} inputRef={form.field('lastName')} autoComplete="family-name" />
        </div>
        <AccountField {...account.field} />
        {action && (
          // A mobile number needs its country code: the select appears as it is typed, which a page without JavaScript cannot do.
          <NoScriptCountryCode account={textOf(kept?.account)} countryCode={textOf(kept?.countryCode)} error={textOf(data?.errors?.countryCode)} />
        )}
        <shop-password-input ref={form.field('password')} className="scripted" part="password" name="password" label={passwordLabel} new-password required error={errors.password} />
        {action && <NoScriptPassword name="password" label={passwordLabel} newPassword error={textOf(data?.errors?.password)} />}
        <PasswordStrength password={password.value} />
        <div part="terms" className={errors.terms ? 'field invalid' : 'field'}>
          <div className="check">
            <input
              ref={form.field('terms')}
              id={`${id}-terms`}
              type="checkbox"
              name="terms"
              checked={terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
              aria-required
              onChange={(event) => setTerms(event.currentTarget.checked)}
            />
            <label htmlFor={`${id}-terms`}>
              {termsBefore}
              {termsLink}
              {termsAfter}
            </label>
          </div>
          {errors.terms && (
            <p part="error" id={`${id}-terms-error`} className="error">
              {errors.terms}
            </p>
          )}
        </div>
        <AuthSubmit form={form} label={t('signup.submit')} busyLabel={t('signup.busy')} account={account.value} />
      </form>
      {signinHref && (
        <p className="aside">
          {t('signup.haveAccount')}{' '}
          <a part="signin" href={signinHref}>
            {t('signup.signin')}
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * @summary Forgotten password: the account (e-mail or mobile with its country code) to send a
 * reset code to. The spec's messages at the field, the server's refusals at theirs, a slide
 * check when the server asks for one. The answer is the same whether or not the account
 * exists; on it the shopper goes to `reset-href` with the account in the address (never a code).
 *
 * @attr {string} reset-href - The reset page; `?account=` (and `countryCode=` for a mobile
 *   number) are added. Default: /auth/reset-password under the language prefix.
 * @attr {string} signin-href - The sign-in page, linked under the form.
 * @attr {string} action - Where the form posts natively (method post: account, countryCode) on
 *   a page without JavaScript, when the host has such a route. With JavaScript the element
 *   sends it itself.
 *
 * @data `{values?: {account?: string, countryCode?: string}, errors?: {account?: string, countryCode?: string}, formError?: string}`:
 *   what a refused native post came back with, shown as the element's own.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the form itself).
 *
 * @csspart card - The card around everything.
 * @csspart form - The form.
 * @csspart field - A field's frame (label, box, hint, error).
 * @csspart input - The account field.
 * @csspart country-code - The `<shop-phone-code-select>` shown for a mobile number.
 * @csspart slide - The slide check and its message.
 * @csspart form-error - A refusal that belongs to no field (too many requests, no connection).
 * @csspart submit - The send button.
 * @csspart signin - The sign-in link.
 *
 * @cssproperty --shop-primary-color - Buttons, links and the focus ring.
 * @cssproperty --shop-error-color - Error messages and invalid fields.
 * @cssproperty --shop-border-color - The card's border.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
// The elements this one embeds (shared code never imports an element: see rollup.config.mjs).
import '../phone-code-select/define';
import '../slide-verify/define';
import type { FormEvent } from 'react';
import { forgotPassword } from '../../runtime/api/auth';
import { browser } from '../../runtime/browser';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { AccountField, useAccountInput } from '../shared/auth-account-field';
import { AuthSubmit } from '../shared/auth-submit';
import { NoScriptCountryCode, textOf } from '../shared/auth-no-script-password';
import { useAuthForm, type AuthFormRefusal } from '../shared/auth-use-form';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useT } from '../shared/use-t';

export const forgotPasswordProps = {
  resetHref: string(),
  signinHref: string(),
  action: string(),
};

export type ForgotPasswordProps = PropsOf<typeof forgotPasswordProps>;

const FIELDS = ['account', 'countryCode'] as const;

/** The element's data (@data): a refused native post's values and messages. */
export type ForgotPasswordData = AuthFormRefusal<(typeof FIELDS)[number]> & { values?: { account?: string; countryCode?: string } };

/** The reset page's address for this account: same-origin addresses stay relative. */
export function resetAddress(resetHref: string | undefined, body: { account: string; countryCode?: string }): string {
  const url = new URL(resetHref || shopHref(`${$languagePrefix.get()}/auth/reset-password`), location.href);
  url.searchParams.set('account', body.account);
  if (body.countryCode) url.searchParams.set('countryCode', body.countryCode);
  return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

export function ForgotPassword({ resetHref, signinHref, action }: ForgotPasswordProps) {
  const { t } = useT();
  const data = useElementData<ForgotPasswordData>();
  const form = useAuthForm(FIELDS, data);
  const account = useAccountInput(form, { account: textOf(data?.values?.account), countryCode: textOf(data?.values?.countryCode) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    if (!form.check(account.problems())) return;
    await form.run(async () => {
      const body = account.body();
      await forgotPassword({ ...body, ...form.slide.take() });
      browser.assign(resetAddress(resetHref, body));
    });
  };

  return (
    <div part="card" className="card">
      <form part="form" className="form" action={action} method={action ? 'post' : undefined} noValidate onSubmit={submit} onInput={form.edited} aria-busy={form.busy || undefined}>
        <AccountField {...account.field} />
        {action && (
          // A mobile number needs its country code: the select appears as it is typed, which a page without JavaScript cannot do.
          <NoScriptCountryCode account={textOf(data?.values?.account)} countryCode={textOf(data?.values?.countryCode)} error={textOf(data?.errors?.countryCode)} />
        )}
        <AuthSubmit form={form} label={t('forgot.submit')} busyLabel={t('forgot.busy')} account={account.value} />
      </form>
      {signinHref && (
        <p className="aside">
          <a part="signin" href={signinHref}>
            {t('forgot.back')}
          </a>
        </p>
      )}
    </div>
  );
}

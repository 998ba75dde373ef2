/**
 * The account field of every account form: e-mail or mobile number, with the spec's hint
 * ('Please enter your mobile or email') as its description, shown under it and read with it (not
 * also as a placeholder, which said it twice and vanished as the shopper typed). As soon as what is
 * typed is all digits, a `<shop-phone-code-select>` for the country code appears under it
 * (default +86); it keeps the code chosen if the shopper edits the number away and back.
 * The form reads the code from the select given to `codeRef` at submit (its `value`), so a
 * code cleared in any way is caught by 'Country code is required'.
 */
import { useEffect, useRef, useState, type RefCallback } from 'react';
import { accountBody, checkAccount, checkCountryCode, DEFAULT_COUNTRY_CODE, DEFAULT_REGION, looksLikeMobile, type Problem } from './auth-form';
import type { AuthForm } from './auth-use-form';
import { Field } from './field';
import { useT } from './use-t';

export type CodeSelectElement = HTMLElement & { value: string };

export interface AccountFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  countryCode: string;
  onCountryCode(code: string): void;
  countryError?: string;
  inputRef: RefCallback<HTMLElement>;
  codeRef: RefCallback<HTMLElement>;
  readOnly?: boolean;
}

export function AccountField({ value, onChange, error, countryCode, onCountryCode, countryError, inputRef, codeRef, readOnly }: AccountFieldProps) {
  const { t } = useT();
  const mobile = looksLikeMobile(value);
  const hint = t('validation.accountEmpty');
  // The latest handler, for the listener added once per select element.
  const onCode = useRef(onCountryCode);
  onCode.current = onCountryCode;
  const selectRef = useRef<CodeSelectElement | null>(null);

  useEffect(() => {
    const select = selectRef.current;
    if (!mobile || !select) return;
    const changed = () => onCode.current(select.value ?? '');
    select.addEventListener('change', changed);
    return () => select.removeEventListener('change', changed);
  }, [mobile]);

  return (
    <>
      <Field label={t('auth.account')} required hint={hint} error={error}>
        {(aria) => (
          <div part="box" className="box">
            <input
              {...aria}
              ref={inputRef}
              part="input account"
              name="account"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              readOnly={readOnly}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          </div>
        )}
      </Field>
      {mobile && (
        // Drawn by the server too (a refused post of a mobile number), where a page without
        // JavaScript would show a select that posts nothing: `scripted` hides it there, as the
        // password input (the form's plain country code field, where it has one, posts instead).
        <shop-phone-code-select
          className="scripted"
          ref={(element) => {
            selectRef.current = element as CodeSelectElement | null;
            codeRef(element);
          }} part="country-code" name="countryCode" region={DEFAULT_REGION} value={countryCode} required error={countryError} />
      )}
    </>
  );
}

export interface AccountInput {
  /** What is typed in the account field. */
  value: string;
  /** Props for <AccountField>: its value, code, errors and refs, bound to the form. */
  field: AccountFieldProps;
  /** The account's and country code's problems, for form.check(). */
  problems(): { account: Problem | undefined; countryCode: Problem | undefined };
  /** `{account, countryCode?}` for the request (the code only for a mobile number). */
  body(): { account: string; countryCode?: string };
  /**
   * A request that needs only the account (send a code): the account is checked first, then it
   * runs without making the form busy, with a slide pass when one is held. True when it went.
   */
  send(request: (body: { account: string; countryCode?: string; slide?: string }) => Promise<unknown>): Promise<boolean>;
}

/**
 * The account and country code of an account form, held together: the state behind
 * <AccountField>, their checks and their part of the request. The code is read from the select
 * itself at submit (see above).
 */
export function useAccountInput<F extends string>(form: AuthForm<F>, initial: { account?: string; countryCode?: string } = {}): AccountInput {
  const [account, setAccount] = useState(initial.account ?? '');
  const [countryCode, setCountryCode] = useState(initial.countryCode ?? DEFAULT_COUNTRY_CODE);
  const accountName = 'account' as F;
  const codeName = 'countryCode' as F;
  const currentCode = () => form.control<CodeSelectElement>(codeName)?.value ?? countryCode;
  const problems = () => ({ account: checkAccount(account), countryCode: checkCountryCode(account, currentCode()) });
  const body = () => accountBody(account, currentCode());
  return {
    value: account,
    field: {
      value: account,
      onChange: setAccount,
      error: form.errors[accountName],
      countryCode,
      onCountryCode: setCountryCode,
      countryError: form.errors[codeName],
      inputRef: form.field(accountName),
      codeRef: form.field(codeName),
    },
    problems,
    body,
    send(request) {
      if (!form.check(problems() as Partial<Record<F, Problem | undefined>>)) return Promise.resolve(false);
      return form.run(
        async () => {
          await request({ ...body(), ...form.slide.take() });
        },
        { busy: false },
      );
    },
  };
}

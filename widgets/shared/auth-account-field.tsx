/**
 * The account field of every account form: e-mail or mobile number, with the spec's hint
 * ('Please enter your mobile or email') as placeholder and description. As soon as what is
 * typed is all digits, a `<shop-phone-code-select>` for the country code appears under it
 * (default +86); it keeps the code chosen if the shopper edits the number away and back.
 * The form reads the code from the select given to `codeRef` at submit (its `value`), so a
 * code cleared in any way is caught by 'Country code is required'.
 */
import { useEffect, useRef, type RefCallback } from 'react';
import { DEFAULT_REGION, looksLikeMobile } from './auth-form';
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
              placeholder={hint}
              value={value}
              readOnly={readOnly}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          </div>
        )}
      </Field>
      {mobile && (
        <shop-phone-code-select
          ref={(element) => {
            selectRef.current = element as CodeSelectElement | null;
            codeRef(element);
          }} part="country-code" name="countryCode" region={DEFAULT_REGION} value={countryCode} required error={countryError} />
      )}
    </>
  );
}

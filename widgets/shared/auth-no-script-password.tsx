/**
 * The rows an account form needs on a page without JavaScript. The form's
 * `<shop-password-input>` keeps its native field in its own shadow root, and the
 * `<shop-phone-code-select>` appears only as a mobile number is typed, so a native post (before
 * or without the elements' code) would carry no password and no country code; these plain
 * fields in the form's own shadow root do. They show only where scripting is off (the base
 * sheet's `no-script`), while the element is hidden there (`scripted`, authFormStyles). Drawn the
 * same on the server and in the browser, so they hydrate; with JavaScript they are never shown
 * and the form posts nothing natively.
 */
import { DEFAULT_COUNTRY_CODE, looksLikeMobile } from './auth-form';
import { Field } from './field';
import { useT } from './use-t';

export interface NoScriptFieldProps {
  /** The field's name in the post. */
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
  hint?: string;
  /** The refused native post's message (the element's data): the browser's own refusals are the element's to show. */
  error?: string;
  defaultValue?: string;
}

export function NoScriptField({ name, label, type = 'text', autoComplete, required, hint, error, defaultValue }: NoScriptFieldProps) {
  return (
    <div className="no-script">
      <Field label={label} required={required} hint={hint} error={error}>
        {(aria) => (
          <div part="box" className="box">
            <input {...aria} part="input" name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} />
          </div>
        )}
      </Field>
    </div>
  );
}

export function NoScriptPassword({ name, label, hint, error, newPassword }: { name: string; label?: string; hint?: string; error?: string; newPassword?: boolean }) {
  const { t } = useT();
  return <NoScriptField name={name} label={label ?? t('field.password')} type="password" autoComplete={newPassword ? 'new-password' : 'current-password'} required hint={hint} error={error} />;
}

/**
 * The country code of an account form on a page without JavaScript. The live form shows its
 * code select only while the account is a mobile number, so the page keeps that shape (one
 * render, issue 18): a plain field only where the form is drawn with a mobile number (a refused
 * native post), else the live select's default code as a hidden field, which a first native post
 * of a mobile number carries.
 */
export function NoScriptCountryCode({ account, countryCode, error }: { account?: string; countryCode?: string; error?: string }) {
  const { t } = useT();
  if (looksLikeMobile(account ?? '')) {
    return <NoScriptField name="countryCode" label={t('field.countryCode')} autoComplete="tel-country-code" defaultValue={countryCode ?? DEFAULT_COUNTRY_CODE} error={error} />;
  }
  return <input type="hidden" name="countryCode" value={countryCode || DEFAULT_COUNTRY_CODE} />;
}

/** A string from a server render's data, which is not trusted to be well formed. */
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

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
import { DEFAULT_COUNTRY_CODE } from './auth-form';
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
 * The country code of an account form on a page without JavaScript: a plain field, always there,
 * holding the code posted last (a refused native post) or the live select's default. The live
 * form shows its code select only while the account is a mobile number, which a page without
 * JavaScript cannot do; a hidden field in its place posted the default code whatever the
 * shopper's number was (+86 for a UK mobile), so the shopper could not choose. The field is
 * `no-script` (hidden with JavaScript), so the page keeps its shape (one render, issue 18); for
 * an e-mail account the code is ignored.
 */
export function NoScriptCountryCode({ countryCode, error }: { countryCode?: string; error?: string }) {
  const { t } = useT();
  return <NoScriptField name="countryCode" label={t('field.countryCode')} autoComplete="tel-country-code" defaultValue={countryCode ?? DEFAULT_COUNTRY_CODE} error={error} />;
}

/** A string from a server render's data, which is not trusted to be well formed. */
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The checkout's fields without JavaScript. <shop-input>, <shop-address-form>, <shop-checkbox>
 * and <shop-payment> keep their controls in their own shadow roots, which a native post does not
 * carry; when the host gives the steps somewhere to post (`@data` actions), these plain fields
 * in the step's own shadow root do (as ../shared/auth-no-script-password.tsx for the auth
 * forms). They show only where scripting is off (`no-script`), the elements are hidden there
 * (`scripted`); drawn the same on the server and in the browser, so they hydrate, and with
 * JavaScript they are never shown and nothing posts natively.
 */
import { useMemo } from 'react';
import type { Address } from '../../runtime/api/types';
import type { MessageKey } from '../../runtime/i18n';
import { callingCodes } from '../phone-code-select/calling-codes';
import { NoScriptField } from '../shared/auth-no-script-password';
import { Chevron, Field } from '../shared/field';
import { regionNamer } from '../shared/region-names';
import { useT } from '../shared/use-t';

type Typed = (name: string, fallback?: string) => string;
type FieldError = (name: string) => string | undefined;

const TEXT: { name: string; label: MessageKey; autoComplete: string; required?: boolean; type?: 'tel'; wide?: boolean }[] = [
  { name: 'province', label: 'address.province', autoComplete: 'address-level1' },
  { name: 'city', label: 'address.city', autoComplete: 'address-level2', required: true },
  { name: 'area', label: 'address.area', autoComplete: 'address-level3' },
  { name: 'postalCode', label: 'address.postalCode', autoComplete: 'postal-code' },
  { name: 'address', label: 'address.line1', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'apartment', label: 'address.line2', autoComplete: 'address-line2', wide: true },
];

/** Region codes in code order: the names differ between the server's ICU and the browser's, the order by code does not. */
const REGIONS = [...new Set(callingCodes.map((c) => c.region))].sort();
const CALLING_CODES = [...callingCodes].sort((a, b) => (a.region < b.region ? -1 : a.region > b.region ? 1 : 0));

/** A native select in the shared field's frame (the look of <shop-select>). */
function NoScriptSelect({ name, label, autoComplete, error, defaultValue, options }: { name: string; label: string; autoComplete: string; error?: string; defaultValue: string; options: { value: string; label: string }[] }) {
  const { t } = useT();
  return (
    <Field label={label} required error={error}>
      {(aria) => (
        <div part="box" className="box with-chevron">
          <select {...aria} name={name} autoComplete={autoComplete} defaultValue={defaultValue}>
            <option value="">{t('field.choose')}</option>
            {options.map((option, index) => (
              // Named by the runtime's ICU: the server's words may differ (../shared/region-names.ts).
              <option key={index} value={option.value} suppressHydrationWarning>
                {option.label}
              </option>
            ))}
          </select>
          <Chevron />
        </div>
      )}
    </Field>
  );
}

/**
 * The address form's fields (the spec's, as <shop-address-form> asks for them), a native select
 * for the country; the calling code follows the country on the host (no select without script).
 */
export function NoScriptAddress({ typed: posted, error, address }: { typed: Typed; error: FieldError; address?: Address | null }) {
  const { t, locale } = useT();
  // What was posted, else the address being changed.
  const typed = (name: string) => posted(name, String(address?.[name as keyof Address] ?? ''));
  const name = useMemo(() => regionNamer(locale), [locale]);
  const text = (field: (typeof TEXT)[number] | { name: string; label: MessageKey; autoComplete: string; required?: boolean; type?: 'tel'; wide?: boolean }) => (
    <div key={field.name} className={field.wide ? 'wide' : undefined}>
      <NoScriptField name={field.name} label={t(field.label)} type={field.type} autoComplete={`shipping ${field.autoComplete}`} required={field.required} error={error(field.name)} defaultValue={typed(field.name)} />
    </div>
  );
  return (
    <div className="no-script">
      <div className="fields">
        {text({ name: 'firstName', label: 'address.firstName', autoComplete: 'given-name', required: true })}
        {text({ name: 'lastName', label: 'address.lastName', autoComplete: 'family-name', required: true })}
        <div className="wide">
          <NoScriptSelect name="country" label={t('address.country')} autoComplete="shipping country" error={error('country')} defaultValue={typed('country')} options={REGIONS.map((region) => ({ value: region, label: name(region) }))} />
        </div>
        {TEXT.map(text)}
        <div>
          <NoScriptSelect name="countryCode" label={t('field.countryCode')} autoComplete="tel-country-code" error={error('countryCode')} defaultValue={typed('countryCode')} options={CALLING_CODES.map((c) => ({ value: c.code, label: `${name(c.region)} (${c.code})` }))} />
        </div>
        {text({ name: 'phone', label: 'address.phone', autoComplete: 'tel-national', required: true, type: 'tel' })}
      </div>
      <p className="address-actions">
        <button type="submit" className="address-submit">
          {t('checkout.useAddress')}
        </button>
      </p>
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  description?: string;
  price?: string;
}

/** Native radios, one card each (a saved address, a shipping or payment method). */
export function NoScriptChoices({ legend, name, chosen, choices, error }: { legend: string; name: string; chosen: string; choices: Choice[]; error?: string }) {
  return (
    // Wrapped: `no-script` shows with display: revert, which would undo the fieldset's grid.
    <div className="no-script">
    <fieldset className="choices">
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="native-choice">
          <input type="radio" name={name} value={choice.value} defaultChecked={choice.value === chosen} />
          <span className="choice-text">
            <span className="choice-label">{choice.label}</span>
            {/* A description may name a country, which the server's ICU may word otherwise (../shared/region-names.ts). */}
            {choice.description && (
              <span className="choice-description" suppressHydrationWarning>
                {choice.description}
              </span>
            )}
          </span>
          {choice.price && <span className="choice-price">{choice.price}</span>}
        </label>
      ))}
      {error && (
        <p role="alert" className="problem">
          {error}
        </p>
      )}
    </fieldset>
    </div>
  );
}

/**
 * @summary The country calling code of a phone number, as a native select of regions named in
 * the shopper's language ("Hong Kong (+852)"), sorted the way that language sorts. Takes part
 * in native forms; its value is the code with the plus sign ("+852"). Empty and required is
 * refused with the shop's 'Country code is required'. Drawn on the server with the shown code
 * alone (its region named by the server's ICU, which may word it otherwise than the browser's:
 * that text stays); the list, sorted by name, follows once it is hydrated.
 *
 * @attr {string} label - The visible label. Default 'Country code'.
 * @attr {string} name - The FormData key.
 * @attr {string} value - The initial code, "+852" (the `value` property holds the current one).
 * @attr {string} region - The region to show for a code that several share (+1, +7), and the
 *   code to start with when there is no value: an ISO 3166 alpha-2 code such as "CA".
 * @attr {string[]} regions - Limits the list to these regions (JSON array of alpha-2 codes),
 *   for a shop that ships to a few countries.
 * @attr {boolean} required - Empty is refused with 'Country code is required'.
 * @attr {boolean} disabled - Not changeable and left out of the form.
 * @attr {string} hint - Help text under the field.
 * @attr {string} error - An error from elsewhere (the server's answer): shown at once.
 * @attr {boolean} hide-label - Keeps the label for screen readers only.
 *
 * @csspart field - The wrapper of label, box, hint and error.
 * @csspart label - The label.
 * @csspart box - The bordered box around the select.
 * @csspart select - The native select.
 * @csspart hint - The help text.
 * @csspart error - The error message.
 *
 * @cssproperty --shop-primary-color - The focus ring.
 * @cssproperty --shop-error-color - The error message and the invalid border.
 *
 * @event change - A code was chosen.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useMemo, useState } from 'react';
import { Chevron, Field } from '../shared/field';
import { useFormControl } from '../shared/form-control';
import { useHost } from '../shared/host';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { regionNamer, sortByName, useInBrowser } from '../shared/region-names';
import { callingCodes, MAIN_REGION } from './calling-codes';

const known = new Set(callingCodes.map((c) => c.region));
const codeOf = (region: string | undefined) => callingCodes.find((c) => c.region === region)?.code;

export const phoneCodeSelectProps = {
  label: string(),
  name: string(),
  value: string({ check: (v) => (v === '' || /^\+\d{1,4}$/.test(v) ? undefined : 'must be a calling code such as "+852".') }),
  region: string({ check: (v) => (known.has(v.toUpperCase()) ? undefined : 'must be a region code such as "HK".') }),
  regions: json<string[]>((v) => (Array.isArray(v) && v.length > 0 && v.every((r) => typeof r === 'string' && known.has(r.toUpperCase())) ? undefined : 'must be a JSON array of region codes such as ["HK", "CN"].')),
  required: boolean(),
  disabled: boolean(),
  hint: string(),
  error: string(),
  hideLabel: boolean(),
};

export type PhoneCodeSelectProps = PropsOf<typeof phoneCodeSelectProps>;

export function PhoneCodeSelect(props: PhoneCodeSelectProps) {
  const { t, locale } = useT();
  const host = useHost();
  const label = props.label ?? t('field.countryCode');
  const preferred = props.region?.toUpperCase();
  const control = useFormControl<string>({
    defaultValue: props.value ?? codeOf(preferred) ?? '',
    formValue: (value) => value,
    disabled: Boolean(props.disabled),
    error: (value) => {
      if (props.error) return { message: props.error, flag: 'customError' };
      if (props.required && value === '') return { message: t('validation.countryCodeRequired'), flag: 'valueMissing' };
      return undefined;
    },
  });

  // What the server draws, and the hydration's first render: the shown code alone, its region
  // named (./region-names.ts: the server's ICU words some regions otherwise, and sorts names
  // otherwise, so a list sorted by name would not hydrate). The list, sorted by name in the
  // shopper's language, follows at once in the browser.
  const inBrowser = useInBrowser();
  const listed = useMemo(() => {
    const allowed = props.regions?.map((r) => r.toUpperCase());
    return callingCodes.filter((c) => !allowed || allowed.includes(c.region));
  }, [props.regions]);

  // Which region shows the code: the one the shopper picked, else the preferred one, else the
  // code's main region, else the first listed with it (the table's order, the same on both sides).
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const shown = [picked, preferred, MAIN_REGION[control.value]].find((r) => r && listed.some((o) => o.region === r && o.code === control.value)) ?? listed.find((o) => o.code === control.value)?.region ?? '';

  const options = useMemo(() => {
    const name = regionNamer(locale);
    const named = (inBrowser ? listed : listed.filter((c) => c.region === shown)).map((c) => ({ ...c, name: name(c.region) }));
    return inBrowser ? sortByName(named, (o) => o.name, locale) : named;
  }, [locale, listed, inBrowser, inBrowser ? '' : shown]);

  return (
    <Field label={label} hideLabel={props.hideLabel} required={props.required} hint={props.hint} error={props.error ?? control.shownError}>
      {(aria) => (
        <div part="box" className="box with-chevron">
          <select
            {...aria}
            ref={control.anchorRef}
            part="select"
            value={shown}
            disabled={control.disabled}
            autoComplete="tel-country-code"
            onChange={(event) => {
              const region = event.currentTarget.value;
              setPicked(region);
              control.setValue(codeOf(region) ?? '');
              host.dispatchEvent(new Event('change', { bubbles: true }));
            }}
            onBlur={control.touch}
          >
            <option value="" disabled={props.required}>
              {t('field.choose')}
            </option>
            {options.map((o) => (
              // A region name: the server's ICU may word it otherwise (./region-names.ts); its text
              // stays as the server wrote it, the value must match.
              <option key={o.region} value={o.region} suppressHydrationWarning>
                {`${o.name} (${o.code})`}
              </option>
            ))}
          </select>
          <Chevron />
        </div>
      )}
    </Field>
  );
}

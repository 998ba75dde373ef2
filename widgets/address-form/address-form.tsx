/**
 * @summary The shipping address form (spec section 3's fields: country, province, city, area,
 * postal code, first and last name, address line, optional apartment line, country code and
 * phone), built from the shop's form elements so every field has its label, autofill hint and
 * message. It saves through `address/save`; a field the server refuses shows the server's
 * message at that field and gets focus; nothing typed is lost on a failure. Drawn on the server
 * from its attributes (the address to edit is its `address`), for a guest: a signed-in shopper's
 * 'Set as default address' follows once hydrated. It has no native post: without JavaScript it
 * shows the address, and saving needs the element's code.
 *
 * @attr {Address} address - An address to edit (JSON, as `address/list` gives it); empty for a
 *   new one.
 * @attr {string[]} countries - The countries the shop ships to (JSON array of ISO 3166 alpha-2
 *   codes). Default: every country.
 * @attr {string} country - The country a new address starts with (alpha-2).
 * @attr {boolean} no-default - Hides 'Set as default address' (guests have no address book).
 * @attr {string} submit-label - The button's text. Default 'Save address'.
 *
 * @csspart form - The form.
 * @csspart fields - The grid of fields.
 * @csspart alert - A failure that belongs to no single field.
 * @csspart submit - The submit button.
 *
 * @cssproperty --shop-primary-color - The submit button.
 * @cssproperty --shop-error-color - The failure message.
 *
 * @event shop:address-save - Saved; `detail` is the Address the server stored.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { saveAddress } from '../../runtime/api/address';
import type { Address, AddressBody } from '../../runtime/api/types';
import { isShopError } from '../../runtime/errors';
import type { MessageKey } from '../../runtime/i18n';
import { $signedIn } from '../../runtime/session';
import '../checkbox/define';
import '../input/define';
import '../phone-code-select/define';
import { callingCodes } from '../phone-code-select/calling-codes';
import '../select/define';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { regionNamer, sortByName } from '../shared/region-names';
import { useBrowserStore } from '../shared/use-browser-store';
import { useT } from '../shared/use-t';

const regions = new Set(callingCodes.map((c) => c.region));
const codeOf = (region: string) => callingCodes.find((c) => c.region === region)?.code ?? '';
const SIGNED_OUT = false;
const isRegion = (v: unknown) => typeof v === 'string' && regions.has(v.toUpperCase());

export const addressFormProps = {
  address: json<Address>((v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : 'must be an address object (JSON).')),
  countries: json<string[]>((v) => (Array.isArray(v) && v.length > 0 && v.every(isRegion) ? undefined : 'must be a JSON array of country codes such as ["HK", "US"].')),
  country: string({ check: (v) => (isRegion(v) ? undefined : 'must be a country code such as "HK".') }),
  noDefault: boolean(),
  submitLabel: string(),
};

export type AddressFormProps = PropsOf<typeof addressFormProps>;

type FieldName = keyof Omit<Address, 'id' | 'isDefault'>;

export function AddressForm({ address, countries, country: startCountry, noDefault, submitLabel }: AddressFormProps) {
  const { t, locale } = useT();
  const host = useHost();
  // The server draws the guest's form (no 'Set as default address'); a signed-in shopper's
  // checkbox follows once hydrated.
  const signedIn = useBrowserStore($signedIn, SIGNED_OUT);
  const formRef = useRef<HTMLFormElement>(null);
  const [country, setCountry] = useState((address?.country ?? startCountry ?? countries?.[0] ?? '').toUpperCase());
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  // State lags a render behind: a double click must see the first submit at once.
  const inFlight = useRef(false);
  const [saved, setSaved] = useState(false);

  // Named and sorted by the runtime's ICU: the server's words and order may differ from the
  // browser's (../shared/region-names.ts), so the <shop-select> below keeps what the server wrote.
  const countryOptions = useMemo(() => {
    const name = regionNamer(locale);
    const list = countries?.map((c) => c.toUpperCase()) ?? [...regions];
    return JSON.stringify(
      sortByName(
        list.map((value) => ({ value, label: name(value) })),
        (o) => o.label,
        locale,
      ),
    );
  }, [locale, countries]);

  // A change of country moves the calling code with it; editing a field clears its server error.
  // In the commit (a layout effect): a country chosen before the code came is in the form's state
  // (and the calling code's field) before anything runs after the commit, such as a press of
  // 'Use this address' made meanwhile, which the element makes once live.
  useLayoutEffect(() => {
    const form = formRef.current!;
    const onChange = (event: Event) => {
      const target = event.target as HTMLElement & { value?: string };
      const name = target.getAttribute('name') as FieldName | null;
      if (name === 'country') setCountry(String(target.value ?? ''));
      if (name) setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: undefined } : errors));
      setSaved(false);
    };
    form.addEventListener('change', onChange);
    // A country chosen before this listener was there (before the page's code came, and the
    // select's own element went live first) is the select's value now.
    const chosen = form.querySelector<HTMLElement & { value?: string }>('shop-select[name="country"]')?.value;
    if (chosen) setCountry(chosen);
    return () => form.removeEventListener('change', onChange);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const body = { ...(address?.id ? { id: address.id } : {}), ...data, isDefault: data.isDefault === 'true' } as AddressBody;
    inFlight.current = true;
    setBusy(true);
    setAlert('');
    try {
      const stored = await saveAddress(body, { quiet: true });
      setSaved(true);
      emit(host, 'shop:address-save', stored);
    } catch (error) {
      const field = (error as { data?: { field?: string } }).data?.field as FieldName | undefined;
      const message = isShopError(error) ? error.userMessage : t('http.unknown');
      if (field && field in LABELS) {
        setFieldErrors((errors) => ({ ...errors, [field]: message }));
        requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
      } else setAlert(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const label = (name: FieldName) => t(LABELS[name]);
  const text = (name: FieldName, options: { required?: boolean; autocomplete: string; wide?: boolean; type?: string; inputmode?: string; requiredMessage?: string }) => (
    <shop-input
      className={options.wide ? 'wide' : undefined}
      name={name}
      label={label(name)}
      value={address?.[name] ?? ''}
      required={options.required}
      autocomplete={`shipping ${options.autocomplete}`}
      type={options.type}
      inputmode={options.inputmode}
      error={fieldErrors[name]}
    />
  );

  return (
    <form ref={formRef} part="form" className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div part="fields" className="fields">
        {text('firstName', { required: true, autocomplete: 'given-name' })}
        {text('lastName', { required: true, autocomplete: 'family-name' })}
        {/* Its options are region names in the runtime's words and order: the server's may
            differ from the browser's (../shared/region-names.ts). The attribute the server wrote
            stays (the select hydrates from it, and matches it exactly) until the list changes.
            No value until a country is chosen: a '' set while this form hydrates would undo a
            choice the shopper made meanwhile in the select, live before the form. */}
        <shop-select className="wide" name="country" label={label('country')} value={country || undefined} options={countryOptions} required autocomplete="shipping country" error={fieldErrors.country} suppressHydrationWarning />
        {text('province', { autocomplete: 'address-level1' })}
        {text('city', { required: true, autocomplete: 'address-level2' })}
        {text('area', { autocomplete: 'address-level3' })}
        {text('postalCode', { autocomplete: 'postal-code' })}
        {text('address', { required: true, autocomplete: 'address-line1', wide: true })}
        {text('apartment', { autocomplete: 'address-line2', wide: true })}
        <shop-phone-code-select name="countryCode" label={label('countryCode')} region={country || undefined} value={codeOf(country)} required error={fieldErrors.countryCode} />
        {text('phone', { required: true, autocomplete: 'tel-national', type: 'tel', inputmode: 'tel' })}
        {signedIn && !noDefault && <shop-checkbox className="wide" name="isDefault" value="true" label={t('address.setDefault')} checked={address?.isDefault} />}
      </div>
      {alert && (
        <p part="alert" className="alert" role="alert">
          {alert}
        </p>
      )}
      <p className="actions">
        <button part="submit" className="submit" type="submit" aria-disabled={busy || undefined}>
          {busy ? t('address.saving') : (submitLabel ?? t('address.save'))}
        </button>
        <span className="status" role="status">
          {saved ? t('address.saved') : ''}
        </span>
      </p>
    </form>
  );
}

const LABELS: Record<FieldName, MessageKey> = {
  firstName: 'address.firstName',
  lastName: 'address.lastName',
  country: 'address.country',
  province: 'address.province',
  city: 'address.city',
  area: 'address.area',
  postalCode: 'address.postalCode',
  address: 'address.line1',
  apartment: 'address.line2',
  countryCode: 'field.countryCode',
  phone: 'address.phone',
};

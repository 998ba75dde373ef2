/**
 * @summary A checkbox, or one choice of a group (`type="radio"`), that takes part in native
 * forms. Besides the plain box it has three card variants used across the shop: `apply`
 * (an item or reason in an after-sales application), `payment` (a payment method with its
 * logo) and `shipping-plan` (a shipping method with its delivery time and fee). Radios that
 * share a `name` form one group even though each lives in its own shadow root: checking one
 * unchecks the others, arrow keys move between them, and the group has one tab stop. Wrap a
 * group in a `<fieldset>` with a `<legend>` (or `role="radiogroup"` with a label).
 *
 * @attr {string} label - Required. The choice's text, also used in the messages.
 * @attr {string} name - The FormData key; radios with the same name are one group.
 * @attr {string} value - What FormData gets when checked. Default "on".
 * @attr {boolean} checked - Initially checked (the `checked` property holds the current state;
 *   a form reset returns to this attribute).
 * @attr {"checkbox"|"radio"} type - Independent box or one choice of a group. Default checkbox.
 * @attr {"default"|"apply"|"payment"|"shipping-plan"} variant - The look. Default default.
 * @attr {string} description - A second line (delivery time, card types, a reason's detail).
 * @attr {string} image - A logo or picture for the card variants (the payment method's logo).
 * @attr {number} price - The fee of a shipping plan, in the currency's main unit; 0 shows 'Free'.
 * @attr {string} currency - ISO 4217 code of the price. Defaults to the shop's currency.
 * @attr {boolean} required - A checkbox must be checked ('{0} is required'); a radio group must
 *   have a choice ('please Select {0}' with `group-label`).
 * @attr {string} group-label - The group's name in the radio message (the legend's text).
 * @attr {boolean} disabled - Not changeable and left out of the form.
 * @attr {string} error - An error from elsewhere (the server's answer): shown at once.
 *
 * @csspart base - The clickable label around everything.
 * @csspart control - The box or circle.
 * @csspart image - The card's picture.
 * @csspart label - The choice's text.
 * @csspart description - The second line.
 * @csspart price - The shipping plan's fee.
 * @csspart error - The error message.
 *
 * @cssproperty --shop-primary-color - The check, the focus ring and the chosen card's border.
 * @cssproperty --shop-border-color - The card's border.
 * @cssproperty --shop-error-color - The error message.
 *
 * @event change - The shopper checked or unchecked it.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { formatMoney, isCurrency } from '../../runtime/money';
import { useFormControl } from '../shared/form-control';
import { useHost } from '../shared/host';
import { boolean, number, oneOf, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';
import { anyChecked, checkInGroup, isTabStop, neighbour, refreshGroup } from './radio-group';
import { shopFile } from '../../runtime/shop-address';

export const checkboxProps = {
  label: string({ required: true }),
  name: string(),
  value: string({ default: 'on' }),
  checked: boolean(),
  type: oneOf(['checkbox', 'radio'], { default: 'checkbox' }),
  variant: oneOf(['default', 'apply', 'payment', 'shipping-plan'], { default: 'default' }),
  description: string(),
  image: string(),
  price: number({ min: 0 }),
  currency: string({ check: (v) => (isCurrency(v) ? undefined : 'must be an ISO 4217 currency code such as "USD".') }),
  required: boolean(),
  groupLabel: string(),
  disabled: boolean(),
  error: string(),
};

export type CheckboxProps = PropsOf<typeof checkboxProps>;

export function Checkbox(props: CheckboxProps) {
  const { t, locale } = useT();
  const host = useHost();
  const shopCurrency = useShopCurrency();
  const radio = props.type === 'radio';
  const id = useId();
  // A radio's group spans other elements: whether it has a choice and which member takes the tab
  // stop are read from them after each commit (never while rendering, which the server does too).
  const [group, setGroup] = useState({ chosen: false, tabStop: true });
  const control = useFormControl<boolean>({
    defaultValue: props.checked,
    formValue: (checked) => (checked ? props.value : null),
    disabled: props.disabled,
    error: (checked) => {
      if (props.error) return { message: props.error, flag: 'customError' };
      if (!props.required) return undefined;
      if (radio) return group.chosen ? undefined : { message: t('validation.select', props.groupLabel ?? props.label), flag: 'valueMissing' };
      return checked ? undefined : { message: t('validation.required', props.label), flag: 'valueMissing' };
    },
  });
  // Once its own state is known (after the first commit), the members drawn before it look again.
  useLayoutEffect(() => {
    if (radio) refreshGroup(host);
  }, [radio]);
  useLayoutEffect(() => {
    if (!radio) return;
    const chosen = anyChecked(host);
    const tabStop = isTabStop(host);
    if (chosen !== group.chosen || tabStop !== group.tabStop) setGroup({ chosen, tabStop });
  });
  // Checked some other way (the property, a reset): the rest of the group follows, as natively.
  useEffect(() => {
    if (radio && control.value && anyChecked(host, host)) checkInGroup(host);
  }, [radio, control.value]);
  const error = props.error ?? control.shownError;
  const errorId = error ? `${id}-error` : undefined;
  const card = props.variant !== 'default';

  const toggle = (checked: boolean) => {
    if (radio) checkInGroup(host);
    else control.setValue(checked);
    host.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!radio) return;
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = neighbour(host, step);
    if (!next) return;
    checkInGroup(next);
    next.dispatchEvent(new Event('change', { bubbles: true }));
    next.focus();
  };

  const price =
    props.variant === 'shipping-plan' && props.price !== undefined
      ? props.price === 0
        ? t('field.free')
        : formatMoney(props.price, (props.currency ?? shopCurrency).toUpperCase(), locale)
      : undefined;

  return (
    <div className={`wrap${error ? ' invalid' : ''}`}>
      <label part="base" className={`option ${card ? `card ${props.variant}` : 'plain'}${control.value ? ' checked' : ''}`}>
        <input
          ref={control.anchorRef}
          type={radio ? 'radio' : 'checkbox'}
          className="native"
          checked={control.value}
          disabled={control.disabled}
          tabIndex={radio && !group.tabStop ? -1 : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-required={(props.required && !radio) || undefined}
          onChange={(event) => toggle(event.currentTarget.checked)}
          onKeyDown={onKeyDown}
          onBlur={control.touch}
        />
        <span part="control" className={radio ? 'control circle' : 'control box'} aria-hidden="true">
          <svg viewBox="0 0 16 16" focusable="false">
            {radio ? <circle cx="8" cy="8" r="4" /> : <path d="M3.5 8.5l3 3 6-7" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />}
          </svg>
        </span>
        {card && props.image && <img part="image" className="image" src={shopFile(props.image)} alt="" loading="lazy" />}
        <span className="text">
          <span part="label" className="label">
            {props.label}
          </span>
          {props.description && (
            <span part="description" className="description">
              {props.description}
            </span>
          )}
        </span>
        {price && (
          <span part="price" className="price">
            {price}
          </span>
        )}
      </label>
      {error && (
        <p part="error" id={errorId} className="error">
          {error}
        </p>
      )}
    </div>
  );
}

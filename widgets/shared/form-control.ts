/**
 * Form-associated elements (shop-input, shop-select, shop-checkbox...) take part in native
 * forms through ElementInternals: their value goes into FormData, their validity blocks
 * submission, a form reset restores them and a disabled fieldset disables them.
 *
 * The element (made by define() with `form`) owns one FormLink; the React component reads and
 * writes it through useFormControl(). The link is the single source of the current value, so
 * the element's property (`el.value` / `el.checked`), the user's typing and a form reset all
 * go through the same place.
 */
import { useCallback, useLayoutEffect, useReducer, useSyncExternalStore } from 'react';
import { useHost } from './host';
import { submitForm } from './submit-form';

export const FORM_LINK = Symbol.for('shop-elements.form-link');

export class FormLink<T = unknown> {
  /** The current value; `undefined` until the component first renders its default. */
  current: T | undefined = undefined;
  /** The value a reset goes back to: the element's attribute, like a native control's. */
  defaultValue: T | undefined = undefined;
  /** Changed by the user or by a property since the last reset: the default no longer wins. */
  dirty = false;
  /** Errors are shown once the field was left, or the form tried to submit. */
  touched = false;
  /** The control inside the shadow root that validation messages point at and focus moves to. */
  anchor: HTMLElement | null = null;
  formDisabled = false;
  /** How the component turns a value into its FormData entry (set on each render). */
  toFormValue: ((value: T) => string | null) | undefined = undefined;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly host: HTMLElement,
    readonly internals: ElementInternals,
  ) {
    // A submit attempt (or checkValidity()) on an invalid field fires `invalid`: show its error.
    host.addEventListener('invalid', () => this.touch());
  }

  set(value: T, options: { dirty?: boolean } = {}): void {
    if (Object.is(value, this.current)) return;
    this.current = value;
    if (options.dirty ?? true) this.dirty = true;
    // FormData must see the new value at once (`el.value = x; new FormData(form)`), not after the next render.
    if (this.toFormValue) this.internals.setFormValue(this.toFormValue(value));
    this.changed();
  }

  touch(): void {
    if (this.touched) return;
    this.touched = true;
    this.changed();
  }

  reset(): void {
    this.dirty = false;
    this.touched = false;
    this.current = this.defaultValue;
    this.changed();
  }

  setFormDisabled(disabled: boolean): void {
    this.formDisabled = disabled;
    this.changed();
  }

  /** Re-renders without a change of value (a radio whose group changed). */
  refresh(): void {
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

export function formLinkOf<T>(host: HTMLElement): FormLink<T> {
  const link = (host as unknown as Record<symbol, FormLink<T> | undefined>)[FORM_LINK];
  if (!link) throw new Error(`<${host.localName}> is not defined as a form-associated element.`);
  return link;
}

export interface FormControl<T> {
  value: T;
  /** A change made by the user: the field becomes dirty and `input`/`change` are the caller's to fire. */
  setValue(value: T): void;
  /** Disabled by its own attribute or by a disabled fieldset/form. */
  disabled: boolean;
  /** The message to show under the field, once it has been touched. */
  shownError: string | undefined;
  /** Marks the field as left, so its error shows. */
  touch(): void;
  /** Give this to the inner control: it is where validation points and focus goes. */
  anchorRef(element: HTMLElement | null): void;
  /**
   * Submits the element's form as Enter in a native field would (implicit submission does not
   * cross the shadow boundary on its own: ./submit-form.ts); nothing outside a form.
   */
  requestSubmit(): void;
}

/**
 * Binds a component to its element's FormLink.
 * - `defaultValue` comes from the attribute; it is the value until the field becomes dirty.
 * - `formValue` is what FormData gets (null leaves the field out, like an unchecked checkbox).
 * - `error` is the current validation message (undefined when valid); `flag` names the
 *   ValidityState flag it sets.
 */
export function useFormControl<T>(options: {
  defaultValue: T;
  formValue: (value: T) => string | null;
  error: (value: T) => { message: string; flag: keyof ValidityStateFlags } | undefined;
  disabled: boolean;
}): FormControl<T> {
  const host = useHost();
  // The link lives on the host element, which a render on the server must not read (there is
  // none) and a hydration must not either (the server could not): there React takes the server
  // snapshot, and the field is as its attributes say, untouched and enabled. The link's own
  // state (typed before the upgrade, a disabled fieldset) enters in the render right after.
  const subscribe = useCallback((listener: () => void) => formLinkOf(host).subscribe(listener), [host]);
  const version = useSyncExternalStore(subscribe, () => formLinkOf(host).snapshot(), serverSnapshot);
  const link = version === SERVER ? undefined : formLinkOf<T>(host);
  // The store's subscription is made in a passive effect, a task after the first commit (a
  // hydration's): a key typed before then changed the link unheard, and React put the field back
  // to the text it last drew (the server's, empty), losing what was typed (CI, Firefox). A change
  // the shopper makes also renders through this, which needs no effect.
  const [, changed] = useReducer((count: number) => count + 1, 0);

  const value = link?.dirty && link.current !== undefined ? link.current : options.defaultValue;
  const problem = options.error(value);
  const disabled = options.disabled || Boolean(link?.formDisabled);
  const formValue = options.formValue(value);
  const toFormValue = (next: T) => (disabled ? null : options.formValue(next));

  // What the element's property, a reset, FormData and validation read: in the commit, before
  // paint (so `checkValidity()` as soon as the field is on screen already knows).
  useLayoutEffect(() => {
    const own = formLinkOf<T>(host);
    own.defaultValue = options.defaultValue;
    if (!own.dirty || own.current === undefined) own.current = options.defaultValue;
    own.toFormValue = toFormValue;
    own.internals.setFormValue(disabled ? null : formValue);
    if (problem && !disabled) own.internals.setValidity({ [problem.flag]: true }, problem.message, own.anchor ?? undefined);
    else own.internals.setValidity({});
  });

  return {
    value,
    setValue: (next) => {
      formLinkOf<T>(host).set(next);
      changed();
    },
    disabled,
    shownError: problem && link?.touched && !disabled ? problem.message : undefined,
    touch: () => formLinkOf(host).touch(),
    anchorRef: (element) => {
      formLinkOf(host).anchor = element;
    },
    requestSubmit: () => {
      const form = formLinkOf(host).internals.form;
      if (form) submitForm(form);
    },
  };
}

/** The snapshot of a render with no link: the server's, and a hydration's. */
const SERVER = -1;
const serverSnapshot = () => SERVER;

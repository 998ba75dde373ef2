/**
 * The working parts every account form shares: field errors and the form's alert, the busy
 * flag that stops a double submit (a ref, because state lags a render behind a double click),
 * focus on the first invalid field, the slide check, and a server refusal put where it belongs
 * (./auth-refusal.ts). The forms keep only their fields and their request.
 */
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Problem } from './auth-form';
import { refusalOf } from './auth-refusal';
import { useSlide, type SlideState } from './auth-slide';
import { useT } from './use-t';

export interface AuthForm<F extends string> {
  errors: Partial<Record<F, string>>;
  formError: string;
  busy: boolean;
  slide: SlideState;
  slideRef: RefObject<HTMLElement | null>;
  /** A ref callback for the field's control (what focus moves to). */
  field(name: F): (element: HTMLElement | null) => void;
  /** The field's control, as registered by field(). */
  control<E extends HTMLElement = HTMLElement>(name: F): E | undefined;
  /**
   * Shows the problems (replacing the ones shown before), focuses the first invalid field;
   * then stops at the slide check if it is shown and not done. True when the request may go.
   */
  check(problems: Partial<Record<F, Problem | undefined>>): boolean;
  /**
   * Runs one request: nothing while another runs (`busy` for the form's own submit), a refusal
   * shown at its field or in the alert. Resolves true when the request succeeded.
   */
  run(request: () => Promise<void>, options?: { busy?: boolean }): Promise<boolean>;
  /** An edit clears that field's error (form onInput/onChange: the target's name). */
  edited(event: FormEvent): void;
  /** Clears one field's error (an edit of a field whose name is not the form's). */
  clear(name: F): void;
}

/** What a refused native post (no JavaScript) came back with: the messages by field, and one for the whole form. */
export interface AuthFormRefusal<F extends string = string> {
  errors?: Partial<Record<F, string>>;
  formError?: string;
}

export function useAuthForm<F extends string>(order: readonly F[], refused: AuthFormRefusal<F> = {}): AuthForm<F> {
  const { t } = useT();
  const controls = useRef(new Map<F, HTMLElement>());
  const slideRef = useRef<HTMLElement | null>(null);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(() => pick(order, refused.errors));
  const [formError, setFormError] = useState(refused.formError ?? '');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const slide = useSlide();

  // Right after the render that shows the message (so the field is announced with it, and the
  // message and the focus arrive together); a frame later at the latest, when nothing re-renders.
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const flushFocus = () => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    target?.()?.focus();
  };
  useLayoutEffect(flushFocus);
  const focus = (target: () => HTMLElement | null | undefined) => {
    pendingFocus.current = target;
    requestAnimationFrame(flushFocus);
  };

  const check: AuthForm<F>['check'] = (problems) => {
    const shown: Partial<Record<F, string>> = {};
    for (const name of order) {
      const problem = problems[name];
      if (problem) shown[name] = t(problem.key, ...(problem.args ?? []));
    }
    setErrors(shown);
    setFormError('');
    const first = order.find((name) => shown[name] !== undefined);
    if (first) {
      focus(() => controls.current.get(first));
      return false;
    }
    if (slide.missing) {
      slide.complain(t('auth.slideRequired'));
      focus(() => slideRef.current);
      return false;
    }
    return true;
  };

  const clear = (name: F) => {
    if (errors[name] !== undefined) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const run: AuthForm<F>['run'] = async (request, options = {}) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    if (options.busy ?? true) setBusy(true);
    setFormError('');
    try {
      await request();
      return true;
    } catch (error) {
      const refusal = refusalOf(error, order, t('http.unknown'));
      if (refusal.slide) slide.ask(refusal.field === 'slide' ? refusal.message : undefined);
      if (refusal.field === 'slide') focus(() => slideRef.current);
      else if (refusal.field) {
        const field = refusal.field;
        setErrors((current) => ({ ...current, [field]: refusal.message }));
        focus(() => controls.current.get(field));
      } else setFormError(refusal.message);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return {
    errors,
    formError,
    busy,
    slide,
    slideRef,
    field: (name) => (element) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
    control: <E extends HTMLElement>(name: F) => controls.current.get(name) as E | undefined,
    check,
    run,
    edited(event) {
      const name = (event.target as Element).getAttribute?.('name') as F | null;
      if (name) clear(name);
    },
    clear,
  };
}

/** The messages of `errors` for the form's own fields (strings only): a server render's data is not trusted to be well formed. */
function pick<F extends string>(order: readonly F[], errors: Partial<Record<F, string>> | undefined): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const name of order) if (typeof errors?.[name] === 'string') out[name] = errors[name];
  return out;
}

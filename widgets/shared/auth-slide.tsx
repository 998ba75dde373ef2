/**
 * The human check inside an account form. When a refusal says `slide`, a `<shop-slide-verify>`
 * appears above the submit button; the pass it announces (`shop:slide-verify`, detail
 * `{pass}`) goes with the next request that takes one and is then dropped, because the server
 * accepts a pass once. Asked again, a fresh check is mounted. Submitting while the check is
 * shown but not done is stopped here with 'Please complete the verification'.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { SlidePass } from './auth-form';

export interface SlideState {
  /** The check is shown. */
  needed: boolean;
  /** The check is shown and not done yet: the next request would be refused. */
  missing: boolean;
  error: string | undefined;
  /** Changes each time a fresh check is needed (the element's key). */
  round: number;
  /** A refusal asked for the check (with its message when it was at the field 'slide'). */
  ask(message?: string): void;
  /** Shows a message at the check (the shopper tried to go on without it). */
  complain(message: string): void;
  /** `{slide}` for the next request, once; the check then goes away. */
  take(): { slide?: string };
  passed(pass: string): void;
  /** A wrong answer: the element loads a new challenge; nothing is held. */
  failed(): void;
}

export function useSlide(): SlideState {
  const pass = useRef(new SlidePass());
  const [needed, setNeeded] = useState(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string>();
  return {
    needed,
    // Read from the pass itself: a submit right after the pass event comes before the re-render.
    get missing() {
      return needed && !pass.current.held;
    },
    error,
    round,
    ask(message) {
      pass.current.clear();
      setNeeded(true);
      setRound((r) => r + 1);
      setError(message);
    },
    complain: setError,
    take() {
      const body = pass.current.take();
      if (body.slide) {
        setNeeded(false);
        setError(undefined);
      }
      return body;
    },
    passed(value) {
      pass.current.set(value);
      setError(undefined);
    },
    failed() {
      pass.current.clear();
    },
  };
}

export interface SlideSlotProps {
  slide: SlideState;
  slideRef: RefObject<HTMLElement | null>;
  /** The account typed in the form: the pass is earned for it (the server takes it for no other). */
  account?: string;
}

/** Renders the check while it is needed, with its message. */
export function SlideSlot({ slide, slideRef, account }: SlideSlotProps) {
  // The latest state's handlers, for listeners added once per element.
  const current = useRef(slide);
  current.current = slide;

  // A layout effect: listening from the moment the check is on the page, so no pass is missed.
  useLayoutEffect(() => {
    const element = slideRef.current;
    if (!slide.needed || !element) return;
    const verified = (event: Event) => {
      const pass = (event as CustomEvent<{ pass?: unknown }>).detail?.pass;
      if (typeof pass === 'string' && pass) current.current.passed(pass);
    };
    const failed = () => current.current.failed();
    element.addEventListener('shop:slide-verify', verified);
    element.addEventListener('shop:slide-fail', failed);
    return () => {
      element.removeEventListener('shop:slide-verify', verified);
      element.removeEventListener('shop:slide-fail', failed);
    };
  }, [slide.needed, slide.round]);

  if (!slide.needed) return null;
  return (
    <div part="slide" className="slide">
      <shop-slide-verify key={slide.round} ref={slideRef} account={account} />
      {slide.error && (
        <p part="slide-error" className="error" role="alert">
          {slide.error}
        </p>
      )}
    </div>
  );
}

/**
 * One order or return on its detail screen: read by its number (again on retry), kept fresh by
 * the live socket changes for that number (a notice then says what changed; a failed re-read
 * leaves what is shown), and what every action on it shares: one at a time (busy), the outcome
 * in words with focus on the status line, a refusal as an alert (focus on the status line too,
 * unless the action puts it at one of its fields).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { RequestOptions } from '../../runtime/http/client';
import { failureMessage } from './use-listing';

export type RecordLoad<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

export interface LiveRecordOptions<T> {
  number: string;
  read(number: string, options: RequestOptions): Promise<T>;
  /** Subscribes to live changes; calls back with the number that changed. */
  watch(onChange: (number: string) => void): () => void;
  /** The notice for a live change from `previous` (what was shown) to `value`. */
  updated(value: T, previous: T | undefined): string;
  /**
   * What a live change must alter to be news (status words, say). The socket also echoes the
   * shopper's own action: a re-read that leaves this the same keeps the action's own outcome.
   */
  key(value: T): string;
  /** An action succeeded (the element's change event). */
  changed(value: T, action: string): void;
  /**
   * The record as the server read it for this number (an element's `useElementData()`): the
   * first state, and not read again (a retry or another number reads).
   */
  initial?: T;
}

export interface LiveRecord<T> {
  load: RecordLoad<T>;
  retry(): void;
  notice: string;
  refusal: string;
  busy: boolean;
  /** The status line (tabIndex -1): where focus goes after an action. */
  statusLine: RefObject<HTMLParagraphElement | null>;
  /** After an action: the new state, what happened in words, the change event, focus on the status line. */
  settle(value: T, message: string, action: string): void;
  /**
   * Runs an action on the record shown (nothing while one runs or before the record is there).
   * A failure goes to `atField` first (true: shown at a field), else to the alert.
   */
  run(action: (value: T) => Promise<void>, atField?: (error: unknown, message: string) => boolean): Promise<void>;
}

export function useLiveRecord<T>(options: LiveRecordOptions<T>): LiveRecord<T> {
  const [load, setLoad] = useState<RecordLoad<T>>(() => (options.initial === undefined ? { state: 'loading' } : { state: 'ready', value: options.initial }));
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // The latest callbacks (and words, in the current language) for the effects below.
  const latest = useRef(options);
  latest.current = options;
  const { number } = options;
  // What is on screen, kept in step with every setLoad (not at render: an echo's re-read can
  // land between an action's outcome and the render that shows it).
  const shown = useRef<T | undefined>(options.initial);
  // The number the initial record answers: not read again while the number and attempt are the same.
  const answered = useRef<string | undefined>(options.initial === undefined ? undefined : number);
  // An action of the shopper's own is under way: a live change heard meanwhile is its echo (the
  // server tells the socket before it answers), news only if the action then fails.
  const acting = useRef(false);
  const missed = useRef(false);
  const show = (value: T | undefined) => {
    shown.current = value;
    setLoad(value === undefined ? { state: 'loading' } : { state: 'ready', value });
  };

  useEffect(() => {
    if (answered.current !== undefined) {
      const skip = answered.current === number && attempt === 0;
      answered.current = undefined;
      if (skip) return;
    }
    const controller = new AbortController();
    show(undefined);
    latest.current.read(number, { signal: controller.signal, quiet: true }).then(
      (value) => show(value),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'failed', message: failureMessage(error) }),
    );
    return () => controller.abort();
  }, [number, attempt]);

  useEffect(
    () =>
      latest.current.watch((changed) => {
        if (changed !== number) return;
        latest.current.read(number, { quiet: true }).then(
          (value) => {
            const previous = shown.current;
            // The change may remove what has focus (the Pay button once the order is paid):
            // then focus goes to the status line, not to the page's body.
            const root = statusLine.current?.getRootNode() as ShadowRoot | Document | undefined;
            const hadFocus = Boolean(root?.activeElement);
            if (acting.current) {
              missed.current = true; // the action's own outcome (settle) or refusal says it
              return;
            }
            show(value);
            if (!previous || latest.current.key(previous) !== latest.current.key(value)) setNotice(latest.current.updated(value, previous));
            if (hadFocus) requestAnimationFrame(() => !root?.activeElement && statusLine.current?.focus());
          },
          () => undefined, // what is shown stays; a reload brings the truth
        );
      }),
    [number],
  );

  const focusStatus = () => requestAnimationFrame(() => statusLine.current?.focus());

  return {
    load,
    retry: () => setAttempt((n) => n + 1),
    notice,
    refusal,
    busy,
    statusLine,
    settle(value, message, action) {
      show(value);
      setNotice(message);
      setRefusal('');
      latest.current.changed(value, action);
      focusStatus();
    },
    async run(action, atField) {
      if (busy || load.state !== 'ready') return;
      setBusy(true);
      setRefusal('');
      acting.current = true;
      missed.current = false;
      try {
        await action(load.value);
      } catch (error) {
        acting.current = false;
        // Refused, perhaps because of the change heard meanwhile: show the record as it is now.
        if (missed.current) latest.current.read(number, { quiet: true }).then(show, () => undefined);
        const message = failureMessage(error);
        if (atField?.(error, message)) return;
        setRefusal(message);
        focusStatus();
      } finally {
        acting.current = false;
        setBusy(false);
      }
    },
  };
}

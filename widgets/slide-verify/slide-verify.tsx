/**
 * @summary The human check (slide to verify): a picture from the server with a gap, and a
 * piece the shopper moves sideways into it along a track labelled 'Swipe right to complete
 * verification'. The server knows where the gap is and checks the answer; a right answer
 * gives a single-use pass ('Verification success'), a wrong one says 'Verification failed'
 * and loads a new picture.
 *
 * Three ways to move the piece (WCAG 2.2: 2.1.1 Keyboard, 2.5.7 Dragging Movements):
 * - drag the handle (pointer events with pointer capture); letting go sends the answer;
 * - the handle is a slider: Arrow keys move 2 px, Shift+Arrow or PageUp/PageDown 20 px,
 *   Home/End to the ends, Enter sends;
 * - tap or click a spot on the track: the piece goes there; then 'Check' (or Enter) sends.
 * Positions are in the picture's own pixels whatever the element's width (it scales to its
 * width, keeping the picture's aspect ratio).
 *
 * @attr {string} account - The account the pass is for (the form's e-mail or mobile number, as
 *   typed): the server takes the pass only for that account, and only from this address. The
 *   account forms set it; a pass earned without it serves no sign-in, sign-up or code request.
 *
 * @slot - Server-rendered fallback, shown until the element is defined (not needed where the
 *   server renderer draws the element: it draws the loading state; the picture, random and
 *   short-lived, is fetched once hydrated).
 *
 * @csspart base - The wrapper.
 * @csspart picture - The picture frame (background and piece).
 * @csspart piece - The moving piece.
 * @csspart refresh - The 'New picture' button on the picture.
 * @csspart track - The track the handle moves along.
 * @csspart handle - The handle (a slider).
 * @csspart check - The 'Check' button (or 'New picture' once the picture expired).
 * @csspart status - 'Verification success' / 'Verification failed' and other news.
 * @csspart error - The error state for a render failure.
 *
 * @cssproperty --shop-primary-color - The handle, the button and the focus ring.
 * @cssproperty --shop-success-color - The track and message after a pass.
 * @cssproperty --shop-error-color - The failure message.
 * @cssproperty --shop-border-color - The track's border.
 *
 * @event shop:slide-verify - Passed; detail `{pass, expiresAt}`: send `pass` as `slide` with the next request.
 * @event shop:slide-fail - A wrong answer; a new picture loads.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { slideChallenge, slideVerify } from '../../runtime/api/auth';
import type { SlideChallenge } from '../../runtime/api/types';
import { Code } from '../../runtime/constants';
import { ApiError, isShopError } from '../../runtime/errors';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const slideVerifyProps = {
  account: string(),
};
export type SlideVerifyProps = PropsOf<typeof slideVerifyProps>;

/** Ours (docs/api.md, auth/slide/*): a challenge lives 2 minutes; used when `expiresAt` is implausible. */
const CHALLENGE_LIFETIME_MS = 120_000;
const STEP = 2;
const BIG_STEP = 20;
/** Enough of a path to tell a hand from a script, without a huge request. */
const TRAIL_LIMIT = 200;

type Phase = 'loading' | 'ready' | 'checking' | 'passed' | 'expired' | 'failed';
type Status = { kind: 'none' } | { kind: 'success' } | { kind: 'failed' } | { kind: 'problem'; message: string };

// reset() on the element reaches its React tree through this (see define.ts).
const resetters = new WeakMap<HTMLElement, () => void>();
export function resetSlideVerify(host: HTMLElement): void {
  resetters.get(host)?.();
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

export function SlideVerify({ account }: SlideVerifyProps) {
  const { t } = useT();
  const host = useHost();
  const labelId = useId();
  const helpId = useId();
  const [challenge, setChallenge] = useState<SlideChallenge>();
  const [phase, setPhase] = useState<Phase>('loading');
  const [status, setStatus] = useState<Status>({ kind: 'none' });
  const [x, setX] = useState(0);
  const xRef = useRef(0);
  const track = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const trail = useRef<[number, number][]>([]);
  const started = useRef(0);
  const drag = useRef<{ pointerId: number; clientX: number; x: number; moved: boolean } | undefined>(undefined);
  const loads = useRef<AbortController | undefined>(undefined);

  const maxX = challenge ? Math.max(0, challenge.width - challenge.pieceSize) : 0;

  const move = (next: number) => {
    xRef.current = next;
    setX(next);
    const now = Math.round(performance.now() - started.current);
    if (trail.current.length < TRAIL_LIMIT) trail.current.push([now, next]);
  };

  const load = useCallback(() => {
    loads.current?.abort();
    const controller = new AbortController();
    loads.current = controller;
    drag.current = undefined;
    setPhase('loading');
    slideChallenge({ signal: controller.signal }).then(
      (next) => {
        if (controller.signal.aborted) return;
        xRef.current = 0;
        trail.current = [];
        started.current = performance.now();
        setX(0);
        setChallenge(next);
        setPhase('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase('failed');
        setStatus({ kind: 'problem', message: isShopError(error) ? error.userMessage : t('http.unknown') });
      },
    );
  }, [t]);

  useEffect(() => {
    load();
    resetters.set(host, () => {
      setStatus({ kind: 'none' });
      load();
    });
    return () => {
      resetters.delete(host);
      loads.current?.abort();
    };
  }, []);

  // The challenge is single use and expires: after that, only a new picture helps.
  useEffect(() => {
    if (!challenge || phase !== 'ready') return;
    const left = Date.parse(challenge.expiresAt) - Date.now();
    const timer = setTimeout(() => setPhase('expired'), Number.isFinite(left) && left > 0 && left <= 2 * CHALLENGE_LIFETIME_MS ? left : CHALLENGE_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [challenge, phase]);

  const send = async (answerX: number) => {
    if (!challenge || phase !== 'ready') return;
    setPhase('checking');
    setStatus({ kind: 'none' });
    try {
      const samples = trail.current;
      const answer = await slideVerify({ id: challenge.id, x: answerX, ...(samples.length ? { trail: samples } : {}), ...(account ? { account } : {}) });
      setPhase('passed');
      setStatus({ kind: 'success' });
      emit(host, 'shop:slide-verify', { pass: answer.pass, expiresAt: answer.expiresAt });
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.fail) {
        setStatus({ kind: 'failed' });
        emit(host, 'shop:slide-fail');
        load();
      } else {
        // Too many answers, or no connection: say so; the refresh button loads a new picture.
        setPhase('expired');
        setStatus({ kind: 'problem', message: isShopError(error) ? error.userMessage : t('http.unknown') });
      }
    }
  };

  /** Picture pixels per CSS pixel of handle travel (the track minus the handle's width). */
  const pictureScale = () => {
    const travel = (track.current?.clientWidth ?? 0) - (handle.current?.offsetWidth ?? 0);
    return travel > 0 ? maxX / travel : 0;
  };

  const onHandlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (phase !== 'ready' || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { pointerId: event.pointerId, clientX: event.clientX, x: xRef.current, moved: false };
    move(xRef.current);
  };

  const onHandlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const next = clamp(current.x + (event.clientX - current.clientX) * pictureScale(), maxX);
    if (next === xRef.current) return;
    current.moved = true;
    move(next);
  };

  const onHandlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    drag.current = undefined;
    // A tap on the handle without moving it is not an answer.
    if (current.moved) void send(xRef.current);
  };

  // The single-pointer path: the piece goes to the spot tapped; 'Check' sends.
  const onTrackPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready' || !track.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const box = track.current.getBoundingClientRect();
    const half = (handle.current?.offsetWidth ?? 0) / 2;
    move(clamp((event.clientX - box.left - track.current.clientLeft - half) * pictureScale(), maxX));
    handle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const x = xRef.current;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + BIG_STEP,
      PageDown: x - BIG_STEP,
      Home: 0,
      End: maxX,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      void send(xRef.current);
    } else if (event.key in moves) {
      event.preventDefault();
      move(clamp(moves[event.key]!, maxX));
    }
  };

  const ready = phase === 'ready';
  const shown = Boolean(challenge) && phase !== 'failed';
  const fraction = maxX ? x / maxX : 0;
  const message = status.kind === 'success' ? t('verify.success') : status.kind === 'failed' ? t('verify.failed') : status.kind === 'problem' ? status.message : phase === 'expired' ? t('slide.expired') : '';

  return (
    <div part="base" className={`slide ${phase}`} role="group" aria-label={t('slide.title')} aria-busy={phase === 'loading' || phase === 'checking' || undefined}>
      <div part="picture" className="picture" style={challenge ? { aspectRatio: `${challenge.width} / ${challenge.height}` } : undefined}>
        {challenge && phase !== 'failed' && (
          <>
            <img className="background" src={challenge.background} alt={t('slide.picture')} draggable={false} />
            <img
              part="piece"
              className="piece"
              src={challenge.piece}
              alt=""
              draggable={false}
              style={{ left: `${(x / challenge.width) * 100}%`, top: `${(challenge.pieceY / challenge.height) * 100}%`, width: `${(challenge.pieceSize / challenge.width) * 100}%` }}
            />
          </>
        )}
        {phase === 'loading' && <span className="loading">{t('slide.loading')}</span>}
        <button part="refresh" type="button" className="refresh" aria-label={t('slide.refresh')} title={t('slide.refresh')} disabled={phase === 'loading' || phase === 'checking'} onClick={() => { setStatus({ kind: 'none' }); load(); }}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 5a7 7 0 0 1 6.32 4H15v2h7V4h-2v3.1A9 9 0 1 0 21 12h-2a7 7 0 1 1-7-7Z" />
          </svg>
        </button>
      </div>
      <div part="track" ref={track} className="track" onPointerDown={onTrackPointerDown}>
        {/* No style attribute before a picture (the server's render: the demo's CSP refuses inline styles in markup); the sheet places both at the start. */}
        {/* Once passed, the handle rests at the end of a full track (the piece stays where it fitted): left
            where it stopped it would cover the label in the track's middle. */}
        <div className="fill" style={challenge ? { width: phase === 'passed' ? '100%' : `calc((100% - var(--handle-size)) * ${fraction} + var(--handle-size) / 2)` } : undefined} />
        <span id={labelId} className="label">
          {t('verify.swipe')}
        </span>
        <div
          part="handle"
          ref={handle}
          className="handle"
          role="slider"
          tabIndex={shown ? 0 : -1}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={x}
          aria-valuetext={t('slide.position', x, maxX)}
          aria-disabled={!ready || undefined}
          aria-orientation="horizontal"
          style={challenge ? { left: phase === 'passed' ? 'calc(100% - var(--handle-size))' : `calc((100% - var(--handle-size)) * ${fraction})` } : undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onHandlePointerDown}
          onPointerMove={onHandlePointerMove}
          onPointerUp={onHandlePointerUp}
          onPointerCancel={() => (drag.current = undefined)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {phase === 'passed' ? <path fill="currentColor" d="m9.5 16.6-4.1-4.1L4 13.9l5.5 5.5L20 8.9l-1.4-1.4z" /> : <path fill="currentColor" d="M5 11h10.2l-3.6-3.6L13 6l6 6-6 6-1.4-1.4 3.6-3.6H5z" />}
          </svg>
        </div>
      </div>
      <p id={helpId} className="help">
        {t('slide.help')}
      </p>
      {phase !== 'passed' && (
        <div className="actions">
          {phase === 'expired' || phase === 'failed' ? (
            <button part="check" type="button" className="check" onClick={() => { setStatus({ kind: 'none' }); load(); }}>
              {t('slide.refresh')}
            </button>
          ) : (
            <button part="check" type="button" className="check" aria-disabled={!ready || undefined} onClick={() => void send(xRef.current)}>
              {phase === 'checking' ? t('slide.checking') : t('slide.check')}
            </button>
          )}
        </div>
      )}
      <p part="status" role="status" className={`status ${status.kind}`}>
        {message}
      </p>
    </div>
  );
}

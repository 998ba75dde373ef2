/**
 * The waiting side of a QR sign-in (docs/api.md, auth/qr/*), without rendering: create a code,
 * wait for the phone, claim the session once, and give up when the code expires.
 *
 * - The phone's answer comes over the socket (`qr/confirmed` / `qr/declined`, to this
 *   browser's visitor channel). A confirmation for this code's id is claimed with exactly one
 *   `auth/qr/status` call, whose answer carries the token; then signInAndGo.
 * - No polling while the socket is connected. While it is down, `auth/qr/status` every
 *   QR_POLL_MS as a fallback; when it comes back, one catch-up check (a confirmation sent while
 *   it was down never arrives), then silence again.
 * - The code's expiry ends the wait (state `expired`); a decline ends it too (`declined`).
 *   refresh() creates a new code; stop() ends everything (timers, listeners, requests).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { qrCreate, qrStatus } from './api/auth';
import type { QrLogin, QrStatusAnswer } from './api/types';
import { analytics } from './analytics';
import { signInAndGo } from './auth';
import { isShopError } from './errors';
import { t } from './i18n';
import { safeRedirect } from './redirect';
import { $languagePrefix } from './session';
import { $socket, onSocketMessage, type SocketMessage } from './socket';
import { shopPageUrl } from './shop-address';

/** Ours (docs/api.md): the status check's interval while the socket is down. */
export const QR_POLL_MS = 3000;
/** The server's lifetime of a code; used only when `expiresAt` cannot be trusted (see deadline). */
export const QR_LIFETIME_MS = 120_000;

interface Code {
  login: QrLogin;
  /** The absolute address the QR code holds (the phone needs the host). */
  url: string;
  /** When the code expires, in this browser's clock (ms). */
  deadline: number;
}

export type QrLoginState =
  | { phase: 'idle' }
  | { phase: 'creating' }
  | ({ phase: 'waiting' } & Code)
  /** The phone confirmed; the one status call that hands out the session is under way. */
  | ({ phase: 'confirming' } & Code)
  | { phase: 'signed-in' }
  | { phase: 'expired' }
  | { phase: 'declined' }
  /** Creating or claiming failed; `message` is the client's text for it. */
  | { phase: 'failed'; message: string };

export interface QrLoginMachine {
  readonly $state: ReadableAtom<QrLoginState>;
  /** Listens to the socket and creates the first code. */
  start(): void;
  /** A new code (after expiry, a decline or a failure). */
  refresh(): void;
  /** Ends everything: timers, socket listeners, requests under way. */
  stop(): void;
}

/**
 * The code's end in this browser's clock. `expiresAt` is the server's clock; a browser whose
 * clock is far off would see the code expired on arrival (and refresh forever) or never
 * expiring, so an implausible remaining time falls back to the server's lifetime.
 */
function deadline(expiresAt: string): number {
  const left = Date.parse(expiresAt) - Date.now();
  return Date.now() + (Number.isFinite(left) && left > 0 && left <= 2 * QR_LIFETIME_MS ? left : QR_LIFETIME_MS);
}

const messageOf = (error: unknown) => (isShopError(error) ? error.userMessage : t('http.unknown'));

/** One waiting page's QR sign-in; `redirect` is read when the sign-in completes. */
export function createQrLogin(redirect: () => string | null | undefined = () => undefined): QrLoginMachine {
  const $state = atom<QrLoginState>({ phase: 'idle' });
  // Every code gets a new run; an answer for an older run is ignored.
  let run = 0;
  let controller: AbortController | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let listeners: (() => void)[] = [];
  let connected = false;
  let checking = false;
  let claimAfterCheck = false;
  // The socket was down while waiting: a confirmation may have been lost.
  let missedWhileDown = false;

  const code = (): Code | undefined => {
    const state = $state.get();
    return state.phase === 'waiting' || state.phase === 'confirming' ? { login: state.login, url: state.url, deadline: state.deadline } : undefined;
  };

  function stopTimers(): void {
    clearTimeout(expiryTimer);
    clearInterval(pollTimer);
    expiryTimer = undefined;
    pollTimer = undefined;
  }

  function finish(state: QrLoginState): void {
    stopTimers();
    claimAfterCheck = false;
    $state.set(state);
  }

  function settle(answer: QrStatusAnswer | null, current: Code): void {
    switch (answer?.status) {
      case 'confirmed':
        if (answer?.token && answer.user) {
          finish({ phase: 'signed-in' });
          analytics('login', { method: 'qr' });
          signInAndGo({ token: answer.token, user: answer.user }, redirect());
        } else {
          finish({ phase: 'failed', message: t('http.unknown') });
        }
        return;
      case 'declined':
        return finish({ phase: 'declined' });
      // 'used': the session was handed out already (another tab of this visitor); this code is spent.
      case 'expired':
      case 'used':
        return finish({ phase: 'expired' });
      default:
        // 'pending' (or an answer without a status). Told "confirmed" but not yet so on the server: keep waiting (the next message or poll decides).
        if ($state.get().phase === 'confirming') $state.set({ ...current, phase: 'waiting' });
        syncPolling();
    }
  }

  /** One status call: a claim (the socket said confirmed) or a poll (the socket is down). */
  function check(kind: 'claim' | 'poll'): void {
    const current = code();
    if (!current) return;
    if (checking) {
      // A poll is under way; it may have left before the phone confirmed, so claim after it.
      if (kind === 'claim') claimAfterCheck = true;
      return;
    }
    if (kind === 'claim') {
      if ($state.get().phase === 'confirming') return;
      $state.set({ ...current, phase: 'confirming' });
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
    const mine = run;
    const signal = controller?.signal;
    checking = true;
    qrStatus({ id: current.login.id, secret: current.login.secret }, { quiet: kind === 'poll', signal })
      .then(
        (answer) => {
          if (mine === run) settle(answer, current);
        },
        (error: unknown) => {
          // A failed poll is retried by the next one; a failed claim ends this code.
          if (mine === run && kind === 'claim') finish({ phase: 'failed', message: messageOf(error) });
        },
      )
      .finally(() => {
        if (mine !== run) return;
        checking = false;
        if (claimAfterCheck) {
          claimAfterCheck = false;
          check('claim');
        }
      });
  }

  /** Polls only while waiting with the socket down; one catch-up check when it comes back. */
  function syncPolling(): void {
    const wasConnected = connected;
    connected = $socket.get().isConnected;
    const waiting = $state.get().phase === 'waiting';
    if (!waiting || connected) {
      clearInterval(pollTimer);
      pollTimer = undefined;
      if (waiting && connected && !wasConnected && missedWhileDown) {
        missedWhileDown = false;
        check('poll');
      }
      return;
    }
    missedWhileDown = true;
    pollTimer ??= setInterval(() => check('poll'), QR_POLL_MS);
  }

  function onAnswer(kind: 'confirmed' | 'declined') {
    return (message: SocketMessage) => {
      const current = code();
      if (!current || message.id !== current.login.id) return;
      if (kind === 'declined') return finish({ phase: 'declined' });
      check('claim');
    };
  }

  /** The phone opens the confirm page in the waiting page's language (the same shopper, most likely). */
  const confirmAddress = (path: string) => shopPageUrl(safeRedirect(path, $languagePrefix.get()));

  function create(): void {
    run += 1;
    const mine = run;
    stopTimers();
    controller?.abort();
    controller = new AbortController();
    checking = false;
    claimAfterCheck = false;
    missedWhileDown = false;
    $state.set({ phase: 'creating' });
    qrCreate({ signal: controller.signal }).then(
      (login) => {
        if (mine !== run) return;
        // An answer without an address (a broken server) fails visibly instead of throwing here.
        if (typeof login?.confirmUrl !== 'string') return finish({ phase: 'failed', message: t('http.unknown') });
        const current: Code = { login, url: confirmAddress(login.confirmUrl), deadline: deadline(login.expiresAt) };
        $state.set({ ...current, phase: 'waiting' });
        expiryTimer = setTimeout(() => code() && finish({ phase: 'expired' }), current.deadline - Date.now());
        connected = $socket.get().isConnected;
        syncPolling();
      },
      (error: unknown) => {
        if (mine === run) finish({ phase: 'failed', message: messageOf(error) });
      },
    );
  }

  return {
    $state,
    start() {
      if (listeners.length) return;
      listeners = [onSocketMessage('qr/confirmed', onAnswer('confirmed')), onSocketMessage('qr/declined', onAnswer('declined')), $socket.listen(() => syncPolling())];
      create();
    },
    refresh() {
      if (listeners.length) create();
    },
    stop() {
      run += 1;
      stopTimers();
      controller?.abort();
      controller = undefined;
      for (const off of listeners) off();
      listeners = [];
      $state.set({ phase: 'idle' });
    },
  };
}

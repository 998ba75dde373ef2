/**
 * @summary Sign in with the phone: a QR code of the confirm address (auth/qr/create) that a
 * signed-in phone scans and confirms. The code is made on the shopper's ask: the frame first
 * holds a 'Show QR code' button (so a page view creates no sign-in session, and the element's
 * code can wait for that press: a press before it loaded is kept and made once it has). The
 * code's address is also a visible link with a copy
 * button (for screen-reader and keyboard users, or a phone that does not scan). Its expiry is
 * counted down ('Expires in 1:59'); an expired or declined code offers 'Refresh'. When the
 * phone confirms, the socket says so and this page signs in, then goes to `redirect`.
 * The waiting itself (socket, fallback polling while the socket is down, expiry) is
 * runtime/qr-login.ts.
 *
 * @attr {string} redirect - Where to go after signing in: a path of this shop (checked: another
 *   site, `//host` or `javascript:` goes home instead), under the current language prefix.
 *
 * @slot - Server-rendered fallback, shown until the element is defined (not needed where the
 *   server renderer draws the element: it draws the neutral state, the 'Show QR code' button,
 *   hidden without JavaScript, and a line, shown only without JavaScript, saying this needs it;
 *   the code itself is created when the button is pressed).
 *
 * @csspart base - The wrapper.
 * @csspart title - The heading line.
 * @csspart frame - The square holding the code (or the show button before it, or the refresh button once it ended).
 * @csspart show - The 'Show QR code' button: creates the code.
 * @csspart code - The QR code (an svg).
 * @csspart expiry - 'Expires in m:ss'.
 * @csspart link - The confirm address as a link.
 * @csspart copy - The 'Copy address' button.
 * @csspart status - What is happening (creating, ready: read out only, confirmed, expired, declined, a failure).
 * @csspart refresh - The 'Refresh' button.
 * @csspart no-script - Without JavaScript: 'Signing in by QR code needs JavaScript.'
 * @csspart error - The error state for a bad attribute.
 *
 * @cssproperty --shop-qr-dark - The code's dark modules (default black: scanners need dark on light).
 * @cssproperty --shop-qr-light - The code's background (default white).
 * @cssproperty --shop-primary-color - Buttons, the link and the focus ring.
 * @cssproperty --shop-error-color - A failure.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createQrLogin } from '../../runtime/qr-login';
import { useHost } from '../shared/host';
import { string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { QrCode } from './qr-code';

export const qrLoginProps = {
  redirect: string(),
};

export type QrLoginProps = PropsOf<typeof qrLoginProps>;

/**
 * Seconds left until `deadline`, ticking once a second while there is one. Worked out as each
 * render happens (the tick only asks for one), so a new code never shows the old count first.
 */
function useSecondsLeft(deadline: number | undefined): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function QrLogin({ redirect }: QrLoginProps) {
  const { t } = useT();
  const host = useHost();
  const titleId = useId();
  const latestRedirect = useRef(redirect);
  latestRedirect.current = redirect;
  const machine = useMemo(() => createQrLogin(() => latestRedirect.current), []);
  const state = useStore(machine.$state);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = useRef<HTMLAnchorElement>(null);
  const refreshButton = useRef<HTMLButtonElement>(null);
  // The shopper pressed 'Show QR code' or 'Refresh', whose button is gone once pressed: focus goes on.
  const asked = useRef(false);

  // No code on mount: one is created only when asked for (show), so a page view makes no session.
  useEffect(() => () => machine.stop(), [machine]);

  const code = state.phase === 'waiting' || state.phase === 'confirming' ? state : undefined;
  const seconds = useSecondsLeft(state.phase === 'waiting' ? state.deadline : undefined);

  const ended = state.phase === 'expired' || state.phase === 'declined' || state.phase === 'failed';

  // After 'Show QR code' or 'Refresh' the button pressed is gone: focus goes to the new code's
  // address (the status line says it is ready), or to 'Refresh' when making it failed.
  useEffect(() => {
    if (!asked.current || state.phase === 'creating') return;
    asked.current = false;
    if (code) link.current?.focus();
    else if (ended) refreshButton.current?.focus();
  }, [state.phase, code?.login.id]);

  useEffect(() => setCopy('idle'), [code?.login.id]);

  const show = () => {
    asked.current = true;
    machine.start();
  };

  const refresh = () => {
    asked.current = true;
    machine.refresh();
  };

  const copyAddress = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (permissions, an old browser): select the address so it can be copied.
      const range = document.createRange();
      if (link.current) range.selectNodeContents(link.current);
      const selection = (host.shadowRoot as unknown as { getSelection?: () => Selection | null } | null)?.getSelection?.() ?? document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      setCopy('failed');
    }
  };

  const message =
    state.phase === 'creating'
      ? t('qr.loading')
      : state.phase === 'confirming'
        ? t('qr.confirming')
        : state.phase === 'signed-in'
          ? t('qr.signedIn')
          : state.phase === 'expired'
            ? t('qr.expired')
            : state.phase === 'declined'
              ? t('qr.declined')
              : state.phase === 'failed'
                ? state.message
                : state.phase === 'waiting'
                  ? t('qr.ready')
                  : '';

  return (
    <section part="base" className={`qr ${state.phase}`} aria-labelledby={titleId} aria-busy={state.phase === 'creating' || state.phase === 'confirming' || undefined}>
      <p part="title" id={titleId} className="title">
        {t('qr.title')}
      </p>
      <p className="text">{t('qr.instructions')}</p>
      <div part="frame" className="frame">
        {state.phase === 'idle' && (
          <button part="show" type="button" className="action scripted" onClick={show}>
            {t('qr.show')}
          </button>
        )}
        {code && <QrCode part="code" text={code.url} label={t('qr.image')} />}
        {ended && (
          <button part="refresh" ref={refreshButton} type="button" className="action refresh" onClick={refresh}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 5a7 7 0 0 1 6.32 4H15v2h7V4h-2v3.1A9 9 0 1 0 21 12h-2a7 7 0 1 1-7-7Z" />
            </svg>
            {t('qr.refresh')}
          </button>
        )}
      </div>
      {state.phase === 'waiting' && (
        <p part="expiry" className="expiry">
          {t('qr.expiresIn', clock(seconds))}
        </p>
      )}
      {code && (
        <p className="address">
          <span className="address-label">{t('qr.link')}</span>{' '}
          <a part="link" ref={link} className="link" href={code.url}>
            {code.url}
          </a>{' '}
          <button part="copy" type="button" className="copy" onClick={() => void copyAddress(code.url)}>
            {t('qr.copy')}
          </button>
          <span className="copy-status" role="status">
            {copy === 'copied' ? t('qr.copied') : copy === 'failed' ? t('qr.copyFailed') : ''}
          </span>
        </p>
      )}
      {state.phase === 'idle' && (
        <p part="no-script" className="no-script">
          {t('qr.needsJs')}
        </p>
      )}
      {/* Live: says a code is being made, then (read out only: the code shows it) that it is ready. */}
      <p part="status" className={`status ${state.phase}${state.phase === 'waiting' ? ' visually-hidden' : ''}`} role="status">
        {message}
      </p>
    </section>
  );
}

/**
 * @summary The phone's side of a QR sign-in (the page the QR code opens). A signed-in shopper
 * sees what they are approving (the waiting browser's device, IP address and time, from
 * auth/qr/info) and confirms or declines it; then the element says what happened. A request
 * that has expired or was already used says so. A signed-out shopper is asked to sign in first
 * (the page holds a shop-signin); as soon as they do, the element shows the request.
 *
 * @attr {string} qr-id - The sign-in request's id (the page's `qr` query parameter).
 * @attr {string} signin-href - A sign-in page to link to while signed out. Without it the
 *   element only says to sign in (for pages that show a sign-in form beside it).
 *
 * @slot - Server-rendered fallback, shown until the element is defined (not needed where the
 *   server renderer draws the element: it draws the signed-out state, the server knows no
 *   session, with a line shown only without JavaScript saying confirming needs it).
 *
 * @csspart base - The wrapper.
 * @csspart title - The status line, a polite live region.
 * @csspart text - The explanation under it.
 * @csspart details - What is being approved: device, IP address, time.
 * @csspart actions - The buttons or links.
 * @csspart confirm - The "Confirm sign-in" button.
 * @csspart decline - The "Decline" button.
 * @csspart retry - "Try again", after the server could not be reached.
 * @csspart link - The sign-in link (signed out, with `signin-href`).
 * @csspart form-error - Why a confirmation did not go through.
 * @csspart no-script - Without JavaScript: 'Confirming a sign-in on another device needs JavaScript.'
 * @csspart error - The error state for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Buttons.
 * @cssproperty --shop-success-color - The confirmed line.
 * @cssproperty --shop-error-color - Expired, declined and errors.
 * @cssproperty --shop-desc-color - The labels of the details.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useRef, useState } from 'react';
import { qrConfirm, qrDecline, qrInfo } from '../../runtime/api/auth';
import type { QrInfo, QrStatus } from '../../runtime/api/types';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { $signedIn } from '../../runtime/session';
import { NoticeTitle } from '../shared/account-notice';
import { string, type PropsOf } from '../shared/props';
import { useBrowserStore } from '../shared/use-browser-store';
import { useT } from '../shared/use-t';
import { messageOf } from '../shared/verify-resend';
import { readDevice } from './device';

export const qrConfirmProps = {
  qrId: string(),
  signinHref: string(),
};

export type QrConfirmProps = PropsOf<typeof qrConfirmProps>;

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; info: QrInfo }
  | { kind: 'done'; outcome: 'confirmed' | 'declined' }
  /** The request cannot be acted on any more (expired, used, already answered, unknown). */
  | { kind: 'gone'; status: QrStatus | 'invalid'; message?: string }
  | { kind: 'unreachable'; message: string };

/** What the server knows: no session (a token lives in the browser). */
const SIGNED_OUT = false;

export function QrConfirm({ qrId, signinHref }: QrConfirmProps) {
  const { t, locale } = useT();
  const signedIn = useBrowserStore($signedIn, SIGNED_OUT);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [acting, setActing] = useState<'confirm' | 'decline'>();
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const title = useRef<HTMLParagraphElement>(null);
  const id = qrId?.trim() ?? '';

  useEffect(() => {
    if (!signedIn) return;
    if (!id) return setView({ kind: 'gone', status: 'invalid' });
    let alive = true;
    setView({ kind: 'loading' });
    setError('');
    qrInfo(id, { quiet: true }).then(
      (info) => alive && setView(info.status === 'pending' ? { kind: 'ready', info } : { kind: 'gone', status: info.status }),
      (failure: unknown) => {
        if (!alive) return;
        if (failure instanceof ApiError && failure.code === Code.fail) setView({ kind: 'gone', status: 'expired', message: failure.userMessage });
        else setView({ kind: 'unreachable', message: messageOf(failure, t('http.unknown')) });
      },
    );
    return () => {
      alive = false;
    };
  }, [signedIn, id, attempt]);

  // The request's lifetime is short (2 minutes): say so when it runs out while the shopper reads.
  const expiresAt = view.kind === 'ready' ? Date.parse(view.info.expiresAt) : NaN;
  useEffect(() => {
    const left = expiresAt - Date.now();
    // A past time on arrival is more likely this phone's clock than the server's word (pending).
    if (!(left > 0)) return;
    const timer = setTimeout(() => setView({ kind: 'gone', status: 'expired' }), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const answer = async (choice: 'confirm' | 'decline') => {
    if (acting || view.kind !== 'ready') return;
    setActing(choice);
    setError('');
    try {
      await (choice === 'confirm' ? qrConfirm(id) : qrDecline(id));
      setView({ kind: 'done', outcome: choice === 'confirm' ? 'confirmed' : 'declined' });
      requestAnimationFrame(() => title.current?.focus());
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === Code.fail) {
        setView({ kind: 'gone', status: 'expired', message: failure.userMessage });
        requestAnimationFrame(() => title.current?.focus());
      } else setError(messageOf(failure, t('http.unknown')));
    } finally {
      setActing(undefined);
    }
  };

  if (!signedIn) {
    return (
      <section part="base" className="notice">
        <NoticeTitle tone="plain">{t('qrConfirm.signInFirst')}</NoticeTitle>
        <p part="text" className="text">
          {t('qrConfirm.signInFirstText')}
        </p>
        <p part="no-script" className="text no-script">
          {t('qrConfirm.needsJs')}
        </p>
        {signinHref && (
          <div part="actions" className="actions">
            <a part="link" className="button" href={signinHref}>
              {t('qrConfirm.signIn')}
            </a>
          </div>
        )}
      </section>
    );
  }

  const device = view.kind === 'ready' ? readDevice(view.info.device) : undefined;
  const deviceText = device
    ? device.browser && device.system
      ? t('qrConfirm.deviceOn', device.browser, device.system)
      : (device.browser ?? device.system ?? (device.raw || t('qrConfirm.unknownDevice')))
    : '';
  const when = view.kind === 'ready' ? new Date(view.info.createdAt) : undefined;

  return (
    <section part="base" className="notice" aria-busy={view.kind === 'loading' || Boolean(acting) || undefined}>
      <NoticeTitle
        ref={title}
        tone={view.kind === 'loading' ? 'busy' : view.kind === 'done' && view.outcome === 'confirmed' ? 'success' : view.kind === 'ready' ? 'plain' : 'failed'}
      >
        {view.kind === 'loading'
          ? t('qrConfirm.loading')
          : view.kind === 'ready'
            ? t('qrConfirm.title')
            : view.kind === 'done'
              ? t(view.outcome === 'confirmed' ? 'qrConfirm.confirmed' : 'qrConfirm.declined')
              : view.kind === 'gone'
                ? t(view.status === 'invalid' ? 'qrConfirm.invalid' : view.status === 'expired' ? 'qrConfirm.expired' : 'qrConfirm.used')
                : t('qrConfirm.unreachable')}
      </NoticeTitle>
      {view.kind === 'ready' && (
        <>
          <p part="text" className="text">
            {t('qrConfirm.text')}
          </p>
          <dl part="details" className="details">
            <dt>{t('qrConfirm.device')}</dt>
            <dd>{deviceText}</dd>
            <dt>{t('qrConfirm.ip')}</dt>
            <dd>{view.info.ip || t('qrConfirm.unknownDevice')}</dd>
            <dt>{t('qrConfirm.time')}</dt>
            <dd>{when && !Number.isNaN(when.getTime()) ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when) : ''}</dd>
          </dl>
          <div part="actions" className="actions">
            <button part="confirm" type="button" className="button" aria-disabled={Boolean(acting) || undefined} aria-busy={acting === 'confirm' || undefined} onClick={() => answer('confirm')}>
              {acting === 'confirm' && <span className="spinner" aria-hidden="true" />}
              {t('qrConfirm.confirm')}
            </button>
            <button part="decline" type="button" className="button secondary" aria-disabled={Boolean(acting) || undefined} aria-busy={acting === 'decline' || undefined} onClick={() => answer('decline')}>
              {acting === 'decline' && <span className="spinner" aria-hidden="true" />}
              {t('qrConfirm.decline')}
            </button>
          </div>
          {error && (
            <p part="form-error" className="form-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
      {view.kind === 'done' && (
        <p part="text" className="text">
          {t(view.outcome === 'confirmed' ? 'qrConfirm.confirmedText' : 'qrConfirm.declinedText')}
        </p>
      )}
      {view.kind === 'gone' && (
        <p part="text" className="text">
          {view.message && view.message !== t('verify.failed') ? `${view.message} ` : ''}
          {t('qrConfirm.goneText')}
        </p>
      )}
      {view.kind === 'unreachable' && (
        <>
          <p part="text" className="text">
            {view.message}
          </p>
          <div part="actions" className="actions">
            <button part="retry" type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('qrConfirm.retry')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

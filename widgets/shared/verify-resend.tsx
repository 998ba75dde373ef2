/**
 * Sending the e-mail verification link again (auth/verify/resend, signed in only), shared by
 * shop-verify-prompt and shop-verify-email's failure state: a button that counts down the
 * wait before the next link may be asked for, and a polite status line that says the link
 * went out. The wait is the one for sign-in codes (CODE_RESEND_SECONDS). The countdown lives in
 * the button's own text, not in the live region, so a screen reader hears "sent" once instead
 * of every second. (The sign-in form's CodeButton speaks of codes; this one of links.)
 */
import { useState } from 'react';
import { resendVerification } from '../../runtime/api/auth';
import { CODE_RESEND_SECONDS } from '../../runtime/constants';
import { useCountdown } from './use-countdown';
import { useT } from './use-t';

/** The shopper-facing text of a failed request (the client's typed errors carry one). */
export function messageOf(failure: unknown, fallback: string): string {
  return failure && typeof failure === 'object' && 'userMessage' in failure && failure.userMessage ? String(failure.userMessage) : fallback;
}

export interface ResendVerificationProps {
  /** The address the link goes to, when known: named in the status line. */
  email?: string | null;
}

export function ResendVerification({ email }: ResendVerificationProps) {
  const { t } = useT();
  const countdown = useCountdown();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const waiting = busy || countdown.left > 0;

  const resend = async () => {
    if (waiting) return;
    setBusy(true);
    setError('');
    setSent(false);
    try {
      await resendVerification();
      setSent(true);
      countdown.start(CODE_RESEND_SECONDS);
    } catch (failure) {
      setError(messageOf(failure, t('http.unknown')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div part="resend" className="resend notice">
      <div className="actions">
        {/* aria-disabled rather than disabled: the button keeps focus while it counts down. */}
        <button part="resend-button" type="button" className="button secondary" aria-disabled={waiting || undefined} aria-busy={busy || undefined} onClick={resend}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? t('verifyEmail.sending') : countdown.left > 0 ? t('verifyEmail.resendIn', countdown.left) : t('verifyEmail.resend')}
        </button>
      </div>
      <p part="resend-status" className="status" role="status">
        {sent ? (email ? t('verifyEmail.resentTo', email) : t('verifyEmail.resent')) : ''}
      </p>
      {error && (
        <p part="resend-error" className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The one-time code button: 'Send code', then 'Resend in {0} s' counting down from
 * CODE_RESEND_SECONDS, then 'Resend'. While sending and counting it stays focusable but does
 * nothing (aria-disabled), so keyboard focus is not thrown out of the form. A polite status
 * says once that the code is on its way and once that a new one may be asked for; the
 * second-by-second number is only on the button, so screen readers are not flooded.
 *
 * `send` asks the server and answers whether a code went out (false: the form shows why).
 */
import { useState } from 'react';
import { CODE_RESEND_SECONDS } from '../../runtime/constants';
import { useCountdown } from './use-countdown';
import { useT } from './use-t';

export interface CodeButtonProps {
  send(): Promise<boolean>;
  /** A code was already sent before this page (the reset page after 'forgot'): start at 'Resend'. */
  alreadySent?: boolean;
}

/** 'sent' counts down while `left` > 0, then offers 'Resend'. */
type Phase = 'idle' | 'sending' | 'sent';

export function CodeButton({ send, alreadySent }: CodeButtonProps) {
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>(alreadySent ? 'sent' : 'idle');
  const countdown = useCountdown();
  const [announced, setAnnounced] = useState(false);
  const waiting = phase === 'sent' && countdown.left > 0;

  const click = async () => {
    if (phase === 'sending' || waiting) return;
    const before = phase;
    setPhase('sending');
    if (await send()) {
      setAnnounced(true);
      countdown.start(CODE_RESEND_SECONDS);
      setPhase('sent');
    } else {
      setPhase(before);
    }
  };

  const label = phase === 'idle' ? t('auth.sendCode') : phase === 'sending' ? t('auth.sending') : waiting ? t('auth.resendIn', countdown.left) : t('auth.resend');
  const status = !announced || phase !== 'sent' ? '' : waiting ? t('auth.codeSent', CODE_RESEND_SECONDS) : t('auth.codeReady');

  return (
    <>
      <button type="button" part="send-code" className="send-code" aria-disabled={phase === 'sending' || waiting || undefined} onClick={click}>
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}

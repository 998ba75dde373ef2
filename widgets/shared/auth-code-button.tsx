/**
 * The one-time code button: 'Send code', then 'Resend in {0} s' counting down from
 * CODE_RESEND_SECONDS, then 'Resend'. While sending and counting it stays focusable but does
 * nothing (aria-disabled), so keyboard focus is not thrown out of the form. A polite status
 * says once that the code is on its way and once that a new one may be asked for; the
 * second-by-second number is only on the button, so screen readers are not flooded.
 *
 * `send` asks the server and answers whether a code went out (false: the form shows why).
 */
import { useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS } from '../../runtime/constants';
import { useT } from './use-t';

export interface CodeButtonProps {
  send(): Promise<boolean>;
  /** A code was already sent before this page (the reset page after 'forgot'): start at 'Resend'. */
  alreadySent?: boolean;
}

type Phase = 'idle' | 'sending' | 'waiting' | 'ready';

export function CodeButton({ send, alreadySent }: CodeButtonProps) {
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>(alreadySent ? 'ready' : 'idle');
  const [remaining, setRemaining] = useState(0);
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    if (phase !== 'waiting') return;
    if (remaining <= 0) {
      setPhase('ready');
      return;
    }
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [phase, remaining]);

  const click = async () => {
    if (phase === 'sending' || phase === 'waiting') return;
    const before = phase;
    setPhase('sending');
    if (await send()) {
      setAnnounced(true);
      setRemaining(CODE_RESEND_SECONDS);
      setPhase('waiting');
    } else {
      setPhase(before);
    }
  };

  const label = phase === 'idle' ? t('auth.sendCode') : phase === 'sending' ? t('auth.sending') : phase === 'waiting' ? t('auth.resendIn', remaining) : t('auth.resend');
  const status = !announced ? '' : phase === 'waiting' ? t('auth.codeSent', CODE_RESEND_SECONDS) : phase === 'ready' ? t('auth.codeReady') : '';

  return (
    <>
      <button type="button" part="send-code" className="send-code" aria-disabled={phase === 'sending' || phase === 'waiting' || undefined} onClick={click}>
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}

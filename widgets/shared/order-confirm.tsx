/**
 * A yes/no question before an action that cannot be undone (cancel an order, withdraw a return):
 * the WAI-ARIA APG alert dialog on the native <dialog>. Modal (the page behind is inert), named
 * by its title and described by its question; focus starts on the safe choice; Escape or the
 * safe choice closes it without acting. The caller decides where focus goes afterwards.
 */
import { useEffect, useId, useRef } from 'react';
import { token } from './styles';

export interface OrderConfirmProps {
  open: boolean;
  title: string;
  question: string;
  /** A second line under the question (what will happen). */
  note?: string;
  confirmLabel: string;
  dismissLabel: string;
  onConfirm(): void;
  /** Closed without acting (the safe button, Escape). */
  onDismiss(): void;
}

export function OrderConfirm({ open, title, question, note, confirmLabel, dismissLabel, onConfirm, onDismiss }: OrderConfirmProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) {
      element.showModal();
      safe.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current!;
    // Escape fires 'cancel' and then closes the dialog: that is the safe choice.
    const onCancel = () => dismiss.current();
    element.addEventListener('cancel', onCancel);
    return () => element.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog ref={dialog} part="confirm" className="confirm" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-question`}>
      <h2 id={`${id}-title`} className="confirm-title">
        {title}
      </h2>
      <div id={`${id}-question`}>
        <p className="confirm-question">{question}</p>
        {note && <p className="confirm-note">{note}</p>}
      </div>
      <div className="confirm-buttons">
        <button ref={safe} type="button" part="confirm-dismiss" className="button secondary" onClick={() => dismiss.current()}>
          {dismissLabel}
        </button>
        <button type="button" part="confirm-accept" className="button danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

export const orderConfirmStyles = `
  .confirm {
    max-width: min(28rem, calc(100vw - 2rem)); padding: 1.25rem; border: 0; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('textColor')}; box-shadow: 0 10px 40px rgb(0 0 0 / .25);
  }
  .confirm::backdrop { background: rgb(0 0 0 / .45); }
  .confirm-title { margin: 0 0 .5rem; font-size: 1.125em; color: ${token('titleColor')}; font-family: ${token('titleFontFamily')}; }
  .confirm-question { margin: 0 0 .5rem; }
  .confirm-note { margin: 0 0 .5rem; color: ${token('descColor')}; font-size: .9375em; }
  .confirm-buttons { display: flex; flex-wrap: wrap; gap: .5rem; justify-content: flex-end; margin-top: 1rem; }
`;

/**
 * A question that needs an answer before something that cannot be undone (delete an address,
 * cancel an order): the WAI-ARIA APG alert dialog on the native <dialog>. It opens modal,
 * named by its title and described by its message, with focus on the least destructive
 * button (Cancel); Escape or Cancel closes it; native <dialog> gives focus back to what opened
 * it. While the action runs the confirm button says so; a refusal shows inside the dialog.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** Why the action failed, shown in the dialog (role alert). */
  error?: string;
  onConfirm: () => void;
  /** The dialog closed without the action (Cancel, Escape). */
  onClose: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busyLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current!;
    const onNativeClose = () => closeRef.current();
    element.addEventListener('close', onNativeClose);
    return () => element.removeEventListener('close', onNativeClose);
  }, []);

  return (
    <dialog ref={dialog} part="confirm" className="confirm" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`}>
      <h2 id={`${id}-title`} className="confirm-title">
        {title}
      </h2>
      <p id={`${id}-message`} className="confirm-message">
        {message}
      </p>
      {error && (
        <p className="confirm-error" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-actions">
        <button ref={cancel} type="button" part="confirm-cancel" className="confirm-cancel" onClick={() => dialog.current!.close()}>
          {cancelLabel}
        </button>
        <button type="button" part="confirm-ok" className="confirm-ok" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
